// What telemetry costs a training step: the per-call time of the loggers (console progress
// on a terminal, log file, TensorBoard events, all three behind a LoggerGroup) and of a
// metric update (accuracy, top-5 and macro F1 on a 128 x 10 batch), the latter against the
// same tensor operations in PyTorch from Python on the same libtorch. One intra-op thread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConsoleLogger, FileLogger, LoggerGroup, MetricGroup, TensorBoardLogger, torch, } from '../../src/index.js';
import { median, packageRoot, runPython } from '../common/reference.js';
const LOG_ITERS = Number(process.env.LOG_ITERS ?? 100_000);
const METRIC_ITERS = Number(process.env.METRIC_ITERS ?? 2_000);
const BATCH = 128;
const REPEATS = 3;
torch.setNumThreads(1);
const dir = mkdtempSync(join(tmpdir(), 'torchrunner-bench-logging-'));
const terminal = { isTTY: true, columns: 120, write: (_text) => true };
async function perCall(make, call) {
    const logger = make();
    for (let i = 0; i < 1000; i++)
        call(logger, i);
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < LOG_ITERS; i++)
        call(logger, i);
    await logger.flush();
    const us = Number(process.hrtime.bigint() - t0) / 1e3 / LOG_ITERS;
    await logger.close();
    return us;
}
const progress = (logger, i) => logger.progress?.({ phase: 'train', done: i, total: 1e9, values: { loss: 1 / (i + 1) } });
const scalars = (logger, i) => logger.scalars('train', i, { loss: 1 / (i + 1), lr: 1e-3 });
let files = 0;
const file = () => new FileLogger(join(dir, `${files++}.log`));
const tensorboard = () => new TensorBoardLogger(join(dir, `tb-${files++}`));
const group = () => new LoggerGroup([new ConsoleLogger({ stream: terminal }), file(), tensorboard()]);
const rows = [];
const measure = async (name, make, call) => {
    const times = [];
    for (let r = 0; r < REPEATS; r++)
        times.push(await perCall(make, call));
    rows.push([name, median(times)]);
};
await measure('console progress (terminal, 10 Hz)', () => new ConsoleLogger({ stream: terminal }), progress);
await measure('file scalars', file, scalars);
await measure('TensorBoard scalars', tensorboard, scalars);
await measure('group: progress + scalars', group, (logger, i) => {
    progress(logger, i);
    scalars(logger, i);
});
function timeMetrics() {
    torch.manualSeed(0);
    const logits = torch.randn(BATCH, 10);
    const target = torch.randint(0, 10, [BATCH]);
    const metrics = new MetricGroup(['accuracy', 'top5', 'f1_macro']);
    for (let i = 0; i < 200; i++)
        metrics.update(logits, target);
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < METRIC_ITERS; i++)
        metrics.update(logits, target);
    const us = Number(process.hrtime.bigint() - t0) / 1e3 / METRIC_ITERS;
    logits.dispose();
    target.dispose();
    return us;
}
const nodeMetrics = median(Array.from({ length: REPEATS }, timeMetrics));
const py = runPython(join(packageRoot(), 'bench', 'logging', 'metrics.py'), [String(METRIC_ITERS), String(BATCH)]);
rmSync(dir, { recursive: true, force: true });
const fmt = (x) => x.toFixed(3).padStart(9);
console.log(`libtorch ${torch.version}, intra-op threads: ${torch.getNumThreads()}`);
console.log('per call                              node(us)');
for (const [name, us] of rows)
    console.log(`${name.padEnd(36)} ${fmt(us)}`);
console.log('');
console.log('metric update, 128 x 10 batch         node(us)  python(us)  node/python');
const ratio = py ? `${(nodeMetrics / py.metricsUs).toFixed(2)}x` : 'n/a';
console.log(`accuracy + top5 + f1_macro           ${fmt(nodeMetrics)} ${fmt(py?.metricsUs ?? NaN)}  ${ratio.padStart(10)}`);
//# sourceMappingURL=run.js.map