import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { loadConfig, torch, type AccumulationWindow } from '../../src/index.js';
import { MnistRunner } from '../../examples/mnist/runner.js';
import { tempRoot } from '../unit/runners/tiny.js';

/** Samples the live tensor handles after optimizer steps. */
class SampledMnistRunner extends MnistRunner {
  live = new Map<number, number>();
  protected override async optimizerStep(window: AccumulationWindow) {
    const out = await super.optimizerStep(window);
    if (this.state.globalStep % 50 === 0) {
      // A save queued behind one still being flushed holds a copy of the state until it is written.
      await this.checkpointManager.wait();
      this.live.set(this.state.globalStep, torch.memoryStats().live);
    }
    return out;
  }
}

describe('examples/mnist (the runner demo, shortened)', () => {
  test('300 steps of MnistRunner reach 95% test accuracy, write log, TensorBoard, results and checkpoint files, and leak no tensor', async () => {
    const config = loadConfig({
      files: join(import.meta.dirname, '../../configs/mnist.yaml'),
      object: { workspaceRoot: tempRoot() },
      argv: ['--epochs', 'null', '--steps', '300', '--evaluateInterval', '300', '--logging.console', 'false'],
    });
    const runner = new SampledMnistRunner(config);
    try {
      await runner.train();
      const results = runner.results;
      expect(runner.state.globalStep).toBe(300);
      expect(results).toHaveLength(1);
      expect(results[0]!.scores.test!.accuracy).toBeGreaterThanOrEqual(0.95);
      expect(results[0]!.scores.train!.loss).toBeLessThan(0.5);
      // Every step frees what it made: the count of live tensors is the same after step 50 and step 300.
      expect(runner.live.get(300)).toBe(runner.live.get(50));
      const dir = runner.workspace.dir;
      expect(readFileSync(runner.workspace.logFile, 'utf8')).toMatch(/train step 300 {2}loss /);
      expect(readdirSync(runner.workspace.tensorboardDir).some((f) => f.startsWith('events.out.tfevents.'))).toBe(true);
      const written = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
      expect(written.best.scores.test.accuracy).toBe(results[0]!.scores.test!.accuracy);
      expect(existsSync(join(dir, 'metadata', 'config.full.yaml'))).toBe(true);
      // the forced checkpoint at the end of training, and best (the only result)
      expect(existsSync(join(runner.workspace.checkpointsDir, 'latest.pth'))).toBe(true);
      expect(existsSync(join(runner.workspace.checkpointsDir, 'best.pth'))).toBe(true);
    } finally {
      await runner.close();
    }
  });
});
