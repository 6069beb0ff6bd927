/**
 * The save directory to resume from in a sharded checkpoints directory: the one `latest`
 * names when it is complete (and holds model weights, or the `components` marker of a save
 * made without them), else the newest complete save a history pointer names (with a
 * warning naming both). Null when there is no pointer at all.
 *
 * @throws Error listing every save tried and why it cannot be used, when none can
 */
export declare function findResumableSave(dir: string, warn: (message: string) => void): Promise<string | null>;
