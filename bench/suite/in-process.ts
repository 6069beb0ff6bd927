// The benchmarks that interleave their own sides (per-op overhead, torch.save/torch.load, the
// 2-process DDP step), run through the case functions their directories export.
import { cppReference, overheadCasesInChild, pythonReference } from '../overhead/cases.js';
import { ddpCase } from '../ddp/case.js';
import { serializeCases } from '../serialize/run.js';
import { freeProcessCases } from '../serialize/fresh-process.js';
import { freshProcessCases, runnerTinyProcesses } from '../runner-tiny/run.js';
import type { InProcessGroup, MeasuredRow } from './cases.js';

async function overhead(): Promise<MeasuredRow[]> {
  const ours = { direct: [] as number[], generic: [] as number[], mlp: [] as number[] };
  const py = { add: [] as number[], mlp: [] as number[] };
  const cpp = { add: [] as number[], mlp: [] as number[] };
  for (let r = 0; r < 5; r++) {
    const o = overheadCasesInChild(200_000, 5_000);
    ours.direct.push(o.addDirectUs);
    ours.generic.push(o.addGenericUs);
    ours.mlp.push(o.mlpStepUs);
    const p = pythonReference(200_000, 5_000);
    if (p) py.add.push(p.addUs), py.mlp.push(p.mlpStepUs);
    const c = cppReference(200_000, 5_000);
    if (c) cpp.add.push(c.addUs), cpp.mlp.push(c.mlpStepUs);
  }
  return [
    { name: '1-element add, direct binding (CPU time)', unit: 'us', ours: ours.direct, pytorch: py.add, cpp: cpp.add },
    { name: '1-element add, generic dispatcher path (CPU time)', unit: 'us', ours: ours.generic, pytorch: py.add, cpp: cpp.add },
    { name: 'MLP step in plain ops, batch 8, 16 -> 32 -> 1 (CPU time)', unit: 'us', ours: ours.mlp, pytorch: py.mlp, cpp: cpp.mlp },
  ];
}

async function serialize(): Promise<MeasuredRow[]> {
  const rows: MeasuredRow[] = [];
  for (const c of await serializeCases({ rounds: 3 })) {
    const mbps = (ms: number[]) => ms.map((x) => c.bytes / 1e6 / (x / 1000));
    for (const [theirs, ms] of Object.entries(c.pythonMs)) {
      rows.push({ name: `${c.case} (${(c.bytes / 1e6).toFixed(0)} MB) vs PyTorch ${theirs}`, unit: 'MB/s', higherIsBetter: true, ours: mbps(c.oursMs), pytorch: mbps(ms) });
    }
  }
  return rows;
}

async function ddp(): Promise<MeasuredRow[]> {
  const r = await ddpCase({ world: 2, threads: 1, steps: 20, runs: 3 });
  return [
    { name: `DDP step, ${r.world} processes x ${r.threads} thread, Gloo (MLP 784 -> 2048 -> 10, batch 64)`, unit: 'ms', ours: [r.torchrunner.stepMs], pytorch: r.pytorch ? [r.pytorch.stepMs] : [] },
    { name: 'share of gradient all-reduce hidden behind backward, from step times ((compute + all-reduce - step) / all-reduce)', unit: '%', higherIsBetter: true, ours: [100 * r.torchrunner.hiddenShare], pytorch: r.pytorch ? [100 * r.pytorch.hiddenShare] : [] },
    {
      name: "  the same from each bucket's start and end against backward (rank 0's timeline; PyTorch's through a timing hook)",
      unit: '%',
      higherIsBetter: true,
      ours: r.torchrunner.timeline ? [100 * r.torchrunner.timeline.hiddenShare] : [],
      pytorch: r.pytorch?.timeline ? [100 * r.pytorch.timeline.hiddenShare] : [],
    },
  ];
}

async function runnerTiny(): Promise<MeasuredRow[]> {
  const all = runnerTinyProcesses({ processes: 3, steps: 1000, runs: 5 });
  const fresh = freshProcessCases({ steps: 1000, rounds: 3 });
  const wall = (pick: (r: (typeof all)[number]) => { wall: number }[]) => all.flatMap((r) => pick(r).map((x) => x.wall));
  return [
    { name: '1,000 tiny steps through the runner, default config (MLP 4 -> 8 -> 1, batch 8, SGD), 3 processes', unit: 'ms', ours: wall((r) => r.runner) },
    { name: '  the same steps as a plain loop + one torch.save', unit: 'ms', ours: wall((r) => r.plain) },
    { name: '  the runner with only the final checkpoint (no durable save every steps/20)', unit: 'ms', ours: wall((r) => r.finalOnly) },
    { name: `  1 ms timer during ${all[0]!.gapSteps} runner steps: 90th-percentile gap, each process`, unit: 'ms', ours: all.map((r) => r.gaps.p90) },
    { name: '  the same timer while the runner sets up (git, workspace, loggers): longest gap, each process', unit: 'ms', ours: all.map((r) => r.setupGap) },
    { name: '  the runner, default config, one run in a fresh process', unit: 'ms', ours: fresh.runner.map((x) => x.wall) },
    { name: '  the plain loop + one torch.save, one run in a fresh process', unit: 'ms', ours: fresh.plain.map((x) => x.wall) },
    { name: "  the runner around the plain loop's step (its loop, evaluation rounds and saves), one run in a fresh process", unit: 'ms', ours: fresh.plainStep.map((x) => x.wall) },
  ];
}

async function freshProcess(): Promise<MeasuredRow[]> {
  const r = freeProcessCases({ rounds: 3 });
  const mbps = (ms: number[]) => ms.map((x) => r.bytes / 1e6 / (x / 1000));
  return [
    { name: 'torch.save 400 MB in a fresh process (atomic, fsync) vs torch.save + fsync', unit: 'MB/s', higherIsBetter: true, ours: mbps(r.ms.oursSave), pytorch: mbps(r.ms.pySave) },
    { name: 'torch.load 400 MB in a fresh process (CRC checked)', unit: 'MB/s', higherIsBetter: true, ours: mbps(r.ms.oursLoad), pytorch: mbps(r.ms.pyLoad) },
    { name: 'torch.load 400 MB in a fresh process, mmap', unit: 'MB/s', higherIsBetter: true, ours: mbps(r.ms.oursLoadMmap), pytorch: mbps(r.ms.pyLoad) },
  ];
}

export const IN_PROCESS_GROUPS: InProcessGroup[] = [
  { name: 'overhead', run: overhead },
  { name: 'save and load', run: serialize },
  { name: 'DDP step', run: ddp },
  { name: 'runner on tiny steps', run: runnerTiny },
  { name: 'save and load in a fresh process', run: freshProcess },
];
