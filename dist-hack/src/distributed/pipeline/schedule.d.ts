/** One action of a pipeline stage: a micro-batch's forward or backward through one of its model chunks. */
export interface PipelineAction {
    op: 'forward' | 'backward';
    microbatch: number;
    /** The rank's model chunk (virtual stage) it runs; 0 (the default) without interleaving. */
    chunk?: number;
}
/**
 * The 1F1B (one forward, one backward) order of stage `stage` of `stages` over `microbatches`
 * micro-batches: min(stages − stage − 1, microbatches) warm-up forwards, then alternating
 * forward/backward pairs, then the remaining backwards. Backwards run in micro-batch order, so
 * each parameter's gradient accumulates in the same order as one process looping over the
 * micro-batches; at most `stages − stage` micro-batches' activations are alive at once.
 */
export declare function oneForwardOneBackward(stage: number, stages: number, microbatches: number): PipelineAction[];
/**
 * The interleaved 1F1B order (Megatron-LM's `forward_backward_pipelining_with_interleaving`)
 * of rank `stage` of `stages` holding `chunks` model chunks (virtual stages): the model is cut
 * into stages × chunks parts and the rank runs parts stage, stage + stages, … as its chunks
 * 0, 1, …. Micro-batches go through the chunks in groups of `stages`: forwards run chunk 0 of
 * a group, then chunk 1 of the same group, …; backwards the same from the last chunk. After
 * (stages − stage − 1)·2 + (chunks − 1)·stages warm-up forwards (all of them when
 * microbatches = stages) forwards and backwards alternate, then the remaining backwards run.
 * The bubble falls from (P−1)/(M+P−1) towards (P−1)/(V·M+P−1).
 *
 * The groups need `microbatches` to be a multiple of `stages`; for another count (a short
 * window at the end of an epoch) every forward runs first, chunk by chunk, then every
 * backward from the last chunk (GPipe's order over the virtual stages), which is correct for
 * any count but keeps every micro-batch's activations alive. With one chunk this is
 * {@link oneForwardOneBackward}. Each chunk's backwards run in micro-batch order, so
 * gradients accumulate as in one process.
 */
export declare function interleavedOneForwardOneBackward(stage: number, stages: number, chunks: number, microbatches: number): PipelineAction[];
/**
 * Checks a stage's schedule over `microbatches` micro-batches and `chunks` model chunks: every
 * micro-batch's forward through each chunk exactly once, then its backward exactly once.
 *
 * @returns the index of the schedule's last backward (where gradient sync turns on)
 * @throws RangeError naming the first micro-batch the schedule gets wrong
 */
export declare function checkSchedule(actions: readonly PipelineAction[], microbatches: number, chunks?: number): number;
