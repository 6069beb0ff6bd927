import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { configId, torch } from '../../../src/index.js';
import { runCli } from '../../support/cli.js';
import { pythonMissing, runPython } from '../serialize/python.js';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-ckpt-'));
  torch.scope(() => {
    const w = torch.randn(8, 4);
    const b = torch.zeros(8);
    const emb = torch.zeros([10, 3], { dtype: 'bfloat16' });
    const step = torch.tensor([3], { dtype: 'int64' });
    // The layout the runner writes: config snapshot, state, model, optimizer.
    torch.save(
      {
        runner: { epochs: 3, seed: 5, optim: { name: 'sgd', lr: 0.1 } },
        state: { epoch: 2, global_step: 120, micro_step: 240, rng: torch.zeros([16], { dtype: 'uint8' }) },
        model: { 'fc.weight': w, 'fc.bias': b, 'emb.weight': emb },
        optimizer: { state: { 0: { momentum_buffer: w, step } }, param_groups: [{ lr: 0.1, params: [0] }] },
      },
      join(dir, 'runner.pth'),
    );
    torch.save({ weight: w, bias: b }, join(dir, 'weights.pth'));
    torch.safetensors.save({ weight: w, 'emb.weight': emb }, join(dir, 'weights.safetensors'), { source: 'test' });
  });
});

describe('torchrunner ckpt', () => {
  test('summarises a runner checkpoint: step, epoch, config id, sections and every tensor', () => {
    const file = join(dir, 'runner.pth');
    const r = runCli(['ckpt', file]);
    expect(r.status, r.stderr).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/^kind +runner checkpoint$/m);
    expect(out).toMatch(/^step +120$/m);
    expect(out).toMatch(/^epoch +2$/m);
    expect(out).toMatch(new RegExp(`^config id +${configId({ epochs: 3, seed: 5, optim: { name: 'sgd', lr: 0.1 } })}$`, 'm'));
    expect(out).toMatch(/^state\.micro_step +240$/m);
    expect(out).toMatch(/^ {2}model\.fc\.weight +float32 +\[8, 4\] +128 B$/m);
    expect(out).toMatch(/^ {2}model\.emb\.weight +bfloat16 +\[10, 3\] +60 B$/m);
    expect(out).toMatch(/^ {2}optimizer\.state\.0\.step +int64 +\[1\] +8 B$/m);
    expect(out).toMatch(/^ {2}state\.rng +uint8 +\[16\] +16 B$/m);
    // model: 128 + 32 + 60; optimizer: 128 + 8; state: 16.
    expect(out).toMatch(/^ {2}model +3 tensors +220 B$/m);
    expect(out).toMatch(/^ {2}optimizer +2 tensors +136 B$/m);
    expect(out).toMatch(/^tensors +6, 372 B \(372 bytes\)$/m);
    expect(out).toContain(`(${statSync(file).size} bytes)`);
  });

  test('--json gives the same facts to programs; --no-tensors leaves the list out', () => {
    const r = runCli(['ckpt', join(dir, 'runner.pth'), '--json']);
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ format: 'torch.save', kind: 'runner', step: 120, epoch: 2, totalBytes: 372 });
    expect(s.tensors).toContainEqual({ path: 'model.fc.bias', dtype: 'float32', shape: [8], bytes: 32 });
    const brief = runCli(['ckpt', join(dir, 'runner.pth'), '--no-tensors']);
    expect(brief.stdout).not.toContain('model.fc.bias');
    expect(brief.stdout).toMatch(/^step +120$/m);
  });

  test('a bare state dict has no step, epoch or config id, only tensors', () => {
    const r = runCli(['ckpt', join(dir, 'weights.pth')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^kind +state dict \(tensors only\)$/m);
    expect(r.stdout).not.toMatch(/^step/m);
    expect(r.stdout).toMatch(/^ {2}weight +float32 +\[8, 4\] +128 B$/m);
    expect(r.stdout).toMatch(/^tensors +2, 160 B/m);
  });

  test('reads safetensors headers, metadata included', () => {
    const r = runCli(['ckpt', join(dir, 'weights.safetensors')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^format +safetensors$/m);
    expect(r.stdout).toMatch(/^metadata\.source +test$/m);
    expect(r.stdout).toMatch(/^ {2}emb\.weight +bfloat16 +\[10, 3\] +60 B$/m);
  });

  test('damaged, missing and wrong files are clear errors, never crashes', () => {
    const bad = join(dir, 'bad.pth');
    writeFileSync(bad, 'not a checkpoint at all');
    const r = runCli(['ckpt', bad]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`torchrunner ckpt: torch.load: cannot load '${bad}'`);
    expect(r.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace

    const missing = runCli(['ckpt', join(dir, 'nope.pth')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot find the checkpoint');
    const directory = runCli(['ckpt', dir]);
    expect(directory.status).toBe(2);
    expect(directory.stderr).toContain('is a directory');
    const flag = runCli(['ckpt', join(dir, 'runner.pth'), '--jsn']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain('did you mean --json?');
  });

  test.skipIf(pythonMissing !== null)('summarises checkpoints that Python torch.save wrote', () => {
    const out = mkdtempSync(join(tmpdir(), 'cli-ckpt-py-'));
    runPython('cli/write_checkpoint.py', [out]);
    const runner = runCli(['ckpt', join(out, 'runner.pth')]);
    expect(runner.status, runner.stderr).toBe(0);
    expect(runner.stdout).toMatch(/^step +17$/m);
    expect(runner.stdout).toMatch(/^epoch +1$/m);
    expect(runner.stdout).toMatch(new RegExp(`^config id +${configId({ epochs: 2, seed: 3, optim: { name: 'adam', lr: 1e-3 } })}$`, 'm'));
    expect(runner.stdout).toMatch(/^ {2}model\.0\.weight +float32 +\[3, 4\] +48 B$/m);
    expect(runner.stdout).toMatch(/^ {2}optimizer\.state\.0\.exp_avg +float32 +\[3, 4\] +48 B$/m);
    expect(runner.stdout).toMatch(/^ {2}state\.rng +uint8 +\[5056\] +4.94 KiB$/m);
    const weights = runCli(['ckpt', join(out, 'model.pth'), '--json']);
    const s = JSON.parse(weights.stdout);
    expect(s.kind).toBe('state-dict');
    expect(s.tensors.map((t: { path: string }) => t.path)).toEqual(['0.weight', '0.bias', '2.weight']);
    expect(s.totalBytes).toBe((12 + 3 + 6) * 4);
  });
});
