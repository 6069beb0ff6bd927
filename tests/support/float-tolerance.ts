// Comparing floats computed here with reference values computed by PyTorch on another machine.
//
// libtorch picks its vectorised kernels at run time (AVX2, AVX-512, or none) and the BLAS picks
// its own; a reduction summed eight lanes at a time, or with fused multiply-adds, rounds
// differently from one summed sixteen at a time. The same program on the same libtorch therefore
// agrees with a fixture written on another x86-64 CPU only to a few units in the last place, and
// iterative algorithms carry those differences forward. Comparisons against committed fixtures
// use the bounds below; comparisons between two runs on this machine stay exact.

/** float32 machine epsilon (spacing of floats in [1, 2)): 2^-23 ≈ 1.19e-7. */
export const F32_EPS = 2 ** -23;

/** float64 machine epsilon: 2^-52 ≈ 2.2e-16. */
export const F64_EPS = 2 ** -52;

/**
 * Largest |actual - expected| / (1 + |expected|) over all elements: a relative error for values
 * above 1 and an absolute one below, so values that pass through zero do not blow the ratio up.
 * NaN must match NaN (and counts as an infinite error otherwise).
 */
export function maxScaledError(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  if (actual.length !== expected.length) throw new Error(`length ${actual.length} != ${expected.length}`);
  let worst = 0;
  for (let i = 0; i < actual.length; i++) {
    const a = actual[i]!;
    const e = expected[i]!;
    if (Number.isNaN(a) || Number.isNaN(e)) {
      if (Number.isNaN(a) !== Number.isNaN(e)) return Infinity;
      continue;
    }
    worst = Math.max(worst, Math.abs(a - e) / (1 + Math.abs(e)));
  }
  return worst;
}

/** The index and values of the element with the largest scaled error, for failure messages. */
export function worstElement(actual: ArrayLike<number>, expected: ArrayLike<number>): string {
  let at = 0;
  let worst = -1;
  for (let i = 0; i < actual.length; i++) {
    const err = Math.abs(actual[i]! - expected[i]!) / (1 + Math.abs(expected[i]!));
    if (!(err <= worst)) {
      worst = err;
      at = i;
    }
  }
  return `element ${at}: ${actual[at]} vs ${expected[at]} (${(worst / F32_EPS).toFixed(1)} float32 eps)`;
}
