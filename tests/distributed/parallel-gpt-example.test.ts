import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { loadNames } from '../../examples/char-gpt/data.js';
import { collect, ensureCompiled, ROOT, WORKERS } from './support.js';

const root = mkdtempSync(join(tmpdir(), 'tr-parallel-gpt-'));
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The axes of the example's command in examples/README.md.
const AXES = ['--parallel.tensor', '2', '--parallel.pipeline', '2'];
const PLACE = 'rank 0: pipeline 0/2 · tensor 0/2';

/** The example's main.js, shortened, started by the launcher on `processes` processes with `axes`; its output and validation-loss reports. */
async function runExample(processes: number, axes: string[]): Promise<{ stdout: string; reports: RegExpMatchArray[] }> {
  const env = { ...process.env, OMP_NUM_THREADS: '1' };
  for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'MASTER_ADDR', 'MASTER_PORT']) delete env[k];
  const args = ['--nproc-per-node', String(processes), join(ROOT, 'dist', 'examples', 'parallel-gpt', 'main.js'), ...axes];
  const short = ['--steps', '30', '--evaluateInterval', '30', '--evaluateSteps', '4', '--sched.warmup', '5'];
  const small = ['--extra.model.layers', '2', '--extra.model.width', '32', '--workspaceRoot', root, '--logging.console', 'false', '--logging.tensorboard', 'false'];
  const child = spawn(process.execPath, [join(WORKERS, 'launch-cli.mjs'), ...args, ...short, ...small], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const r = await collect(child, 300_000, 'parallel-gpt');
  expect(r.code, r.stderr).toBe(0);
  const reports = [...r.stdout.matchAll(new RegExp(`\\[rank(\\d+)\\]: validation loss ([\\d.]+) \\(nats per character, ${processes} processes, (.+)\\)`, 'g'))];
  expect(reports.map((m) => m[1])).toEqual(['0']);
  // A uniform guess over the 27 characters costs ln 27 = 3.3 nats; 30 steps learn letter frequencies.
  expect(Number(reports[0]![2])).toBeLessThan(3.0);
  expect(r.stdout).toMatch(/trained 30 steps/);
  return { stdout: r.stdout, reports };
}

describe('examples/parallel-gpt (shortened)', () => {
  test(`four processes started by the launcher train char-gpt's GPT over ${AXES.join(' ')}, report the validation loss once, skip sampling with a note, and write a sharded checkpoint of the unsplit model`, async () => {
    const { stdout, reports } = await runExample(4, AXES);
    expect(reports[0]![3]).toBe(PLACE);
    expect(stdout).toMatch(/names: not sampled \(with a pipeline every forward runs through every stage\)/);
    const runDir = stdout.match(/run directory: (\S+)/)![1]!;
    // Every rank's parts of every stage, under the unsplit model's names.
    const manifest = JSON.parse(readFileSync(join(runDir, 'checkpoints', readFileSync(join(runDir, 'checkpoints', 'latest'), 'utf8').trim(), 'manifest.json'), 'utf8'));
    expect(manifest.worldSize).toBe(4);
    expect(manifest.topology.axes).toEqual({ pipeline: 2, tensor: 2 });
    expect(manifest.tensors['model.blocks.0.attn.qkv.weight'].shape).toEqual([96, 32]);
  });

  test('two processes over --parallel.context 2: each rank trains on its share of every name (rows padded to a multiple of 8), the validation loss falls, and rank 0 samples names from whole sequences', async () => {
    const { stdout, reports } = await runExample(2, ['--parallel.context', '2']);
    expect(reports[0]![3]).toBe('rank 0: context 0/2');
    const names = stdout.match(/\[rank0\]: names: (.+)/)![1]!.split(', ');
    expect(names).toHaveLength(20);
    for (const name of names) expect(name).toMatch(/^[a-z]*$/);
    // The position table is the longest name and its end mark rounded up to 8, as on one process: a checkpoint resumes on either layout.
    const runDir = stdout.match(/run directory: (\S+)/)![1]!;
    const manifest = JSON.parse(readFileSync(join(runDir, 'checkpoints', readFileSync(join(runDir, 'checkpoints', 'latest'), 'utf8').trim(), 'manifest.json'), 'utf8'));
    const longest = Math.max(...loadNames().map((n) => n.length));
    expect(manifest.tensors['model.positions.weight'].shape).toEqual([Math.ceil((longest + 1) / 8) * 8, 32]);
  });

  test('two processes at --parallel.tensor 2 --parallel.sequenceParallel true train and evaluate (in inference mode, through the sequence collectives), and skip sampling with a note', async () => {
    const { stdout, reports } = await runExample(2, ['--parallel.tensor', '2', '--parallel.sequenceParallel', 'true']);
    expect(reports[0]![3]).toBe('rank 0: tensor 0/2');
    expect(stdout).toMatch(/names: not sampled \(sequence parallelism needs sequences whose length divides by the tensor size\)/);
  });
});
