import { type RankIndex } from './layout.js';
import type { NamedLeaf } from './names.js';
/** What one rank writes into a save directory. */
export interface RankWrite {
    dir: string;
    rank: number;
    worldSize: number;
    leaves: readonly NamedLeaf[];
    /** The non-tensor state (torch.save'd as `__<r>_state.pth`). */
    rest: Record<string, unknown>;
}
/**
 * Writes one rank's files of a save: its chunks into `__<r>_0.distcp` (each chunk a
 * torch.save archive holding one tensor, as PyTorch DCP's FileSystemWriter writes them), its
 * non-tensor state, and last its index (`__<r>_index.json`, the rank's "done" mark), each
 * flushed to disk before the next. A plain tensor is written by rank 0 only. All file I/O
 * runs off the JS thread; the tensors must not change until the promise settles.
 */
export declare function writeRank(w: RankWrite): Promise<RankIndex>;
