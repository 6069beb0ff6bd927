import { afterAll, describe, expect, test } from 'vitest';

import { exampleFile } from '../../../examples/paths.js';
import { FinetuneRunner } from '../../../examples/finetune/runner.js';
import { exampleConfig, tempRoot } from './helpers.js';

const root = tempRoot('tr-finetune-');
afterAll(root.remove);

async function accuracyAfter(runner: FinetuneRunner): Promise<number> {
  try {
    await runner.train();
    return (await runner.evaluate(['test'])).test!.accuracy!;
  } finally {
    await runner.close();
  }
}

describe('examples/finetune (shortened)', () => {
  // Each run its own directory: a rerun over an earlier attempt's checkpoints is refused.
  const config = (id?: string) => exampleConfig('finetune', { steps: 40, evaluateInterval: 40, ...(id ? { id } : {}) }, root.dir);

  test.each(['digits04.pth', 'digits04.safetensors'])('features pretrained in PyTorch (%s) beat training from scratch', async (file) => {
    const runner = await FinetuneRunner.fromPretrained(config(), exampleFile('finetune', file), { strict: false });
    // The backbone came from the file; the new head did not.
    const tuned = await accuracyAfter(runner);
    const scratch = await accuracyAfter(new FinetuneRunner(config(`scratch-${file.replace('.', '-')}`)));
    expect(tuned).toBeGreaterThan(0.9);
    expect(tuned).toBeGreaterThan(scratch + 0.02);
  });

  test('a strict load names the keys that do not match', async () => {
    await expect(FinetuneRunner.fromPretrained(config('strict'), exampleFile('finetune', 'digits04.pth'))).rejects.toThrow(/classifier\.weight|head\.weight/);
  });
});
