import { describe, expect, it } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import * as nn from '../../../src/torch/nn/index.js';
import { F32_EPS } from '../../support/float-tolerance.js';
import { decode, expectClose, fixture, type Encoded } from './helpers.js';

interface LayerCase {
  state?: Record<string, Encoded>;
  stateSummary?: Record<string, { shape: number[]; sum: number; head: number[] }>;
  stateAfter?: Record<string, Encoded>;
  inputs: Encoded[];
  outputs: Encoded[];
}

const { layers } = fixture<{ layers: Record<string, LayerCase> }>('layers.json');

/** The same modules as tests/fixtures/nn/make_layers.py builds, in TypeScript. */
const factories: Record<string, () => nn.Module> = {
  Linear: () => new nn.Linear(4, 3),
  LinearNoBias: () => new nn.Linear(4, 3, { bias: false }),
  Bilinear: () => new nn.Bilinear(3, 4, 2),
  Conv1d: () => new nn.Conv1d(2, 3, 3, { stride: 2, padding: 1 }),
  Conv2d: () => new nn.Conv2d(1, 2, 3, { padding: 1 }),
  Conv2dGroups: () => new nn.Conv2d(4, 4, 3, { groups: 2, dilation: 2, bias: false }),
  Conv3d: () => new nn.Conv3d(2, 2, 2),
  ConvTranspose1d: () => new nn.ConvTranspose1d(2, 3, 3, { stride: 2 }),
  ConvTranspose2d: () => new nn.ConvTranspose2d(2, 3, 3, { stride: 2, padding: 1, outputPadding: 1 }),
  MaxPool1d: () => new nn.MaxPool1d(2),
  MaxPool2d: () => new nn.MaxPool2d(2),
  MaxPool2dStridePad: () => new nn.MaxPool2d(3, { stride: 2, padding: 1 }),
  AvgPool1d: () => new nn.AvgPool1d(2),
  AvgPool2d: () => new nn.AvgPool2d(2),
  AdaptiveAvgPool1d: () => new nn.AdaptiveAvgPool1d(3),
  AdaptiveAvgPool2d: () => new nn.AdaptiveAvgPool2d([2, 3]),
  BatchNorm1d: () => new nn.BatchNorm1d(3),
  BatchNorm2d: () => new nn.BatchNorm2d(3),
  LayerNorm: () => new nn.LayerNorm(4),
  GroupNorm: () => new nn.GroupNorm(2, 4),
  RMSNorm: () => new nn.RMSNorm([4]),
  Embedding: () => new nn.Embedding(10, 3, { paddingIdx: 0 }),
  EmbeddingBag: () => new nn.EmbeddingBag(10, 3, { mode: 'sum' }),
  RNN: () => new nn.RNN(3, 4, { numLayers: 2 }),
  LSTM: () => new nn.LSTM(3, 4, { numLayers: 2, bidirectional: true, batchFirst: true }),
  GRU: () => new nn.GRU(3, 4),
  MultiheadAttention: () => new nn.MultiheadAttention(8, 2),
  MultiheadAttentionCross: () => new nn.MultiheadAttention(8, 2, { batchFirst: true }),
  TransformerEncoderLayer: () => new nn.TransformerEncoderLayer(8, 2, { dimFeedforward: 16, dropout: 0 }),
  TransformerDecoderLayer: () => new nn.TransformerDecoderLayer(8, 2, { dimFeedforward: 16, dropout: 0, batchFirst: true }),
  Transformer: () => new nn.Transformer({ dModel: 8, nhead: 2, numEncoderLayers: 2, numDecoderLayers: 1, dimFeedforward: 16, dropout: 0 }),
  Flatten: () => new nn.Flatten(),
  Unflatten: () => new nn.Unflatten(1, [2, 3]),
  Identity: () => new nn.Identity(),
  ReLU: () => new nn.ReLU(),
  GELU: () => new nn.GELU(),
  GELUTanh: () => new nn.GELU({ approximate: 'tanh' }),
  SiLU: () => new nn.SiLU(),
  Tanh: () => new nn.Tanh(),
  Sigmoid: () => new nn.Sigmoid(),
  Softmax: () => new nn.Softmax(1),
  LogSoftmax: () => new nn.LogSoftmax(1),
  LeakyReLU: () => new nn.LeakyReLU(0.2),
  ELU: () => new nn.ELU(),
  Mish: () => new nn.Mish(),
  Sequential: () => new nn.Sequential(new nn.Linear(4, 5), new nn.ReLU(), new nn.Linear(5, 2)),
  MnistCNN: () =>
    new nn.Sequential(
      new nn.Conv2d(1, 16, 5),
      new nn.ReLU(),
      new nn.MaxPool2d(2),
      new nn.Conv2d(16, 32, 5),
      new nn.ReLU(),
      new nn.MaxPool2d(2),
      new nn.Flatten(),
      new nn.Linear(512, 128),
      new nn.ReLU(),
      new nn.Linear(128, 10),
    ),
};

