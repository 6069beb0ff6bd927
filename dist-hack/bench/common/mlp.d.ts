/** One training step of {@link plainMlp}, and the release of its tensors. */
export interface PlainMlp {
    /** Forward, MSE loss, backward, SGD update (lr 0.01); opens no scope of its own. */
    step(): void;
    /** Disposes the data and the parameters. */
    dispose(): void;
}
/**
 * Random data `x [batch, inFeatures]`, `y [batch, outFeatures]` and parameters
 * `inFeatures -> hidden -> outFeatures` (weights N(0, 1)·`weightScale`, zero biases), drawn
 * from the default generator. The tensors are kept, so a `torch.scope` around `step` frees
 * only what the step creates.
 */
export declare function plainMlp(batch: number, inFeatures: number, hidden: number, outFeatures: number, weightScale: number): PlainMlp;
