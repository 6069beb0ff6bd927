import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { buildPackage, runCli } from '../../support/cli.js';

let dir: string;

// A runner class with the contract `train` relies on (constructed from the config, train(),
// close()), recording what happened to a file, so the command is tested on its own.
const RECORDING_RUNNER = `
import { appendFileSync } from 'node:fs';
const log = (line) => appendFileSync(process.env.RECORD, line + '\\n');
class UsageError extends Error {}
export default class Recording {
  constructor(config) { this.config = config; log('construct ' + JSON.stringify({ epochs: config.epochs, lr: config.optim?.lr, seed: config.seed })); }
  async train() { log('train'); if (this.config.extra.fail) throw new Error('the loss diverged'); if (this.config.extra.refuse) throw new UsageError('runs/x already holds checkpoints; choose --autoResume or --overwrite'); }
  async close() { log('close'); }
}
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-train-'));
  writeFileSync(join(dir, 'recording.mjs'), RECORDING_RUNNER);
  writeFileSync(join(dir, 'config.yaml'), 'epochs: 2\noptim: { name: sgd, lr: 0.1 }\n');
  writeFileSync(join(dir, 'named.mjs'), 'export class MyRunner { async train() {} async close() {} }\n');
  writeFileSync(join(dir, 'function.mjs'), 'export default function train() {}\n');
  writeFileSync(join(dir, 'value.mjs'), 'export default 42;\n');
  writeFileSync(join(dir, 'runner.ts'), 'export default class R {}\n');
});

function record(name: string): { env: NodeJS.ProcessEnv; lines: () => string[] } {
  const file = join(dir, `${name}.log`);
  writeFileSync(file, '');
  return { env: { RECORD: file }, lines: () => readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) };
}

describe('torchrunner train', () => {
  test('builds the default-exported runner from the resolved config, trains, then closes', () => {
    const rec = record('ok');
    const r = runCli(['train', 'recording.mjs', '--config', 'config.yaml', '--optim.lr', '0.05', '--seed=9'], { cwd: dir, env: rec.env });
    expect(r.status, r.stderr).toBe(0);
    expect(rec.lines()).toEqual(['construct {"epochs":2,"lr":0.05,"seed":9}', 'train', 'close']);
  });

  test('closes the runner when training fails, and exits 1 with the error', () => {
    const rec = record('fail');
    const r = runCli(['train', 'recording.mjs', '-c', 'config.yaml', '--extra.fail'], { cwd: dir, env: rec.env });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the loss diverged');
    expect(rec.lines()).toEqual(['construct {"epochs":2,"lr":0.1,"seed":0}', 'train', 'close']);
  });

  test("a usage error raised by training (a refusal) prints its message without a stack trace, exit status 2; a bug keeps its trace", () => {
    const rec = record('refuse');
    const r = runCli(['train', 'recording.mjs', '-c', 'config.yaml', '--extra.refuse'], { cwd: dir, env: rec.env });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('torchrunner train: runs/x already holds checkpoints; choose --autoResume or --overwrite\n');
    expect(rec.lines()).toEqual(['construct {"epochs":2,"lr":0.1,"seed":0}', 'train', 'close']);
    const bug = runCli(['train', 'recording.mjs', '-c', 'config.yaml', '--extra.fail'], { cwd: dir, env: record('bug').env });
    expect(bug.stderr).toMatch(/^\s+at /m);
  });

  test('an invalid config is reported before the runner is built, with exit status 2', () => {
    const rec = record('bad-config');
    const r = runCli(['train', 'recording.mjs', '-c', 'config.yaml', '--optim.lrr', '1'], { cwd: dir, env: rec.env });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('optim.lrr: unknown key; did you mean "lr"?');
    expect(rec.lines()).toEqual([]);
    const typo = runCli(['train', 'recording.mjs', '--epoch', '3'], { cwd: dir, env: rec.env });
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('did you mean --epochs?');
  });

  test('a module without a default runner class is refused with what to change', () => {
    const named = runCli(['train', 'named.mjs'], { cwd: dir });
    expect(named.status).toBe(2);
    expect(named.stderr).toContain('named.mjs has no default export; it exports MyRunner: make one the default export');
    const fn = runCli(['train', 'function.mjs'], { cwd: dir });
    expect(fn.status).toBe(2);
    expect(fn.stderr).toContain('the default export of function.mjs is the function or class train, not a runner class');
    const value = runCli(['train', 'value.mjs'], { cwd: dir });
    expect(value.status).toBe(2);
    expect(value.stderr).toContain('is a number, not a runner class');
  });

  test('missing, TypeScript and absent modules are clear usage errors', () => {
    const missing = runCli(['train', 'nope.js'], { cwd: dir });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot find the module nope.js');
    const none = runCli(['train'], { cwd: dir });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('missing the module');
    const ts = runCli(['train', 'runner.ts'], { cwd: dir });
    // Node 20 and 21 cannot import TypeScript; later versions may strip the types and import it.
    if (Number(process.versions.node.split('.')[0]) < 22) {
      expect(ts.status).toBe(2);
      expect(ts.stderr).toContain('this Node.js does not run TypeScript; compile it (npx tsc) and pass the .js file');
    }
  });

  test('trains a real TorchRunner subclass from a project that imports torchrunner, and ckpt reads its checkpoint', () => {
    // A project with the package installed: node_modules/torchrunner is the built package.
    const project = mkdtempSync(join(tmpdir(), 'cli-project-'));
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(buildPackage(), join(project, 'node_modules', 'torchrunner'));
    writeFileSync(
      join(project, 'train.mjs'),
      `import { TensorDataset, TorchRunner, nn, torch } from 'torchrunner';
export default class LineRunner extends TorchRunner {
  constructor(config) {
    super(config);
    const x = torch.randn(64, 1);
    const y = x.mul(2).add(1);
    this.model = new nn.Linear(1, 1);
    this.criterion = new nn.MSELoss();
    this.datasets = { train: new TensorDataset(x, y), val: new TensorDataset(x.narrow(0, 0, 16), y.narrow(0, 0, 16)) };
  }
}
`,
    );
    writeFileSync(join(project, 'config.yaml'), 'steps: 12\noptim: { name: sgd, lr: 0.1 }\ndataloader: { batchSize: 8 }\nid: line\n');
    const r = runCli(['train', 'train.mjs', '-c', 'config.yaml', '--no-logging.console', '--checkpoint.interval', '4'], { cwd: project, timeout: 120_000 });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const dir = join(project, 'runs', 'default', 'line');
    expect(existsSync(join(dir, 'results.json'))).toBe(true);
    const latest = join(dir, 'checkpoints', 'latest.pth');
    const summary = runCli(['ckpt', latest, '--json'], { cwd: project });
    expect(summary.status, summary.stderr).toBe(0);
    const s = JSON.parse(summary.stdout);
    expect(s).toMatchObject({ kind: 'runner', step: 12 });
    expect(s.tensors).toContainEqual({ path: 'model.weight', dtype: 'float32', shape: [1, 1], bytes: 4 });
    expect(s.configId).toMatch(/^[0-9a-f]{8}$/);
  });
});

