/** `sync`, then drop the page cache where permitted; returns whether it was dropped. */
export declare function writebackBarrier(): boolean;
/** Best-of-`rounds` milliseconds per side and operation. */
export declare function freeProcessCases(options?: {
    rounds?: number;
    dir?: string;
}): {
    ms: {
        oursSave: number[];
        pySave: number[];
        oursLoad: number[];
        oursLoadMmap: number[];
        pyLoad: number[];
    };
    bytes: number;
    dropped: boolean;
};
