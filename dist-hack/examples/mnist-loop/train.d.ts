import { nn } from '../../src/index.js';
export interface MnistRunOptions {
    /** Seeds model initialisation and the shuffle order. */
    seed?: number;
    /** Stop after this many training steps (default: one full epoch, 938 steps). */
    maxSteps?: number;
    /** Intra-op threads for libtorch. */
    threads?: number;
    /** Called every `logEvery` steps with the running loss. */
    onLog?: (step: number, loss: number) => void;
    logEvery?: number;
    /** Called after every step (for memory sampling). */
    onStep?: (step: number) => void;
}
export interface MnistRunResult {
    steps: number;
    epochSeconds: number;
    accuracy: number;
    lastLoss: number;
}
/** conv 1->16 k5, ReLU, max-pool 2, conv 16->32 k5, ReLU, max-pool 2, flatten, 512->128, ReLU, 128->10. */
export declare function mnistCnn(): nn.Sequential;
export declare function trainMnist(options?: MnistRunOptions): Promise<MnistRunResult>;
