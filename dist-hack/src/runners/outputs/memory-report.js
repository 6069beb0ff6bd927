import { optimizerStateBytes, tensorBytes } from '../../distributed/sharding/memory.js';
function withPeak(report) {
    return { ...report, peak: report.total + (report.transient?.parameters ?? 0) + (report.transient?.gradients ?? 0) };
}
/**
 * This rank's tensor bytes: from the strategy when it shards (its parameters, its largest
 * gradient footprint, the optimizer's shard state), else counted from the model and optimizer
 * as they are now.
 */
export function memoryReport(strategy, model, optimizer) {
    const sharded = strategy;
    if (typeof sharded.memoryReport === 'function')
        return withPeak(sharded.memoryReport(optimizer));
    let parameters = 0;
    let gradients = 0;
    for (const p of model.parameters()) {
        parameters += tensorBytes(p);
        const g = p.grad;
        if (g)
            gradients += tensorBytes(g);
        g?.dispose();
    }
    const optimizerState = optimizerStateBytes(optimizer);
    return withPeak({ parameters, gradients, optimizerState, total: parameters + gradients + optimizerState });
}
/**
 * The report as log values in MiB (`mem_params_mib`, `mem_grads_mib`, `mem_optim_mib`, and
 * `mem_transient_grads_mib`, `mem_peak_mib` with the transient buckets counted).
 */
export function memoryLogValues(report) {
    const mib = (n) => n / (1024 * 1024);
    return {
        mem_params_mib: mib(report.parameters),
        mem_grads_mib: mib(report.gradients),
        mem_optim_mib: mib(report.optimizerState),
        mem_transient_grads_mib: mib(report.transient?.gradients ?? 0),
        mem_peak_mib: mib(report.peak),
    };
}
//# sourceMappingURL=memory-report.js.map