import { nn, TorchRunner, type RunnerConfig, type RunnerConfigInput, type Tensor } from '../../src/index.js';
/** The CNN of make_pretrained.py with a fresh head in place of its `classifier`. */
export declare class DigitNet extends nn.Module {
    features: nn.Sequential<Tensor, Tensor>;
    head: nn.Linear;
    forward(x: Tensor): Tensor;
}
export default class FinetuneRunner extends TorchRunner {
    private readonly digitSets;
    constructor(config: RunnerConfig | RunnerConfigInput);
    close(): Promise<void>;
}
export { FinetuneRunner };
