import { Dataset } from '../../data/dataset.js';
import { isMapDataset } from '../../data/dataset.js';
/**
 * Stands in for a dataset on the pipeline stages that do not read data (every stage but the
 * first): the same length, so a loader over it with the same sampler and settings yields as
 * many batches, in the same epochs, with the same state dict as the first stage's loader,
 * without reading a sample. Checkpoints therefore hold the first stage's loader position
 * whichever stage wrote them, and every stage restores it.
 */
export class StageProxyDataset extends Dataset {
    length;
    constructor(length) {
        super();
        this.length = length;
    }
    get(index) {
        this.checkIndex(index);
        return index;
    }
    getBatch(indices) {
        return { proxy: true, size: indices.length };
    }
}
/**
 * The datasets of a pipeline stage that does not read data: each map-style split replaced by
 * a {@link StageProxyDataset} of its length.
 *
 * @throws Error for an iterable dataset (its length per rank cannot be known without reading it)
 */
export function stageProxyDatasets(datasets) {
    const out = {};
    for (const [split, d] of Object.entries(datasets)) {
        if (!isMapDataset(d)) {
            throw new Error(`pipeline stages after the first read proxies of the first stage's data, which needs a map-style dataset; split '${split}' is iterable`);
        }
        out[split] = new StageProxyDataset(d.length);
    }
    return out;
}
//# sourceMappingURL=stage-proxy.js.map