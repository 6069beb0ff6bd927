// The torch.nn namespace: modules, parameters, layers, losses, functional and init.
import * as functional from './functional.js';
import * as init from './init.js';
import * as utils from './utils/index.js';
export { Module } from './module.js';
export { Parameter } from './parameter.js';
export { Identity, Linear, Bilinear } from './linear.js';
export { Conv1d, Conv2d, Conv3d, ConvTranspose1d, ConvTranspose2d } from './conv.js';
export { MaxPool1d, MaxPool2d, AvgPool1d, AvgPool2d, AdaptiveAvgPool1d, AdaptiveAvgPool2d } from './pooling.js';
export { ReLU, GELU, SiLU, Tanh, Sigmoid, Softmax, LogSoftmax, LeakyReLU, ELU, Mish } from './activation.js';
export { Dropout } from './dropout.js';
export { BatchNorm1d, BatchNorm2d, LayerNorm, GroupNorm, RMSNorm } from './normalization.js';
export { Embedding, EmbeddingBag } from './sparse.js';
export { RNN, LSTM, GRU } from './rnn.js';
export { MultiheadAttention } from './attention.js';
export { TransformerEncoderLayer, TransformerDecoderLayer, TransformerEncoder, TransformerDecoder, Transformer, } from './transformer.js';
export { Flatten, Unflatten } from './flatten.js';
export { Sequential, ModuleList, ModuleDict } from './container.js';
export { CrossEntropyLoss, NLLLoss, MSELoss, L1Loss, SmoothL1Loss, BCELoss, BCEWithLogitsLoss, KLDivLoss, CosineEmbeddingLoss, } from './loss.js';
export { functional, init, utils };
/** Short alias of {@link functional}, as in `import torch.nn.functional as F`. */
export { functional as F };
//# sourceMappingURL=index.js.map