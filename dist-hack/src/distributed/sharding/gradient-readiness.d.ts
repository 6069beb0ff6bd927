import type { Tensor } from '../../torch/tensor.js';
export declare class GradientReadiness {
    private readonly seen;
    private readonly handles;
    /** `onReady(g)` runs once per backward, when every parameter of `groups[g]` has its gradient. */
    constructor(groups: readonly (readonly Tensor[])[], onReady: (group: number) => void);
    /** Forgets the running backward (after it ended). */
    reset(): void;
    remove(): void;
}
