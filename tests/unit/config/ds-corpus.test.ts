// The corpus of real ds_config.json files (tests/fixtures/ds-configs, each file's repository,
// path and commit in SOURCES.json): each loads as it is, on 2 ranks, with all of its problems
// reported at once; the ones that set a scheduler give DeepSpeed's lr at steps 1..300.
// tests/distributed/ds-config-corpus.test.ts trains the loadable ones on 2 real ranks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ConfigError, validateConfig, type RunnerConfig } from '../../../src/index.js';
import { buildScheduler } from '../../../src/runners/index.js';
import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import { dsLr } from '../../support/deepspeed-lr-reference.js';

const DIR = join(__dirname, '..', '..', 'fixtures', 'ds-configs');
interface Source {
  repo: string;
  path: string;
  commit: string;
  runner: Record<string, unknown>;
  expect: 'trains' | { refused: string[] };
}
const SOURCES = JSON.parse(readFileSync(join(DIR, 'SOURCES.json'), 'utf8')) as Record<string, Source>;

function load(file: string, source: Source): RunnerConfig {
  const ds = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
  const before = process.env.WORLD_SIZE;
  process.env.WORLD_SIZE = '2';
  try {
    // No GPU here: fp16 is turned off explicitly, as the 2-rank runs do.
    const override = ds.fp16?.enabled === true ? { override: { fp16: { enabled: false } } } : {};
    return validateConfig({ stack: 'deepspeed', steps: 300, ...source.runner, deepspeed: { config: join(DIR, file), ...override } });
  } finally {
    if (before === undefined) delete process.env.WORLD_SIZE;
    else process.env.WORLD_SIZE = before;
  }
}

const params: Tensor[] = [torch.zeros([2], { requiresGrad: true }).keep()];
afterAll(() => params.forEach((p) => p.dispose()));

describe('a corpus of real ds_config.json files', () => {
  it('holds at least 25 files, each with its source', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThanOrEqual(25);
    for (const s of Object.values(SOURCES)) expect(s).toMatchObject({ repo: expect.stringMatching(/\//), path: expect.stringMatching(/\.json$/), commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it.each(Object.entries(SOURCES))('%s loads as it is, or names all of its problems at once', (file, source) => {
    if (source.expect === 'trains') {
      const c = load(file, source);
      expect(c.dataloader.batchSize * c.accumSteps * 2).toBe(c.deepspeed!.trainBatchSize);
      return;
    }
    let error: unknown;
    try {
      load(file, source);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.path)).toEqual(source.expect.refused);
    for (const p of problems) expect(p.message).toMatch(/not built|expected|must equal|DeepSpeed|set /);
  });

  const scheduled = Object.entries(SOURCES).filter(([file, s]) => s.expect === 'trains' && JSON.parse(readFileSync(join(DIR, file), 'utf8')).scheduler);
  it('has files that set a scheduler', () => expect(scheduled.length).toBeGreaterThanOrEqual(4));

  it.each(scheduled)("%s: the lr of optimizer steps 1..300 is DeepSpeed's, to 1e-12", (file, source) => {
    const c = load(file, source);
    const block = JSON.parse(readFileSync(join(DIR, file), 'utf8')).scheduler;
    const opt = new optim.AdamW(params, { lr: c.optim!.lr });
    const sched = buildScheduler(opt, c.sched!, 300);
    // 'auto' params as this config resolved them (the HF integration's values).
    const p = { ...block.params, ...c.sched!.options };
    for (let k = 1; k <= 300; k++) {
      const want = dsLr(block.type, p, k - 2, c.optim!.lr, 300);
      const got = opt.paramGroups[0]!.lr as number;
      const rel = want === 0 ? Math.abs(got) : Math.abs(got - want) / Math.abs(want);
      if (rel > 1e-12) throw new Error(`${file}: step ${k}: lr ${got}, DeepSpeed ${want}`);
      sched.step();
    }
  });
});
