import { type DType } from '../../torch/dtype.js';
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
export declare function masterDtypeOf(d: DType): DType;
/** The dtype gradients of parameters of dtype `d` are reduced in under `policy`. */
export declare function reduceDtypeOf(policy: ResolvedMixedPrecision, d: DType): DType;
/** The policy with its defaults filled in, checked. */
export declare function resolveMixedPrecision(policy?: MixedPrecisionPolicy): ResolvedMixedPrecision;
