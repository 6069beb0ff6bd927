// A user's script, run as a real process: usage errors nothing catches end with their message
// alone and exit status 2; bugs keep their stack trace and exit status 1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

import { ConfigError, isUsageError, UsageError } from '../../../src/index.js';
import { resolveAxisSizes } from '../../../src/distributed/topology/index.js';
import { startChild } from '../../support/child.js';
import { tempRoot } from '../runners/tiny.js';

const INDEX = pathToFileURL(join(import.meta.dirname, '../../../src/index.ts')).href;

/** Writes `body` as a script beside `files` in a fresh directory and runs it. */
async function runScript(body: string, files: Record<string, string> = {}, env: NodeJS.ProcessEnv = {}) {
  const dir = tempRoot();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const script = join(dir, 'train.ts');
  writeFileSync(script, `import * as tr from '${INDEX}';\nprocess.chdir(${JSON.stringify(dir)});\n${body}\n`);
  return { dir, ...(await startChild(script, [], env).done) };
}

const TRACE = /^\s+at /m;

describe('UsageError at the top level of a script', () => {
  test('a config typo prints only the message (with the suggestion) and exits with status 2', async () => {
    const r = await runScript(`const config = tr.loadConfig({ files: 'train.yaml' });\nconsole.log('not reached', config.seed);`, {
      'train.yaml': 'epochz: 1\noptim:\n  name: adam\n  lr: 0.001\n',
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('Invalid config from train.yaml (1 problem):\n  epochz: unknown key; did you mean "epochs"?\n');
    expect(r.stderr).not.toMatch(TRACE);
    expect(r.stderr).not.toContain('Node.js v');
  }, 60_000);

  test("a runner's refusal raised inside train() (fp16 on CPU) prints its message and fix, exit status 2", async () => {
    const r = await runScript(
      `class R extends tr.TorchRunner {
  constructor(c: tr.RunnerConfigInput) {
    super(c);
    this.model = new tr.nn.Linear(2, 1);
    this.criterion = new tr.nn.MSELoss();
    this.datasets = { train: new tr.TensorDataset({ input: tr.torch.zeros([4, 2]), target: tr.torch.zeros([4, 1]) }) };
  }
}
const runner = new R({ steps: 1, precision: 'fp16', workspaceRoot: '.', optim: { name: 'sgd', lr: 0.1 }, logging: { console: false, file: false, tensorboard: false } });
try { await runner.train(); } finally { await runner.close(); }`,
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^precision fp16 needs a CUDA device .*On CPU use precision bf16/);
    expect(r.stderr).not.toMatch(TRACE);
  }, 60_000);

  test('a bug keeps its stack trace and exit status 1', async () => {
    const r = await runScript(`tr.loadConfig({ object: { epochs: 1 } });\nawait Promise.resolve();\nthrow new TypeError('a bug');`);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('TypeError: a bug');
    expect(r.stderr).toMatch(TRACE);
  }, 60_000);

  test("TORCHRUNNER_TRACES=1 shows a usage error's stack trace", async () => {
    const r = await runScript(`tr.loadConfig({ object: { epochz: 1 } });`, {}, { TORCHRUNNER_TRACES: '1' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('epochz');
    expect(r.stderr).toMatch(TRACE);
  }, 60_000);

  test("a script's own uncaught-exception handler decides", async () => {
    const r = await runScript(`process.on('uncaughtException', (e) => { console.log('own handler: ' + e.name); process.exit(5); });
tr.loadConfig({ object: { epochz: 1 } });`);
    expect(r.code).toBe(5);
    expect(r.stdout).toBe('own handler: ConfigError\n');
  }, 60_000);
});

describe('UsageError', () => {
  test('ConfigError is a UsageError; a plain Error is not', () => {
    expect(isUsageError(new ConfigError([{ path: 'x', message: 'bad' }]))).toBe(true);
    expect(isUsageError(new UsageError('refused'))).toBe(true);
    expect(isUsageError(new Error('bug'))).toBe(false);
    expect(isUsageError('text')).toBe(false);
  });

  test('a topology that does not fit the world size is a UsageError', () => {
    expect(() => resolveAxisSizes({ tensor: 3 }, 4)).toThrow(UsageError);
    expect(() => resolveAxisSizes({ tensor: 3 }, 4)).toThrow(/the axes multiply to 3 \(tensor 3\) but the world size is 4/);
  });
});
