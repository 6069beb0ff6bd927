/**
 * Runs `draw` with the default generator seeded with `seed`, then restores the generator,
 * so the draw is `torch.Generator().manual_seed(seed)`'s and the global stream is untouched.
 */
export declare function withSeed<R>(seed: number, draw: () => R): R;
/** `torch.randperm(n)` from the default generator. */
export declare function randperm(n: number): number[];
/** `torch.randint(high, (count,))` from the default generator. */
export declare function randint(high: number, count: number): number[];
/** `torch.multinomial(weights, count, replacement)` from the default generator. */
export declare function multinomial(weights: readonly number[], count: number, replacement: boolean): number[];
/** `torch.randperm(n, generator=torch.Generator().manual_seed(seed)).tolist()`. */
export declare function seededRandperm(n: number, seed: number): number[];
/**
 * One `int(torch.empty((), dtype=torch.int64).random_().item())` from the default generator:
 * the draw with which PyTorch's RandomSampler seeds a pass and its DataLoader iterator takes its
 * base seed, so that after the same `torch.manualSeed` the same draws give the same orders here
 * as in Python. The value (up to 2^63) is returned reduced to its low 32 bits: the CPU
 * generator (mt19937) is seeded from those bits only, so the draws it then makes are the same,
 * and the seed stays an exact JS number in state dicts.
 */
export declare function drawSeed(): number;
