/** One step, or the medians over steps. */
export interface Timeline {
    backwardMs: number;
    /** Each bucket's all-reduce, [start, end] from backward's start. */
    buckets: [number, number][];
    /** The share of the all-reduces' time within backward. */
    hiddenShare: number;
}
/** A step's timeline from absolute monotonic-clock milliseconds. */
export declare function timelineOf(backwardStart: number, backwardEnd: number, bucketMs: readonly (readonly [number, number])[]): Timeline;
/** Each figure's median over the steps. */
export declare function medianTimeline(steps: readonly Timeline[]): Timeline;
/** `backward 0-41.2 ms; bucket 1 12.0-19.5, bucket 2 …; 35% of the all-reduce time within backward`. */
export declare function timelineText(t: Timeline): string;
