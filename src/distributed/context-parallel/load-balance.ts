// Causal load balancing of a sequence over the context group (PyTorch's _HeadTailLoadBalancer,
// torch/distributed/tensor/experimental/_attention.py): under a causal mask the later tokens
// attend to more keys, so contiguous chunks would give the last rank most of the work.

/**
 * Throws unless a sequence of `length` tokens cuts into 2 × `size` equal chunks.
 *
 * @param where - what the length is, for the message (`dim 1 of batch.input`)
 */
export function checkContextLength(length: number, size: number, where: string): void {
  if (length % (2 * size) === 0) return;
  const multiple = 2 * size;
  throw new RangeError(
    `parallel.context ${size}: the sequence length ${length} (${where}) is not a multiple of 2 × context = ${multiple}; ` +
      `context parallelism cuts each sequence into ${multiple} equal chunks (two per rank, for causal load balancing). ` +
      `Pad or pack the sequences to a multiple of ${multiple} tokens`,
  );
}

/**
 * The global positions, in order, of the tokens context rank `rank` of `size` holds in a
 * sequence of `length`: of 2 × `size` equal chunks, chunks `rank` and 2 × `size` − 1 − `rank`,
 * so every rank gets the same number of query–key pairs under a causal mask.
 */
export function loadBalancedPositions(length: number, size: number, rank: number): number[] {
  checkContextLength(length, size, 'the sequence');
  if (!Number.isInteger(rank) || rank < 0 || rank >= size) throw new RangeError(`loadBalancedPositions: rank ${rank} is not in 0..${size - 1}`);
  const chunk = length / (2 * size);
  const run = (c: number) => Array.from({ length: chunk }, (_, i) => c * chunk + i);
  return [...run(rank), ...run(2 * size - 1 - rank)];
}