function flatten(out: unknown): Tensor[] {
  if (out === null) return [];
  if (Array.isArray(out)) return out.flatMap(flatten);
  return [out as Tensor];
}

/**
 * Initial values are the same mt19937 draws. Uniform ones are each scaled by one multiply-add:
 * a rounding apart at most (measured: equal on an AMD EPYC to fixtures written on Intel).
 */
const NORMAL_INIT = new Set(['Embedding', 'EmbeddingBag']);

/**
 * Normal draws (`normal_`, Box-Muller) take `r·cos(2πu)` with `r = sqrt(-2 ln u')`, and the
 * vectorised kernel (AVX2, AVX-512) computes log and cos in float with Sleef while the default
 * one calls libm: the angle `2πu` (up to 2π) rounds to about 4 eps apart and `r` reaches
 * sqrt(2·24·ln 2) ≈ 5.8 for float draws, so an element may differ by about 5.8 · 2π · eps/2
 * ≈ 18 eps absolutely (measured: 3 eps between `ATEN_CPU_CAPABILITY=default` and avx2).
 * A wrong distribution or scale moves values by 1e-2 or more.
 */
const NORMAL_INIT_TOL = 20 * F32_EPS;

describe('layers match PyTorch 1.13', () => {
  it('covers every fixture case', () => {
    expect(Object.keys(factories).sort()).toEqual(Object.keys(layers).sort());
  });

  for (const [name, c] of Object.entries(layers)) {
    it(`${name}: seeded initialisation, output shape and values`, () => {
      torch.scope(() => {
        torch.manualSeed(0);
        const m = factories[name]!();
        const state = m.stateDict();
        if (c.state) {
          expect(Object.keys(state), `${name} state-dict keys`).toEqual(Object.keys(c.state));
          const atol = NORMAL_INIT.has(name) ? NORMAL_INIT_TOL : 2 * F32_EPS;
          for (const [k, v] of Object.entries(c.state)) expectClose(state[k]!, v, `${name} init ${k}`, atol, 2 * F32_EPS);
        } else {
          expect(Object.keys(state)).toEqual(Object.keys(c.stateSummary!));
          for (const [k, v] of Object.entries(c.stateSummary!)) {
            expect(state[k]!.shape).toEqual(v.shape);
            expect(state[k]!.to('float64').sum().item()).toBeCloseTo(v.sum, 3);
            const head = Array.from(state[k]!.reshape(-1).narrow(0, 0, v.head.length).toArray() as Float32Array);
            head.forEach((x, i) => expect(x).toBeCloseTo(v.head[i]!, 6));
          }
        }
        const inputs = c.inputs.map(decode);
        const outputs = flatten((m.forward as (...a: Tensor[]) => unknown)(...inputs));
        expect(outputs.length, `${name} number of outputs`).toBe(c.outputs.length);
        outputs.forEach((o, i) => expectClose(o, c.outputs[i]!, `${name} output ${i}`));
        if (c.stateAfter) {
          const after = m.stateDict();
          for (const [k, v] of Object.entries(c.stateAfter)) expectClose(after[k]!, v, `${name} ${k} after forward`);
        }
      });
    });
  }
});
