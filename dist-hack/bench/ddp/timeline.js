// A DDP step's timeline on one rank: backward and each bucket's all-reduce, in milliseconds from
// backward's start, and how much of the all-reduces' time fell within backward (what overlap
// hid). Both sides' workers report it from the same monotonic clock.
/** A step's timeline from absolute monotonic-clock milliseconds. */
export function timelineOf(backwardStart, backwardEnd, bucketMs) {
    const buckets = bucketMs.map(([a, b]) => [a - backwardStart, b - backwardStart]);
    const backwardMs = backwardEnd - backwardStart;
    let total = 0;
    let inside = 0;
    for (const [a, b] of buckets) {
        total += b - a;
        inside += Math.max(0, Math.min(b, backwardMs) - Math.max(a, 0));
    }
    return { backwardMs, buckets, hiddenShare: total > 0 ? inside / total : 0 };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
/** Each figure's median over the steps. */
export function medianTimeline(steps) {
    const n = steps[0]?.buckets.length ?? 0;
    return {
        backwardMs: median(steps.map((s) => s.backwardMs)),
        buckets: Array.from({ length: n }, (_, i) => [median(steps.map((s) => s.buckets[i][0])), median(steps.map((s) => s.buckets[i][1]))]),
        hiddenShare: median(steps.map((s) => s.hiddenShare)),
    };
}
/** `backward 0-41.2 ms; bucket 1 12.0-19.5, bucket 2 …; 35% of the all-reduce time within backward`. */
export function timelineText(t) {
    const spans = t.buckets.map(([a, b], i) => `bucket ${i + 1} ${a.toFixed(1)}-${b.toFixed(1)}`).join(', ');
    return `backward 0-${t.backwardMs.toFixed(1)} ms; ${spans} ms; ${(t.hiddenShare * 100).toFixed(0)}% of the all-reduce time within backward`;
}
//# sourceMappingURL=timeline.js.map