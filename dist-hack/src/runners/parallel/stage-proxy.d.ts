import { Dataset } from '../../data/dataset.js';
import type { DatasetSplits } from '../setup/loaders.js';
/** What a stage-proxy loader yields: the size of the batch the first stage reads at that step. */
export interface ProxyBatch {
    readonly proxy: true;
    readonly size: number;
}
/**
 * Stands in for a dataset on the pipeline stages that do not read data (every stage but the
 * first): the same length, so a loader over it with the same sampler and settings yields as
 * many batches, in the same epochs, with the same state dict as the first stage's loader,
 * without reading a sample. Checkpoints therefore hold the first stage's loader position
 * whichever stage wrote them, and every stage restores it.
 */
export declare class StageProxyDataset extends Dataset<number, ProxyBatch> {
    readonly length: number;
    constructor(length: number);
    get(index: number): number;
    getBatch(indices: readonly number[]): ProxyBatch;
}
/**
 * The datasets of a pipeline stage that does not read data: each map-style split replaced by
 * a {@link StageProxyDataset} of its length.
 *
 * @throws Error for an iterable dataset (its length per rank cannot be known without reading it)
 */
export declare function stageProxyDatasets(datasets: DatasetSplits): DatasetSplits;
