export { clipGradNorm_, clipGradValue_, type TensorOrTensors } from '../../optim/clip-grad.js';
export { parametersToVector, vectorToParameters } from './convert-parameters.js';
