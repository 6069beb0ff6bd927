// DeepSpeed's batch arithmetic (runtime/config.py `_set_batch_related_parameters` and
// `_batch_assertion`): train_batch_size = micro batch × accumulation × data-parallel world size.
/**
 * Fills the missing values as DeepSpeed does (train and micro give the accumulation, train and
 * accumulation give the micro batch, micro and accumulation give train, train alone gives
 * accumulation 1) and checks the product.
 *
 * @returns the resolved values, or the problem (naming all three and the world size)
 */
export function resolveBatch(given, worldSize) {
    let { train, micro, accum } = given;
    if (given.rederive === 'accumSteps')
        accum = undefined;
    if (given.rederive === 'batchSize')
        micro = undefined;
    let rederive;
    if (train !== undefined && micro !== undefined && accum !== undefined) {
        // all given
    }
    else if (train !== undefined && micro !== undefined) {
        accum = Math.floor(Math.floor(train / micro) / worldSize);
        rederive = 'accumSteps';
    }
    else if (train !== undefined && accum !== undefined) {
        micro = Math.floor(Math.floor(train / worldSize) / accum);
        rederive = 'batchSize';
    }
    else if (micro !== undefined && accum !== undefined) {
        train = micro * accum * worldSize;
    }
    else if (train !== undefined) {
        accum = 1;
        micro = Math.floor(train / worldSize);
        rederive = 'batchSize';
    }
    else if (micro !== undefined) {
        accum = 1;
        train = micro * worldSize;
    }
    else {
        return {
            problem: 'DeepSpeed needs train_batch_size or train_micro_batch_size_per_gpu (and so does this run: the per-rank batch would silently be 1); set one of them, or dataloader.batchSize',
        };
    }
    const shown = `train_batch_size ${train}, train_micro_batch_size_per_gpu ${micro}, gradient_accumulation_steps ${accum}, data-parallel world size ${worldSize}`;
    if (!(micro > 0) || !(accum > 0) || train !== micro * accum * worldSize) {
        const leave = rederive === undefined ? '; leave one of the first three unset to derive it' : '';
        return { problem: `train_batch_size must equal train_micro_batch_size_per_gpu × gradient_accumulation_steps × world size, and none may be 0; got ${shown}${leave}` };
    }
    return { train: train, micro: micro, accum: accum, ...(rederive ? { rederive } : {}) };
}
/**
 * The data-parallel world size the launcher gave this process (torchrun's `WORLD_SIZE`, else
 * SLURM's `SLURM_NTASKS`), 1 without one; `stack: deepspeed` is data parallel over every rank.
 */
export function launcherWorldSize(env = process.env) {
    const text = env.WORLD_SIZE ?? (env.RANK === undefined ? env.SLURM_NTASKS : undefined);
    const n = Number(text);
    return text !== undefined && Number.isInteger(n) && n >= 1 ? n : 1;
}
//# sourceMappingURL=batch.js.map