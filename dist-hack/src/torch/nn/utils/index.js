// torch.nn.utils: gradient clipping and conversions between parameters and one flat vector.
export { clipGradNorm_, clipGradValue_ } from '../../optim/clip-grad.js';
export { parametersToVector, vectorToParameters } from './convert-parameters.js';
//# sourceMappingURL=index.js.map