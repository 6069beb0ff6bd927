import type { ProcessGroup } from '../../src/torch/distributed/process-group.js';
import type { Vocabulary } from './data.js';
import type { Gpt } from './model.js';
/**
 * `count` names sampled at `temperature` (1: the model's distribution; lower: safer). With
 * `tensorGroup` (a model split by `parallelize`), every rank of the group calls this together
 * and each character is group rank 0's draw.
 */
export declare function sampleNames(model: Gpt, vocab: Vocabulary, count: number, temperature?: number, tensorGroup?: ProcessGroup): string[];
