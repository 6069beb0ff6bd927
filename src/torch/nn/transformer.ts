import { callOp } from '../ops.js';
import { getRngState, setRngState } from '../random.js';
import { scope } from '../scope.js';
import type { Tensor } from '../tensor.js';
import { MultiheadAttention } from './attention.js';
import { ModuleList } from './container.js';
import type { FactoryOptions } from './factory.js';
import * as F from './functional.js';
import * as init from './init.js';
import { Linear } from './linear.js';
import { Module } from './module.js';
import { LayerNorm } from './normalization.js';

/** Options of the Transformer layers. */
export interface TransformerLayerOptions extends FactoryOptions {
  /** Default 2048. */
  dimFeedforward?: number;
  /** Default 0.1. */
  dropout?: number;
  /** Default 'relu'. */
  activation?: 'relu' | 'gelu';
  /** Default 1e-5. */
  layerNormEps?: number;
  /** `[batch, seq, feature]` inputs (default false: `[seq, batch, feature]`). */
  batchFirst?: boolean;
  /** Pre-norm (LayerNorm before attention and feedforward). Default false. */
  normFirst?: boolean;
}

/** Masks of {@link TransformerEncoderLayer.forward}. */
export interface EncoderMasks {
  srcMask?: Tensor | null;
  srcKeyPaddingMask?: Tensor | null;
}

/** Masks of {@link TransformerDecoderLayer.forward}. */
export interface DecoderMasks {
  tgtMask?: Tensor | null;
  memoryMask?: Tensor | null;
  tgtKeyPaddingMask?: Tensor | null;
  memoryKeyPaddingMask?: Tensor | null;
}

function dropoutIf(m: Module, x: Tensor, p: number): Tensor {
  return m.training && p > 0 ? callOp('aten::dropout', [x, p, true]) : x;
}

function activate(x: Tensor, activation: 'relu' | 'gelu'): Tensor {
  return activation === 'gelu' ? F.gelu(x) : x.relu();
}

/**
 * Self-attention and feedforward block (PyTorch's `nn.TransformerEncoderLayer`), with
 * PyTorch's submodule names (`self_attn`, `linear1`, `linear2`, `norm1`, `norm2`).
 */
export class TransformerEncoderLayer extends Module {
  declare self_attn: MultiheadAttention;
  declare linear1: Linear;
  declare linear2: Linear;
  declare norm1: LayerNorm;
  declare norm2: LayerNorm;
  readonly dModel: number;
  readonly nhead: number;
  readonly options: TransformerLayerOptions;
  readonly dropout: number;
  readonly activation: 'relu' | 'gelu';
  readonly normFirst: boolean;

  constructor(dModel: number, nhead: number, o: TransformerLayerOptions = {}) {
    super();
    this.dModel = dModel;
    this.nhead = nhead;
    this.options = { ...o };
    this.dropout = o.dropout ?? 0.1;
    this.activation = o.activation ?? 'relu';
    this.normFirst = o.normFirst ?? false;
    const factory = { dtype: o.dtype, device: o.device };
    const dff = o.dimFeedforward ?? 2048;
    this.self_attn = new MultiheadAttention(dModel, nhead, { ...factory, dropout: this.dropout, batchFirst: o.batchFirst });
    this.linear1 = new Linear(dModel, dff, factory);
    this.linear2 = new Linear(dff, dModel, factory);
    this.norm1 = new LayerNorm(dModel, { ...factory, eps: o.layerNormEps ?? 1e-5 });
    this.norm2 = new LayerNorm(dModel, { ...factory, eps: o.layerNormEps ?? 1e-5 });
  }

  override forward(src: Tensor, masks: EncoderMasks = {}): Tensor {
    return scope(() => {
      const sa = (x: Tensor) => {
        const [y] = this.self_attn.forward(x, x, x, { attnMask: masks.srcMask, keyPaddingMask: masks.srcKeyPaddingMask, needWeights: false });
        return dropoutIf(this, y, this.dropout);
      };
      const ff = (x: Tensor) => {
        const h = dropoutIf(this, activate(this.linear1.forward(x), this.activation), this.dropout);
        return dropoutIf(this, this.linear2.forward(h), this.dropout);
      };
      let x = src;
      if (this.normFirst) {
        x = x.add(sa(this.norm1.forward(x)));
        x = x.add(ff(this.norm2.forward(x)));
      } else {
        x = this.norm1.forward(x.add(sa(x)));
        x = this.norm2.forward(x.add(ff(x)));
      }
      return x;
    });
  }
}

