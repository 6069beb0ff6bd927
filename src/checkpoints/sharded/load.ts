import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { load } from '../../torch/serialize/index.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import type { Tensor } from '../../torch/tensor.js';
import { disposeTree } from '../tree.js';
import type { CheckpointPayload } from '../read.js';
import { MANIFEST } from './layout.js';
import { joinPayload, splitPayload } from './names.js';
import { readPointer } from './pointers.js';
import { shardedSaveSync } from './state-sync.js';
import { ShardedReader, type ShardLayout } from './read.js';

/** True when `path` is a sharded save directory, a pointer file of the sharded backend, or a checkpoints directory with a `latest` pointer. */
export async function isShardedCheckpoint(path: string): Promise<boolean> {
  try {
    return shardedSaveSync(path) !== null;
  } catch {
    return false;
  }
}

/**
 * The save directory `path` names: a save directory itself, a pointer file (`latest`,
 * `best`, `ckpt-…`), or a checkpoints directory (its `latest`).
 */
export async function resolveSave(path: string): Promise<string> {
  const s = await stat(path).catch(() => null);
  if (!s) throw new Error(`Cannot read the sharded checkpoint '${path}': it does not exist`);
  if (s.isDirectory()) {
    if (await stat(join(path, MANIFEST)).catch(() => null)) return path;
    const latest = await readPointer(path, 'latest');
    if (latest) return latest;
    throw new Error(`Cannot read the sharded checkpoint '${path}': it is neither a save directory (no ${MANIFEST}) nor a checkpoints directory with a 'latest' pointer`);
  }
  const target = await readPointer(dirname(path), path.slice(dirname(path).length + 1));
  if (!target) throw new Error(`Cannot read the sharded checkpoint '${path}'`);
  return target;
}

/** The world that wrote a save: its size and its named parallel axes. */
export interface SavedLayout {
  worldSize: number;
  axes: Record<string, number>;
}

/** What {@link readShardedPayload} needs besides the path. */
export interface ShardedLoadOptions {
  /** This rank; it reads its own state file when the save has one for it, else rank 0's. */
  rank: number;
  /**
   * The sharded tensors of this run by name and the chunks this rank holds of each (see
   * {@link shardLayouts}); every other tensor is read whole.
   */
  layouts?: ReadonlyMap<string, ShardLayout>;
  /** Model parameter names by optimizer index now. */
  paramNames?: readonly (string | null)[];
  /**
   * Parameters of the model whose optimizer state this rank does not hold (other pipeline
   * stages', frozen ones): their stored optimizer state is not read.
   */
  skipOptimizerStateOf?: ReadonlySet<string>;
  /** Stored tensors not to read, by name (`optim.…` when the optimizer is not restored, say). */
  skip?: (fqn: string) => boolean;
}

/**
 * Reads a sharded checkpoint into a runner payload for this rank, whatever world size wrote
 * it: each tensor of the template's layout is assembled from the overlapping byte ranges of
 * the stored chunks. The returned tensors are the caller's.
 */
export async function readShardedPayload(path: string, options: ShardedLoadOptions): Promise<{ dir: string; payload: CheckpointPayload; layout: SavedLayout }> {
  const dir = await resolveSave(path);
  const reader = await ShardedReader.open(dir);
  const states = reader.manifest.states;
  const statePath = join(dir, states[options.rank] ?? states[0]!);
  const leaves: { fqn: string; path: string[]; value: Tensor | ShardedTensor }[] = [];
  try {
    let rest: Record<string, unknown>;
    try {
      rest = load(statePath);
    } catch (err) {
      throw new Error(`Cannot read the sharded checkpoint '${dir}': ${(err as Error).message}`);
    }
    for (const [fqn, t] of Object.entries(reader.manifest.tensors)) {
      if (options.skip?.(fqn)) continue;
      if (t.path[0] === 'optimizer' && options.skipOptimizerStateOf?.has(fqn.slice('optim.state.'.length, fqn.length - t.path[t.path.length - 1]!.length - 1))) continue;
      leaves.push({ fqn, path: t.path, value: await reader.readLike(fqn, options.layouts?.get(fqn)) });
    }
    const layout = { worldSize: reader.manifest.worldSize, axes: { ...(reader.manifest.topology?.axes ?? {}) } };
    return { dir, payload: joinPayload(rest, leaves, options.paramNames ?? []) as CheckpointPayload, layout };
  } catch (err) {
    disposeTree(leaves);
    throw err;
  } finally {
    await reader.close();
  }
}

/**
 * The layout of every ShardedTensor leaf of a payload (`TorchRunner.stateDict()`) by name:
 * global shape and the boxes this rank holds. Plain numbers only, so the payload's tensors
 * can be released right after.
 */
export function shardLayouts(payload: Record<string, unknown>, paramNames: readonly (string | null)[]): Map<string, ShardLayout> {
  const out = new Map<string, ShardLayout>();
  for (const leaf of splitPayload(payload, paramNames).leaves) {
    if (leaf.value instanceof ShardedTensor) {
      out.set(leaf.fqn, { globalShape: [...leaf.value.globalShape], boxes: leaf.value.chunks.map((c) => ({ offsets: [...c.offsets], sizes: c.tensor.shape })) });
    }
  }
  return out;
}
