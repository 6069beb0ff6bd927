export class GradientReadiness {
    seen;
    handles = [];
    /** `onReady(g)` runs once per backward, when every parameter of `groups[g]` has its gradient. */
    constructor(groups, onReady) {
        this.seen = groups.map(() => new Set());
        groups.forEach((params, g) => params.forEach((p, i) => {
            this.handles.push(p.registerPostAccumulateGradHook(() => {
                const seen = this.seen[g];
                if (seen.has(i))
                    return;
                seen.add(i);
                if (seen.size === params.length)
                    onReady(g);
            }));
        }));
    }
    /** Forgets the running backward (after it ended). */
    reset() {
        for (const s of this.seen)
            s.clear();
    }
    remove() {
        for (const h of this.handles)
            h.remove();
        this.handles.length = 0;
    }
}
//# sourceMappingURL=gradient-readiness.js.map