import type { DType } from '../dtype.js';
import type { MemoryFormat } from '../memory-format.js';
import type { Scalar, Tensor } from '../tensor.js';
/** Tensor methods for ATen operators whose first argument is `self`. */
export interface GeneratedTensorMethods {
    /** aten::abs_(Tensor(a!) self) -> Tensor(a!) */
    abs_(): Tensor;
    /** aten::absolute(Tensor self) -> Tensor
     * aten::absolute.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    absolute(): Tensor;
    /** aten::absolute_(Tensor(a!) self) -> Tensor(a!) */
    absolute_(): Tensor;
    /** aten::acos(Tensor self) -> Tensor
     * aten::acos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    acos(): Tensor;
    /** aten::acos_(Tensor(a!) self) -> Tensor(a!) */
    acos_(): Tensor;
    /** aten::acosh(Tensor self) -> Tensor
     * aten::acosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    acosh(): Tensor;
    /** aten::acosh_(Tensor(a!) self) -> Tensor(a!) */
    acosh_(): Tensor;
    /** aten::adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor */
    adaptiveAvgPool1d(outputSize: number | number[]): Tensor;
    /** aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor
     * aten::adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    adaptiveAvgPool2d(outputSize: number | number[]): Tensor;
    /** aten::adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor
     * aten::adaptive_avg_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    adaptiveAvgPool3d(outputSize: number | number[]): Tensor;
    /** aten::adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor) */
    adaptiveMaxPool1d(outputSize: number | number[]): [Tensor, Tensor];
    /** aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)
     * aten::adaptive_max_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    adaptiveMaxPool2d(outputSize: number | number[]): [Tensor, Tensor];
    /** aten::adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)
     * aten::adaptive_max_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    adaptiveMaxPool3d(outputSize: number | number[]): [Tensor, Tensor];
    /** aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addbmm(batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addbmm_(batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
     * aten::addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!) */
    addcdiv(tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!) */
    addcdiv_(tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
     * aten::addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!) */
    addcmul(tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!) */
    addcmul_(tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addmm(mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addmm_(mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addmv(mat: Tensor, vec: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addmv_(mat: Tensor, vec: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addr.out(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addr(vec1: Tensor, vec2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addr_(vec1: Tensor, vec2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::adjoint(Tensor(a) self) -> Tensor(a) */
    adjoint(): Tensor;
    /** aten::alias(Tensor(a) self) -> Tensor(a) */
    alias(): Tensor;
    /** aten::alias_copy(Tensor self) -> Tensor
     * aten::alias_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    aliasCopy(): Tensor;
    /** aten::align_as(Tensor self, Tensor other) -> Tensor */
    alignAs(other: Tensor): Tensor;
    /** aten::align_to(Tensor(a) self, str[] names) -> Tensor(a)
     * aten::align_to.ellipsis_idx(Tensor(a) self, str[] order, int ellipsis_idx) -> Tensor(a) */
    alignTo(names: string[]): Tensor;
    alignTo(order: string[], ellipsisIdx: number): Tensor;
    /** aten::all(Tensor self) -> Tensor
     * aten::all.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
     * aten::all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    all(): Tensor;
    all(dim: number, keepdim?: boolean): Tensor;
    /** aten::alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    alphaDropout_(p: number, train: boolean): Tensor;
    /** aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
     * aten::amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    amax(dim?: number | number[], keepdim?: boolean): Tensor;
    /** aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
     * aten::amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    amin(dim?: number | number[], keepdim?: boolean): Tensor;
    /** aten::aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
     * aten::aminmax.out(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, Tensor(b!) max) -> (Tensor(a!) min, Tensor(b!) max) */
    aminmax(options?: {
        dim?: number | null;
        keepdim?: boolean;
    }): [Tensor, Tensor];
    /** aten::angle(Tensor self) -> Tensor
     * aten::angle.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    angle(): Tensor;
    /** aten::any(Tensor self) -> Tensor
     * aten::any.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
     * aten::any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    any(): Tensor;
    any(dim: number, keepdim?: boolean): Tensor;
    /** aten::arccos(Tensor self) -> Tensor
     * aten::arccos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arccos(): Tensor;
    /** aten::arccos_(Tensor(a!) self) -> Tensor(a!) */
    arccos_(): Tensor;
    /** aten::arccosh(Tensor self) -> Tensor
     * aten::arccosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arccosh(): Tensor;
    /** aten::arccosh_(Tensor(a!) self) -> Tensor(a!) */
    arccosh_(): Tensor;
    /** aten::arcsin(Tensor self) -> Tensor
     * aten::arcsin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arcsin(): Tensor;
    /** aten::arcsin_(Tensor(a!) self) -> Tensor(a!) */
    arcsin_(): Tensor;
    /** aten::arcsinh(Tensor self) -> Tensor
     * aten::arcsinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arcsinh(): Tensor;
    /** aten::arcsinh_(Tensor(a!) self) -> Tensor(a!) */
    arcsinh_(): Tensor;
    /** aten::arctan(Tensor self) -> Tensor
     * aten::arctan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arctan(): Tensor;
    /** aten::arctan2(Tensor self, Tensor other) -> Tensor
     * aten::arctan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    arctan2(other: Tensor): Tensor;
    /** aten::arctan2_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    arctan2_(other: Tensor): Tensor;
    /** aten::arctan_(Tensor(a!) self) -> Tensor(a!) */
    arctan_(): Tensor;
    /** aten::arctanh(Tensor self) -> Tensor
     * aten::arctanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arctanh(): Tensor;
    /** aten::arctanh_(Tensor(a!) self) -> Tensor(a!) */
    arctanh_(): Tensor;
    /** aten::argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
     * aten::argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
     * aten::argsort.stable_out(Tensor self, *, bool stable, int dim=-1, bool descending=False, Tensor(a!) out) -> Tensor(a!) */
    argsort(dim?: number, descending?: boolean): Tensor;
    /** aten::argwhere(Tensor self) -> Tensor */
    argwhere(): Tensor;
    /** aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a) */
    asStrided(size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!) */
    asStrided_(size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
     * aten::as_strided_copy.out(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!) */
    asStridedCopy(size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
     * aten::as_strided_scatter.out(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!) */
    asStridedScatter(src: Tensor, size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::asin(Tensor self) -> Tensor
     * aten::asin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    asin(): Tensor;
    /** aten::asin_(Tensor(a!) self) -> Tensor(a!) */
    asin_(): Tensor;
    /** aten::asinh(Tensor self) -> Tensor
     * aten::asinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    asinh(): Tensor;
    /** aten::asinh_(Tensor(a!) self) -> Tensor(a!) */
    asinh_(): Tensor;
    /** aten::atan(Tensor self) -> Tensor
     * aten::atan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    atan(): Tensor;
    /** aten::atan2(Tensor self, Tensor other) -> Tensor
     * aten::atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    atan2(other: Tensor): Tensor;
    /** aten::atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    atan2_(other: Tensor): Tensor;
    /** aten::atan_(Tensor(a!) self) -> Tensor(a!) */
    atan_(): Tensor;
    /** aten::atanh(Tensor self) -> Tensor
     * aten::atanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    atanh(): Tensor;
    /** aten::atanh_(Tensor(a!) self) -> Tensor(a!) */
    atanh_(): Tensor;
    /** aten::atleast_1d(Tensor self) -> Tensor */
    atleast1d(): Tensor;
    /** aten::atleast_2d(Tensor self) -> Tensor */
    atleast2d(): Tensor;
    /** aten::atleast_3d(Tensor self) -> Tensor */
    atleast3d(): Tensor;
    /** aten::avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], bool ceil_mode=False, bool count_include_pad=True) -> Tensor */
    avgPool1d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], ceilMode?: boolean, countIncludePad?: boolean): Tensor;
    /** aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
     * aten::avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!) */
    avgPool2d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], ceilMode?: boolean, countIncludePad?: boolean, divisorOverride?: number | null): Tensor;
    /** aten::avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
     * aten::avg_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!) */
    avgPool3d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], ceilMode?: boolean, countIncludePad?: boolean, divisorOverride?: number | null): Tensor;
    /** aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    baddbmm(batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    baddbmm_(batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
     * aten::bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor
     * aten::bernoulli.Tensor_out(Tensor self, Tensor p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::bernoulli.float_out(Tensor self, float p=0.5, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor */
    bernoulli(options?: {
        generator?: null | null;
    }): Tensor;
    bernoulli(p: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    bernoulli(p: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)
     * aten::bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!) */
    bernoulli_(p: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    bernoulli_(p?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor
     * aten::binary_cross_entropy.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    binaryCrossEntropy(target: Tensor, weight?: Tensor | null, reduction?: number): Tensor;
    /** aten::binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor
     * aten::binary_cross_entropy_with_logits.out(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    binaryCrossEntropyWithLogits(target: Tensor, weight?: Tensor | null, posWeight?: Tensor | null, reduction?: number): Tensor;
    /** aten::bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor
     * aten::bincount.out(Tensor self, Tensor? weights=None, int minlength=0, *, Tensor(a!) out) -> Tensor(a!) */
    bincount(weights?: Tensor | null, minlength?: number): Tensor;
    /** aten::bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_and.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_and.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseAnd(other: Scalar): Tensor;
    bitwiseAnd(other: Tensor): Tensor;
    /** aten::bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    bitwiseAnd_(other: Scalar): Tensor;
    bitwiseAnd_(other: Tensor): Tensor;
    /** aten::bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_left_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_left_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_left_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseLeftShift(other: Tensor): Tensor;
    bitwiseLeftShift(other: Scalar): Tensor;
    /** aten::bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!) */
    bitwiseLeftShift_(other: Tensor): Tensor;
    bitwiseLeftShift_(other: Scalar): Tensor;
    /** aten::bitwise_not(Tensor self) -> Tensor
     * aten::bitwise_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseNot(): Tensor;
    /** aten::bitwise_not_(Tensor(a!) self) -> Tensor(a!) */
    bitwiseNot_(): Tensor;
    /** aten::bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_or.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_or.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseOr(other: Scalar): Tensor;
    bitwiseOr(other: Tensor): Tensor;
    /** aten::bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    bitwiseOr_(other: Scalar): Tensor;
    bitwiseOr_(other: Tensor): Tensor;
    /** aten::bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_right_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_right_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_right_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseRightShift(other: Tensor): Tensor;
    bitwiseRightShift(other: Scalar): Tensor;
    /** aten::bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!) */
    bitwiseRightShift_(other: Tensor): Tensor;
    bitwiseRightShift_(other: Scalar): Tensor;
    /** aten::bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_xor.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_xor.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseXor(other: Scalar): Tensor;
    bitwiseXor(other: Tensor): Tensor;
    /** aten::bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    bitwiseXor_(other: Scalar): Tensor;
    bitwiseXor_(other: Tensor): Tensor;
    /** aten::broadcast_to(Tensor(a) self, int[] size) -> Tensor(a) */
    broadcastTo(size: number[]): Tensor;
    /** aten::bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
     * aten::bucketize.Tensor_out(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!) */
    bucketize(boundaries: Tensor, options?: {
        outInt32?: boolean;
        right?: boolean;
    }): Tensor;
    /** aten::cauchy(Tensor self, float median=0., float sigma=1., *, Generator? generator=None) -> Tensor
     * aten::cauchy.out(Tensor self, float median=0., float sigma=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    cauchy(median?: number, sigma?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::cauchy_(Tensor(a!) self, float median=0., float sigma=1., *, Generator? generator=None) -> Tensor(a!) */
    cauchy_(median?: number, sigma?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::ccol_indices(Tensor(a) self) -> Tensor(a) */
    ccolIndices(): Tensor;
    /** aten::ccol_indices_copy(Tensor self) -> Tensor
     * aten::ccol_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    ccolIndicesCopy(): Tensor;
    /** aten::ceil(Tensor self) -> Tensor
     * aten::ceil.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    ceil(): Tensor;
    /** aten::ceil_(Tensor(a!) self) -> Tensor(a!) */
    ceil_(): Tensor;
    /** aten::celu(Tensor self, Scalar alpha=1.) -> Tensor
     * aten::celu.out(Tensor self, Scalar alpha=1., *, Tensor(a!) out) -> Tensor(a!) */
    celu(alpha?: Scalar): Tensor;
    /** aten::celu_(Tensor(a!) self, Scalar alpha=1.) -> Tensor(a!) */
    celu_(alpha?: Scalar): Tensor;
    /** aten::chalf(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor */
    chalf(options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::channel_shuffle(Tensor self, int groups) -> Tensor
     * aten::channel_shuffle.out(Tensor self, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    channelShuffle(groups: number): Tensor;
    /** aten::cholesky(Tensor self, bool upper=False) -> Tensor
     * aten::cholesky.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!) */
    cholesky(upper?: boolean): Tensor;
    /** aten::cholesky_inverse(Tensor self, bool upper=False) -> Tensor
     * aten::cholesky_inverse.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!) */
    choleskyInverse(upper?: boolean): Tensor;
    /** aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
     * aten::cholesky_solve.out(Tensor self, Tensor input2, bool upper=False, *, Tensor(a!) out) -> Tensor(a!) */
    choleskySolve(input2: Tensor, upper?: boolean): Tensor;
    /** aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
     * aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
     * aten::clamp.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clamp.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!) */
    clamp(min?: Scalar | null, max?: Scalar | null): Tensor;
    clamp(min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
     * aten::clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!) */
    clamp_(min?: Scalar | null, max?: Scalar | null): Tensor;
    clamp_(min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clamp_max(Tensor self, Scalar max) -> Tensor
     * aten::clamp_max.Tensor(Tensor self, Tensor max) -> Tensor
     * aten::clamp_max.Tensor_out(Tensor self, Tensor max, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clamp_max.out(Tensor self, Scalar max, *, Tensor(a!) out) -> Tensor(a!) */
    clampMax(max: Scalar): Tensor;
    clampMax(max: Tensor): Tensor;
    /** aten::clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
     * aten::clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!) */
    clampMax_(max: Scalar): Tensor;
    clampMax_(max: Tensor): Tensor;
    /** aten::clamp_min(Tensor self, Scalar min) -> Tensor
     * aten::clamp_min.Tensor(Tensor self, Tensor min) -> Tensor
     * aten::clamp_min.Tensor_out(Tensor self, Tensor min, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clamp_min.out(Tensor self, Scalar min, *, Tensor(a!) out) -> Tensor(a!) */
    clampMin(min: Scalar): Tensor;
    clampMin(min: Tensor): Tensor;
    /** aten::clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
     * aten::clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!) */
    clampMin_(min: Scalar): Tensor;
    clampMin_(min: Tensor): Tensor;
    /** aten::clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
     * aten::clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
     * aten::clip.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clip.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!) */
    clip(min?: Scalar | null, max?: Scalar | null): Tensor;
    clip(min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
     * aten::clip_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!) */
    clip_(min?: Scalar | null, max?: Scalar | null): Tensor;
    clip_(min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::coalesce(Tensor(a) self) -> Tensor(a) */
    coalesce(): Tensor;
    /** aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
     * aten::col2im.out(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!) */
    col2im(outputSize: number | number[], kernelSize: number | number[], dilation: number | number[], padding: number | number[], stride: number | number[]): Tensor;
    /** aten::col_indices(Tensor(a) self) -> Tensor(a) */
    colIndices(): Tensor;
    /** aten::col_indices_copy(Tensor self) -> Tensor
     * aten::col_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    colIndicesCopy(): Tensor;
    /** aten::combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor */
    combinations(r?: number, withReplacement?: boolean): Tensor;
    /** aten::conj(Tensor(a) self) -> Tensor(a) */
    conj(): Tensor;
    /** aten::conj_physical(Tensor self) -> Tensor
     * aten::conj_physical.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    conjPhysical(): Tensor;
    /** aten::conj_physical_(Tensor(a!) self) -> Tensor(a!) */
    conjPhysical_(): Tensor;
    /** aten::constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor
     * aten::constant_pad_nd.out(Tensor self, int[] pad, Scalar value=0, *, Tensor(a!) out) -> Tensor(a!) */
    constantPadNd(pad: number[], value?: Scalar): Tensor;
    /** aten::conv_depthwise3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation) -> Tensor
     * aten::conv_depthwise3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation, *, Tensor(a!) out) -> Tensor(a!) */
    convDepthwise3d(weight: Tensor, kernelSize: number | number[], bias: Tensor | null, stride: number | number[], padding: number | number[], dilation: number | number[]): Tensor;
    /** aten::conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor
     * aten::conv_tbc.out(Tensor self, Tensor weight, Tensor bias, int pad=0, *, Tensor(a!) out) -> Tensor(a!) */
    convTbc(weight: Tensor, bias: Tensor, pad?: number): Tensor;
    /** aten::conv_tbc_backward(Tensor self, Tensor input, Tensor weight, Tensor bias, int pad) -> (Tensor, Tensor, Tensor) */
    convTbcBackward(input: Tensor, weight: Tensor, bias: Tensor, pad: number): [Tensor, Tensor, Tensor];
    /** aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
     * aten::copy.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!) */
    copy(src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copy_sparse_to_sparse(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
     * aten::copy_sparse_to_sparse.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!) */
    copySparseToSparse(src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copy_sparse_to_sparse_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!) */
    copySparseToSparse_(src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copysign.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::copysign.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::copysign.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::copysign.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    copysign(other: Scalar): Tensor;
    copysign(other: Tensor): Tensor;
    /** aten::copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    copysign_(other: Scalar): Tensor;
    copysign_(other: Tensor): Tensor;
    /** aten::corrcoef(Tensor self) -> Tensor */
    corrcoef(): Tensor;
    /** aten::cos(Tensor self) -> Tensor
     * aten::cos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    cos(): Tensor;
    /** aten::cos_(Tensor(a!) self) -> Tensor(a!) */
    cos_(): Tensor;
    /** aten::cosh(Tensor self) -> Tensor
     * aten::cosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    cosh(): Tensor;
    /** aten::cosh_(Tensor(a!) self) -> Tensor(a!) */
    cosh_(): Tensor;
    /** aten::count_nonzero(Tensor self, int? dim=None) -> Tensor
     * aten::count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
     * aten::count_nonzero.dim_IntList_out(Tensor self, int[] dim, *, Tensor(a!) out) -> Tensor(a!)
     * aten::count_nonzero.out(Tensor self, int? dim=None, *, Tensor(a!) out) -> Tensor(a!) */
    countNonzero(dim?: number | null): Tensor;
    countNonzero(dim: number[]): Tensor;
    /** aten::cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor */
    cov(options?: {
        correction?: number;
        fweights?: Tensor | null;
        aweights?: Tensor | null;
    }): Tensor;
    /** aten::cross(Tensor self, Tensor other, int? dim=None) -> Tensor
     * aten::cross.out(Tensor self, Tensor other, int? dim=None, *, Tensor(a!) out) -> Tensor(a!) */
    cross(other: Tensor, dim?: number | null): Tensor;
    /** aten::cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100, float label_smoothing=0.) -> Tensor */
    crossEntropyLoss(target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number, labelSmoothing?: number): Tensor;
    /** aten::crow_indices(Tensor(a) self) -> Tensor(a) */
    crowIndices(): Tensor;
    /** aten::crow_indices_copy(Tensor self) -> Tensor
     * aten::crow_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    crowIndicesCopy(): Tensor;
    /** aten::cudnn_convolution(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
     * aten::cudnn_convolution.out(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolution(weight: Tensor, padding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean, allowTf32: boolean): Tensor;
    /** aten::cudnn_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
     * aten::cudnn_convolution_add_relu.out(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolutionAddRelu(weight: Tensor, z: Tensor, alpha: Scalar | null, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::cudnn_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
     * aten::cudnn_convolution_relu.out(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolutionRelu(weight: Tensor, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::cudnn_convolution_transpose(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
     * aten::cudnn_convolution_transpose.out(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolutionTranspose(weight: Tensor, padding: number[], outputPadding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean, allowTf32: boolean): Tensor;
    /** aten::cudnn_grid_sampler(Tensor self, Tensor grid) -> Tensor output
     * aten::cudnn_grid_sampler.out(Tensor self, Tensor grid, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnGridSampler(grid: Tensor): Tensor;
    /** aten::cudnn_grid_sampler_backward(Tensor self, Tensor grid, Tensor grad_output) -> (Tensor grad_self, Tensor grad_grid)
     * aten::cudnn_grid_sampler_backward.out(Tensor self, Tensor grid, Tensor grad_output, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    cudnnGridSamplerBackward(grid: Tensor, gradOutput: Tensor): [Tensor, Tensor];
    /** aten::cudnn_is_acceptable(Tensor self) -> bool */
    cudnnIsAcceptable(): boolean;
    /** aten::cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)
     * aten::cummax.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    cummax(dim: number): [Tensor, Tensor];
    /** aten::cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
     * aten::cummin.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    cummin(dim: number): [Tensor, Tensor];
    /** aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
     * aten::cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    cumprod(dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!) */
    cumprod_(dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
     * aten::cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    cumsum(dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!) */
    cumsum_(dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::data(Tensor self) -> Tensor */
    data(): Tensor;
    /** aten::deg2rad(Tensor self) -> Tensor
     * aten::deg2rad.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    deg2rad(): Tensor;
    /** aten::deg2rad_(Tensor(a!) self) -> Tensor(a!) */
    deg2rad_(): Tensor;
    /** aten::dense_dim(Tensor self) -> int */
    denseDim(): number;
    /** aten::dequantize.self(Tensor self) -> Tensor
     * aten::dequantize.self_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    dequantize(): Tensor;
    /** aten::det(Tensor self) -> Tensor */
    det(): Tensor;
    /** aten::detach_copy(Tensor self) -> Tensor
     * aten::detach_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    detachCopy(): Tensor;
    /** aten::diag(Tensor self, int diagonal=0) -> Tensor
     * aten::diag.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!) */
    diag(diagonal?: number): Tensor;
    /** aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor
     * aten::diag_embed.out(Tensor self, int offset=0, int dim1=-2, int dim2=-1, *, Tensor(a!) out) -> Tensor(a!) */
    diagEmbed(offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diagflat(Tensor self, int offset=0) -> Tensor */
    diagflat(offset?: number): Tensor;
    /** aten::diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a) */
    diagonal(offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor
     * aten::diagonal_copy.out(Tensor self, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!) */
    diagonalCopy(offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor
     * aten::diagonal_scatter.out(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!) */
    diagonalScatter(src: Tensor, offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor
     * aten::diff.out(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None, *, Tensor(a!) out) -> Tensor(a!) */
    diff(n?: number, dim?: number, prepend?: Tensor | null, append?: Tensor | null): Tensor;
    /** aten::digamma(Tensor self) -> Tensor
     * aten::digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    digamma(): Tensor;
    /** aten::digamma_(Tensor(a!) self) -> Tensor(a!) */
    digamma_(): Tensor;
    /** aten::dist(Tensor self, Tensor other, Scalar p=2) -> Tensor
     * aten::dist.out(Tensor self, Tensor other, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!) */
    dist(other: Tensor, p?: Scalar): Tensor;
    /** aten::divide.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
     * aten::divide.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
     * aten::divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::divide.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!) */
    divide(other: Scalar): Tensor;
    divide(other: Scalar, options?: {
        roundingMode?: string | null;
    }): Tensor;
    divide(other: Tensor): Tensor;
    divide(other: Tensor, options?: {
        roundingMode?: string | null;
    }): Tensor;
    /** aten::divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::divide_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
     * aten::divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::divide_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!) */
    divide_(other: Scalar): Tensor;
    divide_(other: Scalar, options?: {
        roundingMode?: string | null;
    }): Tensor;
    divide_(other: Tensor): Tensor;
    divide_(other: Tensor, options?: {
        roundingMode?: string | null;
    }): Tensor;
    /** aten::dot(Tensor self, Tensor tensor) -> Tensor
     * aten::dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!) */
    dot(tensor: Tensor): Tensor;
    /** aten::dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    dropout_(p: number, train: boolean): Tensor;
    /** aten::dsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
     * aten::dsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[] */
    dsplit(indices: number[]): Tensor[];
    dsplit(sections: number): Tensor[];
    /** aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
     * aten::elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!) */
    elu(alpha?: Scalar, scale?: Scalar, inputScale?: Scalar): Tensor;
    /** aten::elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!) */
    elu_(alpha?: Scalar, scale?: Scalar, inputScale?: Scalar): Tensor;
    /** aten::embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -> Tensor
     * aten::embedding_renorm.out(Tensor self, Tensor indices, float max_norm, float norm_type, *, Tensor(a!) out) -> Tensor(a!) */
    embeddingRenorm(indices: Tensor, maxNorm: number, normType: number): Tensor;
    /** aten::embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!) */
    embeddingRenorm_(indices: Tensor, maxNorm: number, normType: number): Tensor;
    /** aten::empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::empty_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    emptyLike(options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    eq_(other: Scalar): Tensor;
    eq_(other: Tensor): Tensor;
    /** aten::erf(Tensor self) -> Tensor
     * aten::erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    erf(): Tensor;
    /** aten::erf_(Tensor(a!) self) -> Tensor(a!) */
    erf_(): Tensor;
    /** aten::erfc(Tensor self) -> Tensor
     * aten::erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    erfc(): Tensor;
    /** aten::erfc_(Tensor(a!) self) -> Tensor(a!) */
    erfc_(): Tensor;
    /** aten::erfinv(Tensor self) -> Tensor
     * aten::erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    erfinv(): Tensor;
    /** aten::erfinv_(Tensor(a!) self) -> Tensor(a!) */
    erfinv_(): Tensor;
    /** aten::exp2(Tensor self) -> Tensor
     * aten::exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    exp2(): Tensor;
    /** aten::exp2_(Tensor(a!) self) -> Tensor(a!) */
    exp2_(): Tensor;
    /** aten::exp_(Tensor(a!) self) -> Tensor(a!) */
    exp_(): Tensor;
    /** aten::expand_as(Tensor(a) self, Tensor other) -> Tensor(a) */
    expandAs(other: Tensor): Tensor;
    /** aten::expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor
     * aten::expand_copy.out(Tensor self, SymInt[] size, *, bool implicit=False, Tensor(a!) out) -> Tensor(a!) */
    expandCopy(size: number[], options?: {
        implicit?: boolean;
    }): Tensor;
    /** aten::expm1(Tensor self) -> Tensor
     * aten::expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    expm1(): Tensor;
    /** aten::expm1_(Tensor(a!) self) -> Tensor(a!) */
    expm1_(): Tensor;
    /** aten::exponential(Tensor self, float lambd=1., *, Generator? generator=None) -> Tensor
     * aten::exponential.out(Tensor self, float lambd=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    exponential(lambd?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::exponential_(Tensor(a!) self, float lambd=1., *, Generator? generator=None) -> Tensor(a!) */
    exponential_(lambd?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::fake_quantize_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> Tensor */
    fakeQuantizePerChannelAffine(scale: Tensor, zeroPoint: Tensor, axis: number, quantMin: number, quantMax: number): Tensor;
    /** aten::fake_quantize_per_channel_affine_cachemask(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
     * aten::fake_quantize_per_channel_affine_cachemask.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    fakeQuantizePerChannelAffineCachemask(scale: Tensor, zeroPoint: Tensor, axis: number, quantMin: number, quantMax: number): [Tensor, Tensor];
    /** aten::fake_quantize_per_tensor_affine(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> Tensor
     * aten::fake_quantize_per_tensor_affine.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max) -> Tensor */
    fakeQuantizePerTensorAffine(scale: number, zeroPoint: number, quantMin: number, quantMax: number): Tensor;
    fakeQuantizePerTensorAffine(scale: Tensor, zeroPoint: Tensor, quantMin: number, quantMax: number): Tensor;
    /** aten::fake_quantize_per_tensor_affine_cachemask(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
     * aten::fake_quantize_per_tensor_affine_cachemask.out(Tensor self, float scale, int zero_point, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    fakeQuantizePerTensorAffineCachemask(scale: number, zeroPoint: number, quantMin: number, quantMax: number): [Tensor, Tensor];
    /** aten::feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    featureAlphaDropout_(p: number, train: boolean): Tensor;
    /** aten::feature_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    featureDropout_(p: number, train: boolean): Tensor;
    /** aten::fft_fft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_fft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftFft(n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_fft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_fft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftFft2(s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_fftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_fftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftFftn(s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor */
    fftFftshift(dim?: number | number[] | null): Tensor;
    /** aten::fft_hfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_hfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftHfft(n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_hfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_hfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftHfft2(s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_hfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_hfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftHfftn(s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_ifft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_ifft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIfft(n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_ifft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_ifft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIfft2(s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_ifftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_ifftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIfftn(s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_ifftshift(Tensor self, int[1]? dim=None) -> Tensor */
    fftIfftshift(dim?: number | number[] | null): Tensor;
    /** aten::fft_ihfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_ihfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIhfft(n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_ihfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_ihfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIhfft2(s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_ihfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_ihfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIhfftn(s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_irfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_irfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIrfft(n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_irfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_irfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIrfft2(s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_irfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_irfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIrfftn(s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_rfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_rfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftRfft(n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_rfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_rfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftRfft2(s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_rfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_rfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftRfftn(s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fill.Scalar(Tensor self, Scalar value) -> Tensor
     * aten::fill.Scalar_out(Tensor self, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::fill.Tensor(Tensor self, Tensor value) -> Tensor
     * aten::fill.Tensor_out(Tensor self, Tensor value, *, Tensor(a!) out) -> Tensor(a!) */
    fill(value: Scalar): Tensor;
    fill(value: Tensor): Tensor;
    /** aten::fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -> Tensor(a!) */
    fillDiagonal_(fillValue: Scalar, wrap?: boolean): Tensor;
    /** aten::fix(Tensor self) -> Tensor
     * aten::fix.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    fix(): Tensor;
    /** aten::fix_(Tensor(a!) self) -> Tensor(a!) */
    fix_(): Tensor;
    /** aten::flip(Tensor self, int[] dims) -> Tensor
     * aten::flip.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!) */
    flip(dims: number[]): Tensor;
    /** aten::fliplr(Tensor self) -> Tensor */
    fliplr(): Tensor;
    /** aten::flipud(Tensor self) -> Tensor */
    flipud(): Tensor;
    /** aten::float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
     * aten::float_power.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
     * aten::float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
     * aten::float_power.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!) */
    floatPower(exponent: Scalar): Tensor;
    floatPower(exponent: Tensor): Tensor;
    /** aten::float_power_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
     * aten::float_power_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!) */
    floatPower_(exponent: Scalar): Tensor;
    floatPower_(exponent: Tensor): Tensor;
    /** aten::floor(Tensor self) -> Tensor
     * aten::floor.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    floor(): Tensor;
    /** aten::floor_(Tensor(a!) self) -> Tensor(a!) */
    floor_(): Tensor;
    /** aten::floor_divide(Tensor self, Tensor other) -> Tensor
     * aten::floor_divide.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    floorDivide(other: Tensor): Tensor;
    floorDivide(other: Scalar): Tensor;
    /** aten::floor_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    floorDivide_(other: Scalar): Tensor;
    floorDivide_(other: Tensor): Tensor;
    /** aten::fmax(Tensor self, Tensor other) -> Tensor
     * aten::fmax.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    fmax(other: Tensor): Tensor;
    /** aten::fmin(Tensor self, Tensor other) -> Tensor
     * aten::fmin.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    fmin(other: Tensor): Tensor;
    /** aten::fmod.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::fmod.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::fmod.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    fmod(other: Scalar): Tensor;
    fmod(other: Tensor): Tensor;
    /** aten::fmod_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    fmod_(other: Scalar): Tensor;
    fmod_(other: Tensor): Tensor;
    /** aten::frac(Tensor self) -> Tensor
     * aten::frac.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    frac(): Tensor;
    /** aten::frac_(Tensor(a!) self) -> Tensor(a!) */
    frac_(): Tensor;
    /** aten::fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)
     * aten::fractional_max_pool2d.output(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    fractionalMaxPool2d(kernelSize: number | number[], outputSize: number | number[], randomSamples: Tensor): [Tensor, Tensor];
    /** aten::fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)
     * aten::fractional_max_pool3d.output(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    fractionalMaxPool3d(kernelSize: number | number[], outputSize: number | number[], randomSamples: Tensor): [Tensor, Tensor];
    /** aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)
     * aten::frexp.Tensor_out(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) -> (Tensor(a!) mantissa, Tensor(b!) exponent) */
    frexp(): [Tensor, Tensor];
    /** aten::frobenius_norm(Tensor self) -> Tensor
     * aten::frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
     * aten::frobenius_norm.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    frobeniusNorm(): Tensor;
    frobeniusNorm(dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::full_like.out(Tensor self, Scalar fill_value, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    fullLike(fillValue: Scalar, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::fused_moving_avg_obs_fake_quant(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> Tensor */
    fusedMovingAvgObsFakeQuant(observerOn: Tensor, fakeQuantOn: Tensor, runningMin: Tensor, runningMax: Tensor, scale: Tensor, zeroPoint: Tensor, averagingConst: number, quantMin: number, quantMax: number, chAxis: number, perRowFakeQuant?: boolean, symmetricQuant?: boolean): Tensor;
    /** aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
     * aten::gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!) */
    gather(dim: number, index: Tensor, options?: {
        sparseGrad?: boolean;
    }): Tensor;
    /** aten::gcd(Tensor self, Tensor other) -> Tensor
     * aten::gcd.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    gcd(other: Tensor): Tensor;
    /** aten::gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    gcd_(other: Tensor): Tensor;
    /** aten::ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    ge_(other: Scalar): Tensor;
    ge_(other: Tensor): Tensor;
    /** aten::gelu(Tensor self, *, str approximate="none") -> Tensor
     * aten::gelu.out(Tensor self, *, str approximate="none", Tensor(a!) out) -> Tensor(a!) */
    gelu(options?: {
        approximate?: string;
    }): Tensor;
    /** aten::gelu_(Tensor(a!) self, *, str approximate="none") -> Tensor(a!) */
    gelu_(options?: {
        approximate?: string;
    }): Tensor;
    /** aten::geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor
     * aten::geometric.out(Tensor self, float p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    geometric(p: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!) */
    geometric_(p: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)
     * aten::geqrf.a(Tensor self, *, Tensor(a!) a, Tensor(b!) tau) -> (Tensor(a!) a, Tensor(b!) tau) */
    geqrf(): [Tensor, Tensor];
    /** aten::ger(Tensor self, Tensor vec2) -> Tensor
     * aten::ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!) */
    ger(vec2: Tensor): Tensor;
    /** aten::glu(Tensor self, int dim=-1) -> Tensor
     * aten::glu.out(Tensor self, int dim=-1, *, Tensor(a!) out) -> Tensor(a!) */
    glu(dim?: number): Tensor;
    /** aten::gradient.array(Tensor self, *, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -> Tensor[]
     * aten::gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -> Tensor[]
     * aten::gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -> Tensor[] */
    gradient(options?: {
        spacing?: Scalar | null;
        dim?: number | null;
        edgeOrder?: number;
    }): Tensor[];
    /** aten::greater.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::greater.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::greater.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::greater.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    greater(other: Scalar): Tensor;
    greater(other: Tensor): Tensor;
    /** aten::greater_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::greater_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    greater_(other: Scalar): Tensor;
    greater_(other: Tensor): Tensor;
    /** aten::greater_equal.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::greater_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::greater_equal.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::greater_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    greaterEqual(other: Scalar): Tensor;
    greaterEqual(other: Tensor): Tensor;
    /** aten::greater_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::greater_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    greaterEqual_(other: Scalar): Tensor;
    greaterEqual_(other: Tensor): Tensor;
    /** aten::gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    gt_(other: Scalar): Tensor;
    gt_(other: Tensor): Tensor;
    /** aten::hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor
     * aten::hardshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!) */
    hardshrink(lambd?: Scalar): Tensor;
    /** aten::hardsigmoid(Tensor self) -> Tensor
     * aten::hardsigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    hardsigmoid(): Tensor;
    /** aten::hardsigmoid_(Tensor(a!) self) -> Tensor(a!) */
    hardsigmoid_(): Tensor;
    /** aten::hardswish(Tensor self) -> Tensor
     * aten::hardswish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    hardswish(): Tensor;
    /** aten::hardswish_(Tensor(a!) self) -> Tensor(a!) */
    hardswish_(): Tensor;
    /** aten::hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
     * aten::hardtanh.out(Tensor self, Scalar min_val=-1, Scalar max_val=1, *, Tensor(a!) out) -> Tensor(a!) */
    hardtanh(minVal?: Scalar, maxVal?: Scalar): Tensor;
    /** aten::hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!) */
    hardtanh_(minVal?: Scalar, maxVal?: Scalar): Tensor;
    /** aten::heaviside(Tensor self, Tensor values) -> Tensor
     * aten::heaviside.out(Tensor self, Tensor values, *, Tensor(a!) out) -> Tensor(a!) */
    heaviside(values: Tensor): Tensor;
    /** aten::heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!) */
    heaviside_(values: Tensor): Tensor;
    /** aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor */
    hingeEmbeddingLoss(target: Tensor, margin?: number, reduction?: number): Tensor;
    /** aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor
     * aten::histc.out(Tensor self, int bins=100, Scalar min=0, Scalar max=0, *, Tensor(a!) out) -> Tensor(a!) */
    histc(bins?: number, min?: Scalar, max?: Scalar): Tensor;
    /** aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
     * aten::histogram.bin_ct_out(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
     * aten::histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
     * aten::histogram.bins_tensor_out(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges) */
    histogram(bins?: number, options?: {
        range?: number[] | null;
        weight?: Tensor | null;
        density?: boolean;
    }): [Tensor, Tensor];
    histogram(bins: Tensor, options?: {
        weight?: Tensor | null;
        density?: boolean;
    }): [Tensor, Tensor];
    /** aten::histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
     * aten::histogramdd.TensorList_bins(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
     * aten::histogramdd.int_bins(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges) */
    histogramdd(bins: number[], range?: number[] | null, weight?: Tensor | null, density?: boolean): [Tensor, Tensor[]];
    histogramdd(bins: Tensor[], range?: number[] | null, weight?: Tensor | null, density?: boolean): [Tensor, Tensor[]];
    histogramdd(bins: number, range?: number[] | null, weight?: Tensor | null, density?: boolean): [Tensor, Tensor[]];
    /** aten::hsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
     * aten::hsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[] */
    hsplit(indices: number[]): Tensor[];
    hsplit(sections: number): Tensor[];
    /** aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -> Tensor
     * aten::huber_loss.out(Tensor self, Tensor target, int reduction=1, float delta=1., *, Tensor(a!) out) -> Tensor(a!) */
    huberLoss(target: Tensor, reduction?: number, delta?: number): Tensor;
    /** aten::hypot(Tensor self, Tensor other) -> Tensor
     * aten::hypot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    hypot(other: Tensor): Tensor;
    /** aten::hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    hypot_(other: Tensor): Tensor;
    /** aten::i0(Tensor self) -> Tensor
     * aten::i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    i0(): Tensor;
    /** aten::i0_(Tensor(a!) self) -> Tensor(a!) */
    i0_(): Tensor;
    /** aten::igamma(Tensor self, Tensor other) -> Tensor
     * aten::igamma.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    igamma(other: Tensor): Tensor;
    /** aten::igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    igamma_(other: Tensor): Tensor;
    /** aten::igammac(Tensor self, Tensor other) -> Tensor
     * aten::igammac.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    igammac(other: Tensor): Tensor;
    /** aten::igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    igammac_(other: Tensor): Tensor;
    /** aten::im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
     * aten::im2col.out(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!) */
    im2col(kernelSize: number | number[], dilation: number | number[], padding: number | number[], stride: number | number[]): Tensor;
    /** aten::imag(Tensor(a) self) -> Tensor(a) */
    imag(): Tensor;
    /** aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
     * aten::index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    indexAdd(dim: number, index: Tensor, source: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!) */
    indexAdd_(dim: number, index: Tensor, source: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor
     * aten::index_copy.out(Tensor self, int dim, Tensor index, Tensor source, *, Tensor(a!) out) -> Tensor(a!) */
    indexCopy(dim: number, index: Tensor, source: Tensor): Tensor;
    /** aten::index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!) */
    indexCopy_(dim: number, index: Tensor, source: Tensor): Tensor;
    /** aten::index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
     * aten::index_fill.int_Scalar_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
     * aten::index_fill.int_Tensor_out(Tensor self, int dim, Tensor index, Tensor value, *, Tensor(a!) out) -> Tensor(a!) */
    indexFill(dim: number, index: Tensor, value: Scalar): Tensor;
    indexFill(dim: number, index: Tensor, value: Tensor): Tensor;
    /** aten::index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
     * aten::index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!) */
    indexFill_(dim: number, index: Tensor, value: Scalar): Tensor;
    indexFill_(dim: number, index: Tensor, value: Tensor): Tensor;
    /** aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor
     * aten::index_put.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!) */
    indexPut(indices: (Tensor | null)[], values: Tensor, accumulate?: boolean): Tensor;
    /** aten::index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
     * aten::index_reduce.out(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!) */
    indexReduce(dim: number, index: Tensor, source: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!) */
    indexReduce_(dim: number, index: Tensor, source: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::index_select(Tensor self, int dim, Tensor index) -> Tensor
     * aten::index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!) */
    indexSelect(dim: number, index: Tensor): Tensor;
    /** aten::indices(Tensor(a) self) -> Tensor(a) */
    indices(): Tensor;
    /** aten::indices_copy(Tensor self) -> Tensor
     * aten::indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    indicesCopy(): Tensor;
    /** aten::inner(Tensor self, Tensor other) -> Tensor
     * aten::inner.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    inner(other: Tensor): Tensor;
    /** aten::int_repr(Tensor self) -> Tensor
     * aten::int_repr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    intRepr(): Tensor;
    /** aten::inverse(Tensor self) -> Tensor
     * aten::inverse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    inverse(): Tensor;
    /** aten::is_coalesced(Tensor self) -> bool */
    isCoalesced(): boolean;
    /** aten::is_complex(Tensor self) -> bool */
    isComplex(): boolean;
    /** aten::is_conj(Tensor self) -> bool */
    isConj(): boolean;
    /** aten::is_distributed(Tensor self) -> bool */
    isDistributed(): boolean;
    /** aten::is_floating_point(Tensor self) -> bool */
    isFloatingPoint(): boolean;
    /** aten::is_inference(Tensor self) -> bool */
    isInference(): boolean;
    /** aten::is_neg(Tensor self) -> bool */
    isNeg(): boolean;
    /** aten::is_nonzero(Tensor self) -> bool */
    isNonzero(): boolean;
    /** aten::is_pinned(Tensor self, Device? device=None) -> bool */
    isPinned(device?: string | null): boolean;
    /** aten::is_same_size(Tensor self, Tensor other) -> bool */
    isSameSize(other: Tensor): boolean;
    /** aten::is_set_to(Tensor self, Tensor tensor) -> bool */
    isSetTo(tensor: Tensor): boolean;
    /** aten::is_signed(Tensor self) -> bool */
    isSigned(): boolean;
    /** aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor */
    isclose(other: Tensor, rtol?: number, atol?: number, equalNan?: boolean): Tensor;
    /** aten::isfinite(Tensor self) -> Tensor */
    isfinite(): Tensor;
    /** aten::isinf(Tensor self) -> Tensor
     * aten::isinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isinf(): Tensor;
    /** aten::isnan(Tensor self) -> Tensor
     * aten::isnan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isnan(): Tensor;
    /** aten::isneginf(Tensor self) -> Tensor
     * aten::isneginf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isneginf(): Tensor;
    /** aten::isposinf(Tensor self) -> Tensor
     * aten::isposinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isposinf(): Tensor;
    /** aten::isreal(Tensor self) -> Tensor */
    isreal(): Tensor;
    /** aten::istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor */
    istft(nFft: number, hopLength?: number | null, winLength?: number | null, window?: Tensor | null, center?: boolean, normalized?: boolean, onesided?: boolean | null, length?: number | null, returnComplex?: boolean): Tensor;
    /** aten::kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -> Tensor */
    klDiv(target: Tensor, reduction?: number, options?: {
        logTarget?: boolean;
    }): Tensor;
    /** aten::kron(Tensor self, Tensor other) -> Tensor
     * aten::kron.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    kron(other: Tensor): Tensor;
    /** aten::kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::kthvalue.values(Tensor self, int k, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    kthvalue(k: number, dim?: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor */
    l1Loss(target: Tensor, reduction?: number): Tensor;
    /** aten::lcm(Tensor self, Tensor other) -> Tensor
     * aten::lcm.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    lcm(other: Tensor): Tensor;
    /** aten::lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    lcm_(other: Tensor): Tensor;
    /** aten::ldexp.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::ldexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    ldexp(other: Tensor): Tensor;
    /** aten::ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    ldexp_(other: Tensor): Tensor;
    /** aten::le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    le_(other: Scalar): Tensor;
    le_(other: Tensor): Tensor;
    /** aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
     * aten::leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!) */
    leakyRelu(negativeSlope?: Scalar): Tensor;
    /** aten::leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!) */
    leakyRelu_(negativeSlope?: Scalar): Tensor;
    /** aten::lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
     * aten::lerp.Scalar_out(Tensor self, Tensor end, Scalar weight, *, Tensor(a!) out) -> Tensor(a!)
     * aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
     * aten::lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!) */
    lerp(end: Tensor, weight: Scalar): Tensor;
    lerp(end: Tensor, weight: Tensor): Tensor;
    /** aten::lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)
     * aten::lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!) */
    lerp_(end: Tensor, weight: Scalar): Tensor;
    lerp_(end: Tensor, weight: Tensor): Tensor;
    /** aten::less.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::less.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::less.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::less.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    less(other: Scalar): Tensor;
    less(other: Tensor): Tensor;
    /** aten::less_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::less_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    less_(other: Scalar): Tensor;
    less_(other: Tensor): Tensor;
    /** aten::less_equal.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::less_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::less_equal.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::less_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    lessEqual(other: Scalar): Tensor;
    lessEqual(other: Tensor): Tensor;
    /** aten::less_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::less_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    lessEqual_(other: Scalar): Tensor;
    lessEqual_(other: Tensor): Tensor;
    /** aten::lgamma(Tensor self) -> Tensor
     * aten::lgamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    lgamma(): Tensor;
    /** aten::lgamma_(Tensor(a!) self) -> Tensor(a!) */
    lgamma_(): Tensor;
    /** aten::lift(Tensor self) -> Tensor
     * aten::lift.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    lift(): Tensor;
    /** aten::lift_fresh(Tensor(a) self) -> Tensor(a) */
    liftFresh(): Tensor;
    /** aten::lift_fresh_copy(Tensor self) -> Tensor
     * aten::lift_fresh_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    liftFreshCopy(): Tensor;
    /** aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor
     * aten::linalg_cholesky.out(Tensor self, *, bool upper=False, Tensor(a!) out) -> Tensor(a!) */
    linalgCholesky(options?: {
        upper?: boolean;
    }): Tensor;
    /** aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)
     * aten::linalg_cholesky_ex.L(Tensor self, *, bool upper=False, bool check_errors=False, Tensor(a!) L, Tensor(b!) info) -> (Tensor(a!) L, Tensor(b!) info) */
    linalgCholeskyEx(options?: {
        upper?: boolean;
        checkErrors?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor
     * aten::linalg_cond.out(Tensor self, Scalar? p=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_cond.p_str(Tensor self, str p) -> Tensor
     * aten::linalg_cond.p_str_out(Tensor self, str p, *, Tensor(a!) out) -> Tensor(a!) */
    linalgCond(p?: Scalar | null): Tensor;
    linalgCond(p: string): Tensor;
    /** aten::linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor
     * aten::linalg_cross.out(Tensor self, Tensor other, *, int dim=-1, Tensor(a!) out) -> Tensor(a!) */
    linalgCross(other: Tensor, options?: {
        dim?: number;
    }): Tensor;
    /** aten::linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)
     * aten::linalg_eig.out(Tensor self, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) */
    linalgEig(): [Tensor, Tensor];
    /** aten::linalg_eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)
     * aten::linalg_eigh.eigvals(Tensor self, str UPLO="L", *, Tensor(a!) eigvals, Tensor(b!) eigvecs) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) */
    linalgEigh(UPLO?: string): [Tensor, Tensor];
    /** aten::linalg_eigvals(Tensor self) -> Tensor
     * aten::linalg_eigvals.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    linalgEigvals(): Tensor;
    /** aten::linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor
     * aten::linalg_eigvalsh.out(Tensor self, str UPLO="L", *, Tensor(a!) out) -> Tensor(a!) */
    linalgEigvalsh(UPLO?: string): Tensor;
    /** aten::linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)
     * aten::linalg_ldl_factor.out(Tensor self, *, bool hermitian=False, Tensor(a!) LD, Tensor(b!) pivots) -> (Tensor(a!) LD, Tensor(b!) pivots) */
    linalgLdlFactor(options?: {
        hermitian?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)
     * aten::linalg_ldl_factor_ex.out(Tensor self, *, bool hermitian=False, bool check_errors=False, Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) */
    linalgLdlFactorEx(options?: {
        hermitian?: boolean;
        checkErrors?: boolean;
    }): [Tensor, Tensor, Tensor];
    /** aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)
     * aten::linalg_lstsq.out(Tensor self, Tensor b, float? rcond=None, *, str? driver=None, Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) -> (Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) */
    linalgLstsq(b: Tensor, rcond?: number | null, options?: {
        driver?: string | null;
    }): [Tensor, Tensor, Tensor, Tensor];
    /** aten::linalg_matmul(Tensor self, Tensor other) -> Tensor
     * aten::linalg_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatmul(other: Tensor): Tensor;
    /** aten::linalg_matrix_exp(Tensor self) -> Tensor
     * aten::linalg_matrix_exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixExp(): Tensor;
    /** aten::linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_matrix_norm.out(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_matrix_norm.str_ord_out(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixNorm(ord: Scalar, dim?: number[], keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    linalgMatrixNorm(ord?: string, dim?: number[], keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::linalg_matrix_power(Tensor self, int n) -> Tensor
     * aten::linalg_matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixPower(n: number): Tensor;
    /** aten::linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor
     * aten::linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
     * aten::linalg_matrix_rank.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_rank.out(Tensor self, float tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixRank(tol: number, hermitian?: boolean): Tensor;
    linalgMatrixRank(options?: {
        atol?: number | null;
        rtol?: number | null;
        hermitian?: boolean;
    }): Tensor;
    /** aten::linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_norm.ord_str_out(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_norm.out(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    linalgNorm(ord?: Scalar | null, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    linalgNorm(ord: string, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor
     * aten::linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
     * aten::linalg_pinv.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
     * aten::linalg_pinv.atol_rtol_tensor_out(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_pinv.out(Tensor self, float rcond, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_pinv.out_rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor */
    linalgPinv(rcond: number, hermitian?: boolean): Tensor;
    linalgPinv(options?: {
        atol?: number | null;
        rtol?: number | null;
        hermitian?: boolean;
    }): Tensor;
    linalgPinv(options?: {
        atol?: Tensor | null;
        rtol?: Tensor | null;
        hermitian?: boolean;
    }): Tensor;
    linalgPinv(rcond: Tensor, hermitian?: boolean): Tensor;
    /** aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor
     * aten::linalg_tensorinv.out(Tensor self, int ind=2, *, Tensor(a!) out) -> Tensor(a!) */
    linalgTensorinv(ind?: number): Tensor;
    /** aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor
     * aten::linalg_tensorsolve.out(Tensor self, Tensor other, int[]? dims=None, *, Tensor(a!) out) -> Tensor(a!) */
    linalgTensorsolve(other: Tensor, dims?: number[] | null): Tensor;
    /** aten::linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    linalgVectorNorm(ord?: Scalar, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    linearBackward(gradOutput: Tensor, weight: Tensor, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::log10(Tensor self) -> Tensor
     * aten::log10.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log10(): Tensor;
    /** aten::log10_(Tensor(a!) self) -> Tensor(a!) */
    log10_(): Tensor;
    /** aten::log1p(Tensor self) -> Tensor
     * aten::log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log1p(): Tensor;
    /** aten::log1p_(Tensor(a!) self) -> Tensor(a!) */
    log1p_(): Tensor;
    /** aten::log2(Tensor self) -> Tensor
     * aten::log2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log2(): Tensor;
    /** aten::log2_(Tensor(a!) self) -> Tensor(a!) */
    log2_(): Tensor;
    /** aten::log_(Tensor(a!) self) -> Tensor(a!) */
    log_(): Tensor;
    /** aten::log_normal(Tensor self, float mean=1., float std=2., *, Generator? generator=None) -> Tensor
     * aten::log_normal.out(Tensor self, float mean=1., float std=2., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    logNormal(mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::log_normal_(Tensor(a!) self, float mean=1., float std=2., *, Generator? generator=None) -> Tensor(a!) */
    logNormal_(mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::log_sigmoid(Tensor self) -> Tensor
     * aten::log_sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    logSigmoid(): Tensor;
    /** aten::log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)
     * aten::log_sigmoid_forward.output(Tensor self, *, Tensor(a!) output, Tensor(b!) buffer) -> (Tensor(a!), Tensor(b!)) */
    logSigmoidForward(): [Tensor, Tensor];
    /** aten::logaddexp(Tensor self, Tensor other) -> Tensor
     * aten::logaddexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logaddexp(other: Tensor): Tensor;
    /** aten::logaddexp2(Tensor self, Tensor other) -> Tensor
     * aten::logaddexp2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logaddexp2(other: Tensor): Tensor;
    /** aten::logcumsumexp(Tensor self, int dim) -> Tensor
     * aten::logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!) */
    logcumsumexp(dim: number): Tensor;
    /** aten::logdet(Tensor self) -> Tensor */
    logdet(): Tensor;
    /** aten::logical_and(Tensor self, Tensor other) -> Tensor
     * aten::logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logicalAnd(other: Tensor): Tensor;
    /** aten::logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    logicalAnd_(other: Tensor): Tensor;
    /** aten::logical_not(Tensor self) -> Tensor
     * aten::logical_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    logicalNot(): Tensor;
    /** aten::logical_not_(Tensor(a!) self) -> Tensor(a!) */
    logicalNot_(): Tensor;
    /** aten::logical_or(Tensor self, Tensor other) -> Tensor
     * aten::logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logicalOr(other: Tensor): Tensor;
    /** aten::logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    logicalOr_(other: Tensor): Tensor;
    /** aten::logical_xor(Tensor self, Tensor other) -> Tensor
     * aten::logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logicalXor(other: Tensor): Tensor;
    /** aten::logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    logicalXor_(other: Tensor): Tensor;
    /** aten::logit(Tensor self, float? eps=None) -> Tensor
     * aten::logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!) */
    logit(eps?: number | null): Tensor;
    /** aten::logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!) */
    logit_(eps?: number | null): Tensor;
    /** aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
     * aten::logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    logsumexp(dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    lt_(other: Scalar): Tensor;
    lt_(other: Tensor): Tensor;
    /** aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor
     * aten::lu_solve.out(Tensor self, Tensor LU_data, Tensor LU_pivots, *, Tensor(a!) out) -> Tensor(a!) */
    luSolve(LUData: Tensor, LUPivots: Tensor): Tensor;
    /** aten::mH(Tensor(a) self) -> Tensor(a) */
    mH(): Tensor;
    /** aten::mT(Tensor(a) self) -> Tensor(a) */
    mT(): Tensor;
    /** aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
     * aten::masked_fill.Scalar_out(Tensor self, Tensor mask, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
     * aten::masked_fill.Tensor_out(Tensor self, Tensor mask, Tensor value, *, Tensor(a!) out) -> Tensor(a!) */
    maskedFill(mask: Tensor, value: Scalar): Tensor;
    maskedFill(mask: Tensor, value: Tensor): Tensor;
    /** aten::masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)
     * aten::masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!) */
    maskedFill_(mask: Tensor, value: Scalar): Tensor;
    maskedFill_(mask: Tensor, value: Tensor): Tensor;
    /** aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
     * aten::masked_scatter.out(Tensor self, Tensor mask, Tensor source, *, Tensor(a!) out) -> Tensor(a!) */
    maskedScatter(mask: Tensor, source: Tensor): Tensor;
    /** aten::masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!) */
    maskedScatter_(mask: Tensor, source: Tensor): Tensor;
    /** aten::masked_select(Tensor self, Tensor mask) -> Tensor
     * aten::masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!) */
    maskedSelect(mask: Tensor): Tensor;
    /** aten::matrix_H(Tensor(a) self) -> Tensor(a) */
    matrix_H(): Tensor;
    /** aten::matrix_exp(Tensor self) -> Tensor */
    matrixExp(): Tensor;
    /** aten::matrix_exp_backward(Tensor self, Tensor grad) -> Tensor */
    matrixExpBackward(grad: Tensor): Tensor;
    /** aten::matrix_power(Tensor self, int n) -> Tensor
     * aten::matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!) */
    matrixPower(n: number): Tensor;
    /** aten::max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> Tensor */
    maxPool1d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> (Tensor, Tensor) */
    maxPool1dWithIndices(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): [Tensor, Tensor];
    /** aten::max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor */
    maxPool2d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
     * aten::max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    maxPool2dWithIndices(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): [Tensor, Tensor];
    /** aten::max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor */
    maxPool3d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
     * aten::max_pool3d_with_indices.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    maxPool3dWithIndices(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): [Tensor, Tensor];
    /** aten::max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor
     * aten::max_unpool2d.out(Tensor self, Tensor indices, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    maxUnpool2d(indices: Tensor, outputSize: number | number[]): Tensor;
    /** aten::max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor
     * aten::max_unpool3d.out(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding, *, Tensor(a!) out) -> Tensor(a!) */
    maxUnpool3d(indices: Tensor, outputSize: number | number[], stride: number | number[], padding: number | number[]): Tensor;
    /** aten::median(Tensor self) -> Tensor
     * aten::median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::median.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::median.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    median(): Tensor;
    median(dim: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::miopen_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
     * aten::miopen_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!) */
    miopenConvolution(weight: Tensor, bias: Tensor | null, padding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean): Tensor;
    /** aten::miopen_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor */
    miopenConvolutionAddRelu(weight: Tensor, z: Tensor, alpha: Scalar | null, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::miopen_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor */
    miopenConvolutionRelu(weight: Tensor, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::miopen_convolution_transpose(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
     * aten::miopen_convolution_transpose.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!) */
    miopenConvolutionTranspose(weight: Tensor, bias: Tensor | null, padding: number[], outputPadding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean): Tensor;
    /** aten::miopen_depthwise_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
     * aten::miopen_depthwise_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!) */
    miopenDepthwiseConvolution(weight: Tensor, bias: Tensor | null, padding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean): Tensor;
    /** aten::mish(Tensor self) -> Tensor
     * aten::mish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    mish(): Tensor;
    /** aten::mish_(Tensor(a!) self) -> Tensor(a!) */
    mish_(): Tensor;
    /** aten::mkldnn_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor
     * aten::mkldnn_adaptive_avg_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnAdaptiveAvgPool2d(outputSize: number | number[]): Tensor;
    /** aten::mkldnn_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups) -> Tensor
     * aten::mkldnn_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnConvolution(weight: Tensor, bias: Tensor | null, padding: number[], stride: number[], dilation: number[], groups: number): Tensor;
    /** aten::mkldnn_linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor
     * aten::mkldnn_linear.out(Tensor self, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnLinear(weight: Tensor, bias?: Tensor | null): Tensor;
    /** aten::mkldnn_linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::mkldnn_linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    mkldnnLinearBackward(gradOutput: Tensor, weight: Tensor, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::mkldnn_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mkldnn_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnMaxPool2d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mkldnn_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mkldnn_max_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnMaxPool3d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mkldnn_reorder_conv2d_weight(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1) -> Tensor
     * aten::mkldnn_reorder_conv2d_weight.out(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnReorderConv2dWeight(padding?: number | number[], stride?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    /** aten::mkldnn_reorder_conv3d_weight(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1) -> Tensor
     * aten::mkldnn_reorder_conv3d_weight.out(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnReorderConv3dWeight(padding?: number | number[], stride?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    /** aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::mode.values(Tensor self, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    mode(dim?: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
     * aten::moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a) */
    moveaxis(source: number, destination: number): Tensor;
    moveaxis(source: number[], destination: number[]): Tensor;
    /** aten::movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)
     * aten::movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a) */
    movedim(source: number, destination: number): Tensor;
    movedim(source: number[], destination: number[]): Tensor;
    /** aten::mps_convolution_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::mps_convolution_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    mpsConvolutionBackward(gradOutput: Tensor, weight: Tensor, padding: number[], stride: number[], dilation: number[], groups: number, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::mps_convolution_transpose_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask) -> (Tensor, Tensor)
     * aten::mps_convolution_transpose_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    mpsConvolutionTransposeBackward(gradOutput: Tensor, weight: Tensor, padding: number[], outputPadding: number[], stride: number[], dilation: number[], groups: number, outputMask: boolean | boolean[]): [Tensor, Tensor];
    /** aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor
     * aten::mse_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    mseLoss(target: Tensor, reduction?: number): Tensor;
    /** aten::msort(Tensor self) -> Tensor
     * aten::msort.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    msort(): Tensor;
    /** aten::multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1) -> Tensor
     * aten::multi_margin_loss.out(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    multiMarginLoss(target: Tensor, p?: Scalar, margin?: Scalar, weight?: Tensor | null, reduction?: number): Tensor;
    /** aten::multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor
     * aten::multilabel_margin_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    multilabelMarginLoss(target: Tensor, reduction?: number): Tensor;
    /** aten::multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)
     * aten::multilabel_margin_loss_forward.output(Tensor self, Tensor target, int reduction, *, Tensor(a!) output, Tensor(b!) is_target) -> (Tensor(a!), Tensor(b!)) */
    multilabelMarginLossForward(target: Tensor, reduction: number): [Tensor, Tensor];
    /** aten::multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
     * aten::multinomial.out(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    multinomial(numSamples: number, replacement?: boolean, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::multiply.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::multiply.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::multiply.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    multiply(other: Scalar): Tensor;
    multiply(other: Tensor): Tensor;
    /** aten::multiply_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::multiply_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    multiply_(other: Scalar): Tensor;
    multiply_(other: Tensor): Tensor;
    /** aten::mv(Tensor self, Tensor vec) -> Tensor
     * aten::mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!) */
    mv(vec: Tensor): Tensor;
    /** aten::mvlgamma(Tensor self, int p) -> Tensor
     * aten::mvlgamma.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!) */
    mvlgamma(p: number): Tensor;
    /** aten::mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!) */
    mvlgamma_(p: number): Tensor;
    /** aten::nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
     * aten::nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!) */
    nanToNum(nan?: number | null, posinf?: number | null, neginf?: number | null): Tensor;
    /** aten::nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!) */
    nanToNum_(nan?: number | null, posinf?: number | null, neginf?: number | null): Tensor;
    /** aten::nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::nanmean.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    nanmean(dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::nanmedian(Tensor self) -> Tensor
     * aten::nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::nanmedian.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::nanmedian.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    nanmedian(): Tensor;
    nanmedian(dim: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::nanquantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)
     * aten::nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::nanquantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!) */
    nanquantile(q: Tensor, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    nanquantile(q: number, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    /** aten::nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::nansum.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    nansum(dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor
     * aten::narrow_copy.out(Tensor self, int dim, SymInt start, SymInt length, *, Tensor(a!) out) -> Tensor(a!) */
    narrowCopy(dim: number, start: number, length: number): Tensor;
    /** aten::native_channel_shuffle(Tensor self, int groups) -> Tensor */
    nativeChannelShuffle(groups: number): Tensor;
    /** aten::native_norm(Tensor self, Scalar p=2) -> Tensor
     * aten::native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -> Tensor
     * aten::native_norm.ScalarOpt_dim_dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::native_norm.out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!) */
    nativeNorm(p?: Scalar): Tensor;
    nativeNorm(p: Scalar | null, dim: number | number[], keepdim: boolean, dtype?: DType | null): Tensor;
    /** aten::ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    ne_(other: Scalar): Tensor;
    ne_(other: Tensor): Tensor;
    /** aten::neg_(Tensor(a!) self) -> Tensor(a!) */
    neg_(): Tensor;
    /** aten::negative(Tensor self) -> Tensor
     * aten::negative.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    negative(): Tensor;
    /** aten::negative_(Tensor(a!) self) -> Tensor(a!) */
    negative_(): Tensor;
    /** aten::nested_to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor */
    nestedToPaddedTensor(padding: number, outputSize?: number[] | null): Tensor;
    /** aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_empty.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    newEmpty(size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_empty_strided.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!) */
    newEmptyStrided(size: number[], stride: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_full.out(Tensor self, SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!) */
    newFull(size: number[], fillValue: Scalar, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_ones.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    newOnes(size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_zeros.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    newZeros(size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::nextafter(Tensor self, Tensor other) -> Tensor
     * aten::nextafter.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    nextafter(other: Tensor): Tensor;
    /** aten::nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    nextafter_(other: Tensor): Tensor;
    /** aten::nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor
     * aten::nll_loss.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!) */
    nllLoss(target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number): Tensor;
    /** aten::nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor
     * aten::nll_loss2d.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!) */
    nllLoss2d(target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number): Tensor;
    /** aten::nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
     * aten::nll_loss2d_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!)) */
    nllLoss2dForward(target: Tensor, weight: Tensor | null, reduction: number, ignoreIndex: number): [Tensor, Tensor];
    /** aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
     * aten::nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!)) */
    nllLossForward(target: Tensor, weight: Tensor | null, reduction: number, ignoreIndex: number): [Tensor, Tensor];
    /** aten::nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor */
    nllLossNd(target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number): Tensor;
    /** aten::nonzero(Tensor self) -> Tensor
     * aten::nonzero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    nonzero(): Tensor;
    /** aten::nonzero_numpy(Tensor self) -> Tensor[] */
    nonzeroNumpy(): Tensor[];
    /** aten::norm.Scalar(Tensor self, Scalar p=2) -> Tensor
     * aten::norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
     * aten::norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
     * aten::norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor
     * aten::norm.ScalarOpt_dtype_out(Tensor self, Scalar? p, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
     * aten::norm.Scalar_out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
     * aten::norm.dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
     * aten::norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    norm(p?: Scalar): Tensor;
    norm(p: Scalar | null, dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::normal_(Tensor(a!) self, float mean=0., float std=1., *, Generator? generator=None) -> Tensor(a!) */
    normal_(mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::normal_functional(Tensor self, float mean=0., float std=1., *, Generator? generator=None) -> Tensor */
    normalFunctional(mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::not_equal.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::not_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::not_equal.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::not_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    notEqual(other: Scalar): Tensor;
    notEqual(other: Tensor): Tensor;
    /** aten::not_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::not_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    notEqual_(other: Scalar): Tensor;
    notEqual_(other: Tensor): Tensor;
    /** aten::nuclear_norm(Tensor self, bool keepdim=False) -> Tensor
     * aten::nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor
     * aten::nuclear_norm.dim_out(Tensor self, int[2] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
     * aten::nuclear_norm.out(Tensor self, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    nuclearNorm(keepdim?: boolean): Tensor;
    nuclearNorm(dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::numpy_T(Tensor(a) self) -> Tensor(a) */
    numpy_T(): Tensor;
    /** aten::one_hot(Tensor self, int num_classes=-1) -> Tensor */
    oneHot(numClasses?: number): Tensor;
    /** aten::ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::ones_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    onesLike(options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::orgqr(Tensor self, Tensor input2) -> Tensor
     * aten::orgqr.out(Tensor self, Tensor input2, *, Tensor(a!) out) -> Tensor(a!) */
    orgqr(input2: Tensor): Tensor;
    /** aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor
     * aten::ormqr.out(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False, *, Tensor(a!) out) -> Tensor(a!) */
    ormqr(input2: Tensor, input3: Tensor, left?: boolean, transpose?: boolean): Tensor;
    /** aten::outer(Tensor self, Tensor vec2) -> Tensor
     * aten::outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!) */
    outer(vec2: Tensor): Tensor;
    /** aten::output_nr(Tensor self) -> int */
    outputNr(): number;
    /** aten::pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor */
    pad(pad: number[], mode?: string, value?: number | null): Tensor;
    /** aten::pdist(Tensor self, float p=2.) -> Tensor */
    pdist(p?: number): Tensor;
    /** aten::permute_copy(Tensor self, int[] dims) -> Tensor
     * aten::permute_copy.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!) */
    permuteCopy(dims: number[]): Tensor;
    /** aten::pin_memory(Tensor(a) self, Device? device=None) -> Tensor(a) */
    pinMemory(device?: string | null): Tensor;
    /** aten::pinverse(Tensor self, float rcond=1.0000000000000001e-15) -> Tensor */
    pinverse(rcond?: number): Tensor;
    /** aten::pixel_shuffle(Tensor self, int upscale_factor) -> Tensor
     * aten::pixel_shuffle.out(Tensor self, int upscale_factor, *, Tensor(a!) out) -> Tensor(a!) */
    pixelShuffle(upscaleFactor: number): Tensor;
    /** aten::pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor
     * aten::pixel_unshuffle.out(Tensor self, int downscale_factor, *, Tensor(a!) out) -> Tensor(a!) */
    pixelUnshuffle(downscaleFactor: number): Tensor;
    /** aten::poisson(Tensor self, Generator? generator=None) -> Tensor
     * aten::poisson.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!) */
    poisson(generator?: null | null): Tensor;
    /** aten::polygamma_(Tensor(a!) self, int n) -> Tensor(a!) */
    polygamma_(n: number): Tensor;
    /** aten::positive(Tensor(a) self) -> Tensor(a) */
    positive(): Tensor;
    /** aten::pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
     * aten::pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!) */
    pow_(exponent: Scalar): Tensor;
    pow_(exponent: Tensor): Tensor;
    /** aten::prelu(Tensor self, Tensor weight) -> Tensor
     * aten::prelu.out(Tensor self, Tensor weight, *, Tensor(a!) out) -> Tensor(a!) */
    prelu(weight: Tensor): Tensor;
    /** aten::prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
     * aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::prod.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    prod(options?: {
        dtype?: DType | null;
    }): Tensor;
    prod(dim: number, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor
     * aten::put.out(Tensor self, Tensor index, Tensor source, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!) */
    put(index: Tensor, source: Tensor, accumulate?: boolean): Tensor;
    /** aten::put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!) */
    put_(index: Tensor, source: Tensor, accumulate?: boolean): Tensor;
    /** aten::q_per_channel_axis(Tensor self) -> int */
    qPerChannelAxis(): number;
    /** aten::q_per_channel_scales(Tensor self) -> Tensor
     * aten::q_per_channel_scales.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    qPerChannelScales(): Tensor;
    /** aten::q_per_channel_zero_points(Tensor self) -> Tensor
     * aten::q_per_channel_zero_points.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    qPerChannelZeroPoints(): Tensor;
    /** aten::q_scale(Tensor self) -> float */
    qScale(): number;
    /** aten::q_zero_point(Tensor self) -> int */
    qZeroPoint(): number;
    /** aten::qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)
     * aten::qr.Q(Tensor self, bool some=True, *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R) */
    qr(some?: boolean): [Tensor, Tensor];
    /** aten::qscheme(Tensor self) -> QScheme */
    qscheme(): unknown;
    /** aten::quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::quantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)
     * aten::quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::quantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!) */
    quantile(q: Tensor, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    quantile(q: number, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    /** aten::quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -> Tensor
     * aten::quantize_per_channel.out(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!) */
    quantizePerChannel(scales: Tensor, zeroPoints: Tensor, axis: number, dtype: DType): Tensor;
    /** aten::quantize_per_tensor(Tensor self, float scale, int zero_point, ScalarType dtype) -> Tensor
     * aten::quantize_per_tensor.out(Tensor self, float scale, int zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::quantize_per_tensor.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype) -> Tensor
     * aten::quantize_per_tensor.tensor_qparams_out(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!) */
    quantizePerTensor(scale: number, zeroPoint: number, dtype: DType): Tensor;
    quantizePerTensor(scale: Tensor, zeroPoint: Tensor, dtype: DType): Tensor;
    /** aten::quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -> Tensor
     * aten::quantize_per_tensor_dynamic.out(Tensor self, ScalarType dtype, bool reduce_range, *, Tensor(a!) out) -> Tensor(a!) */
    quantizePerTensorDynamic(dtype: DType, reduceRange: boolean): Tensor;
    /** aten::quantized_max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> Tensor
     * aten::quantized_max_pool1d.out(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    quantizedMaxPool1d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::quantized_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    quantizedMaxPool2d(kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::rad2deg(Tensor self) -> Tensor
     * aten::rad2deg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    rad2deg(): Tensor;
    /** aten::rad2deg_(Tensor(a!) self) -> Tensor(a!) */
    rad2deg_(): Tensor;
    /** aten::rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::rand_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    randLike(options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::randint_like(Tensor self, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::randint_like.low_dtype_out(Tensor self, int low, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
     * aten::randint_like.out(Tensor self, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    randintLike(high: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    randintLike(low: number, high: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::randn_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::randn_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    randnLike(options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::random(Tensor self, *, Generator? generator=None) -> Tensor
     * aten::random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor
     * aten::random.from_out(Tensor self, int from, int? to, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::random.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor
     * aten::random.to_out(Tensor self, int to, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    random(options?: {
        generator?: null | null;
    }): Tensor;
    random(from: number, to?: number | null, options?: {
        generator?: null | null;
    }): Tensor;
    random(to: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)
     * aten::random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)
     * aten::random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!) */
    random_(options?: {
        generator?: null | null;
    }): Tensor;
    random_(from: number, to?: number | null, options?: {
        generator?: null | null;
    }): Tensor;
    random_(to: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::ravel(Tensor(a) self) -> Tensor(a) */
    ravel(): Tensor;
    /** aten::real(Tensor(a) self) -> Tensor(a) */
    real(): Tensor;
    /** aten::reciprocal(Tensor self) -> Tensor
     * aten::reciprocal.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    reciprocal(): Tensor;
    /** aten::reciprocal_(Tensor(a!) self) -> Tensor(a!) */
    reciprocal_(): Tensor;
    /** aten::refine_names(Tensor(a) self, str[] names) -> Tensor(a) */
    refineNames(names: string[]): Tensor;
    /** aten::reflection_pad1d(Tensor self, int[2] padding) -> Tensor
     * aten::reflection_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!) */
    reflectionPad1d(padding: number | number[]): Tensor;
    /** aten::reflection_pad2d(Tensor self, int[4] padding) -> Tensor
     * aten::reflection_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!) */
    reflectionPad2d(padding: number | number[]): Tensor;
    /** aten::reflection_pad3d(Tensor self, int[6] padding) -> Tensor
     * aten::reflection_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!) */
    reflectionPad3d(padding: number | number[]): Tensor;
    /** aten::relu6(Tensor self) -> Tensor */
    relu6(): Tensor;
    /** aten::relu6_(Tensor(a!) self) -> Tensor(a!) */
    relu6_(): Tensor;
    /** aten::relu_(Tensor(a!) self) -> Tensor(a!) */
    relu_(): Tensor;
    /** aten::remainder.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::remainder.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::remainder.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    remainder(other: Scalar): Tensor;
    remainder(other: Tensor): Tensor;
    /** aten::remainder_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    remainder_(other: Scalar): Tensor;
    remainder_(other: Tensor): Tensor;
    /** aten::rename(Tensor(a) self, str[]? names) -> Tensor(a) */
    rename(names?: string[] | null): Tensor;
    /** aten::rename_(Tensor(a!) self, str[]? names) -> Tensor(a!) */
    rename_(names?: string[] | null): Tensor;
    /** aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor
     * aten::renorm.out(Tensor self, Scalar p, int dim, Scalar maxnorm, *, Tensor(a!) out) -> Tensor(a!) */
    renorm(p: Scalar, dim: number, maxnorm: Scalar): Tensor;
    /** aten::renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!) */
    renorm_(p: Scalar, dim: number, maxnorm: Scalar): Tensor;
    /** aten::repeat(Tensor self, SymInt[] repeats) -> Tensor
     * aten::repeat.out(Tensor self, SymInt[] repeats, *, Tensor(a!) out) -> Tensor(a!) */
    repeat(repeats: number[]): Tensor;
    /** aten::repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor
     * aten::repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor */
    repeatInterleave(repeats: Tensor, dim?: number | null, options?: {
        outputSize?: number | null;
    }): Tensor;
    repeatInterleave(repeats: number, dim?: number | null, options?: {
        outputSize?: number | null;
    }): Tensor;
    /** aten::replication_pad1d(Tensor self, int[2] padding) -> Tensor
     * aten::replication_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!) */
    replicationPad1d(padding: number | number[]): Tensor;
    /** aten::replication_pad2d(Tensor self, int[4] padding) -> Tensor
     * aten::replication_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!) */
    replicationPad2d(padding: number | number[]): Tensor;
    /** aten::replication_pad3d(Tensor self, int[6] padding) -> Tensor
     * aten::replication_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!) */
    replicationPad3d(padding: number | number[]): Tensor;
    /** aten::reshape_as(Tensor(a) self, Tensor other) -> Tensor(a) */
    reshapeAs(other: Tensor): Tensor;
    /** aten::resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor
     * aten::resize.out(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    resize(size: number[], options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!) */
    resize_(size: number[], options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor
     * aten::resize_as.out(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    resizeAs(theTemplate: Tensor, options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor(a!) */
    resizeAs_(theTemplate: Tensor, options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_as_sparse(Tensor self, Tensor the_template) -> Tensor
     * aten::resize_as_sparse.out(Tensor self, Tensor the_template, *, Tensor(a!) out) -> Tensor(a!) */
    resizeAsSparse(theTemplate: Tensor): Tensor;
    /** aten::resize_as_sparse_(Tensor(a!) self, Tensor the_template) -> Tensor(a!) */
    resizeAsSparse_(theTemplate: Tensor): Tensor;
    /** aten::resolve_conj(Tensor(a) self) -> Tensor(a) */
    resolveConj(): Tensor;
    /** aten::resolve_neg(Tensor(a) self) -> Tensor(a) */
    resolveNeg(): Tensor;
    /** aten::retains_grad(Tensor self) -> bool */
    retainsGrad(): boolean;
    /** aten::roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor
     * aten::roll.out(Tensor self, int[1] shifts, int[1] dims=[], *, Tensor(a!) out) -> Tensor(a!) */
    roll(shifts: number | number[], dims?: number | number[]): Tensor;
    /** aten::rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor
     * aten::rot90.out(Tensor self, int k=1, int[] dims=[0, 1], *, Tensor(a!) out) -> Tensor(a!) */
    rot90(k?: number, dims?: number[]): Tensor;
    /** aten::round(Tensor self) -> Tensor
     * aten::round.decimals(Tensor self, *, int decimals) -> Tensor
     * aten::round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)
     * aten::round.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    round(): Tensor;
    /** aten::round_(Tensor(a!) self) -> Tensor(a!)
     * aten::round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!) */
    round_(): Tensor;
    /** aten::row_indices(Tensor(a) self) -> Tensor(a) */
    rowIndices(): Tensor;
    /** aten::row_indices_copy(Tensor self) -> Tensor
     * aten::row_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    rowIndicesCopy(): Tensor;
    /** aten::rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor */
    rrelu(lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor(a!) */
    rrelu_(lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor
     * aten::rrelu_with_noise.out(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!) */
    rreluWithNoise(noise: Tensor, lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor(a!) */
    rreluWithNoise_(noise: Tensor, lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rsqrt(Tensor self) -> Tensor
     * aten::rsqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    rsqrt(): Tensor;
    /** aten::rsqrt_(Tensor(a!) self) -> Tensor(a!) */
    rsqrt_(): Tensor;
    /** aten::rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
     * aten::rsub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
     * aten::rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
     * aten::rsub.Tensor_out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    rsub(other: Scalar, alpha?: Scalar): Tensor;
    rsub(other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
     * aten::scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)
     * aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
     * aten::scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
     * aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
     * aten::scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor
     * aten::scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!) */
    scatter(dim: number, index: Tensor, src: Tensor): Tensor;
    scatter(dim: number, index: Tensor, value: Scalar): Tensor;
    /** aten::scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)
     * aten::scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
     * aten::scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
     * aten::scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!) */
    scatter_(dim: number, index: Tensor, src: Tensor): Tensor;
    scatter_(dim: number, index: Tensor, value: Scalar): Tensor;
    /** aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
     * aten::scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!) */
    scatterAdd(dim: number, index: Tensor, src: Tensor): Tensor;
    /** aten::scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!) */
    scatterAdd_(dim: number, index: Tensor, src: Tensor): Tensor;
    /** aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
     * aten::scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!) */
    scatterReduce(dim: number, index: Tensor, src: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!) */
    scatterReduce_(dim: number, index: Tensor, src: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::select_copy.int(Tensor self, int dim, int index) -> Tensor
     * aten::select_copy.int_out(Tensor self, int dim, int index, *, Tensor(a!) out) -> Tensor(a!) */
    selectCopy(dim: number, index: number): Tensor;
    /** aten::select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor
     * aten::select_scatter.out(Tensor self, Tensor src, int dim, int index, *, Tensor(a!) out) -> Tensor(a!) */
    selectScatter(src: Tensor, dim: number, index: number): Tensor;
    /** aten::selu(Tensor self) -> Tensor */
    selu(): Tensor;
    /** aten::selu_(Tensor(a!) self) -> Tensor(a!) */
    selu_(): Tensor;
    /** aten::set(Tensor self) -> Tensor
     * aten::set.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::set.source_Tensor(Tensor self, Tensor source) -> Tensor
     * aten::set.source_Tensor_out(Tensor self, Tensor source, *, Tensor(a!) out) -> Tensor(a!) */
    set(): Tensor;
    set(source: Tensor): Tensor;
    /** aten::set_(Tensor(a!) self) -> Tensor(a!)
     * aten::set_.source_Tensor(Tensor(a!) self, Tensor source) -> Tensor(a!)
     * aten::set_.source_Tensor_storage_offset(Tensor(a!) self, Tensor source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor(a!) */
    set_(): Tensor;
    set_(source: Tensor): Tensor;
    set_(source: Tensor, storageOffset: number, size: number[], stride?: number[]): Tensor;
    /** aten::set_data(Tensor(a!) self, Tensor new_data) -> () */
    setData(newData: Tensor): void;
    /** aten::sgn(Tensor self) -> Tensor
     * aten::sgn.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sgn(): Tensor;
    /** aten::sgn_(Tensor(a!) self) -> Tensor(a!) */
    sgn_(): Tensor;
    /** aten::sigmoid_(Tensor(a!) self) -> Tensor(a!) */
    sigmoid_(): Tensor;
    /** aten::sign(Tensor self) -> Tensor
     * aten::sign.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sign(): Tensor;
    /** aten::sign_(Tensor(a!) self) -> Tensor(a!) */
    sign_(): Tensor;
    /** aten::signbit(Tensor self) -> Tensor
     * aten::signbit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    signbit(): Tensor;
    /** aten::silu(Tensor self) -> Tensor
     * aten::silu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    silu(): Tensor;
    /** aten::silu_(Tensor(a!) self) -> Tensor(a!) */
    silu_(): Tensor;
    /** aten::sin(Tensor self) -> Tensor
     * aten::sin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sin(): Tensor;
    /** aten::sin_(Tensor(a!) self) -> Tensor(a!) */
    sin_(): Tensor;
    /** aten::sinc(Tensor self) -> Tensor
     * aten::sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sinc(): Tensor;
    /** aten::sinc_(Tensor(a!) self) -> Tensor(a!) */
    sinc_(): Tensor;
    /** aten::sinh(Tensor self) -> Tensor
     * aten::sinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sinh(): Tensor;
    /** aten::sinh_(Tensor(a!) self) -> Tensor(a!) */
    sinh_(): Tensor;
    /** aten::slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a) */
    slice(dim?: number, start?: number | null, end?: number | null, step?: number): Tensor;
    /** aten::slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
     * aten::slice_copy.Tensor_out(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!) */
    sliceCopy(dim?: number, start?: number | null, end?: number | null, step?: number): Tensor;
    /** aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
     * aten::slice_scatter.out(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!) */
    sliceScatter(src: Tensor, dim?: number, start?: number | null, end?: number | null, step?: number): Tensor;
    /** aten::slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)
     * aten::slogdet.out(Tensor self, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet) */
    slogdet(): [Tensor, Tensor];
    /** aten::slow_conv3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0) -> Tensor
     * aten::slow_conv3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, *, Tensor(a!) out) -> Tensor(a!) */
    slowConv3d(weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[]): Tensor;
    /** aten::slow_conv3d_forward(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding) -> Tensor
     * aten::slow_conv3d_forward.output(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, *, Tensor(a!) output) -> Tensor(a!) */
    slowConv3dForward(weight: Tensor, kernelSize: number | number[], bias: Tensor | null, stride: number | number[], padding: number | number[]): Tensor;
    /** aten::slow_conv_dilated2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1) -> Tensor
     * aten::slow_conv_dilated2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvDilated2d(weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::slow_conv_dilated3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1) -> Tensor
     * aten::slow_conv_dilated3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvDilated3d(weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::slow_conv_transpose2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1) -> Tensor
     * aten::slow_conv_transpose2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvTranspose2d(weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::slow_conv_transpose3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1) -> Tensor
     * aten::slow_conv_transpose3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvTranspose3d(weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::smm(Tensor self, Tensor mat2) -> Tensor */
    smm(mat2: Tensor): Tensor;
    /** aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.) -> Tensor
     * aten::smooth_l1_loss.out(Tensor self, Tensor target, int reduction=1, float beta=1., *, Tensor(a!) out) -> Tensor(a!) */
    smoothL1Loss(target: Tensor, reduction?: number, beta?: number): Tensor;
    /** aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor
     * aten::soft_margin_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    softMarginLoss(target: Tensor, reduction?: number): Tensor;
    /** aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
     * aten::softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!) */
    softplus(beta?: Scalar, threshold?: Scalar): Tensor;
    /** aten::softshrink(Tensor self, Scalar lambd=0.5) -> Tensor
     * aten::softshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!) */
    softshrink(lambd?: Scalar): Tensor;
    /** aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
     * aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
     * aten::sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    sort(dim?: number, descending?: boolean): [Tensor, Tensor];
    sort(options?: {
        stable?: boolean | null;
        dim?: number;
        descending?: boolean;
    }): [Tensor, Tensor];
    /** aten::sparse_dim(Tensor self) -> int */
    sparseDim(): number;
    /** aten::sparse_mask(Tensor self, Tensor mask) -> Tensor
     * aten::sparse_mask.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!) */
    sparseMask(mask: Tensor): Tensor;
    /** aten::sparse_resize(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
     * aten::sparse_resize.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!) */
    sparseResize(size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_resize_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!) */
    sparseResize_(size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_resize_and_clear(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
     * aten::sparse_resize_and_clear.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!) */
    sparseResizeAndClear(size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_resize_and_clear_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!) */
    sparseResizeAndClear_(size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_sampled_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::sparse_sampled_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    sparseSampledAddmm(mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::special_bessel_j0(Tensor self) -> Tensor
     * aten::special_bessel_j0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselJ0(): Tensor;
    /** aten::special_bessel_j1(Tensor self) -> Tensor
     * aten::special_bessel_j1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselJ1(): Tensor;
    /** aten::special_bessel_y0(Tensor self) -> Tensor
     * aten::special_bessel_y0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselY0(): Tensor;
    /** aten::special_bessel_y1(Tensor self) -> Tensor
     * aten::special_bessel_y1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselY1(): Tensor;
    /** aten::special_digamma(Tensor self) -> Tensor
     * aten::special_digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialDigamma(): Tensor;
    /** aten::special_entr(Tensor self) -> Tensor
     * aten::special_entr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialEntr(): Tensor;
    /** aten::special_erf(Tensor self) -> Tensor
     * aten::special_erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErf(): Tensor;
    /** aten::special_erfc(Tensor self) -> Tensor
     * aten::special_erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErfc(): Tensor;
    /** aten::special_erfcx(Tensor self) -> Tensor
     * aten::special_erfcx.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErfcx(): Tensor;
    /** aten::special_erfinv(Tensor self) -> Tensor
     * aten::special_erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErfinv(): Tensor;
    /** aten::special_exp2(Tensor self) -> Tensor
     * aten::special_exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialExp2(): Tensor;
    /** aten::special_expit(Tensor self) -> Tensor
     * aten::special_expit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialExpit(): Tensor;
    /** aten::special_expm1(Tensor self) -> Tensor
     * aten::special_expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialExpm1(): Tensor;
    /** aten::special_gammainc(Tensor self, Tensor other) -> Tensor
     * aten::special_gammainc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialGammainc(other: Tensor): Tensor;
    /** aten::special_gammaincc(Tensor self, Tensor other) -> Tensor
     * aten::special_gammaincc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialGammaincc(other: Tensor): Tensor;
    /** aten::special_gammaln(Tensor self) -> Tensor
     * aten::special_gammaln.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialGammaln(): Tensor;
    /** aten::special_i0(Tensor self) -> Tensor
     * aten::special_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI0(): Tensor;
    /** aten::special_i0e(Tensor self) -> Tensor
     * aten::special_i0e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI0e(): Tensor;
    /** aten::special_i1(Tensor self) -> Tensor
     * aten::special_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI1(): Tensor;
    /** aten::special_i1e(Tensor self) -> Tensor
     * aten::special_i1e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI1e(): Tensor;
    /** aten::special_log1p(Tensor self) -> Tensor
     * aten::special_log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialLog1p(): Tensor;
    /** aten::special_log_ndtr(Tensor self) -> Tensor
     * aten::special_log_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialLogNdtr(): Tensor;
    /** aten::special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor */
    specialLogSoftmax(dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::special_logit(Tensor self, float? eps=None) -> Tensor
     * aten::special_logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!) */
    specialLogit(eps?: number | null): Tensor;
    /** aten::special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
     * aten::special_logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    specialLogsumexp(dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::special_modified_bessel_i0(Tensor self) -> Tensor
     * aten::special_modified_bessel_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselI0(): Tensor;
    /** aten::special_modified_bessel_i1(Tensor self) -> Tensor
     * aten::special_modified_bessel_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselI1(): Tensor;
    /** aten::special_modified_bessel_k0(Tensor self) -> Tensor
     * aten::special_modified_bessel_k0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselK0(): Tensor;
    /** aten::special_modified_bessel_k1(Tensor self) -> Tensor
     * aten::special_modified_bessel_k1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselK1(): Tensor;
    /** aten::special_multigammaln(Tensor self, int p) -> Tensor
     * aten::special_multigammaln.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!) */
    specialMultigammaln(p: number): Tensor;
    /** aten::special_ndtr(Tensor self) -> Tensor
     * aten::special_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialNdtr(): Tensor;
    /** aten::special_ndtri(Tensor self) -> Tensor
     * aten::special_ndtri.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialNdtri(): Tensor;
    /** aten::special_psi(Tensor self) -> Tensor
     * aten::special_psi.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialPsi(): Tensor;
    /** aten::special_round(Tensor self, *, int decimals=0) -> Tensor
     * aten::special_round.out(Tensor self, *, int decimals=0, Tensor(a!) out) -> Tensor(a!) */
    specialRound(options?: {
        decimals?: number;
    }): Tensor;
    /** aten::special_sinc(Tensor self) -> Tensor
     * aten::special_sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialSinc(): Tensor;
    /** aten::special_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor */
    specialSoftmax(dim: number, dtype?: DType | null): Tensor;
    /** aten::special_xlog1py(Tensor self, Tensor other) -> Tensor
     * aten::special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor
     * aten::special_xlog1py.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_xlog1py.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialXlog1py(other: Tensor): Tensor;
    specialXlog1py(other: Scalar): Tensor;
    /** aten::special_xlogy(Tensor self, Tensor other) -> Tensor
     * aten::special_xlogy.other_scalar(Tensor self, Scalar other) -> Tensor
     * aten::special_xlogy.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_xlogy.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialXlogy(other: Tensor): Tensor;
    specialXlogy(other: Scalar): Tensor;
    /** aten::special_zeta(Tensor self, Tensor other) -> Tensor
     * aten::special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor
     * aten::special_zeta.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_zeta.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialZeta(other: Tensor): Tensor;
    specialZeta(other: Scalar): Tensor;
    /** aten::split_copy.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
     * aten::split_copy.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> () */
    splitCopy(splitSize: number, dim?: number): Tensor[];
    /** aten::split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[] */
    splitWithSizes(splitSizes: number[], dim?: number): Tensor[];
    /** aten::split_with_sizes_copy(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
     * aten::split_with_sizes_copy.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> () */
    splitWithSizesCopy(splitSizes: number[], dim?: number): Tensor[];
    /** aten::sqrt_(Tensor(a!) self) -> Tensor(a!) */
    sqrt_(): Tensor;
    /** aten::square(Tensor self) -> Tensor
     * aten::square.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    square(): Tensor;
    /** aten::square_(Tensor(a!) self) -> Tensor(a!) */
    square_(): Tensor;
    /** aten::squeeze_(Tensor(a!) self) -> Tensor(a!)
     * aten::squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!) */
    squeeze_(): Tensor;
    squeeze_(dim: number): Tensor;
    /** aten::squeeze_copy(Tensor self) -> Tensor
     * aten::squeeze_copy.dim(Tensor self, int dim) -> Tensor
     * aten::squeeze_copy.dim_out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
     * aten::squeeze_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    squeezeCopy(): Tensor;
    squeezeCopy(dim: number): Tensor;
    /** aten::sspaddmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::sspaddmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    sspaddmm(mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::std(Tensor self, bool unbiased=True) -> Tensor
     * aten::std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
     * aten::std.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
     * aten::std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
     * aten::std.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    std(unbiased?: boolean): Tensor;
    std(dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): Tensor;
    std(dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): Tensor;
    /** aten::std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
     * aten::std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
     * aten::std_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
     * aten::std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor) */
    stdMean(unbiased?: boolean): [Tensor, Tensor];
    stdMean(dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): [Tensor, Tensor];
    stdMean(dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): [Tensor, Tensor];
    /** aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor
     * aten::stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor */
    stft(nFft: number, hopLength?: number | null, winLength?: number | null, window?: Tensor | null, normalized?: boolean, onesided?: boolean | null, returnComplex?: boolean | null): Tensor;
    stft(nFft: number, hopLength?: number | null, winLength?: number | null, window?: Tensor | null, center?: boolean, padMode?: string, normalized?: boolean, onesided?: boolean | null, returnComplex?: boolean | null): Tensor;
    /** aten::subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
     * aten::subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
     * aten::subtract.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    subtract(other: Scalar, alpha?: Scalar): Tensor;
    subtract(other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::subtract_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
     * aten::subtract_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!) */
    subtract_(other: Scalar, alpha?: Scalar): Tensor;
    subtract_(other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::sum_to_size(Tensor self, int[] size) -> Tensor */
    sumToSize(size: number[]): Tensor;
    /** aten::svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)
     * aten::svd.U(Tensor self, bool some=True, bool compute_uv=True, *, Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) */
    svd(some?: boolean, computeUv?: boolean): [Tensor, Tensor, Tensor];
    /** aten::swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a) */
    swapaxes(axis0: number, axis1: number): Tensor;
    /** aten::swapaxes_(Tensor(a!) self, int axis0, int axis1) -> Tensor(a!) */
    swapaxes_(axis0: number, axis1: number): Tensor;
    /** aten::swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a) */
    swapdims(dim0: number, dim1: number): Tensor;
    /** aten::swapdims_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!) */
    swapdims_(dim0: number, dim1: number): Tensor;
    /** aten::symeig(Tensor self, bool eigenvectors=False, bool upper=True) -> (Tensor eigenvalues, Tensor eigenvectors)
     * aten::symeig.e(Tensor self, bool eigenvectors=False, bool upper=True, *, Tensor(a!) e, Tensor(b!) V) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) */
    symeig(eigenvectors?: boolean, upper?: boolean): [Tensor, Tensor];
    /** aten::t_(Tensor(a!) self) -> Tensor(a!) */
    t_(): Tensor;
    /** aten::t_copy(Tensor self) -> Tensor
     * aten::t_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    tCopy(): Tensor;
    /** aten::take(Tensor self, Tensor index) -> Tensor
     * aten::take.out(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!) */
    take(index: Tensor): Tensor;
    /** aten::take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor
     * aten::take_along_dim.out(Tensor self, Tensor indices, int? dim=None, *, Tensor(a!) out) -> Tensor(a!) */
    takeAlongDim(indices: Tensor, dim?: number | null): Tensor;
    /** aten::tan(Tensor self) -> Tensor
     * aten::tan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    tan(): Tensor;
    /** aten::tan_(Tensor(a!) self) -> Tensor(a!) */
    tan_(): Tensor;
    /** aten::tanh_(Tensor(a!) self) -> Tensor(a!) */
    tanh_(): Tensor;
    /** aten::tensor_split.indices(Tensor(a -> *) self, int[] indices, int dim=0) -> Tensor(a)[]
     * aten::tensor_split.sections(Tensor(a -> *) self, int sections, int dim=0) -> Tensor(a)[]
     * aten::tensor_split.tensor_indices_or_sections(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[] */
    tensorSplit(indices: number[], dim?: number): Tensor[];
    tensorSplit(sections: number, dim?: number): Tensor[];
    tensorSplit(tensorIndicesOrSections: Tensor, dim?: number): Tensor[];
    /** aten::tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor
     * aten::tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!) */
    tensordot(other: Tensor, dimsSelf: number[], dimsOther: number[]): Tensor;
    /** aten::thnn_conv2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0) -> Tensor
     * aten::thnn_conv2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, *, Tensor(a!) out) -> Tensor(a!) */
    thnnConv2d(weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[]): Tensor;
    /** aten::threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor
     * aten::threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!) */
    threshold(threshold: Scalar, value: Scalar): Tensor;
    /** aten::threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!) */
    threshold_(threshold: Scalar, value: Scalar): Tensor;
    /** aten::tile(Tensor self, int[] dims) -> Tensor */
    tile(dims: number[]): Tensor;
    /** aten::to_dense(Tensor self, ScalarType? dtype=None) -> Tensor */
    toDense(dtype?: DType | null): Tensor;
    /** aten::to_mkldnn(Tensor self, ScalarType? dtype=None) -> Tensor
     * aten::to_mkldnn.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!) */
    toMkldnn(dtype?: DType | null): Tensor;
    /** aten::to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor
     * aten::to_padded_tensor.out(Tensor self, float padding, int[]? output_size=None, *, Tensor(a!) out) -> Tensor(a!) */
    toPaddedTensor(padding: number, outputSize?: number[] | null): Tensor;
    /** aten::to_sparse(Tensor self) -> Tensor
     * aten::to_sparse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor
     * aten::to_sparse.sparse_dim_out(Tensor self, int sparse_dim, *, Tensor(a!) out) -> Tensor(a!) */
    toSparse(): Tensor;
    toSparse(sparseDim: number): Tensor;
    /** aten::to_sparse_bsc(Tensor self, int[2] blocksize) -> Tensor
     * aten::to_sparse_bsc.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseBsc(blocksize: number | number[]): Tensor;
    /** aten::to_sparse_bsr(Tensor self, int[2] blocksize) -> Tensor
     * aten::to_sparse_bsr.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseBsr(blocksize: number | number[]): Tensor;
    /** aten::to_sparse_csc(Tensor self) -> Tensor
     * aten::to_sparse_csc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseCsc(): Tensor;
    /** aten::to_sparse_csr(Tensor self) -> Tensor
     * aten::to_sparse_csr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseCsr(): Tensor;
    /** aten::topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
     * aten::topk.values(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    topk(k: number, dim?: number, largest?: boolean, sorted?: boolean): [Tensor, Tensor];
    /** aten::trace(Tensor self) -> Tensor
     * aten::trace.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    trace(): Tensor;
    /** aten::transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!) */
    transpose_(dim0: number, dim1: number): Tensor;
    /** aten::transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor
     * aten::transpose_copy.int_out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -> Tensor(a!) */
    transposeCopy(dim0: number, dim1: number): Tensor;
    /** aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)
     * aten::triangular_solve.X(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False, *, Tensor(a!) X, Tensor(b!) M) -> (Tensor(a!) solution, Tensor(b!) cloned_coefficient) */
    triangularSolve(A: Tensor, upper?: boolean, transpose?: boolean, unitriangular?: boolean): [Tensor, Tensor];
    /** aten::tril(Tensor self, int diagonal=0) -> Tensor
     * aten::tril.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!) */
    tril(diagonal?: number): Tensor;
    /** aten::tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!) */
    tril_(diagonal?: number): Tensor;
    /** aten::triu(Tensor self, int diagonal=0) -> Tensor
     * aten::triu.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!) */
    triu(diagonal?: number): Tensor;
    /** aten::triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!) */
    triu_(diagonal?: number): Tensor;
    /** aten::true_divide.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::true_divide.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::true_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    trueDivide(other: Scalar): Tensor;
    trueDivide(other: Tensor): Tensor;
    /** aten::true_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::true_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    trueDivide_(other: Scalar): Tensor;
    trueDivide_(other: Tensor): Tensor;
    /** aten::trunc(Tensor self) -> Tensor
     * aten::trunc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    trunc(): Tensor;
    /** aten::trunc_(Tensor(a!) self) -> Tensor(a!) */
    trunc_(): Tensor;
    /** aten::type_as(Tensor self, Tensor other) -> Tensor */
    typeAs(other: Tensor): Tensor;
    /** aten::unbind_copy.int(Tensor self, int dim=0) -> Tensor[]
     * aten::unbind_copy.int_out(Tensor self, int dim=0, *, Tensor(a!)[] out) -> () */
    unbindCopy(dim?: number): Tensor[];
    /** aten::unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a) */
    unflatten(dim: number, sizes: number[]): Tensor;
    /** aten::unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a) */
    unfold(dimension: number, size: number, step: number): Tensor;
    /** aten::unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor
     * aten::unfold_copy.out(Tensor self, int dimension, int size, int step, *, Tensor(a!) out) -> Tensor(a!) */
    unfoldCopy(dimension: number, size: number, step: number): Tensor;
    /** aten::uniform(Tensor self, float from=0., float to=1., *, Generator? generator=None) -> Tensor
     * aten::uniform.out(Tensor self, float from=0., float to=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    uniform(from?: number, to?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::uniform_(Tensor(a!) self, float from=0., float to=1., *, Generator? generator=None) -> Tensor(a!) */
    uniform_(from?: number, to?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)
     * aten::unique_consecutive.out(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    uniqueConsecutive(returnInverse?: boolean, returnCounts?: boolean, dim?: number | null): [Tensor, Tensor, Tensor];
    /** aten::unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
     * aten::unique_dim.out(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    uniqueDim(dim: number, sorted?: boolean, returnInverse?: boolean, returnCounts?: boolean): [Tensor, Tensor, Tensor];
    /** aten::unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
     * aten::unique_dim_consecutive.out(Tensor self, int dim, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    uniqueDimConsecutive(dim: number, returnInverse?: boolean, returnCounts?: boolean): [Tensor, Tensor, Tensor];
    /** aten::unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[] */
    unsafeChunk(chunks: number, dim?: number): Tensor[];
    /** aten::unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
     * aten::unsafe_split.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> () */
    unsafeSplit(splitSize: number, dim?: number): Tensor[];
    /** aten::unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
     * aten::unsafe_split_with_sizes.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> () */
    unsafeSplitWithSizes(splitSizes: number[], dim?: number): Tensor[];
    /** aten::unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!) */
    unsqueeze_(dim: number): Tensor;
    /** aten::unsqueeze_copy(Tensor self, int dim) -> Tensor
     * aten::unsqueeze_copy.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!) */
    unsqueezeCopy(dim: number): Tensor;
    /** aten::upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_bicubic2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleBicubic2d(outputSize: number | number[], alignCorners: boolean, scalesH?: number | null, scalesW?: number | null): Tensor;
    /** aten::upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_bilinear2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleBilinear2d(outputSize: number | number[], alignCorners: boolean, scalesH?: number | null, scalesW?: number | null): Tensor;
    /** aten::upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor
     * aten::upsample_linear1d.out(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleLinear1d(outputSize: number | number[], alignCorners: boolean, scales?: number | null): Tensor;
    /** aten::upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor
     * aten::upsample_nearest1d.out(Tensor self, SymInt[1] output_size, float? scales=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest1d(outputSize: number | number[], scales?: number | null): Tensor;
    /** aten::upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_nearest2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest2d(outputSize: number | number[], scalesH?: number | null, scalesW?: number | null): Tensor;
    /** aten::upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_nearest3d.out(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest3d(outputSize: number | number[], scalesD?: number | null, scalesH?: number | null, scalesW?: number | null): Tensor;
    /** aten::upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_trilinear3d.out(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleTrilinear3d(outputSize: number | number[], alignCorners: boolean, scalesD?: number | null, scalesH?: number | null, scalesW?: number | null): Tensor;
    /** aten::values(Tensor(a) self) -> Tensor(a) */
    values(): Tensor;
    /** aten::values_copy(Tensor self) -> Tensor
     * aten::values_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    valuesCopy(): Tensor;
    /** aten::var(Tensor self, bool unbiased=True) -> Tensor
     * aten::var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
     * aten::var.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
     * aten::var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
     * aten::var.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    var(unbiased?: boolean): Tensor;
    var(dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): Tensor;
    var(dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): Tensor;
    /** aten::var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
     * aten::var_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
     * aten::var_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
     * aten::var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor) */
    varMean(unbiased?: boolean): [Tensor, Tensor];
    varMean(dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): [Tensor, Tensor];
    varMean(dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): [Tensor, Tensor];
    /** aten::vdot(Tensor self, Tensor other) -> Tensor
     * aten::vdot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    vdot(other: Tensor): Tensor;
    /** aten::view_as(Tensor(a) self, Tensor other) -> Tensor(a) */
    viewAs(other: Tensor): Tensor;
    /** aten::view_as_complex(Tensor(a) self) -> Tensor(a) */
    viewAsComplex(): Tensor;
    /** aten::view_as_complex_copy(Tensor self) -> Tensor
     * aten::view_as_complex_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    viewAsComplexCopy(): Tensor;
    /** aten::view_as_real(Tensor(a) self) -> Tensor(a) */
    viewAsReal(): Tensor;
    /** aten::view_as_real_copy(Tensor self) -> Tensor
     * aten::view_as_real_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    viewAsRealCopy(): Tensor;
    /** aten::view_copy(Tensor self, SymInt[] size) -> Tensor
     * aten::view_copy.dtype(Tensor self, ScalarType dtype) -> Tensor
     * aten::view_copy.dtype_out(Tensor self, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::view_copy.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    viewCopy(size: number[]): Tensor;
    viewCopy(dtype: DType): Tensor;
    /** aten::vsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
     * aten::vsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[] */
    vsplit(indices: number[]): Tensor[];
    vsplit(sections: number): Tensor[];
    /** aten::xlogy.OutScalar_Other(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::xlogy.OutTensor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor
     * aten::xlogy.Tensor(Tensor self, Tensor other) -> Tensor */
    xlogy(other: Scalar): Tensor;
    xlogy(other: Tensor): Tensor;
    /** aten::xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    xlogy_(other: Scalar): Tensor;
    xlogy_(other: Tensor): Tensor;
    /** aten::zero(Tensor self) -> Tensor
     * aten::zero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    zero(): Tensor;
    /** aten::zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::zeros_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    zerosLike(options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
}
/** [method name, operator] pairs installed on Tensor.prototype. */
export declare const TENSOR_METHODS: ReadonlyArray<readonly [string, string]>;
