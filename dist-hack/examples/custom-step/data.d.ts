import { TensorDataset, type Tensor } from '../../src/index.js';
/** The input id of padding (digits are 0-9). */
export declare const PAD = 10;
/** `count` sequences of 3 to `maxLength` digits drawn from torch's generator (seed it first). */
export declare function runningMaxDataset(count: number, maxLength: number): TensorDataset<{
    input: Tensor;
    target: Tensor;
}>;