/**
 * Self-attention, cross-attention and feedforward block (PyTorch's
 * `nn.TransformerDecoderLayer`): `self_attn`, `multihead_attn`, `linear1`, `linear2`,
 * `norm1`..`norm3`.
 */
export class TransformerDecoderLayer extends Module {
  declare self_attn: MultiheadAttention;
  declare multihead_attn: MultiheadAttention;
  declare linear1: Linear;
  declare linear2: Linear;
  declare norm1: LayerNorm;
  declare norm2: LayerNorm;
  declare norm3: LayerNorm;
  readonly dModel: number;
  readonly nhead: number;
  readonly options: TransformerLayerOptions;
  readonly dropout: number;
  readonly activation: 'relu' | 'gelu';
  readonly normFirst: boolean;

  constructor(dModel: number, nhead: number, o: TransformerLayerOptions = {}) {
    super();
    this.dModel = dModel;
    this.nhead = nhead;
    this.options = { ...o };
    this.dropout = o.dropout ?? 0.1;
    this.activation = o.activation ?? 'relu';
    this.normFirst = o.normFirst ?? false;
    const factory = { dtype: o.dtype, device: o.device };
    const dff = o.dimFeedforward ?? 2048;
    const eps = o.layerNormEps ?? 1e-5;
    this.self_attn = new MultiheadAttention(dModel, nhead, { ...factory, dropout: this.dropout, batchFirst: o.batchFirst });
    this.multihead_attn = new MultiheadAttention(dModel, nhead, { ...factory, dropout: this.dropout, batchFirst: o.batchFirst });
    this.linear1 = new Linear(dModel, dff, factory);
    this.linear2 = new Linear(dff, dModel, factory);
    this.norm1 = new LayerNorm(dModel, { ...factory, eps });
    this.norm2 = new LayerNorm(dModel, { ...factory, eps });
    this.norm3 = new LayerNorm(dModel, { ...factory, eps });
  }

  override forward(tgt: Tensor, memory: Tensor, masks: DecoderMasks = {}): Tensor {
    return scope(() => {
      const sa = (x: Tensor) => {
        const [y] = this.self_attn.forward(x, x, x, { attnMask: masks.tgtMask, keyPaddingMask: masks.tgtKeyPaddingMask, needWeights: false });
        return dropoutIf(this, y, this.dropout);
      };
      const mha = (x: Tensor) => {
        const [y] = this.multihead_attn.forward(x, memory, memory, { attnMask: masks.memoryMask, keyPaddingMask: masks.memoryKeyPaddingMask, needWeights: false });
        return dropoutIf(this, y, this.dropout);
      };
      const ff = (x: Tensor) => {
        const h = dropoutIf(this, activate(this.linear1.forward(x), this.activation), this.dropout);
        return dropoutIf(this, this.linear2.forward(h), this.dropout);
      };
      let x = tgt;
      if (this.normFirst) {
        x = x.add(sa(this.norm1.forward(x)));
        x = x.add(mha(this.norm2.forward(x)));
        x = x.add(ff(this.norm3.forward(x)));
      } else {
        x = this.norm1.forward(x.add(sa(x)));
        x = this.norm2.forward(x.add(mha(x)));
        x = this.norm3.forward(x.add(ff(x)));
      }
      return x;
    });
  }
}

/**
 * `n` copies of `layer` with equal weights (PyTorch's deep copies): each copy is built with
 * the random generator's state restored afterwards, so cloning draws no random numbers.
 */
function clones<T extends TransformerEncoderLayer | TransformerDecoderLayer>(layer: T, n: number): ModuleList {
  const list = new ModuleList();
  const state = layer.stateDict({ keepVars: true });
  for (let i = 0; i < n; i++) {
    const rng = getRngState();
    const Ctor = layer.constructor as new (d: number, h: number, o: TransformerLayerOptions) => T;
    const copy = new Ctor(layer.dModel, layer.nhead, layer.options);
    setRngState(rng);
    rng.dispose();
    copy.loadStateDict(state);
    copy.train(layer.training);
    list.append(copy);
  }
  return list;
}

