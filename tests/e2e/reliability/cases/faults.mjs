// Faults from outside: a full disk during a save (sync, async, direct torch.save), signals
// while training, and kill -9 in the middle of a run. Each case runs in its own process.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { torch } from '../../../../dist/src/index.js';
import { mountTmpfs, params, runNode, stepOf, tempFiles, Tiny, trainTiny } from '../support.mjs';

const TRAIN_SCRIPT = fileURLToPath(new URL('../train-script.mjs', import.meta.url));

/** Tiny with a 1.2 MB buffer: one checkpoint fits in a 2 MB file system, a second copy does not. */
class Bulky extends Tiny {
  constructor(config, options) {
    super(config, options);
    this.model.registerBuffer('bulk', torch.zeros([300_000]));
  }
}

/**
 * Trains Bulky for 2 epochs with its checkpoints on a 2 MB tmpfs: the first epoch's save
 * fits, the second runs out of space. Returns the outcome for the case, or `skipped`.
 */
async function fullDisk(ctx, asyncMode) {
  const mount = join(ctx.dir, 'full');
  const unmount = mountTmpfs(mount, '2m');
  if (!unmount) return { skipped: 'mounting a tmpfs needs root' };
  try {
    let error = null;
    try {
      await trainTiny(ctx, { epochs: 2, workspaceRoot: mount, checkpoint: { asyncMode } }, {}, Bulky);
    } catch (err) {
      error = err;
    }
    const dir = join(mount, readdirSync(mount).find((n) => n.startsWith('default')), 'run', 'checkpoints');
    const left = tempFiles(dir);
    if (left.length > 0) return { problem: `leak: temporary files left: ${left.join(', ')}` };
    if (!existsSync(join(dir, 'latest.pth')) || stepOf(join(dir, 'latest.pth')) !== 8) return { problem: 'loss: the previous checkpoint (step 8) is gone' };
    if (error) throw error;
    return { problem: 'silent: the save on a full disk did not fail' };
  } finally {
    unmount();
  }
}

/** A run stopped by `signal` after step 3, resumed with autoResume, ends where an uninterrupted one does. */
async function stopAndResume(ctx, signal) {
  class Stopper extends Tiny {
    trainStep(batch) {
      if (this.state.globalStep === 3 && !this.sent) {
        this.sent = true;
        process.kill(process.pid, signal);
      }
      return super.trainStep(batch);
    }
  }
  const reference = params((await trainTiny(ctx, { epochs: 2, id: 'reference', dataloader: { batchSize: 4, shuffle: true } })).model);
  const patch = { epochs: 2, autoResume: true, dataloader: { batchSize: 4, shuffle: true } };
  const first = await trainTiny(ctx, patch, {}, Stopper);
  if (first.interruptedBy !== signal) return `silent: the run was not stopped by ${signal}`;
  const resumed = params((await trainTiny(ctx, patch)).model);
  return JSON.stringify(resumed) === JSON.stringify(reference) ? null : 'loss: the resumed run does not reach the uninterrupted parameters';
}

export const CASES = [
  {
    name: 'faults: disk full during a synchronous save',
    expect: /torch\.save(Async)?: cannot write '.*latest\.pth': ENOSPC \(No space left on device\)/,
    run: async (ctx) => fullDisk(ctx, 'disabled'),
  },
  {
    name: 'faults: disk full during an async save',
    expect: /Writing a checkpoint in '.*' failed: torch\.saveAsync: cannot write '.*latest\.pth': ENOSPC/,
    run: async (ctx) => fullDisk(ctx, 'async'),
  },
  {
    name: 'faults: disk full in torch.save',
    expect: /torch\.save: cannot write '.*big\.pth': ENOSPC \(No space left on device\)/,
    run: async (ctx) => {
      const mount = join(ctx.dir, 'full');
      const unmount = mountTmpfs(mount, '1m');
      if (!unmount) return { skipped: 'mounting a tmpfs needs root' };
      try {
        let error = null;
        try {
          torch.save({ w: torch.zeros([600_000]) }, join(mount, 'big.pth'));
        } catch (err) {
          error = err;
        }
        if (readdirSync(mount).length > 0) return { problem: `leak: left ${readdirSync(mount).join(', ')}` };
        if (error) throw error;
        return { problem: 'silent: no error' };
      } finally {
        unmount();
      }
    },
  },
  { name: 'faults: SIGTERM while training, then autoResume', expect: 'ok', run: (ctx) => stopAndResume(ctx, 'SIGTERM') },
  { name: 'faults: SIGINT while training, then autoResume', expect: 'ok', run: (ctx) => stopAndResume(ctx, 'SIGINT') },
  { name: 'faults: SIGUSR1 while training, then autoResume', expect: 'ok', run: (ctx) => stopAndResume(ctx, 'SIGUSR1') },
  {
    name: 'faults: kill -9 mid-run, then autoResume',
    timeoutMs: 150_000,
    expect: 'ok',
    run: async (ctx) => {
      const reference = await runNode(TRAIN_SCRIPT, [JSON.stringify({ root: join(ctx.dir, 'ref') })], { OMP_NUM_THREADS: '1' });
      const arg = JSON.stringify({ root: join(ctx.dir, 'run'), padding: 200_000 });
      const killed = await new Promise((resolve) => {
        const child = spawn(process.execPath, [TRAIN_SCRIPT, arg], { env: { ...process.env, OMP_NUM_THREADS: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
        child.stdout.on('data', (d) => {
          if (/step 10\b/.test(String(d))) child.kill('SIGKILL');
        });
        child.on('close', (_code, signal) => resolve(signal));
      });
      if (killed !== 'SIGKILL') return 'silent: the run ended before the kill';
      const resumed = await runNode(TRAIN_SCRIPT, [arg], { OMP_NUM_THREADS: '1' });
      const last = (r) => /^params (.*)$/m.exec(r.out)?.[1];
      const dir = join(ctx.dir, 'run', readdirSync(join(ctx.dir, 'run')).find((n) => n.startsWith('default')), 'run', 'checkpoints');
      if (tempFiles(dir).length > 0) return `leak: ${tempFiles(dir).join(', ')}`;
      const a = JSON.parse(last(reference) ?? 'null')?.params;
      const b = JSON.parse(last(resumed) ?? 'null')?.params;
      return a && b && JSON.stringify(a) === JSON.stringify(b) ? null : `loss: resumed parameters differ (${resumed.out.slice(-400)})`;
    },
  },
];
