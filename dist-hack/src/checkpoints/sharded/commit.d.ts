import { type Manifest, type SaveTopology } from './layout.js';
/** How long the committing rank waits for the other ranks' indexes, and how often it looks. */
export interface CommitWait {
    timeoutMs: number;
    pollMs: number;
}
/**
 * Completes a save on the committing rank (rank 0): waits until every rank's index is on
 * disk (each rank writes it only after its data and state are durable), merges them, and
 * writes `.metadata` then `manifest.json`, each flushed and renamed into place. Only then is
 * the save complete; pointers may move afterwards.
 *
 * Ranks agree through the file system rather than a collective, so a save completing on
 * the I/O side never interleaves a collective with the training step's.
 *
 * @throws Error naming the ranks whose index did not appear within the timeout
 */
export declare function commitSave(dir: string, worldSize: number, point: Manifest['point'], topology: SaveTopology, wait: CommitWait): Promise<Manifest>;
