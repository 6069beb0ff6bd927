// The model-parallel RNG tracker on one process: forked draws come from the named stream and
// leave the default generator alone; its states round-trip through state dicts and the
// runner state; activation checkpointing recomputes a forked dropout with the same mask.
import { afterEach, describe, expect, it } from 'vitest';

import { CONTEXT_PARALLEL_RNG, MODEL_PARALLEL_RNG, nn, RunnerState, rngTracker, seedModelParallelRng, torch, TensorParallelDropout } from '../../../src/index.js';
import { checkpoint } from '../../../src/torch/utils/checkpoint.js';
import type { Tensor } from '../../../src/index.js';

const draw = (n = 6) => Array.from(torch.rand([n]).toArray() as Float32Array);

afterEach(() => rngTracker.reset());

describe('RngStatesTracker', () => {
  it("fork draws from the stream (seed + 2718 + tensor rank) and leaves the default generator where it was", () => {
    torch.manualSeed(5);
    const plain = [draw(), draw()];
    torch.manualSeed(5);
    seedModelParallelRng(5, 1);
    const first = draw();
    const forked = rngTracker.fork(() => draw());
    // The default generator continues as if the fork had not happened.
    expect([first, draw()]).toEqual(plain);
    torch.manualSeed(5 + 2718 + 1);
    expect(forked).toEqual(draw());
    // The stream continues where it stopped.
    const next = rngTracker.fork(() => draw());
    expect(next).toEqual(draw());
    // Another tensor rank's stream draws otherwise.
    seedModelParallelRng(5, 0);
    expect(rngTracker.fork(() => draw())).not.toEqual(forked);
  });

  it('refuses a fork without the stream, a name or a seed taken twice', () => {
    expect(() => rngTracker.fork(() => 0)).toThrow(/rngTracker\.fork: no stream named 'model-parallel-rng'; ParallelRunner seeds 'model-parallel-rng' at setup when parallel\.tensor is above 1/);
    rngTracker.add('a', 3);
    expect(() => rngTracker.add('a', 4)).toThrow(/a stream named 'a' exists already/);
    expect(() => rngTracker.add('b', 3)).toThrow(/seed 3 already seeds stream 'a'/);
  });

  it('stateDict and loadStateDict put a stream back where it was', () => {
    seedModelParallelRng(1, 0);
    rngTracker.fork(() => draw());
    const saved = rngTracker.stateDict();
    const after = rngTracker.fork(() => draw());
    rngTracker.fork(() => draw());
    rngTracker.loadStateDict(saved);
    expect(rngTracker.fork(() => draw())).toEqual(after);
    expect(() => rngTracker.loadStateDict({ [MODEL_PARALLEL_RNG]: torch.zeros([3]) })).toThrow(/must be a generator state \(a uint8 tensor\)/);
  });

  it("RunnerState carries the streams under rng.model_parallel and restores them only on the tensor rank they belong to", () => {
    seedModelParallelRng(1, 1);
    const state = new RunnerState();
    const sd = state.stateDict();
    expect(sd.rng.model_parallel?.tensor_rank).toBe(1);
    const after = rngTracker.fork(() => draw());
    state.loadStateDict(sd as never);
    expect(rngTracker.fork(() => draw())).toEqual(after);
    // Rank 0's streams are not loaded onto tensor rank 1 (a file checkpoint holds rank 0's state only).
    seedModelParallelRng(1, 0);
    const rank0 = new RunnerState().stateDict();
    seedModelParallelRng(1, 1);
    const own = rngTracker.stateBytes()[MODEL_PARALLEL_RNG];
    state.loadStateDict(rank0 as never);
    expect(rngTracker.stateBytes()[MODEL_PARALLEL_RNG]).toEqual(own);
    // Without streams, no entry.
    rngTracker.reset();
    expect(new RunnerState().stateDict().rng.model_parallel).toBeUndefined();
  });

  it('with a context axis: a context stream per context rank, the tensor stream per (context, tensor) pair, and checkpoints restored only on their context rank', () => {
    const streamsOf = (tensorRank: number, contextRank: number) => {
      seedModelParallelRng(1, tensorRank, { rank: contextRank, tensorSize: 2 });
      return { tensor: rngTracker.fork(() => draw()), context: rngTracker.fork(() => draw(), CONTEXT_PARALLEL_RNG) };
    };
    const [t0c0, t1c0, t0c1] = [streamsOf(0, 0), streamsOf(1, 0), streamsOf(0, 1)];
    expect(t0c0.context).toEqual(t1c0.context);
    expect(t0c0.context).not.toEqual(t0c1.context);
    expect(new Set([t0c0.tensor, t1c0.tensor, t0c1.tensor].map((d) => JSON.stringify(d))).size).toBe(3);
    // Context rank 0's tensor stream is the one without a context axis (seed + 2718 + tensor rank).
    seedModelParallelRng(1, 1);
    expect(rngTracker.fork(() => draw())).toEqual(t1c0.tensor);
    seedModelParallelRng(1, 0, { rank: 1, tensorSize: 2 });
    const sd = new RunnerState().stateDict();
    expect(sd.rng.model_parallel).toMatchObject({ tensor_rank: 0, context_rank: 1 });
    seedModelParallelRng(1, 0, { rank: 0, tensorSize: 2 });
    const own = rngTracker.stateBytes()[CONTEXT_PARALLEL_RNG];
    new RunnerState().loadStateDict(sd as never);
    expect(rngTracker.stateBytes()[CONTEXT_PARALLEL_RNG]).toEqual(own);
  });

  it('TensorParallelDropout draws its mask from the stream; evaluation and p = 0 draw nothing', () => {
    seedModelParallelRng(2, 0);
    const drop = new TensorParallelDropout(new nn.Dropout(0.5));
    torch.manualSeed(9);
    const before = torch.getRngState();
    const y = drop.call(torch.ones([4, 16]));
    expect(torch.getRngState().equal(before)).toBe(true);
    seedModelParallelRng(2, 0);
    const expected = rngTracker.fork(() => nn.functional.dropout(torch.ones([4, 16]), 0.5, true));
    expect(y.equal(expected)).toBe(true);
    drop.eval();
    expect(drop.call(torch.ones([2])).equal(torch.ones([2]))).toBe(true);
  });

  it('activation checkpointing recomputes a forked dropout with the mask of the first forward, so the gradients are those without it', () => {
    const w = torch.randn([8, 8]).requiresGrad_(true);
    const x = torch.randn([4, 8]);
    const fn = (input: Tensor) => rngTracker.fork(() => nn.functional.dropout(input.matmul(w), 0.5, true));
    const gradOf = (checkpointed: boolean) => {
      seedModelParallelRng(3, 0);
      w.grad = null;
      const y = checkpointed ? (checkpoint(fn, x) as Tensor) : fn(x);
      y.pow(2).sum().backward();
      return { grad: Array.from(w.grad!.toArray() as Float32Array), stream: rngTracker.stateBytes()[MODEL_PARALLEL_RNG] };
    };
    const plain = gradOf(false);
    const recomputed = gradOf(true);
    expect(recomputed.grad).toEqual(plain.grad);
    // The recomputation leaves the stream where the forward left it.
    expect(recomputed.stream).toEqual(plain.stream);
  });
});
