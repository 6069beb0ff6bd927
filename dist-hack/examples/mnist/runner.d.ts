import { TorchRunner, type RunnerConfig, type RunnerConfigInput } from '../../src/index.js';
export declare class MnistRunner extends TorchRunner {
    constructor(config: RunnerConfig | RunnerConfigInput);
    /** Releases the datasets' tensors with the runner. */
    close(): Promise<void>;
}
