// The sharded layout on one process: golden .metadata and manifest.json (tests/fixtures/
// sharded; UPDATE_GOLDEN=1 rewrites them), the chunk archives in a data file opening with
// torch.load, optimizer names, and the DataLoader's global position across world sizes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { readShardedPayload, resolveSave, ShardedCheckpointManager, ShardedReader } from '../../../src/checkpoints/index.js';
import { joinPayload, splitPayload } from '../../../src/checkpoints/sharded/names.js';
import { DataLoader, DistributedSampler } from '../../../src/data/index.js';
import { torch } from '../../../src/index.js';

const root = mkdtempSync(join(tmpdir(), 'sharded-layout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'sharded');

async function smallSave(dir: string): Promise<string> {
  const m = new ShardedCheckpointManager({ dir, rank: 0, worldSize: 1, paramNames: () => ['fc.weight'] });
  const w = torch.arange(12, { dtype: 'float32' }).reshape([4, 3]);
  await m.save({
    epoch: 0,
    globalStep: 3,
    mode: 'step',
    isBest: false,
    forced: true,
    payload: () => ({
      state: { epoch: 0, global_step: 3 },
      model: {
        'fc.weight': new torch.distributed.ShardedTensor([4, 3], 'float32', [
          { offsets: [0, 0], tensor: w.narrow(0, 0, 3) },
          { offsets: [3, 0], tensor: w.narrow(0, 3, 1) },
        ]),
        'fc.bias': torch.tensor([1, 2, 3], { dtype: 'float64' }),
      },
      optimizer: { state: new Map([[0, { momentum_buffer: torch.ones([4, 3]), step: 3 }]]), param_groups: [{ lr: 0.1, params: [0] }] },
    }),
  });
  await m.close();
  return resolveSave(dir);
}

describe('layout', () => {
  test('.metadata (torch 1.13 DCP pickle) and manifest.json match the golden files', async () => {
    const save = await smallSave(join(root, 'golden'));
    const metadata = readFileSync(join(save, '.metadata'));
    const manifest = JSON.parse(readFileSync(join(save, 'manifest.json'), 'utf8'));
    if (process.env.UPDATE_GOLDEN) {
      writeFileSync(join(FIXTURES, 'torch113.metadata'), metadata);
      writeFileSync(join(FIXTURES, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    }
    expect(metadata.equals(readFileSync(join(FIXTURES, 'torch113.metadata')))).toBe(true);
    expect(manifest).toEqual(JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')));
    expect(Object.keys(manifest.tensors)).toEqual(['model.fc.weight', 'model.fc.bias', 'optim.state.fc.weight.momentum_buffer']);
    expect(manifest.tensors['model.fc.weight'].chunks.map((c: { sizes: number[] }) => c.sizes)).toEqual([[3, 3], [1, 3]]);
  });

  test('every chunk is a torch.save archive at its recorded byte range', async () => {
    const save = await smallSave(join(root, 'archives'));
    const reader = await ShardedReader.open(save);
    const data = readFileSync(join(save, '__0_0.distcp'));
    for (const [fqn, t] of Object.entries(reader.manifest.tensors)) {
      for (const c of t.chunks) {
        const file = join(root, 'chunk.pth');
        writeFileSync(file, data.subarray(c.archiveOffset, c.archiveOffset + c.archiveLength));
        const chunk = torch.load<InstanceType<typeof torch.Tensor>>(file);
        const whole = await reader.readBox(fqn, { offsets: c.offsets, sizes: c.sizes });
        expect(chunk.shape).toEqual(c.sizes);
        expect(chunk.dtype).toBe(t.dtype);
        expect(Array.from(chunk.toArray() as Float32Array)).toEqual(Array.from(whole.toArray() as Float32Array));
        chunk.dispose();
        whole.dispose();
      }
    }
    await reader.close();
  });

  test('optimizer state goes by parameter name, and back to the index that name has now', async () => {
    const save = await smallSave(join(root, 'names'));
    // The parameter is optimizer index 1 in this run.
    const { payload } = await readShardedPayload(save, { rank: 0, paramNames: ['other', 'fc.weight'] });
    expect(Object.keys(payload.optimizer.state)).toEqual(['1']);
    expect(payload.optimizer.state_names).toBeUndefined();
    expect(payload.optimizer.state['1'].momentum_buffer.shape).toEqual([4, 3]);
    expect(payload.optimizer.state['1'].step).toBe(3);
    await expect(readShardedPayload(save, { rank: 0, paramNames: ['other'] })).rejects.toThrow(/optimizer state for parameter 'fc\.weight'/);
    const { leaves, rest } = splitPayload({ optimizer: { state: { 0: { exp_avg: torch.zeros([1]) } }, param_groups: [] } }, ['a.b']);
    expect(leaves.map((l) => l.fqn)).toEqual(['optim.state.a.b.exp_avg']);
    expect(joinPayload(rest, leaves, ['a.b'])).toMatchObject({ optimizer: { state: { 0: { exp_avg: leaves[0]!.value } } } });
  });
});

describe('DataLoader position across world sizes', () => {
  const data = { length: 40, get: (i: number) => i };
  const batches = async (loader: DataLoader<number, number[]>, n: number) => {
    const out: number[][] = [];
    for await (const b of loader) {
      out.push(Array.from((b as unknown as InstanceType<typeof torch.Tensor>).toArray() as BigInt64Array, Number));
      if (out.length === n) break;
    }
    return out;
  };
  test('2 ranks of batch 4 resume on 1 rank of batch 8 at the same global sample, in the same global order', async () => {
    const ranks = [0, 1].map((rank) => new DataLoader(data, { batchSize: 4, sampler: new DistributedSampler(data, { numReplicas: 2, rank, seed: 5 }) }));
    const seen = await Promise.all(ranks.map((l) => batches(l as any, 2)));
    const states = ranks.map((l) => l.stateDict());
    expect(states[0]).toMatchObject({ batchesYielded: 2, globalBatch: 8 });
    const next2 = await Promise.all(ranks.map((l) => batches(l as any, 1)));
    const single = new DataLoader(data, { batchSize: 8, shuffle: true, seed: 5 });
    single.loadStateDict(states[0]!);
    const [resumed] = await batches(single as any, 1);
    expect(resumed!.slice().sort((a, b) => a - b)).toEqual([...next2[0]![0]!, ...next2[1]![0]!].sort((a, b) => a - b));
    // The same permutation: a fresh single-rank loader's first two batches hold what the 2 ranks saw.
    const fresh = new DataLoader(data, { batchSize: 8, shuffle: true, seed: 5 });
    const first = (await batches(fresh as any, 2)).flat().sort((a, b) => a - b);
    expect(first).toEqual(seen.flat(2).sort((a, b) => a - b));
    const odd = new DataLoader(data, { batchSize: 3, shuffle: true, seed: 5 });
    expect(() => odd.loadStateDict(states[0]!)).toThrow(/not a whole number of this loader's global batches of 3/);
  });
});
