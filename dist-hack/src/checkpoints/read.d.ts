/**
 * A runner checkpoint as read back: `runner` (the config snapshot), `state` (progress and
 * RNG states), `model`, `ema`, `optimizer`, `scheduler` and `dataloaders` (loader state per
 * split), in PyTorch's state-dict layouts.
 */
export interface CheckpointPayload {
    runner?: any;
    state: any;
    model: any;
    ema?: any;
    optimizer?: any;
    scheduler?: any;
    dataloaders?: any;
    [key: string]: unknown;
}
/** Options of {@link readCheckpoint}. */
export interface ReadCheckpointOptions {
    /** Device for every loaded tensor (default: where they were saved). */
    mapLocation?: string | undefined;
    /**
     * `model`: read what inference needs: the model's weights, the config (`runner`) and the
     * run's `state`; every other part (optimizer state, EMA, scheduler, loaders, results) is
     * dropped unread. The file is mapped into memory (`torch.load`'s `mmap`), so only the pages
     * of the parts kept are read; CRC-32 checks are skipped with it (the tensors' shapes and
     * offsets are still checked against the stored bytes). Not for sharded saves.
     */
    only?: 'model' | undefined;
}
/**
 * Reads a runner checkpoint (a torch.save archive holding at least `state` and `model`, or
 * `state` and a `components` marker without `model` for one saved without the weights).
 * The tensors in it are owned by the caller.
 *
 * @throws Error naming the file and what is wrong: missing, truncated or damaged (every
 *   record's CRC is checked), not a torch.save archive, or not a runner checkpoint (for
 *   example a bare state dict, which `loadPretrained` reads).
 */
export declare function readCheckpoint(path: string, options?: ReadCheckpointOptions): CheckpointPayload;
/**
 * Why a payload without `model` is not a valid checkpoint, or null when its `components`
 * marker says it was saved without the weights on purpose.
 */
export declare function modelLessProblem(value: Record<string, unknown>): string | null;
/** A checkpoint found by {@link findResumable}, read and checked. */
export interface ResumableCheckpoint {
    path: string;
    payload: CheckpointPayload;
}
/**
 * The checkpoint to resume from in a checkpoints directory: `latest.pth` when it reads,
 * else the newest history file that reads, with a warning (through `warn`) naming both
 * files. Returns null when the directory holds no checkpoint at all.
 *
 * @throws Error listing every file and why it could not be read, when none of them reads
 *   (starting over silently would discard the run).
 */
export declare function findResumable(dir: string, warn?: (message: string) => void): ResumableCheckpoint | null;
