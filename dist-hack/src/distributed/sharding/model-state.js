// The model's state dict under ZeRO stage 3, where each rank holds only its chunk of every
// trainable parameter: saved as ShardedTensor leaves (the parameter's global shape, this
// rank's rows from the master chunk, in the parameter's dtype), and loaded back into
// the master chunks from ShardedTensor leaves (any world size wrote them) or whole tensors.
import { noGrad } from '../../torch/autograd.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
/** The model's state dict with each partitioned parameter as a {@link ShardedTensor} of this rank's chunk. */
export function shardedModelStateDict(model, partitions, masters, rank) {
    const byName = new Map(partitions.map((p, i) => [p.name, i]));
    const params = new Map(model.namedParameters().map(([name, t]) => [name, t]));
    // A parameter registered under a second name (a tied head) is the same partition there.
    const byTensor = new Map();
    for (const [name, i] of byName)
        if (params.has(name))
            byTensor.set(params.get(name), i);
    const sharded = partitions.map((p, i) => {
        const master = masters[i];
        const chunk = p.dtype === master.dtype ? master.detach() : noGrad(() => master.to({ dtype: p.dtype }));
        const offsets = p.shape.map((_, d) => (d === 0 ? p.start(rank) : 0));
        const held = p.length(rank) > 0 ? [{ offsets, tensor: chunk.reshape(p.shape.length === 0 ? [] : p.chunkShape(rank)) }] : [];
        return new ShardedTensor(p.shape, p.dtype, held);
    });
    const sd = {};
    for (const [name, t] of model.stateEntries()) {
        const i = byName.get(name) ?? byTensor.get(t);
        sd[name] = i === undefined ? t.detach() : sharded[i];
    }
    return sd;
}
/**
 * Checks a model state dict against the model (as `loadStateDict` with `strict` does) and
 * prepares it: partitioned parameters go to their master chunks (this rank's rows of a whole
 * tensor, or the one chunk of a ShardedTensor read for this rank's layout), everything else
 * to the model. Nothing changes until `commit()`.
 */
export function prepareShardedModelLoad(model, stateDict, partitions, masters, rank, afterCommit) {
    const entries = stateDict instanceof Map ? new Map(stateDict) : new Map(Object.entries(stateDict));
    // A partitioned parameter's other names (a tied head) are loaded with it, under its first.
    for (const name of aliasesOf(model, partitions))
        entries.delete(name);
    const rows = [];
    const problems = [];
    partitions.forEach((p, i) => {
        const value = entries.get(p.name);
        entries.delete(p.name);
        if (value === undefined)
            return problems.push(`Missing key in state_dict: "${p.name}".`);
        const shape = value instanceof ShardedTensor ? value.globalShape : value instanceof Tensor ? value.shape : null;
        if (!shape)
            return problems.push(`value for ${p.name}: expected a Tensor or a ShardedTensor`);
        if (shape.length !== p.shape.length || shape.some((d, k) => d !== p.shape[k])) {
            return problems.push(`size mismatch for ${p.name}: copying a param with shape [${shape.join(', ')}] from checkpoint, the shape in current model is [${p.shape.join(', ')}].`);
        }
        if (p.length(rank) === 0)
            return;
        const mine = value instanceof ShardedTensor ? chunkOfRank(value, p, rank) : p.chunkOf(value, rank);
        if (!mine)
            return problems.push(`${p.name}: the stored chunks do not cover rows ${p.start(rank)}..${p.start(rank) + p.length(rank)} of this rank`);
        rows.push([masters[i], mine]);
    });
    if (problems.length)
        throw new Error(`Error(s) in loading state_dict for ${model.constructor.name}:\n\t${problems.join('\n\t')}`);
    // Buffers and frozen parameters load as usual; the partitioned keys are accounted for above.
    const own = new Set(partitions.map((p) => p.name));
    const rest = model.prepareLoadStateDict(entries, { strict: false });
    const aliases = aliasesOf(model, partitions);
    const missing = rest.missingKeys.filter((k) => !own.has(k) && !aliases.has(k));
    if (missing.length || rest.unexpectedKeys.length) {
        rest.abort();
        const errors = [
            ...(missing.length ? [`Missing key(s) in state_dict: ${missing.map((k) => `"${k}"`).join(', ')}.`] : []),
            ...(rest.unexpectedKeys.length ? [`Unexpected key(s) in state_dict: ${rest.unexpectedKeys.map((k) => `"${k}"`).join(', ')}.`] : []),
        ];
        throw new Error(`Error(s) in loading state_dict for ${model.constructor.name}:\n\t${errors.join('\n\t')}`);
    }
    return {
        commit: () => {
            noGrad(() => {
                for (const [master, src] of rows)
                    if (master.numel() > 0)
                        master.copy_(src.reshape(master.shape));
            });
            rest.commit();
            afterCommit();
        },
        abort: () => rest.abort(),
    };
}
/** This rank's rows of `p` from a ShardedTensor holding exactly them (as the sharded backend reads it for this rank's layout). */
function chunkOfRank(value, p, rank) {
    const length = p.length(rank);
    if (p.shape.length === 0)
        return value.chunks[0]?.tensor ?? null;
    const c = value.chunks.find((k) => (k.offsets[0] ?? 0) === p.start(rank) && (k.tensor.shape[0] ?? 1) === length);
    return c?.tensor ?? null;
}
/** The names under which a partitioned parameter is registered besides its partition's name. */
function aliasesOf(model, partitions) {
    const first = new Map(model.namedParameters().map(([name, t]) => [name, t]));
    const partitioned = new Set(partitions.map((p) => first.get(p.name)).filter((t) => t !== undefined));
    const own = new Set(partitions.map((p) => p.name));
    return new Set(model.namedParameters({ removeDuplicate: false }).filter(([name, t]) => partitioned.has(t) && !own.has(name)).map(([name]) => name));
}
//# sourceMappingURL=model-state.js.map