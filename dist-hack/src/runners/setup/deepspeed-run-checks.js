/**
 * What a ds_config asked that only the run can check, once the device and the data-parallel
 * world size are known: CPU offload on a GPU (refused), and DeepSpeed's batch product against
 * the world size the strategy formed (the config derived it from the launcher's `WORLD_SIZE`).
 *
 * @returns the summary line of the ds_config keys accepted without effect, if any
 * @throws Error naming the offload key or the three batch values and the world size
 */
export function checkDeepSpeedRun(config, device, dataWorldSize) {
    const ds = config.deepspeed;
    if (!ds)
        return undefined;
    if (ds.offload === 'cpu' && !device.startsWith('cpu')) {
        throw new Error(`deepspeed.zero_optimization.offload_optimizer/offload_param device 'cpu': CPU offload is not built, and this run is on ${device}; set device 'none' (ZeRO stage 3 partitions the parameters and optimizer states across the GPUs already)`);
    }
    if (ds.trainBatchSize !== undefined) {
        const micro = config.dataloader.batchSize;
        const accum = config.accumSteps;
        if (micro * accum * dataWorldSize !== ds.trainBatchSize) {
            throw new Error(`deepspeed.train_batch_size ${ds.trainBatchSize} != train_micro_batch_size_per_gpu ${micro} × gradient_accumulation_steps ${accum} × data-parallel world size ${dataWorldSize}: ` +
                `the config fixes all three for another world size (a checkpoint's config?), or the launcher's WORLD_SIZE (${process.env.WORLD_SIZE ?? 'unset'}) is not the data-parallel world size. ` +
                'To keep the global batch on this world size, set train_batch_size and leave train_micro_batch_size_per_gpu or gradient_accumulation_steps unset (that one is re-derived)');
        }
    }
    const notes = ds.withoutEffect ?? [];
    if (notes.length === 0)
        return undefined;
    return `deepspeed: ${notes.length} ds_config key${notes.length === 1 ? '' : 's'} accepted without effect on this run: ${notes.join('; ')}`;
}
//# sourceMappingURL=deepspeed-run-checks.js.map