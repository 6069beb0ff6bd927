// Achieved FLOP/s and MFU: the example GPT's FLOPs per token (6N plus attention), and the log
// line and train summary that turn tokens/s into FLOP/s with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { nn, torch, TensorDataset, TorchRunner, transformerFlopsPerToken, type LogMessageEvent, type StepOutput, type Tensor } from '../../../src/index.js';
import { Gpt } from '../../../examples/char-gpt/model.js';
import { tinyConfig } from './tiny.js';

const V = 13;
const T = 8;
const shape = { vocabSize: V, blockSize: T, layers: 2, heads: 2, width: 16, dropout: 0 };

class GptRunner extends TorchRunner {
  declare model: Gpt;
  constructor(config: Parameters<typeof tinyConfig>[0]) {
    super(tinyConfig(config));
    torch.manualSeed(3);
    this.model = new Gpt(shape);
    const input = torch.randint(0, V, [32, T]).keep();
    // Some targets are padding (-1): the normalizer counts the valid ones.
    const target = torch.randint(-1, V, [32, T]).keep();
    this.datasets = { train: new TensorDataset({ input, target }) };
  }
  override trainStep(batch: unknown): StepOutput {
    const { input, target } = batch as { input: Tensor; target: Tensor };
    const loss = nn.functional.crossEntropy(this.model.call(input).view(-1, V), target.view(-1), { ignoreIndex: -1 });
    return { loss, normalizer: target.ne(-1).sum() };
  }
}

/** The values of each `train step N  k v  k v` line of a log file. */
function trainLines(logFile: string): Record<string, number>[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => / train step \d+ /.test(l))
    .map((l) => {
      const fields = l.split(/ train step \d+\s+/)[1]!.split(/\s+/);
      const out: Record<string, number> = {};
      for (let i = 0; i + 1 < fields.length; i += 2) out[fields[i]!] = Number(fields[i + 1]);
      return out;
    });
}

describe('FLOPs per token and achieved FLOP/s', () => {
  it('transformerFlopsPerToken is 6N + 12·L·h·s, and refuses a negative size', () => {
    expect(transformerFlopsPerToken({ parameters: 1000, layers: 2, width: 16, sequenceLength: 8 })).toBe(6 * 1000 + 12 * 2 * 16 * 8);
    expect(() => transformerFlopsPerToken({ parameters: -1, layers: 2, width: 16, sequenceLength: 8 })).toThrow(/parameters is -1; expected a finite number >= 0/);
  });

  it("the example GPT's FLOPs per token: its parameters outside the embedding tables, counted from the module, and attention over blockSize", () => {
    const gpt = new Gpt(shape);
    const counted = gpt
      .namedParameters()
      .filter(([name]) => !name.startsWith('tokens.') && !name.startsWith('positions.'))
      .reduce((n, [, p]) => n + p.numel(), 0);
    expect(gpt.matmulParameters()).toBe(counted);
    // By hand: per block 12·16² + 13·16 = 3280; final norm 32; head 16·13 + 13 = 221.
    expect(counted).toBe(2 * 3280 + 32 + 221);
    expect(gpt.flopsPerToken()).toBe(6 * 6813 + 12 * 2 * 16 * 8);
  });

  it('the log line gives flopsPerSecond = tokensPerSecond × FLOPs per token and mfu against logging.peakFlops; the summary gives the run means', async () => {
    const peakFlops = 2e10;
    const runner = new GptRunner({ steps: 6, logInterval: 2, dataloader: { batchSize: 4 }, logging: { console: false, file: true, tensorboard: false, peakFlops } });
    let summary;
    try {
      summary = await runner.train();
    } finally {
      await runner.close();
    }
    const perToken = 6 * 6813 + 12 * 2 * 16 * 8;
    const logs = join(runner.workspace.dir, 'logs');
    const lines = trainLines(join(logs, readdirSync(logs).find((f) => f.endsWith('.log'))!));
    expect(lines.length).toBe(3);
    for (const values of lines) {
      expect(values.tokensPerSecond).toBeGreaterThan(0);
      // The file logger writes full precision: the ratio is exact up to rounding.
      expect(values.flopsPerSecond! / (values.tokensPerSecond! * perToken)).toBeCloseTo(1, 12);
      expect(values.mfu! / (values.flopsPerSecond! / peakFlops)).toBeCloseTo(1, 12);
    }
    const t = summary.throughput!;
    expect(t.seconds).toBeGreaterThan(0);
    expect(t.samplesPerSecond * t.seconds).toBeCloseTo(6 * 4, 6);
    expect(t.flopsPerSecond! / (t.tokensPerSecond * perToken)).toBeCloseTo(1, 12);
    expect(t.mfu! / (t.flopsPerSecond! / peakFlops)).toBeCloseTo(1, 12);
  });

  it('without a peak: FLOP/s but no MFU; a model without flopsPerToken: neither, and a configured peak is warned about', async () => {
    const runner = new GptRunner({ steps: 2 });
    const summary = await runner.train().finally(() => runner.close());
    expect(summary.throughput!.flopsPerSecond).toBeGreaterThan(0);
    expect(summary.throughput!.mfu).toBeUndefined();

    class PlainRunner extends GptRunner {
      protected override flopsPerToken(): number | undefined {
        return undefined;
      }
    }
    const plain = new PlainRunner({ steps: 2, logging: { console: false, file: false, tensorboard: false, peakFlops: 1e12 } });
    const messages: LogMessageEvent[] = [];
    plain.on('message', (m) => messages.push(m));
    const s = await plain.train().finally(() => plain.close());
    expect(s.throughput!.tokensPerSecond).toBeGreaterThan(0);
    expect(s.throughput!.flopsPerSecond).toBeUndefined();
    expect(messages.some((m) => m.level === 'warn' && /logging\.peakFlops is set but the model gives no FLOPs per token/.test(m.text))).toBe(true);
  });

  it('a flopsPerToken() that is not a positive number is refused before the first step', async () => {
    class BadRunner extends GptRunner {
      protected override flopsPerToken(): number | undefined {
        return NaN;
      }
    }
    const bad = new BadRunner({ steps: 2 });
    await expect(bad.train().finally(() => bad.close())).rejects.toThrow(/flopsPerToken\(\) returned NaN; expected the model's training FLOPs per token/);
  });
});
