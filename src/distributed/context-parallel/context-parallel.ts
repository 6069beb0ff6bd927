import { callOp } from '../../torch/ops.js';
import { tensor } from '../../torch/creation.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { stack } from '../../torch/functions.js';
import type { Tensor } from '../../torch/tensor.js';
import { allGatherAlong } from '../dim-collectives.js';
import { gatherSequence } from './gather-sequence.js';
import { checkContextLength, loadBalancedPositions } from './load-balance.js';

/**
 * This rank's share of every sequence under context parallelism (`parallel.context`), and
 * the operations a model needs to run on it. Of a sequence of T tokens cut into 2·C chunks,
 * context rank r holds chunks r and 2C−1−r (causal load balancing), in that order.
 *
 * The runner cuts each batch ({@link shard}) and runs the model's forward and backward
 * {@link during} the step; {@link active} is true only then, so the same model runs whole
 * sequences elsewhere (sampling, inference). Keys and values are all-gathered over the group
 * ({@link gatherKeysValues}; their gradients reduce-scattered back in backward), and the mask
 * ({@link mask}) is computed from the tokens' global positions and document ids.
 */
export class ContextParallel {
  /** The context group's size C. */
  readonly size: number;
  /** This rank's index in the context group. */
  readonly rank: number;
  private depth = 0;

  constructor(readonly group: ProcessGroup) {
    this.size = group.size;
    this.rank = group.rank;
  }

  /** Whether the runner is running a step on a batch it cut for this rank. */
  get active(): boolean {
    return this.depth > 0;
  }

  /** Runs `fn` with {@link active} true; a promise `fn` returns is not waited for (the forward and backward run synchronously). */
  during<T>(fn: () => T): T {
    this.depth += 1;
    try {
      return fn();
    } finally {
      this.depth -= 1;
    }
  }

  /**
   * Runs the asynchronous `fn` with {@link active} true until its promise settles: a pipeline
   * schedule, whose forwards and backwards run between its stages' messages. Nothing else may
   * run the model meanwhile.
   */
  async duringAsync<T>(fn: () => Promise<T>): Promise<T> {
    this.depth += 1;
    try {
      return await fn();
    } finally {
      this.depth -= 1;
    }
  }

  /** The whole sequence's length, from this rank's share of it. */
  globalLength(localLength: number): number {
    return localLength * this.size;
  }

  /** The global positions (int64 `[localLength]`, on `device`, default the default device) of this rank's tokens, for position embeddings. */
  positions(localLength: number, device?: string): Tensor {
    return tensor(loadBalancedPositions(this.globalLength(localLength), this.size, this.rank), { dtype: 'int64', device });
  }

  /** The global positions of the keys {@link gatherKeysValues} returns: every rank's tokens in group-rank order. */
  keyPositions(localLength: number, device?: string): Tensor {
    const length = this.globalLength(localLength);
    return tensor(Array.from({ length: this.size }, (_, r) => loadBalancedPositions(length, this.size, r)).flat(), { dtype: 'int64', device });
  }

  /**
   * This rank's tokens of `x` along `dim` (the sequence dimension).
   *
   * @throws RangeError when the length along `dim` is not a multiple of 2 × C
   */
  shard(x: Tensor, dim = 1, where = `dim ${dim}`): Tensor {
    const length = x.shape[dim]!;
    checkContextLength(length, this.size, where);
    return callOp('aten::index_select', [x, dim, tensor(loadBalancedPositions(length, this.size, this.rank), { dtype: 'int64', device: x.device })]) as Tensor;
  }

  /** Every rank's tokens of `x` along `dim` in group-rank order (the keys' order), not autograd-tracked: document ids, say. */
  gather(x: Tensor, dim = 1): Tensor {
    return allGatherAlong(x, this.group, dim);
  }

  /**
   * The keys and values `[batch, heads, T, headSize]` of the whole sequence from this rank's
   * `[batch, heads, T/C, headSize]`, in group-rank order (see {@link keyPositions}): one
   * all-gather of both; backward reduce-scatters their gradients to the ranks that own them.
   */
  gatherKeysValues(k: Tensor, v: Tensor, dim = 2): [Tensor, Tensor] {
    const both = gatherSequence(stack([k, v]), this.group, dim + 1);
    return [both.select(0, 0), both.select(0, 1)];
  }

  /**
   * Where attention is forbidden, as a bool mask for scores `[batch, heads, T/C, T]` of this
   * rank's queries against {@link gatherKeysValues}'s keys: key positions after the query's
   * (causal) and, given this rank's `docIds` `[batch, T/C]`, keys of another document.
   * Without `docIds`, `[T/C, T]`; with them, `[batch, 1, T/C, T]`. On `docIds`' device, else `device`.
   */
  mask(localLength: number, docIds?: Tensor, device = docIds?.device): Tensor {
    const queries = this.positions(localLength, device);
    const keys = this.keyPositions(localLength, device);
    const future = keys.unsqueeze(0).gt(queries.unsqueeze(1));
    if (!docIds) return future;
    const keyDocs = this.gather(docIds, 1);
    const otherDocument = docIds.unsqueeze(2).ne(keyDocs.unsqueeze(1));
    return (callOp('aten::logical_or', [otherDocument, future]) as Tensor).unsqueeze(1);
  }
}

/** Options of {@link contextParallelAttention}. */
export interface ContextAttentionOptions {
  /** This rank's document ids `[batch, T/C]` for rows that pack several documents: tokens attend only within theirs. */
  docIds?: Tensor;
  /** The scores' scale (default 1/√headSize). */
  scale?: number;
}

/**
 * Causal softmax attention of this rank's queries `[batch, heads, T/C, headSize]` against the
 * whole sequence's keys and values (all-gathered over the context group), with the causal
 * mask of the global positions and, given `docIds`, the document mask. The same as
 * whole-sequence attention's rows of this rank's tokens.
 */
export function contextParallelAttention(cp: ContextParallel, q: Tensor, k: Tensor, v: Tensor, options: ContextAttentionOptions = {}): Tensor {
  const [keys, values] = cp.gatherKeysValues(k, v);
  const scale = options.scale ?? 1 / Math.sqrt(q.shape[3]!);
  const scores = q.matmul(keys.transpose(-2, -1)).mul(scale);
  return scores.maskedFill(cp.mask(q.shape[2]!, options.docIds, q.device), -Infinity).softmax(-1).matmul(values);
}
