import { ParallelRunner, type RunnerConfig, type RunnerConfigInput, type StepOutput } from '../../src/index.js';
import { Vocabulary } from '../char-gpt/data.js';
import { Gpt } from '../char-gpt/model.js';
export declare class ParallelGptRunner extends ParallelRunner {
    model: Gpt;
    readonly vocab: Vocabulary;
    private readonly nameSets;
    constructor(config: RunnerConfig | RunnerConfigInput);
    /** Mean cross entropy over the valid (non-padding) target tokens, and their count. */
    private tokenLoss;
    trainStep(batch: unknown): StepOutput;
    evaluateStep(batch: unknown): StepOutput;
    /** With a pipeline, on the last stage: the same loss from the last stage's logits. */
    protected pipelineLoss(output: unknown, target: unknown): StepOutput;
    /**
     * Whether names can be sampled: not with a pipeline or a context axis, where each forward
     * would have to run through every rank.
     */
    get canSample(): boolean;
    /** Whether this rank takes part in {@link sample}: rank 0, or with a tensor axis every rank (each holds part of the model). */
    get samplesHere(): boolean;
    /** Names drawn from the model's current weights; with a tensor axis every rank calls it and takes its tensor group's first rank's draws. */
    sample(count: number, temperature?: number): string[];
    close(): Promise<void>;
}
