import type { Tensor } from './tensor.js';
/** Formats a tensor the way PyTorch prints it: `tensor([[1., 2.], [3., 4.]], requires_grad=True)`. */
export declare function formatTensor(t: Tensor): string;
