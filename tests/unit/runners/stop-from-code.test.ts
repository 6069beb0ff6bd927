// Stopping training from code: an AbortSignal given to train() (here from an HTTP request, as a
// service would), runner.stop(), stopRequested set by a subclass, and early stopping, each
// reported by its own status and reason, never as `completed`.
import { request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import type { TrainSummary } from '../../../src/index.js';
import { TinyRunner, tinyConfig } from './tiny.js';

function call(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST' }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A service that trains on POST /train (answering when training ends) and stops it on POST /abort. */
function trainingService(config: ReturnType<typeof tinyConfig>): { server: Server; steps: () => number; listeners: number[] } {
  let controller: AbortController | null = null;
  let step = 0;
  const listeners: number[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/train') {
      controller = new AbortController();
      const runner = new TinyRunner(config, { train: 64 });
      runner.on('step', (e) => {
        step = e.step;
        listeners.push(process.listenerCount('SIGTERM'));
      });
      runner
        .train({ signal: controller.signal, signals: 'app' })
        .finally(() => runner.close())
        .then(
          (summary) => res.end(JSON.stringify(summary)),
          (err: Error) => res.writeHead(500).end(err.message),
        );
    } else if (req.url === '/abort') {
      controller?.abort('stopped from the API');
      res.end(controller ? 'aborting' : 'nothing to abort');
    } else res.writeHead(404).end();
  });
  return { server, steps: () => step, listeners };
}

let server: Server | undefined;
afterEach(() => server?.close());

describe('stop from code', () => {
  it('a service starts training from one request, aborts it from another, gets interrupted, and resumes', async () => {
    const config = tinyConfig({ steps: 1_000_000, checkpoint: { interval: 1_000_000 } });
    const service = trainingService(config);
    server = service.server;
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const baseline = process.listenerCount('SIGTERM');

    const training = call(port, '/train');
    // The loop yields to the event loop every few ms, so the service keeps answering.
    while (service.steps() < 5) await new Promise((r) => setTimeout(r, 5));
    expect((await call(port, '/abort')).body).toBe('aborting');
    const answer = await training;
    expect(answer.status).toBe(200);
    const summary = JSON.parse(answer.body) as TrainSummary;
    expect(summary).toMatchObject({ status: 'interrupted', reason: 'stopped from the API', signal: null });
    expect(summary.step).toBeGreaterThanOrEqual(5);
    expect(summary.step).toBeLessThan(1_000_000);
    expect(summary.checkpoint).toMatch(/latest\.pth$/);
    // signals: 'app': the runner never took SIGTERM over.
    expect(new Set(service.listeners)).toEqual(new Set([baseline]));

    // Resuming continues from the stop's checkpoint to the end of a budget 3 steps further.
    const resumed = new TinyRunner({ ...config, steps: summary.step + 3, allowConfigChange: ['steps'], resume: summary.checkpoint! }, { train: 64 });
    try {
      await resumed.setup();
      expect(resumed.state.globalStep).toBe(summary.step);
      const done = await resumed.train();
      expect(done).toMatchObject({ status: 'completed', reason: null, step: summary.step + 3 });
    } finally {
      await resumed.close();
    }
  });

  it('an already aborted signal stops before the first step, with a checkpoint', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 50 }));
    try {
      const summary = await runner.train({ signal: AbortSignal.abort() });
      expect(summary).toMatchObject({ status: 'interrupted', reason: 'aborted', step: 0 });
      expect(summary.checkpoint).toMatch(/latest\.pth$/);
    } finally {
      await runner.close();
    }
  });

  it('stop(reason) stops after the current micro-step; outside train() it does nothing', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 50 }));
    try {
      expect(runner.stop('too early')).toBe(false);
      runner.on('step', (e) => {
        if (e.step === 3) expect(runner.stop('enough')).toBe(true);
        if (e.step === 4) runner.stop('a second reason is not kept');
      });
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'interrupted', reason: 'enough', signal: null, step: 3 });
      expect(runner.state.globalStep).toBe(3);
      expect(runner.stop()).toBe(false);
    } finally {
      await runner.close();
    }
  });

  it('with accumulation, a stop mid-window discards the window and is still interrupted', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 50, accumSteps: 4 }));
    const original = runner.trainStep.bind(runner);
    let micro = 0;
    runner.trainStep = (batch) => {
      micro += 1;
      if (micro === 6) runner.stop('mid-window');
      return original(batch);
    };
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'interrupted', reason: 'mid-window', step: 1 });
    } finally {
      await runner.close();
    }
  });

  it('stopRequested set by a subclass is reported as interrupted, not completed', async () => {
    class Stopping extends TinyRunner {
      override trainStep(batch: unknown) {
        if (this.state.globalStep === 2) this.stopRequested = true;
        return super.trainStep(batch);
      }
    }
    const runner = new Stopping(tinyConfig({ steps: 30 }));
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'interrupted', reason: 'stopRequested was set', step: 3 });
    } finally {
      await runner.close();
    }
  });

  it('early stopping has its own status', async () => {
    // lr 1e-30 leaves float32 weights bitwise unchanged: the validation loss never gets better, so
    // patience 1 ends the run at the second evaluation.
    const runner = new TinyRunner(tinyConfig({ steps: 20, evaluateInterval: 2, patience: 1, optim: { name: 'sgd', lr: 1e-30 } }));
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'early-stopped', reason: null, step: 4 });
    } finally {
      await runner.close();
    }
  });

  it('a run that reaches its budget is completed, and no signal handler stays installed', async () => {
    const before = ['SIGTERM', 'SIGINT', 'SIGUSR1'].map((s) => process.listenerCount(s));
    const runner = new TinyRunner(tinyConfig({ steps: 4 }));
    let during: number[] = [];
    runner.once('step', () => (during = ['SIGTERM', 'SIGINT', 'SIGUSR1'].map((s) => process.listenerCount(s))));
    try {
      expect(await runner.train()).toMatchObject({ status: 'completed', reason: null, signal: null, step: 4 });
    } finally {
      await runner.close();
    }
    expect(during).toEqual(before.map((n) => n + 1));
    expect(['SIGTERM', 'SIGINT', 'SIGUSR1'].map((s) => process.listenerCount(s))).toEqual(before);
  });

  it("refuses an unknown signals option, naming 'handle' and 'app'", async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 4 }));
    try {
      await expect(runner.train({ signals: 'ignore' as 'app' })).rejects.toThrow(/train\(\{ signals: "ignore" \}\): expected 'handle' .* or 'app'/);
    } finally {
      await runner.close();
    }
  });
});
