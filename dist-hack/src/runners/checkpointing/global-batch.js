import { isPlainObject } from '../../config/merge.js';
function savedDeepSpeed(saved) {
    return isPlainObject(saved) && isPlainObject(saved.deepspeed) ? saved.deepspeed : undefined;
}
/**
 * A resume whose config holds DeepSpeed's `train_batch_size` (`deepspeed.trainBatchSize`) on a
 * world size other than the checkpoint's: when the global batch is the same and the config
 * re-derived the per-rank batch or the accumulation (`deepspeed.rederive`) for the new world
 * size, that change and the world size are accepted and reported; otherwise a refusal gets a
 * hint naming how to keep the global batch.
 */
export function globalBatchKept(saved, current, savedWorldSize, worldSize) {
    const was = savedDeepSpeed(saved);
    const now = current.deepspeed;
    if (!was || !now || savedWorldSize === undefined || savedWorldSize === worldSize)
        return { allow: [] };
    const savedTrain = was.trainBatchSize;
    if (typeof savedTrain !== 'number')
        return { allow: [] };
    if (now.trainBatchSize === savedTrain && now.rederive) {
        const key = now.rederive === 'accumSteps' ? 'accumSteps' : 'dataloader.batchSize';
        const before = now.rederive === 'accumSteps' ? saved.accumSteps : (saved.dataloader?.batchSize);
        const after = now.rederive === 'accumSteps' ? current.accumSteps : current.dataloader.batchSize;
        return {
            allow: [key, 'worldSize'],
            message: `resuming on ${worldSize} data-parallel ranks (the checkpoint: ${savedWorldSize}): train_batch_size ${savedTrain} kept; ${now.rederive === 'accumSteps' ? 'gradient_accumulation_steps' : 'train_micro_batch_size_per_gpu'} ${String(before)} -> ${String(after)}`,
        };
    }
    return {
        allow: [],
        hint: `The checkpoint's global batch is train_batch_size ${savedTrain} on ${savedWorldSize} ranks. To keep it on ${worldSize}, set train_batch_size ${savedTrain} in the ds_config and leave ` +
            'train_micro_batch_size_per_gpu or gradient_accumulation_steps unset (that one is re-derived); to train with the new global batch instead, accept the listed changes.',
    };
}
//# sourceMappingURL=global-batch.js.map