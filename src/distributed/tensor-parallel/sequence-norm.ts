import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { layerNorm, rmsNorm } from '../../torch/nn/functional.js';
import { LayerNorm, Module, type Parameter, type RMSNorm } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { copyToTensorParallel } from './operators.js';

/**
 * A LayerNorm or RMSNorm in the sequence-parallel region (torchtitan's `SequenceParallel`
 * style, Megatron-LM's layers with `sequence_parallel` parameters): it normalizes this rank's
 * slice of the sequence with the norm's own parameters, which stay whole and replicated. Each
 * rank sees only its tokens, so its weight and bias gradients are partial sums: the parameters
 * enter the computation through f (identity forward, all-reduce of the gradient backward),
 * which leaves every rank the gradient of all the tokens. The parameters keep their names
 * (`weight`, `bias`), so checkpoints and optimizers see the norm unchanged.
 */
export class SequenceParallelNorm extends Module {
  declare weight: Parameter | null;
  declare bias: Parameter | null;
  readonly kind: 'layer-norm' | 'rms-norm';
  readonly normalizedShape: number[];
  readonly eps: number | null;

  /** Takes `source`'s parameters (the same tensors). */
  constructor(source: LayerNorm | RMSNorm, readonly group: ProcessGroup) {
    super();
    this.kind = source instanceof LayerNorm ? 'layer-norm' : 'rms-norm';
    this.normalizedShape = [...source.normalizedShape];
    this.eps = source.eps;
    if (source.weight) this.weight = source.weight;
    else this.registerParameter('weight', null);
    if (source instanceof LayerNorm) {
      if (source.bias) this.bias = source.bias;
      else this.registerParameter('bias', null);
    }
  }

  override forward(input: Tensor): Tensor {
    const summed = (p: Parameter | null | undefined) => (p ? copyToTensorParallel(p, this.group) : null);
    return this.kind === 'layer-norm'
      ? layerNorm(input, this.normalizedShape, summed(this.weight), summed(this.bias), this.eps ?? 1e-5)
      : rmsNorm(input, this.normalizedShape, summed(this.weight), this.eps);
  }

  override extraRepr(): string {
    return `${this.kind}, [${this.normalizedShape.join(', ')}], eps=${this.eps}, gradients summed over the tensor group`;
  }
}
