/** One file of a checkpoints directory. */
export interface ListedCheckpoint {
    name: string;
    /** `step N` or `epoch N` for a history file. */
    point?: string;
    /** For latest and best: the history file it is (same file), if any. */
    sameAs?: string;
    bytes: number;
}
/** A file-backend checkpoints directory: its checkpoints, and those kept from rewinds, by attempt. */
export interface CheckpointList {
    dir: string;
    checkpoints: ListedCheckpoint[];
    superseded: {
        attempt: string;
        dir: string;
        checkpoints: ListedCheckpoint[];
    }[];
}
/** The checkpoints directory `path` names (itself, or a run directory's `checkpoints/`), or null when it holds none. */
export declare function checkpointsDirOf(path: string): string | null;
/** Lists a checkpoints directory without reading the checkpoints. */
export declare function listCheckpoints(dir: string): CheckpointList;
/** The listing as text: one line per checkpoint, then each rewound-from attempt's. */
export declare function formatCheckpointList(list: CheckpointList): string;
