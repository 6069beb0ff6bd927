import type { ProcessGroup } from '../../torch/distributed/process-group.js';
/** What a stage-3 collective does. */
export type CollectiveKind = 'forward all-gather' | 'backward all-gather' | 'reduce-scatter' | 'end of backward';
/** The error every rank throws when the ranks' collectives diverge. */
export declare class DivergentCollectiveError extends Error {
    name: string;
}
export declare class CollectiveLedger {
    private readonly group;
    /** Unit names by index, for messages. */
    private readonly units;
    private readonly timeoutMs?;
    /** Names the engine in messages. */
    private readonly engine;
    private seq;
    constructor(group: ProcessGroup, 
    /** Unit names by index, for messages. */
    units: readonly string[], timeoutMs?: number | undefined, 
    /** Names the engine in messages. */
    engine?: string);
    /** Blocks until every rank announced its next collective; throws unless all announced the same one. */
    check(kind: CollectiveKind, unit: number): void;
    private describe;
}
