// torch.nn.utils: gradient clipping and conversions between parameters and one flat vector.
export { clipGradNorm_, clipGradValue_, type TensorOrTensors } from '../../optim/clip-grad.js';
export { parametersToVector, vectorToParameters } from './convert-parameters.js';
