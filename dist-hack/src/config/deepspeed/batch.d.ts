/** Which of the per-rank values follows from `train_batch_size` when the world size changes. */
export type Rederive = 'batchSize' | 'accumSteps';
/** The three values as given; any may be missing. */
export interface BatchGiven {
    train?: number;
    micro?: number;
    accum?: number;
    /** Set on a config that was expanded before: the value to derive again, whatever it holds now. */
    rederive?: Rederive;
}
/** The resolved batch. */
export interface BatchResolved {
    train: number;
    micro: number;
    accum: number;
    /** Which value follows from `train` on another world size; unset when all three were given. */
    rederive?: Rederive;
}
/**
 * Fills the missing values as DeepSpeed does (train and micro give the accumulation, train and
 * accumulation give the micro batch, micro and accumulation give train, train alone gives
 * accumulation 1) and checks the product.
 *
 * @returns the resolved values, or the problem (naming all three and the world size)
 */
export declare function resolveBatch(given: BatchGiven, worldSize: number): BatchResolved | {
    problem: string;
};
/**
 * The data-parallel world size the launcher gave this process (torchrun's `WORLD_SIZE`, else
 * SLURM's `SLURM_NTASKS`), 1 without one; `stack: deepspeed` is data parallel over every rank.
 */
export declare function launcherWorldSize(env?: NodeJS.ProcessEnv): number;
