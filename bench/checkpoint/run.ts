// Checkpoint save/load throughput of a runner state (model + Adam state) against PyTorch's
// torch.save/torch.load of the same state on the same libtorch, and the async mode's stall
// of the training loop per save against the synchronous save time.
//   npx tsc -p tsconfig.json && node dist/bench/checkpoint/run.js [--params 100e6] [--repeats 3]
import { join } from 'node:path';

import { packageRoot, runPython } from '../common/reference.js';
import { asyncStallCase, buildState, loadCase, scratchDir, STATE_100M, syncSaveCase, type StateShape } from './cases.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const wanted = arg('params', 100e6);
const repeats = arg('repeats', 3);
const shape: StateShape = wanted >= 100e6 ? STATE_100M : { layers: Math.max(1, Math.round(wanted / (2048 * 2049))), width: 2048 };
const scratch = scratchDir();
const mb = (bytes: number, s: number) => (bytes / 1e6 / s).toFixed(0);
try {
  const state = buildState(shape);
  console.log(`state: ${shape.layers} x Linear(${shape.width}, ${shape.width}) = ${(state.parameters / 1e6).toFixed(1)}M parameters + Adam state`);
  const save = await syncSaveCase(state, join(scratch.dir, 'sync'), repeats);
  const load = loadCase(join(scratch.dir, 'sync', 'latest.pth'), repeats);
  const stall = await asyncStallCase(state, join(scratch.dir, 'async'));
  state.dispose();
  const py = runPython(join(packageRoot(), 'bench', 'checkpoint', 'torch_reference.py'), [String(shape.layers), String(shape.width), String(repeats), join(scratch.dir, 'py.pth')]);

  console.log(`file: ${(save.bytes / 1e6).toFixed(0)} MB; medians of ${repeats}`);
  console.log('                               torchrunner        PyTorch     ratio (PyTorch time / ours)');
  const row = (name: string, ours: number, theirs: number | undefined, bytes: number) =>
    console.log(
      `${name.padEnd(30)} ${`${mb(bytes, ours)} MB/s`.padStart(11)}   ${theirs === undefined ? '          -' : `${mb(bytes, theirs)} MB/s`.padStart(12)}     ${theirs === undefined ? '-' : (theirs / ours).toFixed(2)}`,
    );
  row('save (atomic, fsync)', save.seconds, py?.save_fsync_s, save.bytes);
  if (py) console.log(`${'  (PyTorch torch.save, no fsync)'.padEnd(30)} ${''.padStart(11)}   ${`${mb(py.bytes, py.save_s)} MB/s`.padStart(12)}`);
  row('load (CRC of every record)', load.verified, py?.load_s, save.bytes);
  row('load (no CRC check)', load.unverified, py?.load_s, save.bytes);
  console.log('');
  console.log(`async mode, a loop of ${(stall.step * 1000).toFixed(1)} ms steps with one save:`);
  console.log(`  save() call (snapshot)        ${(stall.saveCall * 1000).toFixed(0)} ms`);
  console.log(`  loop stall per save           ${(stall.stall * 1000).toFixed(0)} ms (longest gap between steps ${(stall.longestGap * 1000).toFixed(0)} ms)`);
  console.log(`  synchronous save              ${(save.seconds * 1000).toFixed(0)} ms`);
  console.log(`  stall / synchronous save      ${((100 * stall.stall) / save.seconds).toFixed(1)} %  (goal < 5 %)`);
} finally {
  scratch.remove();
}
