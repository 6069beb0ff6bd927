// Seeds as PyTorch takes them: negative seeds wrap modulo 2^64, out-of-range ones are errors.
import { torch } from '../../../../dist/src/index.js';

// torch.manual_seed(s); torch.rand(1).item() in PyTorch 1.13, per seed.
const PYTORCH_FIRST_RAND = new Map([
  [-1n, 0.9937993884086609],
  [2n ** 64n - 1n, 0.9937993884086609],
  [-(2n ** 63n), 0.49625658988952637],
]);

function firstRand(seed) {
  torch.manualSeed(seed);
  const t = torch.rand([1], { dtype: 'float64' });
  torch.manualSeed(seed);
  const f = torch.rand([1]);
  const v = f.item();
  t.dispose();
  f.dispose();
  return v;
}

export const CASES = [
  ...[...PYTORCH_FIRST_RAND].map(([seed, expected]) => ({
    name: `tensor: manualSeed(${seed}) wraps as in PyTorch`,
    expect: 'ok',
    run: () => {
      const got = firstRand(seed);
      return Math.abs(got - expected) < 1e-7 ? null : `silent: rand after manualSeed(${seed}) is ${got}, PyTorch ${expected}`;
    },
  })),
  { name: 'tensor: manualSeed(-1) as a number', expect: 'ok', run: () => (Math.abs(firstRand(-1) - 0.9937993884086609) < 1e-7 ? null : 'silent: -1 differs from PyTorch') },
  { name: 'tensor: manualSeed(2^64)', expect: /outside \[-2\^63, 2\^64 - 1\]/, run: () => torch.manualSeed(2n ** 64n) },
  { name: 'tensor: manualSeed(-2^63 - 1)', expect: /outside \[-2\^63, 2\^64 - 1\]/, run: () => torch.manualSeed(-(2n ** 63n) - 1n) },
  { name: 'tensor: manualSeed(1e20)', expect: /outside \[-2\^63, 2\^64 - 1\]/, run: () => torch.manualSeed(1e20) },
  { name: 'tensor: manualSeed(1.5)', expect: /expected an integer seed, got 1\.5/, run: () => torch.manualSeed(1.5) },
  { name: 'tensor: manualSeed("1")', expect: /expected an integer seed \(a number or a bigint\), got string/, run: () => torch.manualSeed('1') },
];
