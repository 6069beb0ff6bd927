import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dcpMetadata } from './dcp-metadata.js';
import { writeSmallFileAtomic } from './io.js';
import { DCP_METADATA, FORMAT, FORMAT_VERSION, indexFile, MANIFEST } from './layout.js';
/**
 * Completes a save on the committing rank (rank 0): waits until every rank's index is on
 * disk (each rank writes it only after its data and state are durable), merges them, and
 * writes `.metadata` then `manifest.json`, each flushed and renamed into place. Only then is
 * the save complete; pointers may move afterwards.
 *
 * Ranks agree through the file system rather than a collective, so a save completing on
 * the I/O side never interleaves a collective with the training step's.
 *
 * @throws Error naming the ranks whose index did not appear within the timeout
 */
export async function commitSave(dir, worldSize, point, topology, wait) {
    const indexes = await readIndexes(dir, worldSize, wait);
    const tensors = {};
    const files = {};
    const states = [];
    for (const index of indexes) {
        files[`__${index.rank}_0.distcp`] = index.file;
        states[index.rank] = index.state;
        for (const [fqn, t] of Object.entries(index.tensors)) {
            const merged = (tensors[fqn] ??= { dtype: t.dtype, shape: t.shape, path: t.path, chunks: [] });
            if (merged.dtype !== t.dtype || merged.shape.join(',') !== t.shape.join(',')) {
                throw new Error(`rank ${index.rank} saved '${fqn}' as ${t.dtype} [${t.shape}] but another rank as ${merged.dtype} [${merged.shape}]`);
            }
            for (const c of t.chunks) {
                // A chunk held by several replicas is kept once: the lowest rank's.
                if (!merged.chunks.some((m) => m.offsets.join(',') === c.offsets.join(',') && m.sizes.join(',') === c.sizes.join(',')))
                    merged.chunks.push(c);
            }
        }
    }
    for (const t of Object.values(tensors))
        t.chunks.sort((a, b) => compare(a.offsets, b.offsets));
    const manifest = { format: FORMAT, version: FORMAT_VERSION, worldSize, topology, point, files, states, tensors };
    await writeSmallFileAtomic(join(dir, DCP_METADATA), dcpMetadata(tensors));
    await writeSmallFileAtomic(join(dir, MANIFEST), JSON.stringify(manifest));
    return manifest;
}
async function readIndexes(dir, worldSize, wait) {
    const found = new Array(worldSize);
    const deadline = Date.now() + wait.timeoutMs;
    for (;;) {
        for (let r = 0; r < worldSize; r++) {
            if (found[r])
                continue;
            try {
                found[r] = JSON.parse(await readFile(join(dir, indexFile(r)), 'utf8'));
            }
            catch (err) {
                if (err.code !== 'ENOENT')
                    throw new Error(`cannot read ${join(dir, indexFile(r))}: ${err.message}`);
            }
        }
        const missing = [...found.keys()].filter((r) => !found[r]);
        if (missing.length === 0)
            return found;
        if (Date.now() > deadline) {
            throw new Error(`the sharded save in ${dir} is incomplete: rank(s) ${missing.join(', ')} did not finish writing within ${Math.round(wait.timeoutMs / 1000)} s; 'latest' still names the previous save`);
        }
        await new Promise((resolve) => setTimeout(resolve, wait.pollMs));
    }
}
function compare(a, b) {
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    return 0;
}
//# sourceMappingURL=commit.js.map