/** Calls and bytes sent by one rank for one kind of collective. */
export interface CollectiveTraffic {
    calls: number;
    /** Bytes this rank handed to the transport for other ranks (its own chunk stays local). */
    bytesSent: number;
}
/**
 * Per-collective traffic of one process group, as each algorithm defines it (see the table in
 * docs/distributed.md). Counted when a collective is issued, for the collectives whose
 * algorithm this library chooses: reduce-scatter, all-gather, all-to-all, send.
 */
export declare class TrafficCounter {
    private readonly counts;
    /** @internal */
    add(op: string, bytesSent: number): void;
    /** A copy of the counts so far, by collective name. */
    snapshot(): Record<string, CollectiveTraffic>;
    reset(): void;
}
