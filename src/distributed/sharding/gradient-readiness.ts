// Which groups of parameters have all their gradients accumulated in the running backward,
// from post-accumulate-grad hooks: the trigger for reducing a bucket (ZeRO stage 2) or a
// unit (stage 3) while the rest of backward runs.
import type { RemovableHandle } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';

export class GradientReadiness {
  private readonly seen: Set<number>[];
  private readonly handles: RemovableHandle[] = [];

  /** `onReady(g)` runs once per backward, when every parameter of `groups[g]` has its gradient. */
  constructor(groups: readonly (readonly Tensor[])[], onReady: (group: number) => void) {
    this.seen = groups.map(() => new Set<number>());
    groups.forEach((params, g) =>
      params.forEach((p, i) => {
        this.handles.push(
          p.registerPostAccumulateGradHook(() => {
            const seen = this.seen[g]!;
            if (seen.has(i)) return;
            seen.add(i);
            if (seen.size === params.length) onReady(g);
          }),
        );
      }),
    );
  }

  /** Forgets the running backward (after it ended). */
  reset(): void {
    for (const s of this.seen) s.clear();
  }

  remove(): void {
    for (const h of this.handles) h.remove();
    this.handles.length = 0;
  }
}
