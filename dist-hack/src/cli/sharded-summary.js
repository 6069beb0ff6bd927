import { join } from 'node:path';
import { resolveSave } from '../checkpoints/sharded/load.js';
import { ShardedReader } from '../checkpoints/sharded/read.js';
import { itemSize, numel } from '../checkpoints/sharded/torch-archive.js';
import { load } from '../torch/serialize/pickle.js';
import { columns, formatBytes } from './output.js';
import { disposeTree } from '../checkpoints/tree.js';
/** Summarises a sharded checkpoint (a save directory, a pointer file or a checkpoints directory) without building a model. */
export async function summarizeSharded(path) {
    const save = await resolveSave(path);
    const reader = await ShardedReader.open(save);
    await reader.close();
    const m = reader.manifest;
    const tensors = Object.entries(m.tensors).map(([name, t]) => ({ name, dtype: t.dtype, shape: t.shape, chunks: t.chunks.length, bytes: numel(t.shape) * itemSize(t.dtype) }));
    const state = {};
    const rest = load(join(save, m.states[0]));
    for (const [k, v] of Object.entries((rest.state ?? {}))) {
        if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean')
            state[k] = v;
    }
    disposeTree(rest);
    return {
        save,
        worldSize: m.worldSize,
        stage: m.topology.stage,
        axes: m.topology.axes,
        point: m.point,
        files: Object.keys(m.files).length,
        fileBytes: Object.values(m.files).reduce((s, f) => s + f.bytes, 0),
        tensors,
        totalBytes: tensors.reduce((s, t) => s + t.bytes, 0),
        state,
    };
}
/** The human-readable form of a {@link ShardedSummary}. */
export function formatShardedSummary(s, withTensors) {
    const head = [
        ['save', s.save],
        ['format', 'sharded (PyTorch DCP layout)'],
        ['world size', String(s.worldSize)],
        ['stage', s.stage],
        ['topology', Object.entries(s.axes).map(([k, v]) => `${k}=${v}`).join(', ') || '(none)'],
        ['step', String(s.point.globalStep)],
        ['epoch', String(s.point.epoch)],
    ];
    for (const [key, value] of Object.entries(s.state))
        head.push([`state.${key}`, String(value)]);
    head.push(['data files', `${s.files}, ${formatBytes(s.fileBytes)}`]);
    head.push(['tensors', `${s.tensors.length}, ${formatBytes(s.totalBytes)}`]);
    const parts = [columns(head)];
    if (withTensors && s.tensors.length > 0) {
        parts.push('', 'tensors (global shapes):');
        parts.push(columns(s.tensors.map((t) => [t.name, t.dtype, `[${t.shape.join(', ')}]`, `${t.chunks} ${t.chunks === 1 ? 'chunk' : 'chunks'}`, formatBytes(t.bytes)]), '  '));
    }
    return parts.join('\n');
}
//# sourceMappingURL=sharded-summary.js.map