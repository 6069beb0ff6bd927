import { toDType, type DType } from '../../torch/dtype.js';

/**
 * The dtypes sharding communicates in (FSDP's `MixedPrecisionPolicy`). Master chunks, which
 * the optimizer steps, are float32 for float32 and low-precision parameters and float64 for
 * float64 ones (`masterDtypeOf`), whatever the policy.
 */
export interface MixedPrecisionPolicy {
  /** The dtype parameters are all-gathered in (default: each parameter's own). */
  paramDtype?: DType;
  /** The dtype gradients are reduce-scattered in (default: the master dtype of each parameter); sums land in the master dtype. */
  reduceDtype?: DType;
}

/** The resolved policy: `reduceDtype` undefined means each parameter's master dtype. */
export interface ResolvedMixedPrecision {
  paramDtype: DType;
  reduceDtype: DType | undefined;
}

/** The dtype of the master chunk the optimizer steps for a parameter of dtype `d`: float64 stays float64, every other float is stepped in float32. */
export function masterDtypeOf(d: DType): DType {
  return d === 'float64' ? 'float64' : 'float32';
}

/** The dtype gradients of parameters of dtype `d` are reduced in under `policy`. */
export function reduceDtypeOf(policy: ResolvedMixedPrecision, d: DType): DType {
  return policy.reduceDtype ?? masterDtypeOf(d);
}

const FLOATS: readonly DType[] = ['float32', 'bfloat16', 'float16', 'float64'];

/** The policy with its defaults filled in, checked. */
export function resolveMixedPrecision(policy: MixedPrecisionPolicy = {}): ResolvedMixedPrecision {
  const check = (value: DType | undefined, what: string): DType => {
    const d = toDType(value ?? 'float32', `mixedPrecision.${what}`);
    if (!FLOATS.includes(d)) throw new TypeError(`mixedPrecision.${what} must be a floating-point dtype (${FLOATS.join(', ')}), got ${d}`);
    return d;
  };
  return { paramDtype: check(policy.paramDtype, 'paramDtype'), reduceDtype: policy.reduceDtype === undefined ? undefined : check(policy.reduceDtype, 'reduceDtype') };
}
