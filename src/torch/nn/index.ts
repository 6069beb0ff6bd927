// The torch.nn namespace: modules, parameters, layers, losses, functional and init.
import * as functional from './functional.js';
import * as init from './init.js';
import * as utils from './utils/index.js';

export { Module } from './module.js';
export type { FullBackwardHook, FullBackwardPreHook } from './backward-hooks.js';
export type { StateDict, LoadStateDictResult, ModuleToTarget, ForwardHook, ForwardPreHook, RemovableHandle } from './module.js';
export { Parameter } from './parameter.js';
export type { FactoryOptions } from './factory.js';
export { Identity, Linear, Bilinear } from './linear.js';
export type { LinearOptions } from './linear.js';
export { Conv1d, Conv2d, Conv3d, ConvTranspose1d, ConvTranspose2d } from './conv.js';
export type { ConvLayerOptions, ConvTransposeLayerOptions } from './conv.js';
export { MaxPool1d, MaxPool2d, AvgPool1d, AvgPool2d, AdaptiveAvgPool1d, AdaptiveAvgPool2d } from './pooling.js';
export { ReLU, GELU, SiLU, Tanh, Sigmoid, Softmax, LogSoftmax, LeakyReLU, ELU, Mish } from './activation.js';
export { Dropout } from './dropout.js';
export { BatchNorm1d, BatchNorm2d, LayerNorm, GroupNorm, RMSNorm } from './normalization.js';
export type { BatchNormOptions, LayerNormOptions } from './normalization.js';
export { Embedding, EmbeddingBag } from './sparse.js';
export type { EmbeddingOptions, EmbeddingBagLayerOptions } from './sparse.js';
export { RNN, LSTM, GRU } from './rnn.js';
export type { RNNOptions } from './rnn.js';
export { MultiheadAttention } from './attention.js';
export type { MultiheadAttentionOptions, AttentionForwardOptions } from './attention.js';
export {
  TransformerEncoderLayer,
  TransformerDecoderLayer,
  TransformerEncoder,
  TransformerDecoder,
  Transformer,
} from './transformer.js';
export type { TransformerLayerOptions, TransformerOptions, EncoderMasks, DecoderMasks } from './transformer.js';
export { Flatten, Unflatten } from './flatten.js';
export { Sequential, ModuleList, ModuleDict } from './container.js';
export {
  CrossEntropyLoss,
  NLLLoss,
  MSELoss,
  L1Loss,
  SmoothL1Loss,
  BCELoss,
  BCEWithLogitsLoss,
  KLDivLoss,
  CosineEmbeddingLoss,
} from './loss.js';
export type { CrossEntropyLossOptions } from './loss.js';
export type { Reduction } from './functional.js';
export { functional, init, utils };
/** Short alias of {@link functional}, as in `import torch.nn.functional as F`. */
export { functional as F };
