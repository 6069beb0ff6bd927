import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { load } from '../../torch/serialize/index.js';
import { MANIFEST } from './layout.js';
/**
 * The save directory a sharded path names, found synchronously (for setup code such as
 * `TorchRunner.fromCheckpoint`), or null when `path` is not a sharded checkpoint: a save
 * directory, a checkpoints directory with a `latest` pointer, or a pointer file.
 */
export function shardedSaveSync(path) {
    const s = statSync(path, { throwIfNoEntry: false });
    if (!s)
        return null;
    if (s.isDirectory()) {
        if (statSync(join(path, MANIFEST), { throwIfNoEntry: false }))
            return path;
        return statSync(join(path, 'latest'), { throwIfNoEntry: false })?.isFile() ? shardedSaveSync(join(path, 'latest')) : null;
    }
    if (s.size > 512 || /\.(pth|pt|bin|safetensors)$/.test(path))
        return null;
    const target = readFileSync(path, 'utf8').trim();
    if (!/^save-[\w-]+$/.test(target))
        return null;
    return join(dirname(path), target);
}
/**
 * Rank 0's non-tensor state of a sharded save (config snapshot, counters, loader positions),
 * with `model` empty: enough to rebuild a runner from its config before the tensors are read.
 */
export function readShardedStateSync(save) {
    const manifest = JSON.parse(readFileSync(join(save, MANIFEST), 'utf8'));
    return load(join(save, manifest.states[0]));
}
//# sourceMappingURL=state-sync.js.map