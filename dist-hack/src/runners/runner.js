import { TorchRunner } from './torch-runner.js';
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
export class Runner extends TorchRunner {
    constructor(config, options) {
        super(config);
        if (options === null || typeof options !== 'object' || !options.model) {
            throw new TypeError('new Runner(config, options): options.model is required (and criterion, datasets or dataloaders)');
        }
        this.model = options.model;
        this.criterion = options.criterion;
        if (options.datasets)
            this.datasets = options.datasets;
        if (options.dataloaders)
            this.dataloaders = options.dataloaders;
        if (options.optimizer)
            this.optimizer = options.optimizer;
        if (options.scheduler)
            this.scheduler = options.scheduler;
        if (options.metrics)
            this.metrics = options.metrics;
    }
}
//# sourceMappingURL=runner.js.map