// Damaged and foreign checkpoints, stale temporary files, and async saves under pressure.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { nn, torch } from '../../../../dist/src/index.js';
import { checkpointsDir, stepOf, tempFiles, tinyConfig, Tiny, trainTiny } from '../support.mjs';

/** Trains a first run (3 epochs, history kept) and returns its checkpoints directory. */
async function firstRun(ctx, patch = {}) {
  await trainTiny(ctx, { epochs: 3, ...patch });
  return checkpointsDir(ctx);
}

/** A second runner resuming from `path` with `patch`, trained one epoch further. */
function resumeFrom(ctx, path, patch = {}) {
  return trainTiny(ctx, { epochs: 4, resume: path, allowConfigChange: ['epochs'], ...patch });
}

function writeFile(ctx, name, content) {
  const path = join(ctx.dir, name);
  writeFileSync(path, content);
  return path;
}

/** A dead process's pid: a child that has exited. */
function deadPid() {
  return 2 ** 22 - 3; // above the default pid_max of 4194304 - 1 on 64-bit Linux: never a live process
}

export const CASES = [
  {
    name: 'checkpoints: resume from a truncated latest',
    expect: /Cannot read the checkpoint '.*latest\.pth': .*(truncated|damaged)/,
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      truncateSync(join(dir, 'latest.pth'), 200);
      await resumeFrom(ctx, join(dir, 'latest.pth'));
    },
  },
  {
    name: 'checkpoints: autoResume over a torn latest falls back to history',
    expect: 'ok',
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      // A new file renamed over latest (as a save does), not latest changed in place: history
      // files share latest's inode.
      writeFileSync(join(dir, 'torn'), readFileSync(join(dir, 'latest.pth')).subarray(0, 200));
      renameSync(join(dir, 'torn'), join(dir, 'latest.pth'));
      const r = new Tiny(tinyConfig(ctx, { epochs: 4, autoResume: true, allowConfigChange: ['epochs'] }));
      try {
        await r.setup();
        return r.state.epoch === 3 ? null : `loss: resumed at epoch ${r.state.epoch}, expected 3 (history ckpt-e000003)`;
      } finally {
        await r.close();
      }
    },
  },
  {
    name: 'checkpoints: a flipped byte in tensor data',
    expect: /Cannot read the checkpoint .*CRC|Cannot read the checkpoint .*damaged|Cannot read the checkpoint .*corrupt/i,
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      const path = join(dir, 'ckpt-e000002.pth');
      const bytes = readFileSync(path);
      const at = bytes.indexOf(Buffer.from('data/0')) + 200;
      bytes[at] ^= 0xff;
      writeFileSync(path, bytes);
      await resumeFrom(ctx, path);
    },
  },
  {
    name: 'checkpoints: autoResume with every file damaged',
    expect: /No readable checkpoint in .*Remove the damaged files, or set autoResume: false/s,
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      for (const f of readdirSync(dir)) if (f.endsWith('.pth')) truncateSync(join(dir, f), 100);
      await trainTiny(ctx, { epochs: 4, autoResume: true });
    },
  },
  { name: 'checkpoints: resume from an empty file', expect: /Cannot read the checkpoint .*empty/, run: (ctx) => resumeFrom(ctx, writeFile(ctx, 'empty.pth', '')) },
  { name: 'checkpoints: resume from a text file', expect: /Cannot read the checkpoint .*not a torch\.save file/, run: (ctx) => resumeFrom(ctx, writeFile(ctx, 'notes.pth', 'hello world, not a checkpoint\n')) },
  {
    name: 'checkpoints: resume from a safetensors file',
    expect: /safetensors/,
    run: (ctx) => {
      const path = join(ctx.dir, 'w.safetensors');
      torch.safetensors.save({ w: torch.zeros([2]) }, path);
      return resumeFrom(ctx, path);
    },
  },
  { name: 'checkpoints: resume from a directory', expect: /Cannot read the checkpoint/, run: (ctx) => resumeFrom(ctx, ctx.dir) },
  {
    name: 'checkpoints: resume from a bare tensor file',
    expect: /Cannot read the checkpoint .*single Tensor \(float32 \[3\]\).*loadPretrained/,
    run: (ctx) => {
      const path = join(ctx.dir, 't.pth');
      torch.save(torch.zeros([3]), path);
      return resumeFrom(ctx, path);
    },
  },
  {
    name: 'checkpoints: resume from a state dict',
    expect: /holds a dict with keys 'weight', 'bias', not a runner checkpoint.*loadPretrained/,
    run: (ctx) => {
      const path = join(ctx.dir, 'sd.pth');
      torch.save(new nn.Linear(4, 1).stateDict(), path);
      return resumeFrom(ctx, path);
    },
  },
  {
    name: 'checkpoints: resume from a saved list',
    expect: /holds no dict, not a runner checkpoint/,
    run: (ctx) => {
      const path = join(ctx.dir, 'list.pth');
      torch.save([1, 2, 3], path);
      return resumeFrom(ctx, path);
    },
  },
  {
    name: 'checkpoints: pretrained from a bare tensor',
    expect: /holds no state dict/,
    run: (ctx) => {
      const path = join(ctx.dir, 't.pth');
      torch.save(torch.zeros([3]), path);
      return trainTiny(ctx, { pretrained: path });
    },
  },
  {
    name: 'checkpoints: pretrained weights of another shape',
    expect: /mis-shaped: weight \[3, 4\] in the file, \[1, 4\] in the model/,
    run: (ctx) => {
      const path = join(ctx.dir, 'sd.pth');
      torch.save(new nn.Linear(4, 3).stateDict(), path);
      return trainTiny(ctx, { pretrained: path });
    },
  },
  {
    name: 'checkpoints: resume into a model of another shape',
    expect: /cannot restore 'model'/,
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      await trainTiny(ctx, { epochs: 4, resume: join(dir, 'latest.pth'), allowConfigChange: ['epochs'] }, { outFeatures: 2 });
    },
  },
  {
    name: 'checkpoints: resume with another learning rate',
    expect: /config changed in ways that alter the run:\n\s+optim\.lr: 0\.05 in the checkpoint, 0\.1 now\n.*--allow-config-change optim\.lr/,
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      await resumeFrom(ctx, join(dir, 'latest.pth'), { optim: { name: 'sgd', lr: 0.1 } });
    },
  },
  {
    name: 'checkpoints: resume with another learning rate, allowed',
    expect: 'ok',
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      const r = await resumeFrom(ctx, join(dir, 'latest.pth'), { optim: { name: 'sgd', lr: 0.1 }, allowConfigChange: ['epochs', 'optim.lr'] });
      return r.optimizer.paramGroups[0].lr === 0.1 && r.state.epoch === 4 ? null : `silent: lr ${r.optimizer.paramGroups[0].lr}, epoch ${r.state.epoch}`;
    },
  },
  {
    name: 'checkpoints: resume a finished run with the same budget',
    expect: 'ok',
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      const r = await trainTiny(ctx, { epochs: 3, resume: join(dir, 'latest.pth') });
      return r.state.epoch === 3 ? null : `silent: epoch ${r.state.epoch}`;
    },
  },
  {
    name: 'checkpoints: temp files of a dead process are removed at the next save',
    expect: 'ok',
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      const stale = join(dir, `.latest.pth.${deadPid()}.0123456789ab.tmp`);
      const live = join(dir, `.latest.pth.${process.ppid}.0123456789ab.tmp`);
      writeFileSync(stale, 'partial');
      writeFileSync(live, 'in progress elsewhere');
      await resumeFrom(ctx, join(dir, 'latest.pth'));
      if (existsSync(stale)) return 'leak: the dead process\'s temp file survived the next save';
      if (!existsSync(live)) return 'loss: a live process\'s temp file was removed';
      return null;
    },
  },
  {
    name: 'checkpoints: async saves every step keep at most two snapshots and write every history file',
    expect: 'ok',
    run: async (ctx) => {
      let most = 0;
      class Watch extends Tiny {
        async checkpoint(forced) {
          await super.checkpoint(forced);
          most = Math.max(most, this.checkpointManager.pending);
        }
      }
      const r = await trainTiny(ctx, { epochs: undefined, steps: 40, checkpoint: { asyncMode: 'async', interval: 1 } }, {}, Watch);
      const dir = checkpointsDir(ctx);
      const history = readdirSync(dir).filter((n) => n.startsWith('ckpt-s'));
      if (most > 2) return `leak: ${most} saves queued at once`;
      if (history.length !== 40) return `loss: ${history.length} of 40 history files written`;
      if (stepOf(join(dir, 'latest.pth')) !== r.state.globalStep) return 'loss: latest is not the last step';
      if (tempFiles(dir).length > 0) return `leak: ${tempFiles(dir).join(', ')}`;
      return null;
    },
  },
  {
    name: 'checkpoints: a copied run directory resumes',
    expect: 'ok',
    run: async (ctx) => {
      const dir = await firstRun(ctx);
      const copy = join(ctx.dir, 'copy.pth');
      copyFileSync(join(dir, 'latest.pth'), copy);
      mkdirSync(join(ctx.dir, 'other'), { recursive: true });
      const r = await trainTiny(ctx, { epochs: 4, resume: copy, id: 'other', allowConfigChange: ['epochs'] });
      return r.state.epoch === 4 ? null : `silent: epoch ${r.state.epoch}`;
    },
  },
];
