// One training process for the resume tests. argv[2]: JSON { root, config, killAt?, signal? }.
// Prints `loss <step> <microStep> <value>` per micro-step, then `params <json>` and
// `summary <train()'s summary as JSON>` and `done <globalStep>`. With killAt, sends itself `signal` when the run is about to take the
// micro-step after optimizer step `killAt` (SIGKILL: dies there; SIGTERM/SIGINT/SIGUSR1:
// graceful stop after that micro-step, the first of a window of two; with `twice`, the
// signal is sent twice).
import { resumeConfig, ResumeRunner } from './resume-runner.js';

const args = JSON.parse(process.argv[2]!) as { root: string; config?: Record<string, unknown>; killAt?: number[]; signal?: NodeJS.Signals; twice?: boolean };
const pending = [...(args.killAt ?? [])];
const config = resumeConfig(args.root, args.config ?? {});
const runner = new ResumeRunner(config);
// A SIGKILL lands a few steps after a save, which the tests expect to find in `latest`.
runner.publishBeforeGoingOn = pending.length > 0 && (args.signal ?? 'SIGKILL') === 'SIGKILL';
runner.onLoss = (step, micro, loss) => {
  console.log(`loss ${step} ${micro} ${loss}`);
  if (pending.length > 0 && step - 1 === pending[0]) {
    pending.shift();
    process.kill(process.pid, args.signal ?? 'SIGKILL');
    if (args.twice) process.kill(process.pid, args.signal ?? 'SIGKILL');
    // Hold the loop past the runner's yield interval, so the handler runs right after this
    // micro-step: the stop then falls inside the accumulation window this micro-step opened.
    const until = performance.now() + 20;
    while (performance.now() < until);
  }
};
try {
  const summary = await runner.train();
  console.log(`summary ${JSON.stringify(summary)}`);
  const params = runner.model.parameters().map((p) => Array.from(p.detach().flatten().toArray() as Float32Array));
  console.log(`params ${JSON.stringify(params)}`);
  console.log(`done ${runner.state.globalStep} ${runner.interruptedBy ?? 'complete'}`);
} finally {
  await runner.close();
}
