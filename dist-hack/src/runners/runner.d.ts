import type { RunnerConfig, RunnerConfigInput } from '../config/index.js';
import type { Optimizer } from '../torch/optim/index.js';
import type { Scheduler } from '../torch/optim/lr-scheduler/index.js';
import type { Module } from '../torch/nn/index.js';
import type { MetricSpec } from './outputs/metric-set.js';
import type { DataLoaderSplits, DatasetSplits } from './setup/loaders.js';
import { TorchRunner, type Criterion } from './torch-runner.js';
/** What {@link Runner} is given instead of a subclass constructor. */
export interface RunnerOptions {
    model: Module;
    criterion?: Criterion;
    datasets?: DatasetSplits;
    dataloaders?: DataLoaderSplits;
    optimizer?: Optimizer<any>;
    scheduler?: Scheduler;
    metrics?: MetricSpec[];
}
/**
 * A runner for code that does not subclass: the stack is picked by `config.stack` (`torch`
 * and its alias `ddp` run data parallel, `deepspeed` and its alias `ds` the ZeRO sharding
 * engine, `parallel` the replicate and shard axes of `config.parallel`; a pipeline needs
 * `ParallelRunner`), and the model, loss and data come in `options`.
 *
 * ```ts
 * const runner = new Runner(config, { model, criterion: new nn.CrossEntropyLoss(), datasets: { train, val } });
 * try { await runner.train(); } finally { await runner.close(); }
 * ```
 */
export declare class Runner extends TorchRunner {
    constructor(config: RunnerConfig | RunnerConfigInput, options: RunnerOptions);
}
