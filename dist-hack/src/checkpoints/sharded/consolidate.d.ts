/** Options of {@link consolidate}. */
export interface ConsolidateOptions {
    /**
     * Which tensors, by name prefix (default `model.`, stripped from the keys so the output is
     * the unsharded model's state dict). `''` takes every tensor under its full name.
     */
    prefix?: string;
}
/** What {@link consolidate} wrote. */
export interface ConsolidateReport {
    /** The save directory read. */
    save: string;
    out: string;
    tensors: number;
    bytes: number;
    /** The largest tensor, in bytes (about the peak memory of the consolidation). */
    largestBytes: number;
}
/**
 * Gathers a sharded checkpoint into one file: a `torch.save` archive (`.pth`, `.pt`, which
 * Python's `torch.load` opens as an `OrderedDict` state dict) or `.safetensors`. Tensors are
 * assembled and written one at a time, so memory peaks at about the largest tensor, not the
 * model. The file is written under a temporary name, flushed and renamed into place.
 *
 * @param path - a save directory, a pointer file (`latest`) or a checkpoints directory
 * @throws Error naming the problem: an unknown output extension, a torn or damaged data
 *   file, no tensor under the prefix
 */
export declare function consolidate(path: string, out: string, options?: ConsolidateOptions): Promise<ConsolidateReport>;
