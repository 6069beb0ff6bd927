// Checkpoint save/load throughput of a runner state (model + Adam state) against PyTorch's
// torch.save/torch.load of the same state on the same libtorch, and the async mode's stall
// of the training loop per save against the synchronous save time. Our save is atomic
// (temporary file, fsync, rename, directory fsync), so it is compared with Python's
// torch.save followed by os.fsync (and plain torch.save is shown too); our load checks every
// record's CRC-32, PyTorch's does not. The two sides are interleaved, one measurement each in
// turn, and medians of the rounds are reported, so load from other processes hits both alike.
//   npx tsc -p tsconfig.json && node dist/bench/checkpoint/run.js [--params 100e6] [--rounds 3]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { numberArg } from '../common/args.js';
import { median, packageRoot, PYTHON } from '../common/reference.js';
import { writebackBarrier } from '../serialize/fresh-process.js';
import { asyncStallCase, backgroundSaveCase, buildState, loadCase, scratchDir, STATE_100M, syncSaveCase, type StateShape } from './cases.js';

/** The Python reference as a process that times one command at a time; null without torch. */
async function startPython(shape: StateShape, path: string) {
  const child = spawn(PYTHON, [join(packageRoot(), 'bench', 'checkpoint', 'torch_reference.py'), String(shape.layers), String(shape.width), path], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done || first.value !== 'ready') {
    console.log(`(skipping the PyTorch reference: ${PYTHON} with torch is not available)`);
    child.kill();
    return null;
  }
  return {
    async run(command: 'save' | 'save_fsync' | 'load'): Promise<number> {
      child.stdin.write(`${command}\n`);
      const line = await lines.next();
      return (JSON.parse(line.value as string) as { seconds: number }).seconds;
    },
    quit() {
      child.stdin.end('quit\n');
    },
  };
}

const wanted = numberArg('params', 100e6);
const rounds = numberArg('rounds', 3);
const shape: StateShape = wanted >= 100e6 ? STATE_100M : { layers: Math.max(1, Math.round(wanted / (2048 * 2049))), width: 2048 };
const scratch = scratchDir();
const mb = (bytes: number, s: number) => (bytes / 1e6 / s).toFixed(0);
try {
  const state = buildState(shape);
  console.log(`state: ${shape.layers} x Linear(${shape.width}, ${shape.width}) = ${(state.parameters / 1e6).toFixed(1)}M parameters + Adam state`);
  const py = await startPython(shape, join(scratch.dir, 'py.pth'));
  const ours = { save: [] as number[], verified: [] as number[], unverified: [] as number[] };
  const theirs = { save: [] as number[], saveFsync: [] as number[], load: [] as number[] };
  let bytes = 0;
  let dropped = false;
  for (let r = 0; r < rounds; r++) {
    // Each side starts with the previous side's writeback done (and the page cache dropped where permitted).
    dropped = writebackBarrier();
    const save = await syncSaveCase(state, join(scratch.dir, 'sync'), 1);
    bytes = save.bytes;
    ours.save.push(save.seconds);
    writebackBarrier();
    if (py) theirs.saveFsync.push(await py.run('save_fsync'));
    writebackBarrier();
    if (py) theirs.save.push(await py.run('save'));
    writebackBarrier();
    const load = loadCase(join(scratch.dir, 'sync', 'latest.pth'), 1);
    writebackBarrier();
    ours.verified.push(load.verified);
    ours.unverified.push(load.unverified);
    if (py) theirs.load.push(await py.run('load'));
  }
  py?.quit();
  writebackBarrier();
  const background = await backgroundSaveCase(state, join(scratch.dir, 'background'));
  const stall = await asyncStallCase(state, join(scratch.dir, 'async'));
  state.dispose();

  console.log(`file: ${(bytes / 1e6).toFixed(0)} MB; medians of ${rounds} interleaved rounds; \`sync\` before each measurement, page cache ${dropped ? 'dropped' : 'not dropped (no permission)'}`);
  console.log('                               torchrunner        PyTorch     ratio (PyTorch time / ours)');
  const row = (name: string, a: number[], b: number[]) => {
    const x = median(a);
    const y = b.length ? median(b) : undefined;
    console.log(
      `${name.padEnd(30)} ${`${mb(bytes, x)} MB/s`.padStart(11)}   ${y === undefined ? '           -' : `${mb(bytes, y)} MB/s`.padStart(12)}     ${y === undefined ? '-' : (y / x).toFixed(2)}`,
    );
  };
  row('save (atomic, fsync)', ours.save, theirs.saveFsync);
  row('  vs torch.save without fsync', ours.save, theirs.save);
  row('load (CRC of every record)', ours.verified, theirs.load);
  row('load (no CRC check)', ours.unverified, theirs.load);
  const sync = median(ours.save);
  console.log('');
  console.log(`synchronous save as the runner makes it: save() holds the loop ${(background.held * 1000).toFixed(0)} ms (written into the page cache), on disk and renamed over latest ${(background.total * 1000).toFixed(0)} ms after the call`);
  console.log('');
  console.log(`async mode, loops of ${(stall.step * 1000).toFixed(0)} ms steps (a fixed compute and Adam's step over the whole state), one save each:`);
  console.log(`  save() call (snapshot)              ${(stall.saveCall * 1000).toFixed(1)} ms`);
  console.log(`  prepare() call (payload sized)      ${(stall.prepareCall * 1000).toFixed(1)} ms; buffers mapped ${(stall.mapped * 1000).toFixed(0)} ms after it, on a worker thread`);
  console.log(`  steps held for copies, first save   ${(stall.firstWait * 1000).toFixed(0)} ms (into the buffers prepare() mapped)`);
  console.log(`  steps held for copies, later saves  ${(stall.wait * 1000).toFixed(0)} ms (into the previous save's buffers)`);
  console.log(`  extra loop time per later save      ${(stall.extra * 1000).toFixed(0)} ms (with the copy's share of memory bandwidth)`);
  console.log(`  synchronous save                    ${(sync * 1000).toFixed(0)} ms`);
  const stalled = stall.saveCall + stall.wait;
  const first = stall.prepareCall + stall.saveCall + stall.firstWait;
  console.log(
    `  stall (save() + held) / sync save   ${((100 * stalled) / sync).toFixed(1)} %  (goal < 2 %), ${(stalled * 1000).toFixed(1)} ms; ` +
      `first save (with prepare()) ${((100 * first) / sync).toFixed(1)} %, ${(first * 1000).toFixed(1)} ms`,
  );
} finally {
  scratch.remove();
}
