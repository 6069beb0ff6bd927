// char-gpt on packed names: rows of several names with docIds, attention kept within each name.
import { afterAll, describe, expect, test } from 'vitest';

import { CharGptRunner } from '../../../examples/char-gpt/runner.js';
import { nn, torch, type Tensor } from '../../../src/index.js';
import { exampleConfig, tempRoot } from './helpers.js';

const root = tempRoot('tr-char-gpt-packed-');
afterAll(root.remove);

type PackedBatch = { input: Tensor; target: Tensor; docIds: Tensor };

describe('examples/char-gpt with extra.packed (shortened)', () => {
  test('trains on packed names with docIds; attention across a name boundary is exactly 0, within a name it is not', async () => {
    const runner = new CharGptRunner(
      exampleConfig('char-gpt', { steps: 12, evaluateInterval: 12, evaluateSteps: 2, sched: { warmup: 2 }, dataloader: { batchSize: 8 }, extra: { packed: 48, model: { layers: 2, width: 32 } } }, root.dir),
    );
    runner.samplesPerEvaluation = 0;
    try {
      const before = (await runner.evaluate(['val'])).val!.loss!;
      await runner.train();
      expect(runner.state.globalStep).toBe(12);
      const after = (await runner.evaluate(['val'])).val!.loss!;
      expect(after).toBeLessThan(before);

      // A real batch of the train split: rows of 48 tokens holding several names each.
      const data = runner.datasets.train as unknown as { getBatch(i: number[]): PackedBatch };
      const batch = data.getBatch([0, 1, 2, 3]);
      const docIds = batch.docIds.tolist() as number[][];
      for (const row of docIds) expect(new Set(row.filter((d) => d >= 0)).size).toBeGreaterThan(2);
      expect(docIds.flat().some((d) => d < 0)).toBe(true); // padding at the end of some row

      // Capture every block's attention weights during a forward pass (a forward pre-hook on
      // each attention module computes them from the module's own inputs).
      const captured: number[][][][][] = [];
      const model = runner.model;
      model.eval();
      const handles = (model.blocks as nn.ModuleList).children().map((block) =>
        ((block as unknown as { attn: nn.Module }).attn).registerForwardPreHook((attn, args) => {
          const w = (attn as unknown as { attentionWeights(x: Tensor, mask: Tensor): Tensor }).attentionWeights(args[0] as Tensor, args[1] as Tensor);
          captured.push(w.tolist() as number[][][][]);
        }),
      );
      const logits = torch.noGrad(() => model.call(batch.input, batch.docIds));
      for (const h of handles) h.remove();
      expect(captured).toHaveLength(2);

      let across = 0;
      let within = 0;
      for (const weights of captured) {
        weights.forEach((heads, b) =>
          heads.forEach((rows) =>
            rows.forEach((row, t) => {
              row.forEach((v, u) => {
                if (docIds[b]![u] !== docIds[b]![t] || u > t) {
                  expect(v).toBe(0);
                  if (u < t) across += 1;
                } else {
                  expect(v).toBeGreaterThan(0);
                  if (u < t) within += 1;
                }
              });
              expect(row.reduce((a, c) => a + c)).toBeCloseTo(1, 5);
            }),
          ),
        );
      }
      expect(across).toBeGreaterThan(1000); // earlier tokens of other names, all weighted 0
      expect(within).toBeGreaterThan(1000); // earlier tokens of the same name, none weighted 0

      // A packed name is predicted as if alone: its logits in the row equal those of the name by
      // itself. Without docIds, the name after another (both short enough for one plain
      // sequence) sees its predecessor, so its logits differ.
      const spans: { b: number; start: number; second: number; end: number }[] = [];
      docIds.forEach((row, b) => {
        let start = 0;
        while (start < row.length && row[start]! >= 0) {
          let second = start;
          while (row[second] === row[start]) second++;
          let end = second;
          while (end < row.length && row[end] === row[second]) end++;
          if (row[second]! >= 0 && end - start <= runner.model.config.blockSize) spans.push({ b, start, second, end });
          start = second;
        }
      });
      expect(spans.length).toBeGreaterThan(3);
      for (const { b, start, second, end } of spans.slice(0, 4)) {
        const alone = torch.noGrad(() => model.call(batch.input.narrow(0, b, 1).narrow(1, second, end - second)));
        const packed = logits.narrow(0, b, 1).narrow(1, second, end - second);
        expect(packed.sub(alone).abs().max().item()).toBeLessThan(1e-5);
        const plain = torch.noGrad(() => model.call(batch.input.narrow(0, b, 1).narrow(1, start, end - start)));
        expect(plain.narrow(1, second - start, end - second).sub(alone).abs().max().item()).toBeGreaterThan(1e-3);
      }
      for (const t of Object.values(batch)) t.dispose();
    } finally {
      await runner.close();
    }
  }, 120_000);
});