/** A stack of `numLayers` copies of an encoder layer, with an optional final norm (PyTorch's `nn.TransformerEncoder`). */
export class TransformerEncoder extends Module {
  declare layers: ModuleList;
  declare norm: Module | null;
  readonly numLayers: number;

  constructor(encoderLayer: TransformerEncoderLayer, numLayers: number, options: { norm?: Module | null } = {}) {
    super();
    this.numLayers = numLayers;
    this.layers = clones(encoderLayer, numLayers);
    if (options.norm) this.norm = options.norm;
    else this.registerModule('norm', null);
  }

  override forward(src: Tensor, masks: EncoderMasks = {}): Tensor {
    return scope(() => {
      let x = src;
      for (const layer of this.layers) x = (layer as TransformerEncoderLayer).forward(x, masks);
      return this.norm ? this.norm.forward(x) : x;
    });
  }
}

/** A stack of `numLayers` copies of a decoder layer, with an optional final norm (PyTorch's `nn.TransformerDecoder`). */
export class TransformerDecoder extends Module {
  declare layers: ModuleList;
  declare norm: Module | null;
  readonly numLayers: number;

  constructor(decoderLayer: TransformerDecoderLayer, numLayers: number, options: { norm?: Module | null } = {}) {
    super();
    this.numLayers = numLayers;
    this.layers = clones(decoderLayer, numLayers);
    if (options.norm) this.norm = options.norm;
    else this.registerModule('norm', null);
  }

  override forward(tgt: Tensor, memory: Tensor, masks: DecoderMasks = {}): Tensor {
    return scope(() => {
      let x = tgt;
      for (const layer of this.layers) x = (layer as TransformerDecoderLayer).forward(x, memory, masks);
      return this.norm ? this.norm.forward(x) : x;
    });
  }
}

/** Options of {@link Transformer}. */
export interface TransformerOptions extends TransformerLayerOptions {
  /** Default 512. */
  dModel?: number;
  /** Default 8. */
  nhead?: number;
  /** Default 6. */
  numEncoderLayers?: number;
  /** Default 6. */
  numDecoderLayers?: number;
}

/**
 * The encoder-decoder Transformer (PyTorch's `nn.Transformer`): the same submodule names and
 * initialisation (xavier-uniform for every matrix), so a seed gives PyTorch's weights.
 */
export class Transformer extends Module {
  declare encoder: TransformerEncoder;
  declare decoder: TransformerDecoder;
  readonly dModel: number;
  readonly nhead: number;
  readonly batchFirst: boolean;

  constructor(o: TransformerOptions = {}) {
    super();
    this.dModel = o.dModel ?? 512;
    this.nhead = o.nhead ?? 8;
    this.batchFirst = o.batchFirst ?? false;
    const factory = { dtype: o.dtype, device: o.device };
    const layerOptions: TransformerLayerOptions = { ...o };
    const eps = o.layerNormEps ?? 1e-5;
    const encLayer = new TransformerEncoderLayer(this.dModel, this.nhead, layerOptions);
    this.encoder = new TransformerEncoder(encLayer, o.numEncoderLayers ?? 6, { norm: new LayerNorm(this.dModel, { ...factory, eps }) });
    encLayer.dispose();
    const decLayer = new TransformerDecoderLayer(this.dModel, this.nhead, layerOptions);
    this.decoder = new TransformerDecoder(decLayer, o.numDecoderLayers ?? 6, { norm: new LayerNorm(this.dModel, { ...factory, eps }) });
    decLayer.dispose();
    for (const p of this.parameters()) if (p.ndim > 1) init.xavierUniform_(p);
  }

  override forward(src: Tensor, tgt: Tensor, masks: { srcMask?: Tensor | null; srcKeyPaddingMask?: Tensor | null } & DecoderMasks = {}): Tensor {
    return scope(() => {
      const memory = this.encoder.forward(src, { srcMask: masks.srcMask, srcKeyPaddingMask: masks.srcKeyPaddingMask });
      return this.decoder.forward(tgt, memory, masks);
    });
  }

  /** A `[size, size]` float mask with -inf above the diagonal (causal attention). */
  static generateSquareSubsequentMask(size: number, options: FactoryOptions = {}): Tensor {
    return scope(() => {
      const full = callOp('aten::full', [[size, size], -Infinity], { dtype: options.dtype ?? 'float32', device: options.device ?? 'cpu' });
      return callOp('aten::triu', [full, 1]) as Tensor;
    });
  }
}
