/**
 * Per-collective traffic of one process group, as each algorithm defines it (see the table in
 * docs/distributed.md). Counted when a collective is issued, for the collectives whose
 * algorithm this library chooses: reduce-scatter, all-gather, all-to-all, send.
 */
export class TrafficCounter {
    counts = new Map();
    /** @internal */
    add(op, bytesSent) {
        const c = this.counts.get(op) ?? { calls: 0, bytesSent: 0 };
        c.calls += 1;
        c.bytesSent += bytesSent;
        this.counts.set(op, c);
    }
    /** A copy of the counts so far, by collective name. */
    snapshot() {
        return Object.fromEntries([...this.counts].map(([k, v]) => [k, { ...v }]));
    }
    reset() {
        this.counts.clear();
    }
}
//# sourceMappingURL=traffic.js.map