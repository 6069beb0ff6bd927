import { callOp } from '../torch/ops.js';
import { defaultCollate } from './collate.js';
import { disposeTensors, mapTensors, tensorsIn } from './tensors.js';
function isPromise(v) {
    return typeof v?.then === 'function';
}
/**
 * Builds batches from index lists: the dataset's `getBatch` when it has one and no custom
 * collate was given, else `get` per index and the collate function. Sample tensors are
 * disposed once collated (except those the batch still holds and those marked `keep()`).
 */
export class BatchMaker {
    dataset;
    collate;
    pin;
    constructor(dataset, collate, pin) {
        this.dataset = dataset;
        this.collate = collate;
        this.pin = pin;
    }
    /** True when building a batch goes through `getBatch`. */
    get batched() {
        return this.collate === undefined && typeof this.dataset.getBatch === 'function';
    }
    /** Collates samples (already loaded) into a batch, disposing what the batch does not keep. */
    collateSamples(samples) {
        let batch;
        try {
            batch = (this.collate ?? defaultCollate)(samples);
        }
        catch (err) {
            disposeTensors(samples);
            throw err;
        }
        disposeTensors(samples, new Set(tensorsIn(batch)));
        return this.pinned(batch);
    }
    /** One batch, synchronously; throws if the dataset loads asynchronously. */
    makeSync(indices) {
        if (this.batched) {
            const b = this.dataset.getBatch(indices);
            if (isPromise(b))
                throw asyncError(this.dataset);
            return this.pinned(b);
        }
        const samples = indices.map((i) => this.dataset.get(i));
        if (samples.some(isPromise)) {
            for (const s of samples)
                if (isPromise(s))
                    s.then(disposeTensors, () => { });
            disposeTensors(samples.filter((s) => !isPromise(s)));
            throw asyncError(this.dataset);
        }
        return this.collateSamples(samples);
    }
    /** One batch; asynchronous dataset loads for the batch run concurrently. */
    async make(indices) {
        if (this.batched)
            return this.pinned((await this.dataset.getBatch(indices)));
        const pending = indices.map((i) => this.dataset.get(i));
        if (!pending.some(isPromise))
            return this.collateSamples(pending);
        const settled = await Promise.allSettled(pending);
        const failed = settled.find((s) => s.status === 'rejected');
        const samples = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
        if (failed) {
            disposeTensors(samples);
            throw failed.reason;
        }
        return this.collateSamples(samples);
    }
    /** Moves a batch's tensors to page-locked memory when CUDA is present (else returns it as is). */
    pinned(batch) {
        if (!this.pin)
            return batch;
        return mapTensors(batch, (t) => {
            const p = callOp('aten::pin_memory', [t]);
            if (p !== t)
                t.dispose();
            return p;
        });
    }
}
function asyncError(dataset) {
    return new TypeError(`DataLoader: ${dataset.name ?? 'the dataset'} loads samples asynchronously (get or getBatch returned a Promise); iterate with \`for await (const batch of loader)\``);
}
//# sourceMappingURL=batch-maker.js.map