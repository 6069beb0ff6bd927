import { TorchRunner, type RunnerConfig, type RunnerConfigInput, type StepOutput } from '../../src/index.js';
import { Vocabulary } from './data.js';
import { Gpt } from './model.js';
export default class CharGptRunner extends TorchRunner {
    model: Gpt;
    readonly vocab: Vocabulary;
    private readonly nameSets;
    /** Names printed after each evaluation round. */
    samplesPerEvaluation: number;
    constructor(config: RunnerConfig | RunnerConfigInput);
    /** Mean cross entropy over the valid (non-padding) target tokens, and their count. */
    private tokenLoss;
    trainStep(batch: unknown): StepOutput;
    evaluateStep(batch: unknown): StepOutput;
    protected evaluateEpoch(split: string, maxBatches?: number): Promise<Record<string, number>>;
    /**
     * Whether this rank samples: rank 0, or with a tensor axis every rank (the ranks of a tensor
     * group run their parts of the model together).
     */
    get samplesHere(): boolean;
    /** Names drawn from the model's current weights (with a tensor axis, on every rank of the tensor group at once). */
    sample(count: number, temperature?: number): string[];
    private tensorGroup;
    close(): Promise<void>;
}
export { CharGptRunner };
