import type { LoopHost } from './loop-host.js';
/**
 * The epoch loop: for each remaining epoch, a pass over every train split, then every
 * evaluation split; the epoch is counted, its result recorded and a checkpoint offered; early
 * stopping ends the loop. A restart (a rollback) begins the epoch again from the restored state.
 */
export declare function runEpochs(host: LoopHost, epochs: number): Promise<void>;
/**
 * One pass over a train split, from the loader's position (a resumed run continues mid-epoch):
 * one micro-step per batch; the last window of the pass is stepped even when shorter than
 * `accumSteps`. Returns the split's scores over the pass.
 */
export declare function trainPass(host: LoopHost, split: string): Promise<Record<string, number>>;
