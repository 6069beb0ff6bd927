import { TorchRunner, type Metric, type RunnerConfig, type RunnerConfigInput, type StepOutput } from '../../src/index.js';
export default class RunningMaxRunner extends TorchRunner {
    private readonly sets;
    constructor(config: RunnerConfig | RunnerConfigInput);
    protected createMetric(name: string): Metric;
    private tokenLoss;
    trainStep(batch: unknown): StepOutput;
    evaluateStep(batch: unknown): StepOutput;
    /** The loss with its count of valid positions, after feeding the split's metrics. */
    private taggedLoss;
    close(): Promise<void>;
}
export { RunningMaxRunner };
