import type { Timeline } from './timeline.js';
export interface DdpCaseOptions {
    world?: number;
    threads?: number;
    steps?: number;
    warmup?: number;
    /** Interleaved repetitions; medians are reported. */
    runs?: number;
    python?: boolean;
}
export interface DdpSideResult {
    /** Median step (forward, backward, gradient sync, optimizer step) in ms. */
    stepMs: number;
    /** The same step without gradient sync (compute only). */
    computeMs: number;
    /** The same buckets all-reduced with nothing else running. */
    allReduceMs: number;
    /** (compute + all-reduce - step) / all-reduce: the share of communication overlapped with backward. */
    hiddenShare: number;
}
export interface DdpCaseResult {
    world: number;
    threads: number;
    torchrunner: DdpSideResult & {
        exposedMs: number;
        buckets: number[];
        timeline: Timeline | null;
    };
    /** PyTorch's timeline comes from a run with a timing communication hook (see ddp_reference.py). */
    pytorch: (DdpSideResult & {
        timeline: Timeline | null;
    }) | null;
    /** torchrunner step / PyTorch DDP step (below 1: faster). */
    ratio: number | null;
}
/** Runs `cmd args` as `world` ranks on loopback and returns rank 0's last stdout line as JSON. */
export declare function group(cmd: string, args: string[], world: number, threads: number): Promise<any>;
/** Runs the case and returns its figures. */
export declare function ddpCase(options?: DdpCaseOptions): Promise<DdpCaseResult>;
