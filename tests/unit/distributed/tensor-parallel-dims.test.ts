import { describe, expect, test } from 'vitest';

import { Gpt } from '../../../examples/char-gpt/model.js';
import { checkTensorParallelDims } from '../../../src/distributed/tensor-parallel/parallelize.js';
import { nn } from '../../../src/torch/index.js';

describe('tensor-parallel sizes checked before the first forward', () => {
  test('a tensor size that does not divide the heads fails naming them and the sizes that fit', () => {
    const gpt = new Gpt({ vocabSize: 11, blockSize: 4, layers: 1, heads: 4, width: 96, dropout: 0 });
    expect(() => checkTensorParallelDims(gpt, 3)).toThrow(
      'parallel.tensor 3 does not divide the heads (4) of Gpt: each tensor-parallel rank holds 1/3 of it; choose a tensor size that divides heads, width, feed-forward width (2, 4), or change the model',
    );
    expect(() => checkTensorParallelDims(gpt, 5)).toThrow(/does not divide the heads \(4\), width \(96\), feed-forward width \(384\) of Gpt: .* holds 1\/5 of each/);
    expect(() => checkTensorParallelDims(gpt, 2)).not.toThrow();
    expect(() => checkTensorParallelDims(gpt, 1)).not.toThrow();
    // A model that names no sizes is not checked here.
    expect(() => checkTensorParallelDims(new nn.Linear(3, 3), 2)).not.toThrow();
  });
});
