import type { RunnerConfig } from '../../config/index.js';
/** What a resume on another world size keeps of DeepSpeed's global batch. */
export interface GlobalBatchKept {
    /** Config keys whose change the re-derivation explains (accepted without `allowConfigChange`). */
    allow: string[];
    /** The line that says so. */
    message?: string;
    /** Added to a refusal: how to keep the global batch. */
    hint?: string;
}
/**
 * A resume whose config holds DeepSpeed's `train_batch_size` (`deepspeed.trainBatchSize`) on a
 * world size other than the checkpoint's: when the global batch is the same and the config
 * re-derived the per-rank batch or the accumulation (`deepspeed.rederive`) for the new world
 * size, that change and the world size are accepted and reported; otherwise a refusal gets a
 * hint naming how to keep the global batch.
 */
export declare function globalBatchKept(saved: unknown, current: RunnerConfig, savedWorldSize: number | undefined, worldSize: number): GlobalBatchKept;
