// Where the runner's cost on tiny steps (see run.ts) lies. Four cases alternate in one process,
// the order rotating from round to round:
//   plain        the plain loop plus one torch.save
//   plainSteps   the runner with only the final checkpoint, its trainSteps replaced by the
//                plain loop's step: setup's loader and optimizer, the final checkpoint and
//                the waits for the final flushes, without the runner's step and rounds
//   finalOnly    the runner with only the final checkpoint: adds the runner's step
//                (meters, heartbeat, checkpoint offers, yields) and the evaluation rounds
//   default      the default config: adds a durable checkpoint every steps/20
// Each case's per-round ratio to the plain loop is printed, then where the JS thread's time
// went during train() in each case, from V8's CPU profiler over separate rounds: in native
// code (libtorch through the addon, mostly) and in JS. The runner makes the plain loop's native
// calls plus one shape and one numel a step, so native time that grows from one case to the
// next is the same libtorch work running slower beside the runner's code.
//   npx tsc -p tsconfig.json && node dist/bench/runner-tiny/breakdown.js [--steps 1000] [--runs 40] [--profiled 20] [--warmup 12]
import { Session } from 'node:inspector/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { torch } from '../../src/index.js';
import { numberArg } from '../common/args.js';
import { median } from '../common/reference.js';
import { makeData, plainLoopMs, plainStep, ratioText, roundRatios, runnerConfig, TinyRunner } from './run.js';
/** The runner around the plain loop's steps: everything but the runner's step and rounds. */
class PlainStepsRunner extends TinyRunner {
    async trainSteps() {
        const steps = this.config.steps;
        const loader = this.dataloaders.train;
        this.model.train();
        while (this.state.globalStep < steps) {
            for await (const [x, y] of loader) {
                plainStep(this.model, this.criterion, this.optimizer, x, y);
                this.state.globalStep += 1;
                if (this.state.globalStep >= steps)
                    break;
            }
        }
    }
}
const CASES = ['plain', 'plainSteps', 'finalOnly', 'default'];
const LABELS = {
    plain: 'plain loop + torch.save',
    plainSteps: 'runner around the plain loop\'s steps',
    finalOnly: 'runner, only the final checkpoint',
    default: 'runner, default config',
};
const NOTHING = { start: async () => undefined, stop: async () => undefined };
/** Milliseconds of one run of `name` (its training only, not the runner's setup and close). */
async function runCase(name, data, root, round, around) {
    const steps = data.length / 8;
    if (name === 'plain') {
        await around.start();
        const { wall } = await plainLoopMs(steps, data, root);
        await around.stop();
        return wall;
    }
    const config = runnerConfig(steps, join(root, `${name}${round}`), name !== 'default');
    const runner = name === 'plainSteps' ? new PlainStepsRunner(config, data) : new TinyRunner(config, data);
    await runner.setup();
    await around.start();
    const t0 = performance.now();
    await runner.train();
    const ms = performance.now() - t0;
    await around.stop();
    await runner.close();
    return ms;
}
/** Self time by kind in one CPU profile, in milliseconds. */
function selfTimes(profile) {
    const out = { native: 0, js: 0, gc: 0, idle: 0, other: 0 };
    const kind = new Map();
    for (const n of profile.nodes) {
        const f = n.callFrame.functionName;
        kind.set(n.id, f === '(garbage collector)' ? 'gc' : f === '(idle)' ? 'idle' : f === '(program)' || f === '(root)' ? 'other' : n.callFrame.url === '' ? 'native' : 'js');
    }
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    // A sample's time is the delta to the next sample.
    for (let i = 0; i < samples.length; i++)
        out[kind.get(samples[i])] += (deltas[i + 1] ?? 0) / 1000;
    return out;
}
const steps = numberArg('steps', 1000);
const runs = numberArg('runs', 40);
const profiled = numberArg('profiled', 20);
const warmup = numberArg('warmup', 12);
torch.setNumThreads(1);
const data = makeData(steps);
const root = mkdtempSync(join(tmpdir(), 'bench-runner-tiny-breakdown-'));
const session = new Session();
session.connect();
try {
    const ms = Object.fromEntries(CASES.map((c) => [c, []]));
    const self = Object.fromEntries(CASES.map((c) => [c, []]));
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 50 });
    for (let i = 0; i < warmup + runs + profiled; i++) {
        const profiling = i >= warmup + runs;
        for (let k = 0; k < CASES.length; k++) {
            const name = CASES[(i + k) % CASES.length];
            const profiler = {
                start: () => session.post('Profiler.start'),
                stop: async () => self[name].push(selfTimes((await session.post('Profiler.stop')).profile)),
            };
            const t = await runCase(name, data, root, i, profiling ? profiler : NOTHING);
            if (!profiling && i >= warmup)
                ms[name].push(t);
        }
    }
    console.log(`${steps} steps, ${runs} rounds after ${warmup} warm-up rounds in one process; per-round ratio to the plain loop, and median ms:`);
    for (const name of CASES) {
        console.log(`  ${LABELS[name].padEnd(40)} ${ratioText(roundRatios([{ plain: ms.plain, other: ms[name] }]))}  ${median(ms[name]).toFixed(0)} ms`);
    }
    console.log(`where the JS thread's time went, V8 CPU profile over ${profiled} more rounds, ms a run (medians): native calls, JS, GC, idle`);
    for (const name of CASES) {
        const m = (k) => median(self[name].map((s) => s[k])).toFixed(1);
        console.log(`  ${LABELS[name].padEnd(40)} native ${m('native').padStart(6)}  JS ${m('js').padStart(5)}  GC ${m('gc').padStart(4)}  idle ${m('idle').padStart(4)}`);
    }
}
finally {
    session.disconnect();
    rmSync(root, { recursive: true, force: true });
}
//# sourceMappingURL=breakdown.js.map