// A service that owns SIGTERM: its handler aborts the training, awaits train(), prints what
// happened as one JSON line and exits. Args: signals mode ('app' or 'handle').
import { TinyRunner, tinyConfig } from '../tiny.js';

const mode = process.argv[2] as 'app' | 'handle';
const controller = new AbortController();
const handled: string[] = [];
let training: Promise<unknown> | undefined;
process.on('SIGTERM', () => {
  handled.push('SIGTERM');
  controller.abort('SIGTERM reached the service');
});

const runner = new TinyRunner(tinyConfig({ steps: 1_000_000, checkpoint: { interval: 1_000_000 } }), { train: 64 });
runner.on('step', (e) => {
  if (e.step === 3) {
    console.log(`listeners during training: ${process.listenerCount('SIGTERM')}`);
    process.kill(process.pid, 'SIGTERM');
  }
});
try {
  training = runner.train({ signal: controller.signal, signals: mode });
  const summary = await training;
  console.log(JSON.stringify({ summary, handled, listenersAfter: process.listenerCount('SIGTERM') }));
} finally {
  await runner.close();
}
process.exit(0);
