// Pretrained weights from a sharded checkpoint written by 2 ranks with parameters sharded
// (ZeRO-3), loaded into a runner on 1 process: the model part, re-cut to this topology.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { nn, torch, TensorDataset, TorchRunner, type RunnerConfigInput } from '../../src/index.js';
import { ensureCompiled, runRanks } from './support.js';

const root = mkdtempSync(join(tmpdir(), 'sharded-pretrained-'));
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The worker's model (tests/distributed/workers/sharded-runner.mjs), on other data. */
class Regression extends TorchRunner {
  constructor(config: RunnerConfigInput) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: new TensorDataset({ input: torch.randn([8, 4]), target: torch.randn([8, 1]) }) };
  }
}

const params = (r: TorchRunner) => r.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray() as Float32Array));

describe('fromPretrained and loadPretrained of a sharded checkpoint from another topology', () => {
  test('ZeRO-3 on 2 ranks, loaded whole on 1 process: exactly the gathered parameters', async () => {
    const ranks = await runRanks('sharded-runner.mjs', 2, { args: [join(root, 'z2'), '4', '3', '4', '-', 'disabled', 'zero3'], timeoutMs: 150_000 });
    for (const r of ranks) expect(r.code, r.stderr).toBe(0);
    const expected: number[] = ranks[0]!.result.params;
    const ckpts: string = ranks[0]!.result.checkpoints;
    const config: RunnerConfigInput = { steps: 1, seed: 3, workspaceRoot: join(root, 'one'), optim: { name: 'adam', lr: 0.01 }, logging: { console: false, file: false, tensorboard: false } };
    const runner = await Regression.fromPretrained(config, ckpts);
    try {
      expect(params(runner)).toEqual(expected);
    } finally {
      await runner.close();
    }
    const other = new Regression({ ...config, id: 'load' });
    try {
      expect(params(other)).not.toEqual(expected);
      await other.loadPretrained(join(ckpts, 'latest'));
      expect(params(other)).toEqual(expected);
    } finally {
      await other.close();
    }
  }, 300_000);
});
