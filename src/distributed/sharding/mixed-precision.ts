import { toDType, type DType } from '../../torch/dtype.js';

/**
 * The dtypes sharding communicates in (FSDP's `MixedPrecisionPolicy`). Master chunks, which
 * the optimizer steps, stay float32 whatever the policy.
 */
export interface MixedPrecisionPolicy {
  /** The dtype parameters are all-gathered in (default: each parameter's own). */
  paramDtype?: DType;
  /** The dtype gradients are reduce-scattered in (default float32); sums land in float32. */
  reduceDtype?: DType;
}

const FLOATS: readonly DType[] = ['float32', 'bfloat16', 'float16', 'float64'];

/** The policy with its defaults filled in, checked. */
export function resolveMixedPrecision(policy: MixedPrecisionPolicy = {}): Required<MixedPrecisionPolicy> {
  const check = (value: DType | undefined, what: string): DType => {
    const d = toDType(value ?? 'float32', `mixedPrecision.${what}`);
    if (!FLOATS.includes(d)) throw new TypeError(`mixedPrecision.${what} must be a floating-point dtype (${FLOATS.join(', ')}), got ${d}`);
    return d;
  };
  return { paramDtype: check(policy.paramDtype, 'paramDtype'), reduceDtype: check(policy.reduceDtype, 'reduceDtype') };
}
