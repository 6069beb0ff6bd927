import { describe, expect, test } from 'vitest';

import { torch } from '../../src/index.js';
import { trainMnist } from '../../examples/mnist-loop/train.js';
import { settledLive } from '../support/memory.js';

describe('examples/mnist-loop (shortened)', () => {
  test('300 steps of the MNIST CNN reach 95% test accuracy and free every temporary', async () => {
    const liveBefore = settledLive();
    const losses: number[] = [];
    const result = await trainMnist({ seed: 3, maxSteps: 300, logEvery: 50, onLog: (_, loss) => losses.push(loss) });
    expect(result.steps).toBe(300);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(losses[losses.length - 1]!).toBeLessThan(losses[0]!);
    // Model, optimizer state and datasets were disposed; nothing from the steps survives.
    expect(torch.memoryStats().live - liveBefore).toBe(0);
  });
});
