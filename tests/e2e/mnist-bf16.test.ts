import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { loadConfig, type Tensor } from '../../src/index.js';
import { MnistRunner } from '../../examples/mnist/runner.js';
import { tempRoot } from '../unit/runners/tiny.js';

/** Records the dtype of the model's output on the first step: the forward pass really ran in bfloat16. */
class DtypeRecordingRunner extends MnistRunner {
  outputDtypes: string[] = [];
  protected override forward(input: unknown): unknown {
    const output = super.forward(input) as Tensor;
    if (this.outputDtypes.length === 0) this.outputDtypes.push(output.dtype);
    return output;
  }
}

async function accuracyAfter(steps: number, precision: 'fp32' | 'bf16'): Promise<{ accuracy: number; dtypes: string[] }> {
  const config = loadConfig({
    files: join(import.meta.dirname, '../../configs/mnist.yaml'),
    object: { workspaceRoot: tempRoot(), precision },
    argv: ['--epochs', 'null', '--steps', String(steps), '--evaluateInterval', String(steps), '--logging.console', 'false', '--logging.tensorboard', 'false'],
  });
  const runner = new DtypeRecordingRunner(config);
  try {
    await runner.train();
    const results = runner.results;
    return { accuracy: results.at(-1)!.scores.test!.accuracy!, dtypes: runner.outputDtypes };
  } finally {
    await runner.close();
  }
}

describe('bf16 autocast on CPU (MNIST CNN, shortened)', () => {
  test('trains to within 0.5 points of fp32 test accuracy after 300 steps', async () => {
    const fp32 = await accuracyAfter(300, 'fp32');
    const bf16 = await accuracyAfter(300, 'bf16');
    expect(fp32.dtypes).toEqual(['float32']);
    expect(bf16.dtypes).toEqual(['bfloat16']);
    expect(fp32.accuracy).toBeGreaterThan(0.95);
    expect(Math.abs(bf16.accuracy - fp32.accuracy)).toBeLessThanOrEqual(0.005);
    console.log(`fp32 ${(fp32.accuracy * 100).toFixed(2)}%, bf16 ${(bf16.accuracy * 100).toFixed(2)}%`);
  });
});
