import type { DType } from '../dtype.js';
import type { MemoryFormat } from '../memory-format.js';
import type { Scalar, Tensor } from '../tensor.js';
/** torch.* functions for public ATen operators. */
export interface GeneratedFunctions {
    /** aten::abs(Tensor self) -> Tensor
     * aten::abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    abs(self: Tensor): Tensor;
    /** aten::abs_(Tensor(a!) self) -> Tensor(a!) */
    abs_(self: Tensor): Tensor;
    /** aten::absolute(Tensor self) -> Tensor
     * aten::absolute.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    absolute(self: Tensor): Tensor;
    /** aten::absolute_(Tensor(a!) self) -> Tensor(a!) */
    absolute_(self: Tensor): Tensor;
    /** aten::acos(Tensor self) -> Tensor
     * aten::acos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    acos(self: Tensor): Tensor;
    /** aten::acos_(Tensor(a!) self) -> Tensor(a!) */
    acos_(self: Tensor): Tensor;
    /** aten::acosh(Tensor self) -> Tensor
     * aten::acosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    acosh(self: Tensor): Tensor;
    /** aten::acosh_(Tensor(a!) self) -> Tensor(a!) */
    acosh_(self: Tensor): Tensor;
    /** aten::adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor */
    adaptiveAvgPool1d(self: Tensor, outputSize: number | number[]): Tensor;
    /** aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor
     * aten::adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    adaptiveAvgPool2d(self: Tensor, outputSize: number | number[]): Tensor;
    /** aten::adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor
     * aten::adaptive_avg_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    adaptiveAvgPool3d(self: Tensor, outputSize: number | number[]): Tensor;
    /** aten::adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor) */
    adaptiveMaxPool1d(self: Tensor, outputSize: number | number[]): [Tensor, Tensor];
    /** aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)
     * aten::adaptive_max_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    adaptiveMaxPool2d(self: Tensor, outputSize: number | number[]): [Tensor, Tensor];
    /** aten::adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
     * aten::adaptive_max_pool2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!) */
    adaptiveMaxPool2dBackward(gradOutput: Tensor, self: Tensor, indices: Tensor): Tensor;
    /** aten::adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)
     * aten::adaptive_max_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    adaptiveMaxPool3d(self: Tensor, outputSize: number | number[]): [Tensor, Tensor];
    /** aten::adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
     * aten::adaptive_max_pool3d_backward.grad_input(Tensor grad_output, Tensor self, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!) */
    adaptiveMaxPool3dBackward(gradOutput: Tensor, self: Tensor, indices: Tensor): Tensor;
    /** aten::add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
     * aten::add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!) */
    add_(self: Tensor, other: Scalar, alpha?: Scalar): Tensor;
    add_(self: Tensor, other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addbmm(self: Tensor, batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addbmm_(self: Tensor, batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
     * aten::addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!) */
    addcdiv(self: Tensor, tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!) */
    addcdiv_(self: Tensor, tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
     * aten::addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!) */
    addcmul(self: Tensor, tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!) */
    addcmul_(self: Tensor, tensor1: Tensor, tensor2: Tensor, options?: {
        value?: Scalar;
    }): Tensor;
    /** aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addmm(self: Tensor, mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addmm_(self: Tensor, mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addmv(self: Tensor, mat: Tensor, vec: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addmv_(self: Tensor, mat: Tensor, vec: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::addr.out(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    addr(self: Tensor, vec1: Tensor, vec2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    addr_(self: Tensor, vec1: Tensor, vec2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::adjoint(Tensor(a) self) -> Tensor(a) */
    adjoint(self: Tensor): Tensor;
    /** aten::affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor
     * aten::affine_grid_generator.out(Tensor theta, int[] size, bool align_corners, *, Tensor(a!) out) -> Tensor(a!) */
    affineGridGenerator(theta: Tensor, size: number[], alignCorners: boolean): Tensor;
    /** aten::affine_grid_generator_backward(Tensor grad, int[] size, bool align_corners) -> Tensor */
    affineGridGeneratorBackward(grad: Tensor, size: number[], alignCorners: boolean): Tensor;
    /** aten::alias(Tensor(a) self) -> Tensor(a) */
    alias(self: Tensor): Tensor;
    /** aten::alias_copy(Tensor self) -> Tensor
     * aten::alias_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    aliasCopy(self: Tensor): Tensor;
    /** aten::align_as(Tensor self, Tensor other) -> Tensor */
    alignAs(self: Tensor, other: Tensor): Tensor;
    /** aten::align_tensors(Tensor[] tensors) -> Tensor[] */
    alignTensors(tensors: Tensor[]): Tensor[];
    /** aten::align_to(Tensor(a) self, str[] names) -> Tensor(a)
     * aten::align_to.ellipsis_idx(Tensor(a) self, str[] order, int ellipsis_idx) -> Tensor(a) */
    alignTo(self: Tensor, names: string[]): Tensor;
    alignTo(self: Tensor, order: string[], ellipsisIdx: number): Tensor;
    /** aten::all(Tensor self) -> Tensor
     * aten::all.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
     * aten::all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    all(self: Tensor): Tensor;
    all(self: Tensor, dim: number, keepdim?: boolean): Tensor;
    /** aten::allclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> bool */
    allclose(self: Tensor, other: Tensor, rtol?: number, atol?: number, equalNan?: boolean): boolean;
    /** aten::alpha_dropout(Tensor input, float p, bool train) -> Tensor */
    alphaDropout(input: Tensor, p: number, train: boolean): Tensor;
    /** aten::alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    alphaDropout_(self: Tensor, p: number, train: boolean): Tensor;
    /** aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
     * aten::amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    amax(self: Tensor, dim?: number | number[], keepdim?: boolean): Tensor;
    /** aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
     * aten::amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    amin(self: Tensor, dim?: number | number[], keepdim?: boolean): Tensor;
    /** aten::aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
     * aten::aminmax.out(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, Tensor(b!) max) -> (Tensor(a!) min, Tensor(b!) max) */
    aminmax(self: Tensor, options?: {
        dim?: number | null;
        keepdim?: boolean;
    }): [Tensor, Tensor];
    /** aten::angle(Tensor self) -> Tensor
     * aten::angle.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    angle(self: Tensor): Tensor;
    /** aten::any(Tensor self) -> Tensor
     * aten::any.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
     * aten::any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    any(self: Tensor): Tensor;
    any(self: Tensor, dim: number, keepdim?: boolean): Tensor;
    /** aten::arccos(Tensor self) -> Tensor
     * aten::arccos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arccos(self: Tensor): Tensor;
    /** aten::arccos_(Tensor(a!) self) -> Tensor(a!) */
    arccos_(self: Tensor): Tensor;
    /** aten::arccosh(Tensor self) -> Tensor
     * aten::arccosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arccosh(self: Tensor): Tensor;
    /** aten::arccosh_(Tensor(a!) self) -> Tensor(a!) */
    arccosh_(self: Tensor): Tensor;
    /** aten::arcsin(Tensor self) -> Tensor
     * aten::arcsin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arcsin(self: Tensor): Tensor;
    /** aten::arcsin_(Tensor(a!) self) -> Tensor(a!) */
    arcsin_(self: Tensor): Tensor;
    /** aten::arcsinh(Tensor self) -> Tensor
     * aten::arcsinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arcsinh(self: Tensor): Tensor;
    /** aten::arcsinh_(Tensor(a!) self) -> Tensor(a!) */
    arcsinh_(self: Tensor): Tensor;
    /** aten::arctan(Tensor self) -> Tensor
     * aten::arctan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arctan(self: Tensor): Tensor;
    /** aten::arctan2(Tensor self, Tensor other) -> Tensor
     * aten::arctan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    arctan2(self: Tensor, other: Tensor): Tensor;
    /** aten::arctan2_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    arctan2_(self: Tensor, other: Tensor): Tensor;
    /** aten::arctan_(Tensor(a!) self) -> Tensor(a!) */
    arctan_(self: Tensor): Tensor;
    /** aten::arctanh(Tensor self) -> Tensor
     * aten::arctanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    arctanh(self: Tensor): Tensor;
    /** aten::arctanh_(Tensor(a!) self) -> Tensor(a!) */
    arctanh_(self: Tensor): Tensor;
    /** aten::argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
     * aten::argmax.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    argmax(self: Tensor, dim?: number | null, keepdim?: boolean): Tensor;
    /** aten::argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
     * aten::argmin.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    argmin(self: Tensor, dim?: number | null, keepdim?: boolean): Tensor;
    /** aten::argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
     * aten::argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
     * aten::argsort.stable_out(Tensor self, *, bool stable, int dim=-1, bool descending=False, Tensor(a!) out) -> Tensor(a!) */
    argsort(self: Tensor, dim?: number, descending?: boolean): Tensor;
    /** aten::argwhere(Tensor self) -> Tensor */
    argwhere(self: Tensor): Tensor;
    /** aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a) */
    asStrided(self: Tensor, size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!) */
    asStrided_(self: Tensor, size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
     * aten::as_strided_copy.out(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!) */
    asStridedCopy(self: Tensor, size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
     * aten::as_strided_scatter.out(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!) */
    asStridedScatter(self: Tensor, src: Tensor, size: number[], stride: number[], storageOffset?: number | null): Tensor;
    /** aten::asin(Tensor self) -> Tensor
     * aten::asin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    asin(self: Tensor): Tensor;
    /** aten::asin_(Tensor(a!) self) -> Tensor(a!) */
    asin_(self: Tensor): Tensor;
    /** aten::asinh(Tensor self) -> Tensor
     * aten::asinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    asinh(self: Tensor): Tensor;
    /** aten::asinh_(Tensor(a!) self) -> Tensor(a!) */
    asinh_(self: Tensor): Tensor;
    /** aten::atan(Tensor self) -> Tensor
     * aten::atan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    atan(self: Tensor): Tensor;
    /** aten::atan2(Tensor self, Tensor other) -> Tensor
     * aten::atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    atan2(self: Tensor, other: Tensor): Tensor;
    /** aten::atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    atan2_(self: Tensor, other: Tensor): Tensor;
    /** aten::atan_(Tensor(a!) self) -> Tensor(a!) */
    atan_(self: Tensor): Tensor;
    /** aten::atanh(Tensor self) -> Tensor
     * aten::atanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    atanh(self: Tensor): Tensor;
    /** aten::atanh_(Tensor(a!) self) -> Tensor(a!) */
    atanh_(self: Tensor): Tensor;
    /** aten::atleast_1d(Tensor self) -> Tensor
     * aten::atleast_1d.Sequence(Tensor[] tensors) -> Tensor[] */
    atleast1d(self: Tensor): Tensor;
    atleast1d(tensors: Tensor[]): Tensor[];
    /** aten::atleast_2d(Tensor self) -> Tensor
     * aten::atleast_2d.Sequence(Tensor[] tensors) -> Tensor[] */
    atleast2d(self: Tensor): Tensor;
    atleast2d(tensors: Tensor[]): Tensor[];
    /** aten::atleast_3d(Tensor self) -> Tensor
     * aten::atleast_3d.Sequence(Tensor[] tensors) -> Tensor[] */
    atleast3d(self: Tensor): Tensor;
    atleast3d(tensors: Tensor[]): Tensor[];
    /** aten::avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], bool ceil_mode=False, bool count_include_pad=True) -> Tensor */
    avgPool1d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], ceilMode?: boolean, countIncludePad?: boolean): Tensor;
    /** aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
     * aten::avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!) */
    avgPool2d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], ceilMode?: boolean, countIncludePad?: boolean, divisorOverride?: number | null): Tensor;
    /** aten::avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
     * aten::avg_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!) */
    avgPool2dBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], stride: number | number[], padding: number | number[], ceilMode: boolean, countIncludePad: boolean, divisorOverride?: number | null): Tensor;
    /** aten::avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
     * aten::avg_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!) */
    avgPool3d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], ceilMode?: boolean, countIncludePad?: boolean, divisorOverride?: number | null): Tensor;
    /** aten::avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
     * aten::avg_pool3d_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!) */
    avgPool3dBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], stride: number | number[], padding: number | number[], ceilMode: boolean, countIncludePad: boolean, divisorOverride?: number | null): Tensor;
    /** aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    baddbmm(self: Tensor, batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!) */
    baddbmm_(self: Tensor, batch1: Tensor, batch2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::bartlett_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bartlett_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::bartlett_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!) */
    bartlettWindow(windowLength: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    bartlettWindow(windowLength: number, periodic: boolean, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor */
    batchNorm(input: Tensor, weight: Tensor | null, bias: Tensor | null, runningMean: Tensor | null, runningVar: Tensor | null, training: boolean, momentum: number, eps: number, cudnnEnabled: boolean): Tensor;
    /** aten::batch_norm_backward_elemt(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor mean_dy, Tensor mean_dy_xmu, Tensor count) -> Tensor
     * aten::batch_norm_backward_elemt.out(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor mean_dy, Tensor mean_dy_xmu, Tensor count, *, Tensor(a!) out) -> Tensor(a!) */
    batchNormBackwardElemt(gradOut: Tensor, input: Tensor, mean: Tensor, invstd: Tensor, weight: Tensor | null, meanDy: Tensor, meanDyXmu: Tensor, count: Tensor): Tensor;
    /** aten::batch_norm_backward_reduce(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g) -> (Tensor, Tensor, Tensor, Tensor)
     * aten::batch_norm_backward_reduce.out(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!)) */
    batchNormBackwardReduce(gradOut: Tensor, input: Tensor, mean: Tensor, invstd: Tensor, weight: Tensor | null, inputG: boolean, weightG: boolean, biasG: boolean): [Tensor, Tensor, Tensor, Tensor];
    /** aten::batch_norm_elemt(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps) -> Tensor
     * aten::batch_norm_elemt.out(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps, *, Tensor(a!) out) -> Tensor(a!) */
    batchNormElemt(input: Tensor, weight: Tensor | null, bias: Tensor | null, mean: Tensor, invstd: Tensor, eps: number): Tensor;
    /** aten::batch_norm_gather_stats(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count) -> (Tensor, Tensor)
     * aten::batch_norm_gather_stats.out(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    batchNormGatherStats(input: Tensor, mean: Tensor, invstd: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, momentum: number, eps: number, count: number): [Tensor, Tensor];
    /** aten::batch_norm_gather_stats_with_counts(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts) -> (Tensor, Tensor)
     * aten::batch_norm_gather_stats_with_counts.out(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    batchNormGatherStatsWithCounts(input: Tensor, mean: Tensor, invstd: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, momentum: number, eps: number, counts: Tensor): [Tensor, Tensor];
    /** aten::batch_norm_stats(Tensor input, float eps) -> (Tensor, Tensor)
     * aten::batch_norm_stats.out(Tensor input, float eps, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    batchNormStats(input: Tensor, eps: number): [Tensor, Tensor];
    /** aten::batch_norm_update_stats(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum) -> (Tensor, Tensor)
     * aten::batch_norm_update_stats.out(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    batchNormUpdateStats(input: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, momentum: number): [Tensor, Tensor];
    /** aten::bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
     * aten::bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor
     * aten::bernoulli.Tensor_out(Tensor self, Tensor p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::bernoulli.float_out(Tensor self, float p=0.5, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor */
    bernoulli(self: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    bernoulli(self: Tensor, p: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    bernoulli(self: Tensor, p: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)
     * aten::bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!) */
    bernoulli_(self: Tensor, p: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    bernoulli_(self: Tensor, p?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor */
    bilinear(input1: Tensor, input2: Tensor, weight: Tensor, bias?: Tensor | null): Tensor;
    /** aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor
     * aten::binary_cross_entropy.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    binaryCrossEntropy(self: Tensor, target: Tensor, weight?: Tensor | null, reduction?: number): Tensor;
    /** aten::binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor
     * aten::binary_cross_entropy_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=1, *, Tensor(a!) grad_input) -> Tensor(a!) */
    binaryCrossEntropyBackward(gradOutput: Tensor, self: Tensor, target: Tensor, weight?: Tensor | null, reduction?: number): Tensor;
    /** aten::binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor
     * aten::binary_cross_entropy_with_logits.out(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    binaryCrossEntropyWithLogits(self: Tensor, target: Tensor, weight?: Tensor | null, posWeight?: Tensor | null, reduction?: number): Tensor;
    /** aten::bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor
     * aten::bincount.out(Tensor self, Tensor? weights=None, int minlength=0, *, Tensor(a!) out) -> Tensor(a!) */
    bincount(self: Tensor, weights?: Tensor | null, minlength?: number): Tensor;
    /** aten::binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor
     * aten::binomial.out(Tensor count, Tensor prob, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!) */
    binomial(count: Tensor, prob: Tensor, generator?: null | null): Tensor;
    /** aten::bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_and.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
     * aten::bitwise_and.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_and.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_and.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseAnd(self: Tensor, other: Scalar): Tensor;
    bitwiseAnd(self: Scalar, other: Tensor): Tensor;
    bitwiseAnd(self: Tensor, other: Tensor): Tensor;
    /** aten::bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    bitwiseAnd_(self: Tensor, other: Scalar): Tensor;
    bitwiseAnd_(self: Tensor, other: Tensor): Tensor;
    /** aten::bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
     * aten::bitwise_left_shift.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_left_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_left_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_left_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseLeftShift(self: Scalar, other: Tensor): Tensor;
    bitwiseLeftShift(self: Tensor, other: Tensor): Tensor;
    bitwiseLeftShift(self: Tensor, other: Scalar): Tensor;
    /** aten::bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!) */
    bitwiseLeftShift_(self: Tensor, other: Tensor): Tensor;
    bitwiseLeftShift_(self: Tensor, other: Scalar): Tensor;
    /** aten::bitwise_not(Tensor self) -> Tensor
     * aten::bitwise_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseNot(self: Tensor): Tensor;
    /** aten::bitwise_not_(Tensor(a!) self) -> Tensor(a!) */
    bitwiseNot_(self: Tensor): Tensor;
    /** aten::bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_or.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
     * aten::bitwise_or.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_or.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_or.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseOr(self: Tensor, other: Scalar): Tensor;
    bitwiseOr(self: Scalar, other: Tensor): Tensor;
    bitwiseOr(self: Tensor, other: Tensor): Tensor;
    /** aten::bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    bitwiseOr_(self: Tensor, other: Scalar): Tensor;
    bitwiseOr_(self: Tensor, other: Tensor): Tensor;
    /** aten::bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
     * aten::bitwise_right_shift.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_right_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_right_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_right_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseRightShift(self: Scalar, other: Tensor): Tensor;
    bitwiseRightShift(self: Tensor, other: Tensor): Tensor;
    bitwiseRightShift(self: Tensor, other: Scalar): Tensor;
    /** aten::bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!) */
    bitwiseRightShift_(self: Tensor, other: Tensor): Tensor;
    bitwiseRightShift_(self: Tensor, other: Scalar): Tensor;
    /** aten::bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::bitwise_xor.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
     * aten::bitwise_xor.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_xor.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::bitwise_xor.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    bitwiseXor(self: Tensor, other: Scalar): Tensor;
    bitwiseXor(self: Scalar, other: Tensor): Tensor;
    bitwiseXor(self: Tensor, other: Tensor): Tensor;
    /** aten::bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    bitwiseXor_(self: Tensor, other: Scalar): Tensor;
    bitwiseXor_(self: Tensor, other: Tensor): Tensor;
    /** aten::blackman_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::blackman_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
     * aten::blackman_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::blackman_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!) */
    blackmanWindow(windowLength: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    blackmanWindow(windowLength: number, periodic: boolean, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::block_diag(Tensor[] tensors) -> Tensor
     * aten::block_diag.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    blockDiag(tensors: Tensor[]): Tensor;
    /** aten::bmm(Tensor self, Tensor mat2) -> Tensor
     * aten::bmm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!) */
    bmm(self: Tensor, mat2: Tensor): Tensor;
    /** aten::broadcast_tensors(Tensor[] tensors) -> Tensor[] */
    broadcastTensors(tensors: Tensor[]): Tensor[];
    /** aten::broadcast_to(Tensor(a) self, int[] size) -> Tensor(a) */
    broadcastTo(self: Tensor, size: number[]): Tensor;
    /** aten::bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
     * aten::bucketize.Scalar_out(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!)
     * aten::bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
     * aten::bucketize.Tensor_out(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!) */
    bucketize(self: Scalar, boundaries: Tensor, options?: {
        outInt32?: boolean;
        right?: boolean;
    }): Tensor;
    bucketize(self: Tensor, boundaries: Tensor, options?: {
        outInt32?: boolean;
        right?: boolean;
    }): Tensor;
    /** aten::can_cast(ScalarType from, ScalarType to) -> bool */
    canCast(from: DType, to: DType): boolean;
    /** aten::cartesian_prod(Tensor[] tensors) -> Tensor */
    cartesianProd(tensors: Tensor[]): Tensor;
    /** aten::cauchy(Tensor self, float median=0., float sigma=1., *, Generator? generator=None) -> Tensor
     * aten::cauchy.out(Tensor self, float median=0., float sigma=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    cauchy(self: Tensor, median?: number, sigma?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::cauchy_(Tensor(a!) self, float median=0., float sigma=1., *, Generator? generator=None) -> Tensor(a!) */
    cauchy_(self: Tensor, median?: number, sigma?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::ccol_indices(Tensor(a) self) -> Tensor(a) */
    ccolIndices(self: Tensor): Tensor;
    /** aten::ccol_indices_copy(Tensor self) -> Tensor
     * aten::ccol_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    ccolIndicesCopy(self: Tensor): Tensor;
    /** aten::cdist(Tensor x1, Tensor x2, float p=2., int? compute_mode=None) -> Tensor */
    cdist(x1: Tensor, x2: Tensor, p?: number, computeMode?: number | null): Tensor;
    /** aten::ceil(Tensor self) -> Tensor
     * aten::ceil.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    ceil(self: Tensor): Tensor;
    /** aten::ceil_(Tensor(a!) self) -> Tensor(a!) */
    ceil_(self: Tensor): Tensor;
    /** aten::celu(Tensor self, Scalar alpha=1.) -> Tensor
     * aten::celu.out(Tensor self, Scalar alpha=1., *, Tensor(a!) out) -> Tensor(a!) */
    celu(self: Tensor, alpha?: Scalar): Tensor;
    /** aten::celu_(Tensor(a!) self, Scalar alpha=1.) -> Tensor(a!) */
    celu_(self: Tensor, alpha?: Scalar): Tensor;
    /** aten::chain_matmul(Tensor[] matrices) -> Tensor
     * aten::chain_matmul.out(Tensor[] matrices, *, Tensor(a!) out) -> Tensor(a!) */
    chainMatmul(matrices: Tensor[]): Tensor;
    /** aten::chalf(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor */
    chalf(self: Tensor, options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::channel_shuffle(Tensor self, int groups) -> Tensor
     * aten::channel_shuffle.out(Tensor self, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    channelShuffle(self: Tensor, groups: number): Tensor;
    /** aten::cholesky(Tensor self, bool upper=False) -> Tensor
     * aten::cholesky.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!) */
    cholesky(self: Tensor, upper?: boolean): Tensor;
    /** aten::cholesky_inverse(Tensor self, bool upper=False) -> Tensor
     * aten::cholesky_inverse.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!) */
    choleskyInverse(self: Tensor, upper?: boolean): Tensor;
    /** aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
     * aten::cholesky_solve.out(Tensor self, Tensor input2, bool upper=False, *, Tensor(a!) out) -> Tensor(a!) */
    choleskySolve(self: Tensor, input2: Tensor, upper?: boolean): Tensor;
    /** aten::choose_qparams_optimized(Tensor input, int numel, int n_bins, float ratio, int bit_width) -> (Tensor, Tensor) */
    chooseQparamsOptimized(input: Tensor, numel: number, nBins: number, ratio: number, bitWidth: number): [Tensor, Tensor];
    /** aten::chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[] */
    chunk(self: Tensor, chunks: number, dim?: number): Tensor[];
    /** aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
     * aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
     * aten::clamp.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clamp.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!) */
    clamp(self: Tensor, min?: Scalar | null, max?: Scalar | null): Tensor;
    clamp(self: Tensor, min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
     * aten::clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!) */
    clamp_(self: Tensor, min?: Scalar | null, max?: Scalar | null): Tensor;
    clamp_(self: Tensor, min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clamp_max(Tensor self, Scalar max) -> Tensor
     * aten::clamp_max.Tensor(Tensor self, Tensor max) -> Tensor
     * aten::clamp_max.Tensor_out(Tensor self, Tensor max, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clamp_max.out(Tensor self, Scalar max, *, Tensor(a!) out) -> Tensor(a!) */
    clampMax(self: Tensor, max: Scalar): Tensor;
    clampMax(self: Tensor, max: Tensor): Tensor;
    /** aten::clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
     * aten::clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!) */
    clampMax_(self: Tensor, max: Scalar): Tensor;
    clampMax_(self: Tensor, max: Tensor): Tensor;
    /** aten::clamp_min(Tensor self, Scalar min) -> Tensor
     * aten::clamp_min.Tensor(Tensor self, Tensor min) -> Tensor
     * aten::clamp_min.Tensor_out(Tensor self, Tensor min, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clamp_min.out(Tensor self, Scalar min, *, Tensor(a!) out) -> Tensor(a!) */
    clampMin(self: Tensor, min: Scalar): Tensor;
    clampMin(self: Tensor, min: Tensor): Tensor;
    /** aten::clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
     * aten::clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!) */
    clampMin_(self: Tensor, min: Scalar): Tensor;
    clampMin_(self: Tensor, min: Tensor): Tensor;
    /** aten::clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
     * aten::clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
     * aten::clip.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::clip.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!) */
    clip(self: Tensor, min?: Scalar | null, max?: Scalar | null): Tensor;
    clip(self: Tensor, min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
     * aten::clip_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!) */
    clip_(self: Tensor, min?: Scalar | null, max?: Scalar | null): Tensor;
    clip_(self: Tensor, min?: Tensor | null, max?: Tensor | null): Tensor;
    /** aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor
     * aten::clone.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    clone(self: Tensor, options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::coalesce(Tensor(a) self) -> Tensor(a) */
    coalesce(self: Tensor): Tensor;
    /** aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
     * aten::col2im.out(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!) */
    col2im(self: Tensor, outputSize: number | number[], kernelSize: number | number[], dilation: number | number[], padding: number | number[], stride: number | number[]): Tensor;
    /** aten::col_indices(Tensor(a) self) -> Tensor(a) */
    colIndices(self: Tensor): Tensor;
    /** aten::col_indices_copy(Tensor self) -> Tensor
     * aten::col_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    colIndicesCopy(self: Tensor): Tensor;
    /** aten::column_stack(Tensor[] tensors) -> Tensor
     * aten::column_stack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    columnStack(tensors: Tensor[]): Tensor;
    /** aten::combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor */
    combinations(self: Tensor, r?: number, withReplacement?: boolean): Tensor;
    /** aten::complex(Tensor real, Tensor imag) -> Tensor
     * aten::complex.out(Tensor real, Tensor imag, *, Tensor(a!) out) -> Tensor(a!) */
    complex(real: Tensor, imag: Tensor): Tensor;
    /** aten::concat(Tensor[] tensors, int dim=0) -> Tensor
     * aten::concat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!) */
    concat(tensors: Tensor[], dim?: number): Tensor;
    /** aten::concatenate(Tensor[] tensors, int dim=0) -> Tensor
     * aten::concatenate.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!) */
    concatenate(tensors: Tensor[], dim?: number): Tensor;
    /** aten::conj(Tensor(a) self) -> Tensor(a) */
    conj(self: Tensor): Tensor;
    /** aten::conj_physical(Tensor self) -> Tensor
     * aten::conj_physical.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    conjPhysical(self: Tensor): Tensor;
    /** aten::conj_physical_(Tensor(a!) self) -> Tensor(a!) */
    conjPhysical_(self: Tensor): Tensor;
    /** aten::constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor
     * aten::constant_pad_nd.out(Tensor self, int[] pad, Scalar value=0, *, Tensor(a!) out) -> Tensor(a!) */
    constantPadNd(self: Tensor, pad: number[], value?: Scalar): Tensor;
    /** aten::contiguous(Tensor(a) self, *, MemoryFormat memory_format=0) -> Tensor(a) */
    contiguous(self: Tensor, options?: {
        memoryFormat?: MemoryFormat;
    }): Tensor;
    /** aten::conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=[1], int[1] padding=[0], int[1] dilation=[1], int groups=1) -> Tensor
     * aten::conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=[1], str padding="valid", int[1] dilation=[1], int groups=1) -> Tensor */
    conv1d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    conv1d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: string, dilation?: number | number[], groups?: number): Tensor;
    /** aten::conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1) -> Tensor
     * aten::conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid", int[2] dilation=1, int groups=1) -> Tensor */
    conv2d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    conv2d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: string, dilation?: number | number[], groups?: number): Tensor;
    /** aten::conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int groups=1) -> Tensor
     * aten::conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding="valid", int[3] dilation=1, int groups=1) -> Tensor */
    conv3d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    conv3d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: string, dilation?: number | number[], groups?: number): Tensor;
    /** aten::conv_depthwise3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation) -> Tensor
     * aten::conv_depthwise3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation, *, Tensor(a!) out) -> Tensor(a!) */
    convDepthwise3d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias: Tensor | null, stride: number | number[], padding: number | number[], dilation: number | number[]): Tensor;
    /** aten::conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor
     * aten::conv_tbc.out(Tensor self, Tensor weight, Tensor bias, int pad=0, *, Tensor(a!) out) -> Tensor(a!) */
    convTbc(self: Tensor, weight: Tensor, bias: Tensor, pad?: number): Tensor;
    /** aten::conv_tbc_backward(Tensor self, Tensor input, Tensor weight, Tensor bias, int pad) -> (Tensor, Tensor, Tensor) */
    convTbcBackward(self: Tensor, input: Tensor, weight: Tensor, bias: Tensor, pad: number): [Tensor, Tensor, Tensor];
    /** aten::conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=[1], int[1] padding=[0], int[1] output_padding=[0], int groups=1, int[1] dilation=[1]) -> Tensor */
    convTranspose1d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], groups?: number, dilation?: number | number[]): Tensor;
    /** aten::conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1) -> Tensor */
    convTranspose2d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], groups?: number, dilation?: number | number[]): Tensor;
    /** aten::conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int groups=1, int[3] dilation=1) -> Tensor */
    convTranspose3d(input: Tensor, weight: Tensor, bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], groups?: number, dilation?: number | number[]): Tensor;
    /** aten::convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor
     * aten::convolution.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    convolution(input: Tensor, weight: Tensor, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], transposed: boolean, outputPadding: number[], groups: number): Tensor;
    /** aten::convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::convolution_backward.out(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    convolutionBackward(gradOutput: Tensor, input: Tensor, weight: Tensor, biasSizes: number[] | null, stride: number[], padding: number[], dilation: number[], transposed: boolean, outputPadding: number[], groups: number, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::convolution_backward_overrideable(Tensor grad_output, Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)
     * aten::convolution_backward_overrideable.out(Tensor grad_output, Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    convolutionBackwardOverrideable(gradOutput: Tensor, input: Tensor, weight: Tensor, stride: number[], padding: number[], dilation: number[], transposed: boolean, outputPadding: number[], groups: number, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::convolution_overrideable(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor
     * aten::convolution_overrideable.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    convolutionOverrideable(input: Tensor, weight: Tensor, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], transposed: boolean, outputPadding: number[], groups: number): Tensor;
    /** aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
     * aten::copy.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!) */
    copy(self: Tensor, src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!) */
    copy_(self: Tensor, src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copy_sparse_to_sparse(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
     * aten::copy_sparse_to_sparse.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!) */
    copySparseToSparse(self: Tensor, src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copy_sparse_to_sparse_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!) */
    copySparseToSparse_(self: Tensor, src: Tensor, nonBlocking?: boolean): Tensor;
    /** aten::copysign.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::copysign.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::copysign.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::copysign.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    copysign(self: Tensor, other: Scalar): Tensor;
    copysign(self: Tensor, other: Tensor): Tensor;
    /** aten::copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    copysign_(self: Tensor, other: Scalar): Tensor;
    copysign_(self: Tensor, other: Tensor): Tensor;
    /** aten::corrcoef(Tensor self) -> Tensor */
    corrcoef(self: Tensor): Tensor;
    /** aten::cos(Tensor self) -> Tensor
     * aten::cos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    cos(self: Tensor): Tensor;
    /** aten::cos_(Tensor(a!) self) -> Tensor(a!) */
    cos_(self: Tensor): Tensor;
    /** aten::cosh(Tensor self) -> Tensor
     * aten::cosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    cosh(self: Tensor): Tensor;
    /** aten::cosh_(Tensor(a!) self) -> Tensor(a!) */
    cosh_(self: Tensor): Tensor;
    /** aten::cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor */
    cosineEmbeddingLoss(input1: Tensor, input2: Tensor, target: Tensor, margin?: number, reduction?: number): Tensor;
    /** aten::cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor */
    cosineSimilarity(x1: Tensor, x2: Tensor, dim?: number, eps?: number): Tensor;
    /** aten::count_nonzero(Tensor self, int? dim=None) -> Tensor
     * aten::count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
     * aten::count_nonzero.dim_IntList_out(Tensor self, int[] dim, *, Tensor(a!) out) -> Tensor(a!)
     * aten::count_nonzero.out(Tensor self, int? dim=None, *, Tensor(a!) out) -> Tensor(a!) */
    countNonzero(self: Tensor, dim?: number | null): Tensor;
    countNonzero(self: Tensor, dim: number[]): Tensor;
    /** aten::cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor */
    cov(self: Tensor, options?: {
        correction?: number;
        fweights?: Tensor | null;
        aweights?: Tensor | null;
    }): Tensor;
    /** aten::cross(Tensor self, Tensor other, int? dim=None) -> Tensor
     * aten::cross.out(Tensor self, Tensor other, int? dim=None, *, Tensor(a!) out) -> Tensor(a!) */
    cross(self: Tensor, other: Tensor, dim?: number | null): Tensor;
    /** aten::cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100, float label_smoothing=0.) -> Tensor */
    crossEntropyLoss(self: Tensor, target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number, labelSmoothing?: number): Tensor;
    /** aten::crow_indices(Tensor(a) self) -> Tensor(a) */
    crowIndices(self: Tensor): Tensor;
    /** aten::crow_indices_copy(Tensor self) -> Tensor
     * aten::crow_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    crowIndicesCopy(self: Tensor): Tensor;
    /** aten::ctc_loss.IntList(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor
     * aten::ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor */
    ctcLoss(logProbs: Tensor, targets: Tensor, inputLengths: number[], targetLengths: number[], blank?: number, reduction?: number, zeroInfinity?: boolean): Tensor;
    ctcLoss(logProbs: Tensor, targets: Tensor, inputLengths: Tensor, targetLengths: Tensor, blank?: number, reduction?: number, zeroInfinity?: boolean): Tensor;
    /** aten::cudnn_affine_grid_generator(Tensor theta, int N, int C, int H, int W) -> Tensor grid
     * aten::cudnn_affine_grid_generator.out(Tensor theta, int N, int C, int H, int W, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnAffineGridGenerator(theta: Tensor, N: number, C: number, H: number, W: number): Tensor;
    /** aten::cudnn_affine_grid_generator_backward(Tensor grad, int N, int C, int H, int W) -> Tensor grad_theta
     * aten::cudnn_affine_grid_generator_backward.out(Tensor grad, int N, int C, int H, int W, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnAffineGridGeneratorBackward(grad: Tensor, N: number, C: number, H: number, W: number): Tensor;
    /** aten::cudnn_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor, Tensor)
     * aten::cudnn_batch_norm.out(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!)) */
    cudnnBatchNorm(input: Tensor, weight: Tensor, bias: Tensor | null, runningMean: Tensor | null, runningVar: Tensor | null, training: boolean, exponentialAverageFactor: number, epsilon: number): [Tensor, Tensor, Tensor, Tensor];
    /** aten::cudnn_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace) -> (Tensor, Tensor, Tensor)
     * aten::cudnn_batch_norm_backward.out(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    cudnnBatchNormBackward(input: Tensor, gradOutput: Tensor, weight: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, saveMean: Tensor | null, saveVar: Tensor | null, epsilon: number, reserveSpace: Tensor): [Tensor, Tensor, Tensor];
    /** aten::cudnn_convolution(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
     * aten::cudnn_convolution.out(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolution(self: Tensor, weight: Tensor, padding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean, allowTf32: boolean): Tensor;
    /** aten::cudnn_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
     * aten::cudnn_convolution_add_relu.out(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolutionAddRelu(self: Tensor, weight: Tensor, z: Tensor, alpha: Scalar | null, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::cudnn_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
     * aten::cudnn_convolution_relu.out(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolutionRelu(self: Tensor, weight: Tensor, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::cudnn_convolution_transpose(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
     * aten::cudnn_convolution_transpose.out(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnConvolutionTranspose(self: Tensor, weight: Tensor, padding: number[], outputPadding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean, allowTf32: boolean): Tensor;
    /** aten::cudnn_grid_sampler(Tensor self, Tensor grid) -> Tensor output
     * aten::cudnn_grid_sampler.out(Tensor self, Tensor grid, *, Tensor(a!) out) -> Tensor(a!) */
    cudnnGridSampler(self: Tensor, grid: Tensor): Tensor;
    /** aten::cudnn_grid_sampler_backward(Tensor self, Tensor grid, Tensor grad_output) -> (Tensor grad_self, Tensor grad_grid)
     * aten::cudnn_grid_sampler_backward.out(Tensor self, Tensor grid, Tensor grad_output, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    cudnnGridSamplerBackward(self: Tensor, grid: Tensor, gradOutput: Tensor): [Tensor, Tensor];
    /** aten::cudnn_is_acceptable(Tensor self) -> bool */
    cudnnIsAcceptable(self: Tensor): boolean;
    /** aten::cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)
     * aten::cummax.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    cummax(self: Tensor, dim: number): [Tensor, Tensor];
    /** aten::cummaxmin_backward(Tensor grad, Tensor input, Tensor indices, int dim) -> Tensor */
    cummaxminBackward(grad: Tensor, input: Tensor, indices: Tensor, dim: number): Tensor;
    /** aten::cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
     * aten::cummin.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    cummin(self: Tensor, dim: number): [Tensor, Tensor];
    /** aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
     * aten::cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    cumprod(self: Tensor, dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!) */
    cumprod_(self: Tensor, dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumprod_backward(Tensor grad, Tensor input, int dim, Tensor output) -> Tensor */
    cumprodBackward(grad: Tensor, input: Tensor, dim: number, output: Tensor): Tensor;
    /** aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
     * aten::cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    cumsum(self: Tensor, dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!) */
    cumsum_(self: Tensor, dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
     * aten::cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor */
    cumulativeTrapezoid(y: Tensor, options?: {
        dx?: Scalar;
        dim?: number;
    }): Tensor;
    cumulativeTrapezoid(y: Tensor, x: Tensor, options?: {
        dim?: number;
    }): Tensor;
    /** aten::data(Tensor self) -> Tensor */
    data(self: Tensor): Tensor;
    /** aten::deg2rad(Tensor self) -> Tensor
     * aten::deg2rad.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    deg2rad(self: Tensor): Tensor;
    /** aten::deg2rad_(Tensor(a!) self) -> Tensor(a!) */
    deg2rad_(self: Tensor): Tensor;
    /** aten::dense_dim(Tensor self) -> int */
    denseDim(self: Tensor): number;
    /** aten::dequantize.self(Tensor self) -> Tensor
     * aten::dequantize.self_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::dequantize.tensors(Tensor[] tensors) -> Tensor[]
     * aten::dequantize.tensors_out(Tensor[] tensors, *, Tensor(a!)[] out) -> () */
    dequantize(self: Tensor): Tensor;
    dequantize(tensors: Tensor[]): Tensor[];
    /** aten::det(Tensor self) -> Tensor */
    det(self: Tensor): Tensor;
    /** aten::detach(Tensor(a) self) -> Tensor(a) */
    detach(self: Tensor): Tensor;
    /** aten::detach_(Tensor(a!) self) -> Tensor(a!) */
    detach_(self: Tensor): Tensor;
    /** aten::detach_copy(Tensor self) -> Tensor
     * aten::detach_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    detachCopy(self: Tensor): Tensor;
    /** aten::diag(Tensor self, int diagonal=0) -> Tensor
     * aten::diag.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!) */
    diag(self: Tensor, diagonal?: number): Tensor;
    /** aten::diag_backward(Tensor grad, SymInt[] input_sizes, int diagonal) -> Tensor */
    diagBackward(grad: Tensor, inputSizes: number[], diagonal: number): Tensor;
    /** aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor
     * aten::diag_embed.out(Tensor self, int offset=0, int dim1=-2, int dim2=-1, *, Tensor(a!) out) -> Tensor(a!) */
    diagEmbed(self: Tensor, offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diagflat(Tensor self, int offset=0) -> Tensor */
    diagflat(self: Tensor, offset?: number): Tensor;
    /** aten::diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a) */
    diagonal(self: Tensor, offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor
     * aten::diagonal_backward.out(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2, *, Tensor(a!) out) -> Tensor(a!) */
    diagonalBackward(gradOutput: Tensor, inputSizes: number[], offset: number, dim1: number, dim2: number): Tensor;
    /** aten::diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor
     * aten::diagonal_copy.out(Tensor self, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!) */
    diagonalCopy(self: Tensor, offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor
     * aten::diagonal_scatter.out(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!) */
    diagonalScatter(self: Tensor, src: Tensor, offset?: number, dim1?: number, dim2?: number): Tensor;
    /** aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor
     * aten::diff.out(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None, *, Tensor(a!) out) -> Tensor(a!) */
    diff(self: Tensor, n?: number, dim?: number, prepend?: Tensor | null, append?: Tensor | null): Tensor;
    /** aten::digamma(Tensor self) -> Tensor
     * aten::digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    digamma(self: Tensor): Tensor;
    /** aten::digamma_(Tensor(a!) self) -> Tensor(a!) */
    digamma_(self: Tensor): Tensor;
    /** aten::dist(Tensor self, Tensor other, Scalar p=2) -> Tensor
     * aten::dist.out(Tensor self, Tensor other, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!) */
    dist(self: Tensor, other: Tensor, p?: Scalar): Tensor;
    /** aten::div.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
     * aten::div.Scalar_mode_out(Tensor self, Scalar other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
     * aten::div.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::div.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
     * aten::div.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::div.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!) */
    div(self: Tensor, other: Scalar): Tensor;
    div(self: Tensor, other: Scalar, options?: {
        roundingMode?: string | null;
    }): Tensor;
    div(self: Tensor, other: Tensor): Tensor;
    div(self: Tensor, other: Tensor, options?: {
        roundingMode?: string | null;
    }): Tensor;
    /** aten::div_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::div_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
     * aten::div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!) */
    div_(self: Tensor, other: Scalar): Tensor;
    div_(self: Tensor, other: Scalar, options?: {
        roundingMode?: string | null;
    }): Tensor;
    div_(self: Tensor, other: Tensor): Tensor;
    div_(self: Tensor, other: Tensor, options?: {
        roundingMode?: string | null;
    }): Tensor;
    /** aten::divide.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
     * aten::divide.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
     * aten::divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::divide.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!) */
    divide(self: Tensor, other: Scalar): Tensor;
    divide(self: Tensor, other: Scalar, options?: {
        roundingMode?: string | null;
    }): Tensor;
    divide(self: Tensor, other: Tensor): Tensor;
    divide(self: Tensor, other: Tensor, options?: {
        roundingMode?: string | null;
    }): Tensor;
    /** aten::divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::divide_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
     * aten::divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
     * aten::divide_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!) */
    divide_(self: Tensor, other: Scalar): Tensor;
    divide_(self: Tensor, other: Scalar, options?: {
        roundingMode?: string | null;
    }): Tensor;
    divide_(self: Tensor, other: Tensor): Tensor;
    divide_(self: Tensor, other: Tensor, options?: {
        roundingMode?: string | null;
    }): Tensor;
    /** aten::dot(Tensor self, Tensor tensor) -> Tensor
     * aten::dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!) */
    dot(self: Tensor, tensor: Tensor): Tensor;
    /** aten::dropout(Tensor input, float p, bool train) -> Tensor */
    dropout(input: Tensor, p: number, train: boolean): Tensor;
    /** aten::dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    dropout_(self: Tensor, p: number, train: boolean): Tensor;
    /** aten::dsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
     * aten::dsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[] */
    dsplit(self: Tensor, indices: number[]): Tensor[];
    dsplit(self: Tensor, sections: number): Tensor[];
    /** aten::dstack(Tensor[] tensors) -> Tensor
     * aten::dstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    dstack(tensors: Tensor[]): Tensor;
    /** aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
     * aten::elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!) */
    elu(self: Tensor, alpha?: Scalar, scale?: Scalar, inputScale?: Scalar): Tensor;
    /** aten::elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!) */
    elu_(self: Tensor, alpha?: Scalar, scale?: Scalar, inputScale?: Scalar): Tensor;
    /** aten::elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor
     * aten::elu_backward.grad_input(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result, *, Tensor(a!) grad_input) -> Tensor(a!) */
    eluBackward(gradOutput: Tensor, alpha: Scalar, scale: Scalar, inputScale: Scalar, isResult: boolean, selfOrResult: Tensor): Tensor;
    /** aten::embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor
     * aten::embedding.out(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False, *, Tensor(a!) out) -> Tensor(a!) */
    embedding(weight: Tensor, indices: Tensor, paddingIdx?: number, scaleGradByFreq?: boolean, sparse?: boolean): Tensor;
    /** aten::embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor */
    embeddingBackward(grad: Tensor, indices: Tensor, numWeights: number, paddingIdx: number, scaleGradByFreq: boolean, sparse: boolean): Tensor;
    /** aten::embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False) -> (Tensor, Tensor, Tensor, Tensor)
     * aten::embedding_bag.padding_idx(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx) -> (Tensor, Tensor, Tensor, Tensor) */
    embeddingBag(weight: Tensor, indices: Tensor, offsets: Tensor, scaleGradByFreq?: boolean, mode?: number, sparse?: boolean, perSampleWeights?: Tensor | null, includeLastOffset?: boolean): [Tensor, Tensor, Tensor, Tensor];
    embeddingBag(weight: Tensor, indices: Tensor, offsets: Tensor, scaleGradByFreq: boolean, mode: number, sparse: boolean, perSampleWeights: Tensor | null, includeLastOffset: boolean, paddingIdx?: number | null): [Tensor, Tensor, Tensor, Tensor];
    /** aten::embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
     * aten::embedding_dense_backward.out(Tensor grad_output, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq, *, Tensor(a!) out) -> Tensor(a!) */
    embeddingDenseBackward(gradOutput: Tensor, indices: Tensor, numWeights: number, paddingIdx: number, scaleGradByFreq: boolean): Tensor;
    /** aten::embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -> Tensor
     * aten::embedding_renorm.out(Tensor self, Tensor indices, float max_norm, float norm_type, *, Tensor(a!) out) -> Tensor(a!) */
    embeddingRenorm(self: Tensor, indices: Tensor, maxNorm: number, normType: number): Tensor;
    /** aten::embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!) */
    embeddingRenorm_(self: Tensor, indices: Tensor, maxNorm: number, normType: number): Tensor;
    /** aten::embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor */
    embeddingSparseBackward(grad: Tensor, indices: Tensor, numWeights: number, paddingIdx: number, scaleGradByFreq: boolean): Tensor;
    /** aten::empty_quantized(int[] size, Tensor qtensor, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::empty_quantized.out(int[] size, Tensor qtensor, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    emptyQuantized(size: number[], qtensor: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::empty_strided.out(SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!) */
    emptyStrided(size: number[], stride: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::eq.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::eq.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::eq.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::eq.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    eq(self: Tensor, other: Scalar): Tensor;
    eq(self: Tensor, other: Tensor): Tensor;
    /** aten::eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    eq_(self: Tensor, other: Scalar): Tensor;
    eq_(self: Tensor, other: Tensor): Tensor;
    /** aten::equal(Tensor self, Tensor other) -> bool */
    equal(self: Tensor, other: Tensor): boolean;
    /** aten::erf(Tensor self) -> Tensor
     * aten::erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    erf(self: Tensor): Tensor;
    /** aten::erf_(Tensor(a!) self) -> Tensor(a!) */
    erf_(self: Tensor): Tensor;
    /** aten::erfc(Tensor self) -> Tensor
     * aten::erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    erfc(self: Tensor): Tensor;
    /** aten::erfc_(Tensor(a!) self) -> Tensor(a!) */
    erfc_(self: Tensor): Tensor;
    /** aten::erfinv(Tensor self) -> Tensor
     * aten::erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    erfinv(self: Tensor): Tensor;
    /** aten::erfinv_(Tensor(a!) self) -> Tensor(a!) */
    erfinv_(self: Tensor): Tensor;
    /** aten::exp(Tensor self) -> Tensor
     * aten::exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    exp(self: Tensor): Tensor;
    /** aten::exp2(Tensor self) -> Tensor
     * aten::exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    exp2(self: Tensor): Tensor;
    /** aten::exp2_(Tensor(a!) self) -> Tensor(a!) */
    exp2_(self: Tensor): Tensor;
    /** aten::exp_(Tensor(a!) self) -> Tensor(a!) */
    exp_(self: Tensor): Tensor;
    /** aten::expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a) */
    expand(self: Tensor, size: number[], options?: {
        implicit?: boolean;
    }): Tensor;
    /** aten::expand_as(Tensor(a) self, Tensor other) -> Tensor(a) */
    expandAs(self: Tensor, other: Tensor): Tensor;
    /** aten::expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor
     * aten::expand_copy.out(Tensor self, SymInt[] size, *, bool implicit=False, Tensor(a!) out) -> Tensor(a!) */
    expandCopy(self: Tensor, size: number[], options?: {
        implicit?: boolean;
    }): Tensor;
    /** aten::expm1(Tensor self) -> Tensor
     * aten::expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    expm1(self: Tensor): Tensor;
    /** aten::expm1_(Tensor(a!) self) -> Tensor(a!) */
    expm1_(self: Tensor): Tensor;
    /** aten::exponential(Tensor self, float lambd=1., *, Generator? generator=None) -> Tensor
     * aten::exponential.out(Tensor self, float lambd=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    exponential(self: Tensor, lambd?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::exponential_(Tensor(a!) self, float lambd=1., *, Generator? generator=None) -> Tensor(a!) */
    exponential_(self: Tensor, lambd?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::fake_quantize_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> Tensor */
    fakeQuantizePerChannelAffine(self: Tensor, scale: Tensor, zeroPoint: Tensor, axis: number, quantMin: number, quantMax: number): Tensor;
    /** aten::fake_quantize_per_channel_affine_cachemask(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
     * aten::fake_quantize_per_channel_affine_cachemask.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    fakeQuantizePerChannelAffineCachemask(self: Tensor, scale: Tensor, zeroPoint: Tensor, axis: number, quantMin: number, quantMax: number): [Tensor, Tensor];
    /** aten::fake_quantize_per_channel_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor */
    fakeQuantizePerChannelAffineCachemaskBackward(grad: Tensor, mask: Tensor): Tensor;
    /** aten::fake_quantize_per_tensor_affine(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> Tensor
     * aten::fake_quantize_per_tensor_affine.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max) -> Tensor */
    fakeQuantizePerTensorAffine(self: Tensor, scale: number, zeroPoint: number, quantMin: number, quantMax: number): Tensor;
    fakeQuantizePerTensorAffine(self: Tensor, scale: Tensor, zeroPoint: Tensor, quantMin: number, quantMax: number): Tensor;
    /** aten::fake_quantize_per_tensor_affine_cachemask(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
     * aten::fake_quantize_per_tensor_affine_cachemask.out(Tensor self, float scale, int zero_point, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    fakeQuantizePerTensorAffineCachemask(self: Tensor, scale: number, zeroPoint: number, quantMin: number, quantMax: number): [Tensor, Tensor];
    /** aten::fake_quantize_per_tensor_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor */
    fakeQuantizePerTensorAffineCachemaskBackward(grad: Tensor, mask: Tensor): Tensor;
    /** aten::fbgemm_linear_fp16_weight(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor */
    fbgemmLinearFp16Weight(input: Tensor, packedWeight: Tensor, bias: Tensor): Tensor;
    /** aten::fbgemm_linear_fp16_weight_fp32_activation(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor */
    fbgemmLinearFp16WeightFp32Activation(input: Tensor, packedWeight: Tensor, bias: Tensor): Tensor;
    /** aten::fbgemm_linear_int8_weight(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor */
    fbgemmLinearInt8Weight(input: Tensor, weight: Tensor, packed: Tensor, colOffsets: Tensor, weightScale: Scalar, weightZeroPoint: Scalar, bias: Tensor): Tensor;
    /** aten::fbgemm_linear_int8_weight_fp32_activation(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor */
    fbgemmLinearInt8WeightFp32Activation(input: Tensor, weight: Tensor, packed: Tensor, colOffsets: Tensor, weightScale: Scalar, weightZeroPoint: Scalar, bias: Tensor): Tensor;
    /** aten::fbgemm_linear_quantize_weight(Tensor input) -> (Tensor, Tensor, float, int) */
    fbgemmLinearQuantizeWeight(input: Tensor): [Tensor, Tensor, number, number];
    /** aten::fbgemm_pack_gemm_matrix_fp16(Tensor input) -> Tensor */
    fbgemmPackGemmMatrixFp16(input: Tensor): Tensor;
    /** aten::fbgemm_pack_quantized_matrix(Tensor input) -> Tensor
     * aten::fbgemm_pack_quantized_matrix.KN(Tensor input, int K, int N) -> Tensor */
    fbgemmPackQuantizedMatrix(input: Tensor): Tensor;
    fbgemmPackQuantizedMatrix(input: Tensor, K: number, N: number): Tensor;
    /** aten::feature_alpha_dropout(Tensor input, float p, bool train) -> Tensor */
    featureAlphaDropout(input: Tensor, p: number, train: boolean): Tensor;
    /** aten::feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    featureAlphaDropout_(self: Tensor, p: number, train: boolean): Tensor;
    /** aten::feature_dropout(Tensor input, float p, bool train) -> Tensor */
    featureDropout(input: Tensor, p: number, train: boolean): Tensor;
    /** aten::feature_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!) */
    featureDropout_(self: Tensor, p: number, train: boolean): Tensor;
    /** aten::fft_fft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_fft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftFft(self: Tensor, n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_fft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_fft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftFft2(self: Tensor, s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_fftfreq(int n, float d=1., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::fft_fftfreq.out(int n, float d=1., *, Tensor(a!) out) -> Tensor(a!) */
    fftFftfreq(n: number, d?: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::fft_fftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_fftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftFftn(self: Tensor, s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor */
    fftFftshift(self: Tensor, dim?: number | number[] | null): Tensor;
    /** aten::fft_hfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_hfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftHfft(self: Tensor, n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_hfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_hfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftHfft2(self: Tensor, s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_hfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_hfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftHfftn(self: Tensor, s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_ifft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_ifft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIfft(self: Tensor, n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_ifft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_ifft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIfft2(self: Tensor, s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_ifftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_ifftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIfftn(self: Tensor, s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_ifftshift(Tensor self, int[1]? dim=None) -> Tensor */
    fftIfftshift(self: Tensor, dim?: number | number[] | null): Tensor;
    /** aten::fft_ihfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_ihfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIhfft(self: Tensor, n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_ihfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_ihfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIhfft2(self: Tensor, s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_ihfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_ihfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIhfftn(self: Tensor, s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_irfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_irfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIrfft(self: Tensor, n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_irfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_irfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIrfft2(self: Tensor, s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_irfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_irfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftIrfftn(self: Tensor, s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fft_rfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
     * aten::fft_rfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftRfft(self: Tensor, n?: number | null, dim?: number, norm?: string | null): Tensor;
    /** aten::fft_rfft2(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
     * aten::fft_rfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftRfft2(self: Tensor, s?: number | number[] | null, dim?: number | number[], norm?: string | null): Tensor;
    /** aten::fft_rfftfreq(int n, float d=1., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::fft_rfftfreq.out(int n, float d=1., *, Tensor(a!) out) -> Tensor(a!) */
    fftRfftfreq(n: number, d?: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::fft_rfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
     * aten::fft_rfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!) */
    fftRfftn(self: Tensor, s?: number | number[] | null, dim?: number | number[] | null, norm?: string | null): Tensor;
    /** aten::fill.Scalar(Tensor self, Scalar value) -> Tensor
     * aten::fill.Scalar_out(Tensor self, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::fill.Tensor(Tensor self, Tensor value) -> Tensor
     * aten::fill.Tensor_out(Tensor self, Tensor value, *, Tensor(a!) out) -> Tensor(a!) */
    fill(self: Tensor, value: Scalar): Tensor;
    fill(self: Tensor, value: Tensor): Tensor;
    /** aten::fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)
     * aten::fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!) */
    fill_(self: Tensor, value: Scalar): Tensor;
    fill_(self: Tensor, value: Tensor): Tensor;
    /** aten::fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -> Tensor(a!) */
    fillDiagonal_(self: Tensor, fillValue: Scalar, wrap?: boolean): Tensor;
    /** aten::fix(Tensor self) -> Tensor
     * aten::fix.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    fix(self: Tensor): Tensor;
    /** aten::fix_(Tensor(a!) self) -> Tensor(a!) */
    fix_(self: Tensor): Tensor;
    /** aten::flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, str out_dim) -> Tensor(a)
     * aten::flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a) */
    flatten(self: Tensor, startDim: number, endDim: number, outDim: string): Tensor;
    flatten(self: Tensor, startDim?: number, endDim?: number): Tensor;
    /** aten::flatten_dense_tensors(Tensor[] tensors) -> Tensor */
    flattenDenseTensors(tensors: Tensor[]): Tensor;
    /** aten::flip(Tensor self, int[] dims) -> Tensor
     * aten::flip.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!) */
    flip(self: Tensor, dims: number[]): Tensor;
    /** aten::fliplr(Tensor self) -> Tensor */
    fliplr(self: Tensor): Tensor;
    /** aten::flipud(Tensor self) -> Tensor */
    flipud(self: Tensor): Tensor;
    /** aten::float_power.Scalar(Scalar self, Tensor exponent) -> Tensor
     * aten::float_power.Scalar_out(Scalar self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
     * aten::float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
     * aten::float_power.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
     * aten::float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
     * aten::float_power.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!) */
    floatPower(self: Scalar, exponent: Tensor): Tensor;
    floatPower(self: Tensor, exponent: Scalar): Tensor;
    floatPower(self: Tensor, exponent: Tensor): Tensor;
    /** aten::float_power_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
     * aten::float_power_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!) */
    floatPower_(self: Tensor, exponent: Scalar): Tensor;
    floatPower_(self: Tensor, exponent: Tensor): Tensor;
    /** aten::floor(Tensor self) -> Tensor
     * aten::floor.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    floor(self: Tensor): Tensor;
    /** aten::floor_(Tensor(a!) self) -> Tensor(a!) */
    floor_(self: Tensor): Tensor;
    /** aten::floor_divide(Tensor self, Tensor other) -> Tensor
     * aten::floor_divide.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    floorDivide(self: Tensor, other: Tensor): Tensor;
    floorDivide(self: Tensor, other: Scalar): Tensor;
    /** aten::floor_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    floorDivide_(self: Tensor, other: Scalar): Tensor;
    floorDivide_(self: Tensor, other: Tensor): Tensor;
    /** aten::fmax(Tensor self, Tensor other) -> Tensor
     * aten::fmax.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    fmax(self: Tensor, other: Tensor): Tensor;
    /** aten::fmin(Tensor self, Tensor other) -> Tensor
     * aten::fmin.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    fmin(self: Tensor, other: Tensor): Tensor;
    /** aten::fmod.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::fmod.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::fmod.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    fmod(self: Tensor, other: Scalar): Tensor;
    fmod(self: Tensor, other: Tensor): Tensor;
    /** aten::fmod_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    fmod_(self: Tensor, other: Scalar): Tensor;
    fmod_(self: Tensor, other: Tensor): Tensor;
    /** aten::frac(Tensor self) -> Tensor
     * aten::frac.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    frac(self: Tensor): Tensor;
    /** aten::frac_(Tensor(a!) self) -> Tensor(a!) */
    frac_(self: Tensor): Tensor;
    /** aten::fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)
     * aten::fractional_max_pool2d.output(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    fractionalMaxPool2d(self: Tensor, kernelSize: number | number[], outputSize: number | number[], randomSamples: Tensor): [Tensor, Tensor];
    /** aten::fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices) -> Tensor
     * aten::fractional_max_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!) */
    fractionalMaxPool2dBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], outputSize: number | number[], indices: Tensor): Tensor;
    /** aten::fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)
     * aten::fractional_max_pool3d.output(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    fractionalMaxPool3d(self: Tensor, kernelSize: number | number[], outputSize: number | number[], randomSamples: Tensor): [Tensor, Tensor];
    /** aten::fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices) -> Tensor
     * aten::fractional_max_pool3d_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!) */
    fractionalMaxPool3dBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], outputSize: number | number[], indices: Tensor): Tensor;
    /** aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)
     * aten::frexp.Tensor_out(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) -> (Tensor(a!) mantissa, Tensor(b!) exponent) */
    frexp(self: Tensor): [Tensor, Tensor];
    /** aten::frobenius_norm(Tensor self) -> Tensor
     * aten::frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
     * aten::frobenius_norm.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    frobeniusNorm(self: Tensor): Tensor;
    frobeniusNorm(self: Tensor, dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::from_file(str filename, bool? shared=None, int? size=0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::from_file.out(str filename, bool? shared=None, int? size=0, *, Tensor(a!) out) -> Tensor(a!) */
    fromFile(filename: string, shared?: boolean | null, size?: number | null, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::fused_moving_avg_obs_fake_quant(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> Tensor */
    fusedMovingAvgObsFakeQuant(self: Tensor, observerOn: Tensor, fakeQuantOn: Tensor, runningMin: Tensor, runningMax: Tensor, scale: Tensor, zeroPoint: Tensor, averagingConst: number, quantMin: number, quantMax: number, chAxis: number, perRowFakeQuant?: boolean, symmetricQuant?: boolean): Tensor;
    /** aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
     * aten::gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!) */
    gather(self: Tensor, dim: number, index: Tensor, options?: {
        sparseGrad?: boolean;
    }): Tensor;
    /** aten::gather_backward(Tensor grad, Tensor self, int dim, Tensor index, bool sparse_grad) -> Tensor */
    gatherBackward(grad: Tensor, self: Tensor, dim: number, index: Tensor, sparseGrad: boolean): Tensor;
    /** aten::gcd(Tensor self, Tensor other) -> Tensor
     * aten::gcd.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    gcd(self: Tensor, other: Tensor): Tensor;
    /** aten::gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    gcd_(self: Tensor, other: Tensor): Tensor;
    /** aten::ge.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::ge.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::ge.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::ge.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    ge(self: Tensor, other: Scalar): Tensor;
    ge(self: Tensor, other: Tensor): Tensor;
    /** aten::ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    ge_(self: Tensor, other: Scalar): Tensor;
    ge_(self: Tensor, other: Tensor): Tensor;
    /** aten::gelu(Tensor self, *, str approximate="none") -> Tensor
     * aten::gelu.out(Tensor self, *, str approximate="none", Tensor(a!) out) -> Tensor(a!) */
    gelu(self: Tensor, options?: {
        approximate?: string;
    }): Tensor;
    /** aten::gelu_(Tensor(a!) self, *, str approximate="none") -> Tensor(a!) */
    gelu_(self: Tensor, options?: {
        approximate?: string;
    }): Tensor;
    /** aten::gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor
     * aten::gelu_backward.grad_input(Tensor grad_output, Tensor self, *, str approximate="none", Tensor(a!) grad_input) -> Tensor(a!) */
    geluBackward(gradOutput: Tensor, self: Tensor, options?: {
        approximate?: string;
    }): Tensor;
    /** aten::geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor
     * aten::geometric.out(Tensor self, float p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    geometric(self: Tensor, p: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!) */
    geometric_(self: Tensor, p: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)
     * aten::geqrf.a(Tensor self, *, Tensor(a!) a, Tensor(b!) tau) -> (Tensor(a!) a, Tensor(b!) tau) */
    geqrf(self: Tensor): [Tensor, Tensor];
    /** aten::ger(Tensor self, Tensor vec2) -> Tensor
     * aten::ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!) */
    ger(self: Tensor, vec2: Tensor): Tensor;
    /** aten::get_gradients(int context_id) -> Dict(Tensor, Tensor) */
    getGradients(contextId: number): unknown;
    /** aten::glu(Tensor self, int dim=-1) -> Tensor
     * aten::glu.out(Tensor self, int dim=-1, *, Tensor(a!) out) -> Tensor(a!) */
    glu(self: Tensor, dim?: number): Tensor;
    /** aten::glu_backward(Tensor grad_output, Tensor self, int dim) -> Tensor
     * aten::glu_backward.grad_input(Tensor grad_output, Tensor self, int dim, *, Tensor(a!) grad_input) -> Tensor(a!) */
    gluBackward(gradOutput: Tensor, self: Tensor, dim: number): Tensor;
    /** aten::glu_backward_jvp(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim) -> Tensor
     * aten::glu_backward_jvp.out(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim, *, Tensor(a!) out) -> Tensor(a!) */
    gluBackwardJvp(gradX: Tensor, gradGlu: Tensor, x: Tensor, dgradGlu: Tensor, dx: Tensor, dim: number): Tensor;
    /** aten::glu_jvp(Tensor glu, Tensor x, Tensor dx, int dim) -> Tensor
     * aten::glu_jvp.out(Tensor glu, Tensor x, Tensor dx, int dim, *, Tensor(a!) out) -> Tensor(a!) */
    gluJvp(glu: Tensor, x: Tensor, dx: Tensor, dim: number): Tensor;
    /** aten::gradient.array(Tensor self, *, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -> Tensor[]
     * aten::gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -> Tensor[]
     * aten::gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -> Tensor[]
     * aten::gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -> Tensor[] */
    gradient(self: Tensor, options?: {
        spacing?: Scalar | null;
        dim?: number | null;
        edgeOrder?: number;
    }): Tensor[];
    /** aten::greater.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::greater.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::greater.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::greater.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    greater(self: Tensor, other: Scalar): Tensor;
    greater(self: Tensor, other: Tensor): Tensor;
    /** aten::greater_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::greater_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    greater_(self: Tensor, other: Scalar): Tensor;
    greater_(self: Tensor, other: Tensor): Tensor;
    /** aten::greater_equal.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::greater_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::greater_equal.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::greater_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    greaterEqual(self: Tensor, other: Scalar): Tensor;
    greaterEqual(self: Tensor, other: Tensor): Tensor;
    /** aten::greater_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::greater_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    greaterEqual_(self: Tensor, other: Scalar): Tensor;
    greaterEqual_(self: Tensor, other: Tensor): Tensor;
    /** aten::grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor */
    gridSampler(input: Tensor, grid: Tensor, interpolationMode: number, paddingMode: number, alignCorners: boolean): Tensor;
    /** aten::grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
     * aten::grid_sampler_2d.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!) */
    gridSampler2d(input: Tensor, grid: Tensor, interpolationMode: number, paddingMode: number, alignCorners: boolean): Tensor;
    /** aten::grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)
     * aten::grid_sampler_2d_backward.out(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    gridSampler2dBackward(gradOutput: Tensor, input: Tensor, grid: Tensor, interpolationMode: number, paddingMode: number, alignCorners: boolean, outputMask: boolean | boolean[]): [Tensor, Tensor];
    /** aten::grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
     * aten::grid_sampler_3d.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!) */
    gridSampler3d(input: Tensor, grid: Tensor, interpolationMode: number, paddingMode: number, alignCorners: boolean): Tensor;
    /** aten::grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)
     * aten::grid_sampler_3d_backward.out(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    gridSampler3dBackward(gradOutput: Tensor, input: Tensor, grid: Tensor, interpolationMode: number, paddingMode: number, alignCorners: boolean, outputMask: boolean | boolean[]): [Tensor, Tensor];
    /** aten::group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1.0000000000000001e-05, bool cudnn_enabled=True) -> Tensor */
    groupNorm(input: Tensor, numGroups: number, weight?: Tensor | null, bias?: Tensor | null, eps?: number, cudnnEnabled?: boolean): Tensor;
    /** aten::gru.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
     * aten::gru.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor) */
    gru(data: Tensor, batchSizes: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean): [Tensor, Tensor];
    gru(input: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean): [Tensor, Tensor];
    /** aten::gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor */
    gruCell(input: Tensor, hx: Tensor, wIh: Tensor, wHh: Tensor, bIh?: Tensor | null, bHh?: Tensor | null): Tensor;
    /** aten::gt.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::gt.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::gt.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::gt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    gt(self: Tensor, other: Scalar): Tensor;
    gt(self: Tensor, other: Tensor): Tensor;
    /** aten::gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    gt_(self: Tensor, other: Scalar): Tensor;
    gt_(self: Tensor, other: Tensor): Tensor;
    /** aten::hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::hamming_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
     * aten::hamming_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::hamming_window.periodic_alpha(int window_length, bool periodic, float alpha, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::hamming_window.periodic_alpha_beta(int window_length, bool periodic, float alpha, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::hamming_window.periodic_alpha_beta_out(int window_length, bool periodic, float alpha, float beta, *, Tensor(a!) out) -> Tensor(a!)
     * aten::hamming_window.periodic_alpha_out(int window_length, bool periodic, float alpha, *, Tensor(a!) out) -> Tensor(a!)
     * aten::hamming_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!) */
    hammingWindow(windowLength: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    hammingWindow(windowLength: number, periodic: boolean, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    hammingWindow(windowLength: number, periodic: boolean, alpha: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    hammingWindow(windowLength: number, periodic: boolean, alpha: number, beta: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::hann_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::hann_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
     * aten::hann_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::hann_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!) */
    hannWindow(windowLength: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    hannWindow(windowLength: number, periodic: boolean, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor
     * aten::hardshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!) */
    hardshrink(self: Tensor, lambd?: Scalar): Tensor;
    /** aten::hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor
     * aten::hardshrink_backward.grad_input(Tensor grad_out, Tensor self, Scalar lambd, *, Tensor(a!) grad_input) -> Tensor(a!) */
    hardshrinkBackward(gradOut: Tensor, self: Tensor, lambd: Scalar): Tensor;
    /** aten::hardsigmoid(Tensor self) -> Tensor
     * aten::hardsigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    hardsigmoid(self: Tensor): Tensor;
    /** aten::hardsigmoid_(Tensor(a!) self) -> Tensor(a!) */
    hardsigmoid_(self: Tensor): Tensor;
    /** aten::hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor
     * aten::hardsigmoid_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!) */
    hardsigmoidBackward(gradOutput: Tensor, self: Tensor): Tensor;
    /** aten::hardswish(Tensor self) -> Tensor
     * aten::hardswish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    hardswish(self: Tensor): Tensor;
    /** aten::hardswish_(Tensor(a!) self) -> Tensor(a!) */
    hardswish_(self: Tensor): Tensor;
    /** aten::hardswish_backward(Tensor grad_output, Tensor self) -> Tensor
     * aten::hardswish_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    hardswishBackward(gradOutput: Tensor, self: Tensor): Tensor;
    /** aten::hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
     * aten::hardtanh.out(Tensor self, Scalar min_val=-1, Scalar max_val=1, *, Tensor(a!) out) -> Tensor(a!) */
    hardtanh(self: Tensor, minVal?: Scalar, maxVal?: Scalar): Tensor;
    /** aten::hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!) */
    hardtanh_(self: Tensor, minVal?: Scalar, maxVal?: Scalar): Tensor;
    /** aten::hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor
     * aten::hardtanh_backward.grad_input(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val, *, Tensor(a!) grad_input) -> Tensor(a!) */
    hardtanhBackward(gradOutput: Tensor, self: Tensor, minVal: Scalar, maxVal: Scalar): Tensor;
    /** aten::heaviside(Tensor self, Tensor values) -> Tensor
     * aten::heaviside.out(Tensor self, Tensor values, *, Tensor(a!) out) -> Tensor(a!) */
    heaviside(self: Tensor, values: Tensor): Tensor;
    /** aten::heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!) */
    heaviside_(self: Tensor, values: Tensor): Tensor;
    /** aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor */
    hingeEmbeddingLoss(self: Tensor, target: Tensor, margin?: number, reduction?: number): Tensor;
    /** aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor
     * aten::histc.out(Tensor self, int bins=100, Scalar min=0, Scalar max=0, *, Tensor(a!) out) -> Tensor(a!) */
    histc(self: Tensor, bins?: number, min?: Scalar, max?: Scalar): Tensor;
    /** aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
     * aten::histogram.bin_ct_out(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
     * aten::histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
     * aten::histogram.bins_tensor_out(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges) */
    histogram(self: Tensor, bins?: number, options?: {
        range?: number[] | null;
        weight?: Tensor | null;
        density?: boolean;
    }): [Tensor, Tensor];
    histogram(self: Tensor, bins: Tensor, options?: {
        weight?: Tensor | null;
        density?: boolean;
    }): [Tensor, Tensor];
    /** aten::histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
     * aten::histogramdd.TensorList_bins(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
     * aten::histogramdd.int_bins(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges) */
    histogramdd(self: Tensor, bins: number[], range?: number[] | null, weight?: Tensor | null, density?: boolean): [Tensor, Tensor[]];
    histogramdd(self: Tensor, bins: Tensor[], range?: number[] | null, weight?: Tensor | null, density?: boolean): [Tensor, Tensor[]];
    histogramdd(self: Tensor, bins: number, range?: number[] | null, weight?: Tensor | null, density?: boolean): [Tensor, Tensor[]];
    /** aten::hsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
     * aten::hsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[] */
    hsplit(self: Tensor, indices: number[]): Tensor[];
    hsplit(self: Tensor, sections: number): Tensor[];
    /** aten::hspmm(Tensor mat1, Tensor mat2) -> Tensor
     * aten::hspmm.out(Tensor mat1, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!) */
    hspmm(mat1: Tensor, mat2: Tensor): Tensor;
    /** aten::hstack(Tensor[] tensors) -> Tensor
     * aten::hstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    hstack(tensors: Tensor[]): Tensor;
    /** aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -> Tensor
     * aten::huber_loss.out(Tensor self, Tensor target, int reduction=1, float delta=1., *, Tensor(a!) out) -> Tensor(a!) */
    huberLoss(self: Tensor, target: Tensor, reduction?: number, delta?: number): Tensor;
    /** aten::huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor
     * aten::huber_loss_backward.out(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta, *, Tensor(a!) grad_input) -> Tensor(a!) */
    huberLossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, reduction: number, delta: number): Tensor;
    /** aten::hypot(Tensor self, Tensor other) -> Tensor
     * aten::hypot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    hypot(self: Tensor, other: Tensor): Tensor;
    /** aten::hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    hypot_(self: Tensor, other: Tensor): Tensor;
    /** aten::i0(Tensor self) -> Tensor
     * aten::i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    i0(self: Tensor): Tensor;
    /** aten::i0_(Tensor(a!) self) -> Tensor(a!) */
    i0_(self: Tensor): Tensor;
    /** aten::igamma(Tensor self, Tensor other) -> Tensor
     * aten::igamma.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    igamma(self: Tensor, other: Tensor): Tensor;
    /** aten::igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    igamma_(self: Tensor, other: Tensor): Tensor;
    /** aten::igammac(Tensor self, Tensor other) -> Tensor
     * aten::igammac.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    igammac(self: Tensor, other: Tensor): Tensor;
    /** aten::igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    igammac_(self: Tensor, other: Tensor): Tensor;
    /** aten::im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
     * aten::im2col.out(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!) */
    im2col(self: Tensor, kernelSize: number | number[], dilation: number | number[], padding: number | number[], stride: number | number[]): Tensor;
    /** aten::imag(Tensor(a) self) -> Tensor(a) */
    imag(self: Tensor): Tensor;
    /** aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor
     * aten::index.Tensor_out(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!) */
    index(self: Tensor, indices: (Tensor | null)[]): Tensor;
    /** aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
     * aten::index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    indexAdd(self: Tensor, dim: number, index: Tensor, source: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!) */
    indexAdd_(self: Tensor, dim: number, index: Tensor, source: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor
     * aten::index_copy.out(Tensor self, int dim, Tensor index, Tensor source, *, Tensor(a!) out) -> Tensor(a!) */
    indexCopy(self: Tensor, dim: number, index: Tensor, source: Tensor): Tensor;
    /** aten::index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!) */
    indexCopy_(self: Tensor, dim: number, index: Tensor, source: Tensor): Tensor;
    /** aten::index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
     * aten::index_fill.int_Scalar_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
     * aten::index_fill.int_Tensor_out(Tensor self, int dim, Tensor index, Tensor value, *, Tensor(a!) out) -> Tensor(a!) */
    indexFill(self: Tensor, dim: number, index: Tensor, value: Scalar): Tensor;
    indexFill(self: Tensor, dim: number, index: Tensor, value: Tensor): Tensor;
    /** aten::index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
     * aten::index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!) */
    indexFill_(self: Tensor, dim: number, index: Tensor, value: Scalar): Tensor;
    indexFill_(self: Tensor, dim: number, index: Tensor, value: Tensor): Tensor;
    /** aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor
     * aten::index_put.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!) */
    indexPut(self: Tensor, indices: (Tensor | null)[], values: Tensor, accumulate?: boolean): Tensor;
    /** aten::index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!) */
    indexPut_(self: Tensor, indices: (Tensor | null)[], values: Tensor, accumulate?: boolean): Tensor;
    /** aten::index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
     * aten::index_reduce.out(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!) */
    indexReduce(self: Tensor, dim: number, index: Tensor, source: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!) */
    indexReduce_(self: Tensor, dim: number, index: Tensor, source: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::index_select(Tensor self, int dim, Tensor index) -> Tensor
     * aten::index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!) */
    indexSelect(self: Tensor, dim: number, index: Tensor): Tensor;
    /** aten::index_select_backward(Tensor grad, int[] self_sizes, int dim, Tensor index) -> Tensor */
    indexSelectBackward(grad: Tensor, selfSizes: number[], dim: number, index: Tensor): Tensor;
    /** aten::indices(Tensor(a) self) -> Tensor(a) */
    indices(self: Tensor): Tensor;
    /** aten::indices_copy(Tensor self) -> Tensor
     * aten::indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    indicesCopy(self: Tensor): Tensor;
    /** aten::infinitely_differentiable_gelu_backward(Tensor grad, Tensor self) -> Tensor */
    infinitelyDifferentiableGeluBackward(grad: Tensor, self: Tensor): Tensor;
    /** aten::inner(Tensor self, Tensor other) -> Tensor
     * aten::inner.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    inner(self: Tensor, other: Tensor): Tensor;
    /** aten::instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor */
    instanceNorm(input: Tensor, weight: Tensor | null, bias: Tensor | null, runningMean: Tensor | null, runningVar: Tensor | null, useInputStats: boolean, momentum: number, eps: number, cudnnEnabled: boolean): Tensor;
    /** aten::int_repr(Tensor self) -> Tensor
     * aten::int_repr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    intRepr(self: Tensor): Tensor;
    /** aten::inverse(Tensor self) -> Tensor
     * aten::inverse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    inverse(self: Tensor): Tensor;
    /** aten::is_coalesced(Tensor self) -> bool */
    isCoalesced(self: Tensor): boolean;
    /** aten::is_complex(Tensor self) -> bool */
    isComplex(self: Tensor): boolean;
    /** aten::is_conj(Tensor self) -> bool */
    isConj(self: Tensor): boolean;
    /** aten::is_distributed(Tensor self) -> bool */
    isDistributed(self: Tensor): boolean;
    /** aten::is_floating_point(Tensor self) -> bool */
    isFloatingPoint(self: Tensor): boolean;
    /** aten::is_inference(Tensor self) -> bool */
    isInference(self: Tensor): boolean;
    /** aten::is_leaf(Tensor self) -> bool */
    isLeaf(self: Tensor): boolean;
    /** aten::is_neg(Tensor self) -> bool */
    isNeg(self: Tensor): boolean;
    /** aten::is_nonzero(Tensor self) -> bool */
    isNonzero(self: Tensor): boolean;
    /** aten::is_pinned(Tensor self, Device? device=None) -> bool */
    isPinned(self: Tensor, device?: string | null): boolean;
    /** aten::is_same_size(Tensor self, Tensor other) -> bool */
    isSameSize(self: Tensor, other: Tensor): boolean;
    /** aten::is_set_to(Tensor self, Tensor tensor) -> bool */
    isSetTo(self: Tensor, tensor: Tensor): boolean;
    /** aten::is_signed(Tensor self) -> bool */
    isSigned(self: Tensor): boolean;
    /** aten::is_vulkan_available() -> bool */
    isVulkanAvailable(): boolean;
    /** aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor */
    isclose(self: Tensor, other: Tensor, rtol?: number, atol?: number, equalNan?: boolean): Tensor;
    /** aten::isfinite(Tensor self) -> Tensor */
    isfinite(self: Tensor): Tensor;
    /** aten::isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
     * aten::isin.Scalar_Tensor_out(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
     * aten::isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor
     * aten::isin.Tensor_Scalar_out(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
     * aten::isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
     * aten::isin.Tensor_Tensor_out(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!) */
    isin(element: Scalar, testElements: Tensor, options?: {
        assumeUnique?: boolean;
        invert?: boolean;
    }): Tensor;
    isin(elements: Tensor, testElement: Scalar, options?: {
        assumeUnique?: boolean;
        invert?: boolean;
    }): Tensor;
    isin(elements: Tensor, testElements: Tensor, options?: {
        assumeUnique?: boolean;
        invert?: boolean;
    }): Tensor;
    /** aten::isinf(Tensor self) -> Tensor
     * aten::isinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isinf(self: Tensor): Tensor;
    /** aten::isnan(Tensor self) -> Tensor
     * aten::isnan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isnan(self: Tensor): Tensor;
    /** aten::isneginf(Tensor self) -> Tensor
     * aten::isneginf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isneginf(self: Tensor): Tensor;
    /** aten::isposinf(Tensor self) -> Tensor
     * aten::isposinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    isposinf(self: Tensor): Tensor;
    /** aten::isreal(Tensor self) -> Tensor */
    isreal(self: Tensor): Tensor;
    /** aten::istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor */
    istft(self: Tensor, nFft: number, hopLength?: number | null, winLength?: number | null, window?: Tensor | null, center?: boolean, normalized?: boolean, onesided?: boolean | null, length?: number | null, returnComplex?: boolean): Tensor;
    /** aten::item(Tensor self) -> Scalar */
    item(self: Tensor): number;
    /** aten::kaiser_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::kaiser_window.beta(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::kaiser_window.beta_out(int window_length, bool periodic, float beta, *, Tensor(a!) out) -> Tensor(a!)
     * aten::kaiser_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
     * aten::kaiser_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::kaiser_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!) */
    kaiserWindow(windowLength: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    kaiserWindow(windowLength: number, periodic: boolean, beta: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    kaiserWindow(windowLength: number, periodic: boolean, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -> Tensor */
    klDiv(self: Tensor, target: Tensor, reduction?: number, options?: {
        logTarget?: boolean;
    }): Tensor;
    /** aten::kron(Tensor self, Tensor other) -> Tensor
     * aten::kron.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    kron(self: Tensor, other: Tensor): Tensor;
    /** aten::kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::kthvalue.values(Tensor self, int k, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    kthvalue(self: Tensor, k: number, dim?: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor */
    l1Loss(self: Tensor, target: Tensor, reduction?: number): Tensor;
    /** aten::layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1.0000000000000001e-05, bool cudnn_enable=True) -> Tensor */
    layerNorm(input: Tensor, normalizedShape: number[], weight?: Tensor | null, bias?: Tensor | null, eps?: number, cudnnEnable?: boolean): Tensor;
    /** aten::lcm(Tensor self, Tensor other) -> Tensor
     * aten::lcm.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    lcm(self: Tensor, other: Tensor): Tensor;
    /** aten::lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    lcm_(self: Tensor, other: Tensor): Tensor;
    /** aten::ldexp.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::ldexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    ldexp(self: Tensor, other: Tensor): Tensor;
    /** aten::ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    ldexp_(self: Tensor, other: Tensor): Tensor;
    /** aten::le.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::le.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::le.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::le.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    le(self: Tensor, other: Scalar): Tensor;
    le(self: Tensor, other: Tensor): Tensor;
    /** aten::le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    le_(self: Tensor, other: Scalar): Tensor;
    le_(self: Tensor, other: Tensor): Tensor;
    /** aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
     * aten::leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!) */
    leakyRelu(self: Tensor, negativeSlope?: Scalar): Tensor;
    /** aten::leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!) */
    leakyRelu_(self: Tensor, negativeSlope?: Scalar): Tensor;
    /** aten::leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor
     * aten::leaky_relu_backward.grad_input(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result, *, Tensor(a!) grad_input) -> Tensor(a!) */
    leakyReluBackward(gradOutput: Tensor, self: Tensor, negativeSlope: Scalar, selfIsResult: boolean): Tensor;
    /** aten::lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
     * aten::lerp.Scalar_out(Tensor self, Tensor end, Scalar weight, *, Tensor(a!) out) -> Tensor(a!)
     * aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
     * aten::lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!) */
    lerp(self: Tensor, end: Tensor, weight: Scalar): Tensor;
    lerp(self: Tensor, end: Tensor, weight: Tensor): Tensor;
    /** aten::lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)
     * aten::lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!) */
    lerp_(self: Tensor, end: Tensor, weight: Scalar): Tensor;
    lerp_(self: Tensor, end: Tensor, weight: Tensor): Tensor;
    /** aten::less.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::less.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::less.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::less.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    less(self: Tensor, other: Scalar): Tensor;
    less(self: Tensor, other: Tensor): Tensor;
    /** aten::less_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::less_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    less_(self: Tensor, other: Scalar): Tensor;
    less_(self: Tensor, other: Tensor): Tensor;
    /** aten::less_equal.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::less_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::less_equal.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::less_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    lessEqual(self: Tensor, other: Scalar): Tensor;
    lessEqual(self: Tensor, other: Tensor): Tensor;
    /** aten::less_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::less_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    lessEqual_(self: Tensor, other: Scalar): Tensor;
    lessEqual_(self: Tensor, other: Tensor): Tensor;
    /** aten::lgamma(Tensor self) -> Tensor
     * aten::lgamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    lgamma(self: Tensor): Tensor;
    /** aten::lgamma_(Tensor(a!) self) -> Tensor(a!) */
    lgamma_(self: Tensor): Tensor;
    /** aten::lift(Tensor self) -> Tensor
     * aten::lift.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    lift(self: Tensor): Tensor;
    /** aten::lift_fresh(Tensor(a) self) -> Tensor(a) */
    liftFresh(self: Tensor): Tensor;
    /** aten::lift_fresh_copy(Tensor self) -> Tensor
     * aten::lift_fresh_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    liftFreshCopy(self: Tensor): Tensor;
    /** aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor
     * aten::linalg_cholesky.out(Tensor self, *, bool upper=False, Tensor(a!) out) -> Tensor(a!) */
    linalgCholesky(self: Tensor, options?: {
        upper?: boolean;
    }): Tensor;
    /** aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)
     * aten::linalg_cholesky_ex.L(Tensor self, *, bool upper=False, bool check_errors=False, Tensor(a!) L, Tensor(b!) info) -> (Tensor(a!) L, Tensor(b!) info) */
    linalgCholeskyEx(self: Tensor, options?: {
        upper?: boolean;
        checkErrors?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor
     * aten::linalg_cond.out(Tensor self, Scalar? p=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_cond.p_str(Tensor self, str p) -> Tensor
     * aten::linalg_cond.p_str_out(Tensor self, str p, *, Tensor(a!) out) -> Tensor(a!) */
    linalgCond(self: Tensor, p?: Scalar | null): Tensor;
    linalgCond(self: Tensor, p: string): Tensor;
    /** aten::linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor
     * aten::linalg_cross.out(Tensor self, Tensor other, *, int dim=-1, Tensor(a!) out) -> Tensor(a!) */
    linalgCross(self: Tensor, other: Tensor, options?: {
        dim?: number;
    }): Tensor;
    /** aten::linalg_det(Tensor A) -> Tensor
     * aten::linalg_det.out(Tensor A, *, Tensor(a!) out) -> Tensor(a!) */
    linalgDet(A: Tensor): Tensor;
    /** aten::linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a) */
    linalgDiagonal(A: Tensor, options?: {
        offset?: number;
        dim1?: number;
        dim2?: number;
    }): Tensor;
    /** aten::linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)
     * aten::linalg_eig.out(Tensor self, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) */
    linalgEig(self: Tensor): [Tensor, Tensor];
    /** aten::linalg_eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)
     * aten::linalg_eigh.eigvals(Tensor self, str UPLO="L", *, Tensor(a!) eigvals, Tensor(b!) eigvecs) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) */
    linalgEigh(self: Tensor, UPLO?: string): [Tensor, Tensor];
    /** aten::linalg_eigvals(Tensor self) -> Tensor
     * aten::linalg_eigvals.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    linalgEigvals(self: Tensor): Tensor;
    /** aten::linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor
     * aten::linalg_eigvalsh.out(Tensor self, str UPLO="L", *, Tensor(a!) out) -> Tensor(a!) */
    linalgEigvalsh(self: Tensor, UPLO?: string): Tensor;
    /** aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor
     * aten::linalg_householder_product.out(Tensor input, Tensor tau, *, Tensor(a!) out) -> Tensor(a!) */
    linalgHouseholderProduct(input: Tensor, tau: Tensor): Tensor;
    /** aten::linalg_inv(Tensor A) -> Tensor
     * aten::linalg_inv.out(Tensor A, *, Tensor(a!) out) -> Tensor(a!) */
    linalgInv(A: Tensor): Tensor;
    /** aten::linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)
     * aten::linalg_inv_ex.inverse(Tensor A, *, bool check_errors=False, Tensor(a!) inverse, Tensor(b!) info) -> (Tensor(a!) inverse, Tensor(b!) info) */
    linalgInvEx(A: Tensor, options?: {
        checkErrors?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)
     * aten::linalg_ldl_factor.out(Tensor self, *, bool hermitian=False, Tensor(a!) LD, Tensor(b!) pivots) -> (Tensor(a!) LD, Tensor(b!) pivots) */
    linalgLdlFactor(self: Tensor, options?: {
        hermitian?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)
     * aten::linalg_ldl_factor_ex.out(Tensor self, *, bool hermitian=False, bool check_errors=False, Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) */
    linalgLdlFactorEx(self: Tensor, options?: {
        hermitian?: boolean;
        checkErrors?: boolean;
    }): [Tensor, Tensor, Tensor];
    /** aten::linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor
     * aten::linalg_ldl_solve.out(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False, Tensor(a!) out) -> Tensor(a!) */
    linalgLdlSolve(LD: Tensor, pivots: Tensor, B: Tensor, options?: {
        hermitian?: boolean;
    }): Tensor;
    /** aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)
     * aten::linalg_lstsq.out(Tensor self, Tensor b, float? rcond=None, *, str? driver=None, Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) -> (Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) */
    linalgLstsq(self: Tensor, b: Tensor, rcond?: number | null, options?: {
        driver?: string | null;
    }): [Tensor, Tensor, Tensor, Tensor];
    /** aten::linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)
     * aten::linalg_lu.out(Tensor A, *, bool pivot=True, Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) -> (Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) */
    linalgLu(A: Tensor, options?: {
        pivot?: boolean;
    }): [Tensor, Tensor, Tensor];
    /** aten::linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)
     * aten::linalg_lu_factor.out(Tensor A, *, bool pivot=True, Tensor(a!) LU, Tensor(b!) pivots) -> (Tensor(a!) LU, Tensor(b!) pivots) */
    linalgLuFactor(A: Tensor, options?: {
        pivot?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)
     * aten::linalg_lu_factor_ex.out(Tensor A, *, bool pivot=True, bool check_errors=False, Tensor(a!) LU, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LU, Tensor(b!) pivots, Tensor(c!) info) */
    linalgLuFactorEx(A: Tensor, options?: {
        pivot?: boolean;
        checkErrors?: boolean;
    }): [Tensor, Tensor, Tensor];
    /** aten::linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor
     * aten::linalg_lu_solve.out(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False, Tensor(a!) out) -> Tensor(a!) */
    linalgLuSolve(LU: Tensor, pivots: Tensor, B: Tensor, options?: {
        left?: boolean;
        adjoint?: boolean;
    }): Tensor;
    /** aten::linalg_matmul(Tensor self, Tensor other) -> Tensor
     * aten::linalg_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatmul(self: Tensor, other: Tensor): Tensor;
    /** aten::linalg_matrix_exp(Tensor self) -> Tensor
     * aten::linalg_matrix_exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixExp(self: Tensor): Tensor;
    /** aten::linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_matrix_norm.out(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_matrix_norm.str_ord_out(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixNorm(self: Tensor, ord: Scalar, dim?: number[], keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    linalgMatrixNorm(self: Tensor, ord?: string, dim?: number[], keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::linalg_matrix_power(Tensor self, int n) -> Tensor
     * aten::linalg_matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMatrixPower(self: Tensor, n: number): Tensor;
    /** aten::linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor
     * aten::linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
     * aten::linalg_matrix_rank.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
     * aten::linalg_matrix_rank.atol_rtol_tensor_out(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_rank.out(Tensor self, float tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_rank.out_tol_tensor(Tensor input, Tensor tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor */
    linalgMatrixRank(self: Tensor, tol: number, hermitian?: boolean): Tensor;
    linalgMatrixRank(self: Tensor, options?: {
        atol?: number | null;
        rtol?: number | null;
        hermitian?: boolean;
    }): Tensor;
    linalgMatrixRank(input: Tensor, options?: {
        atol?: Tensor | null;
        rtol?: Tensor | null;
        hermitian?: boolean;
    }): Tensor;
    linalgMatrixRank(input: Tensor, tol: Tensor, hermitian?: boolean): Tensor;
    /** aten::linalg_multi_dot(Tensor[] tensors) -> Tensor
     * aten::linalg_multi_dot.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    linalgMultiDot(tensors: Tensor[]): Tensor;
    /** aten::linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_norm.ord_str_out(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::linalg_norm.out(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    linalgNorm(self: Tensor, ord?: Scalar | null, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    linalgNorm(self: Tensor, ord: string, dim?: number | number[] | null, keepdim?: boolean, options?: {
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
    linalgPinv(self: Tensor, rcond: number, hermitian?: boolean): Tensor;
    linalgPinv(self: Tensor, options?: {
        atol?: number | null;
        rtol?: number | null;
        hermitian?: boolean;
    }): Tensor;
    linalgPinv(self: Tensor, options?: {
        atol?: Tensor | null;
        rtol?: Tensor | null;
        hermitian?: boolean;
    }): Tensor;
    linalgPinv(self: Tensor, rcond: Tensor, hermitian?: boolean): Tensor;
    /** aten::linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)
     * aten::linalg_qr.out(Tensor A, str mode="reduced", *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R) */
    linalgQr(A: Tensor, mode?: string): [Tensor, Tensor];
    /** aten::linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)
     * aten::linalg_slogdet.out(Tensor A, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet) */
    linalgSlogdet(A: Tensor): [Tensor, Tensor];
    /** aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor
     * aten::linalg_solve.out(Tensor A, Tensor B, *, bool left=True, Tensor(a!) out) -> Tensor(a!) */
    linalgSolve(A: Tensor, B: Tensor, options?: {
        left?: boolean;
    }): Tensor;
    /** aten::linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)
     * aten::linalg_solve_ex.out(Tensor A, Tensor B, *, bool left=True, bool check_errors=False, Tensor(a!) result, Tensor(b!) info) -> (Tensor(a!) result, Tensor(b!) info) */
    linalgSolveEx(A: Tensor, B: Tensor, options?: {
        left?: boolean;
        checkErrors?: boolean;
    }): [Tensor, Tensor];
    /** aten::linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
     * aten::linalg_svd.U(Tensor A, bool full_matrices=True, *, str? driver=None, Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh) */
    linalgSvd(A: Tensor, fullMatrices?: boolean, options?: {
        driver?: string | null;
    }): [Tensor, Tensor, Tensor];
    /** aten::linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor
     * aten::linalg_svdvals.out(Tensor A, *, str? driver=None, Tensor(a!) out) -> Tensor(a!) */
    linalgSvdvals(A: Tensor, options?: {
        driver?: string | null;
    }): Tensor;
    /** aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor
     * aten::linalg_tensorinv.out(Tensor self, int ind=2, *, Tensor(a!) out) -> Tensor(a!) */
    linalgTensorinv(self: Tensor, ind?: number): Tensor;
    /** aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor
     * aten::linalg_tensorsolve.out(Tensor self, Tensor other, int[]? dims=None, *, Tensor(a!) out) -> Tensor(a!) */
    linalgTensorsolve(self: Tensor, other: Tensor, dims?: number[] | null): Tensor;
    /** aten::linalg_vander(Tensor x, *, int? N=None) -> Tensor */
    linalgVander(x: Tensor, options?: {
        N?: number | null;
    }): Tensor;
    /** aten::linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor
     * aten::linalg_vecdot.out(Tensor x, Tensor y, *, int dim=-1, Tensor(a!) out) -> Tensor(a!) */
    linalgVecdot(x: Tensor, y: Tensor, options?: {
        dim?: number;
    }): Tensor;
    /** aten::linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    linalgVectorNorm(self: Tensor, ord?: Scalar, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor
     * aten::linear.out(Tensor input, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!) */
    linear(input: Tensor, weight: Tensor, bias?: Tensor | null): Tensor;
    /** aten::linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    linearBackward(self: Tensor, gradOutput: Tensor, weight: Tensor, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::log(Tensor self) -> Tensor
     * aten::log.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log(self: Tensor): Tensor;
    /** aten::log10(Tensor self) -> Tensor
     * aten::log10.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log10(self: Tensor): Tensor;
    /** aten::log10_(Tensor(a!) self) -> Tensor(a!) */
    log10_(self: Tensor): Tensor;
    /** aten::log1p(Tensor self) -> Tensor
     * aten::log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log1p(self: Tensor): Tensor;
    /** aten::log1p_(Tensor(a!) self) -> Tensor(a!) */
    log1p_(self: Tensor): Tensor;
    /** aten::log2(Tensor self) -> Tensor
     * aten::log2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    log2(self: Tensor): Tensor;
    /** aten::log2_(Tensor(a!) self) -> Tensor(a!) */
    log2_(self: Tensor): Tensor;
    /** aten::log_(Tensor(a!) self) -> Tensor(a!) */
    log_(self: Tensor): Tensor;
    /** aten::log_normal(Tensor self, float mean=1., float std=2., *, Generator? generator=None) -> Tensor
     * aten::log_normal.out(Tensor self, float mean=1., float std=2., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    logNormal(self: Tensor, mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::log_normal_(Tensor(a!) self, float mean=1., float std=2., *, Generator? generator=None) -> Tensor(a!) */
    logNormal_(self: Tensor, mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::log_sigmoid(Tensor self) -> Tensor
     * aten::log_sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    logSigmoid(self: Tensor): Tensor;
    /** aten::log_sigmoid_backward(Tensor grad_output, Tensor self, Tensor buffer) -> Tensor
     * aten::log_sigmoid_backward.grad_input(Tensor grad_output, Tensor self, Tensor buffer, *, Tensor(a!) grad_input) -> Tensor(a!) */
    logSigmoidBackward(gradOutput: Tensor, self: Tensor, buffer: Tensor): Tensor;
    /** aten::log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)
     * aten::log_sigmoid_forward.output(Tensor self, *, Tensor(a!) output, Tensor(b!) buffer) -> (Tensor(a!), Tensor(b!)) */
    logSigmoidForward(self: Tensor): [Tensor, Tensor];
    /** aten::log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
     * aten::log_softmax.int_out(Tensor self, int dim, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!) */
    logSoftmax(self: Tensor, dim: number, dtype?: DType | null): Tensor;
    /** aten::logaddexp(Tensor self, Tensor other) -> Tensor
     * aten::logaddexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logaddexp(self: Tensor, other: Tensor): Tensor;
    /** aten::logaddexp2(Tensor self, Tensor other) -> Tensor
     * aten::logaddexp2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logaddexp2(self: Tensor, other: Tensor): Tensor;
    /** aten::logcumsumexp(Tensor self, int dim) -> Tensor
     * aten::logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!) */
    logcumsumexp(self: Tensor, dim: number): Tensor;
    /** aten::logdet(Tensor self) -> Tensor */
    logdet(self: Tensor): Tensor;
    /** aten::logical_and(Tensor self, Tensor other) -> Tensor
     * aten::logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logicalAnd(self: Tensor, other: Tensor): Tensor;
    /** aten::logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    logicalAnd_(self: Tensor, other: Tensor): Tensor;
    /** aten::logical_not(Tensor self) -> Tensor
     * aten::logical_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    logicalNot(self: Tensor): Tensor;
    /** aten::logical_not_(Tensor(a!) self) -> Tensor(a!) */
    logicalNot_(self: Tensor): Tensor;
    /** aten::logical_or(Tensor self, Tensor other) -> Tensor
     * aten::logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logicalOr(self: Tensor, other: Tensor): Tensor;
    /** aten::logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    logicalOr_(self: Tensor, other: Tensor): Tensor;
    /** aten::logical_xor(Tensor self, Tensor other) -> Tensor
     * aten::logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    logicalXor(self: Tensor, other: Tensor): Tensor;
    /** aten::logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    logicalXor_(self: Tensor, other: Tensor): Tensor;
    /** aten::logit(Tensor self, float? eps=None) -> Tensor
     * aten::logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!) */
    logit(self: Tensor, eps?: number | null): Tensor;
    /** aten::logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!) */
    logit_(self: Tensor, eps?: number | null): Tensor;
    /** aten::logit_backward(Tensor grad_output, Tensor self, float? eps=None) -> Tensor
     * aten::logit_backward.grad_input(Tensor grad_output, Tensor self, float? eps=None, *, Tensor(a!) grad_input) -> Tensor(a!) */
    logitBackward(gradOutput: Tensor, self: Tensor, eps?: number | null): Tensor;
    /** aten::logspace(Scalar start, Scalar end, int steps, float base=10., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::logspace.out(Scalar start, Scalar end, int steps, float base=10., *, Tensor(a!) out) -> Tensor(a!) */
    logspace(start: Scalar, end: Scalar, steps: number, base?: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
     * aten::logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    logsumexp(self: Tensor, dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor, Tensor)
     * aten::lstm.input(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor) */
    lstm(data: Tensor, batchSizes: Tensor, hx: Tensor[], params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean): [Tensor, Tensor, Tensor];
    lstm(input: Tensor, hx: Tensor[], params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean): [Tensor, Tensor, Tensor];
    /** aten::lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> (Tensor, Tensor) */
    lstmCell(input: Tensor, hx: Tensor[], wIh: Tensor, wHh: Tensor, bIh?: Tensor | null, bHh?: Tensor | null): [Tensor, Tensor];
    /** aten::lstm_mps_backward(Tensor grad_y, Tensor? grad_hy, Tensor? grad_cy, Tensor z_state, Tensor cell_state_fwd, Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor[], Tensor[])
     * aten::lstm_mps_backward.out(Tensor grad_y, Tensor? grad_hy, Tensor? grad_cy, Tensor z_state, Tensor cell_state_fwd, Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, Tensor(a!) out0, Tensor(b!)[] out1, Tensor(c!)[] out2) -> () */
    lstmMpsBackward(gradY: Tensor, gradHy: Tensor | null, gradCy: Tensor | null, zState: Tensor, cellStateFwd: Tensor, input: Tensor, hx: Tensor[], params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean): [Tensor, Tensor[], Tensor[]];
    /** aten::lt.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::lt.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::lt.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::lt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    lt(self: Tensor, other: Scalar): Tensor;
    lt(self: Tensor, other: Tensor): Tensor;
    /** aten::lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    lt_(self: Tensor, other: Scalar): Tensor;
    lt_(self: Tensor, other: Tensor): Tensor;
    /** aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor
     * aten::lu_solve.out(Tensor self, Tensor LU_data, Tensor LU_pivots, *, Tensor(a!) out) -> Tensor(a!) */
    luSolve(self: Tensor, LUData: Tensor, LUPivots: Tensor): Tensor;
    /** aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)
     * aten::lu_unpack.out(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True, *, Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) -> (Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) */
    luUnpack(LUData: Tensor, LUPivots: Tensor, unpackData?: boolean, unpackPivots?: boolean): [Tensor, Tensor, Tensor];
    /** aten::mH(Tensor(a) self) -> Tensor(a) */
    mH(self: Tensor): Tensor;
    /** aten::mT(Tensor(a) self) -> Tensor(a) */
    mT(self: Tensor): Tensor;
    /** aten::margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor */
    marginRankingLoss(input1: Tensor, input2: Tensor, target: Tensor, margin?: number, reduction?: number): Tensor;
    /** aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
     * aten::masked_fill.Scalar_out(Tensor self, Tensor mask, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
     * aten::masked_fill.Tensor_out(Tensor self, Tensor mask, Tensor value, *, Tensor(a!) out) -> Tensor(a!) */
    maskedFill(self: Tensor, mask: Tensor, value: Scalar): Tensor;
    maskedFill(self: Tensor, mask: Tensor, value: Tensor): Tensor;
    /** aten::masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)
     * aten::masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!) */
    maskedFill_(self: Tensor, mask: Tensor, value: Scalar): Tensor;
    maskedFill_(self: Tensor, mask: Tensor, value: Tensor): Tensor;
    /** aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
     * aten::masked_scatter.out(Tensor self, Tensor mask, Tensor source, *, Tensor(a!) out) -> Tensor(a!) */
    maskedScatter(self: Tensor, mask: Tensor, source: Tensor): Tensor;
    /** aten::masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!) */
    maskedScatter_(self: Tensor, mask: Tensor, source: Tensor): Tensor;
    /** aten::masked_select(Tensor self, Tensor mask) -> Tensor
     * aten::masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!) */
    maskedSelect(self: Tensor, mask: Tensor): Tensor;
    /** aten::masked_select_backward(Tensor grad, Tensor input, Tensor mask) -> Tensor */
    maskedSelectBackward(grad: Tensor, input: Tensor, mask: Tensor): Tensor;
    /** aten::matmul_backward(Tensor grad, Tensor self, Tensor other, bool[2] mask) -> (Tensor, Tensor)
     * aten::matmul_backward.out(Tensor grad, Tensor self, Tensor other, bool[2] mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    matmulBackward(grad: Tensor, self: Tensor, other: Tensor, mask: boolean | boolean[]): [Tensor, Tensor];
    /** aten::matrix_H(Tensor(a) self) -> Tensor(a) */
    matrix_H(self: Tensor): Tensor;
    /** aten::matrix_exp(Tensor self) -> Tensor */
    matrixExp(self: Tensor): Tensor;
    /** aten::matrix_exp_backward(Tensor self, Tensor grad) -> Tensor */
    matrixExpBackward(self: Tensor, grad: Tensor): Tensor;
    /** aten::matrix_power(Tensor self, int n) -> Tensor
     * aten::matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!) */
    matrixPower(self: Tensor, n: number): Tensor;
    /** aten::max(Tensor self) -> Tensor
     * aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::max.other(Tensor self, Tensor other) -> Tensor
     * aten::max.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    max(self: Tensor): Tensor;
    max(self: Tensor, dim: number, keepdim?: boolean): [Tensor, Tensor];
    max(self: Tensor, other: Tensor): Tensor;
    /** aten::max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> Tensor */
    maxPool1d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> (Tensor, Tensor) */
    maxPool1dWithIndices(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): [Tensor, Tensor];
    /** aten::max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor */
    maxPool2d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
     * aten::max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    maxPool2dWithIndices(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): [Tensor, Tensor];
    /** aten::max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor
     * aten::max_pool2d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!) */
    maxPool2dWithIndicesBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], stride: number | number[], padding: number | number[], dilation: number | number[], ceilMode: boolean, indices: Tensor): Tensor;
    /** aten::max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor */
    maxPool3d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
     * aten::max_pool3d_with_indices.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!)) */
    maxPool3dWithIndices(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): [Tensor, Tensor];
    /** aten::max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor
     * aten::max_pool3d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!) */
    maxPool3dWithIndicesBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], stride: number | number[], padding: number | number[], dilation: number | number[], ceilMode: boolean, indices: Tensor): Tensor;
    /** aten::max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor
     * aten::max_unpool2d.out(Tensor self, Tensor indices, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    maxUnpool2d(self: Tensor, indices: Tensor, outputSize: number | number[]): Tensor;
    /** aten::max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor
     * aten::max_unpool3d.out(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding, *, Tensor(a!) out) -> Tensor(a!) */
    maxUnpool3d(self: Tensor, indices: Tensor, outputSize: number | number[], stride: number | number[], padding: number | number[]): Tensor;
    /** aten::maximum(Tensor self, Tensor other) -> Tensor
     * aten::maximum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    maximum(self: Tensor, other: Tensor): Tensor;
    /** aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
     * aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::mean.out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    mean(self: Tensor, options?: {
        dtype?: DType | null;
    }): Tensor;
    mean(self: Tensor, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::median(Tensor self) -> Tensor
     * aten::median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::median.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::median.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    median(self: Tensor): Tensor;
    median(self: Tensor, dim: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::meshgrid(Tensor[] tensors) -> Tensor[]
     * aten::meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[] */
    meshgrid(tensors: Tensor[]): Tensor[];
    /** aten::min(Tensor self) -> Tensor
     * aten::min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::min.dim_min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::min.other(Tensor self, Tensor other) -> Tensor
     * aten::min.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    min(self: Tensor): Tensor;
    min(self: Tensor, dim: number, keepdim?: boolean): [Tensor, Tensor];
    min(self: Tensor, other: Tensor): Tensor;
    /** aten::minimum(Tensor self, Tensor other) -> Tensor
     * aten::minimum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    minimum(self: Tensor, other: Tensor): Tensor;
    /** aten::miopen_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor)
     * aten::miopen_batch_norm.out(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    miopenBatchNorm(input: Tensor, weight: Tensor, bias: Tensor | null, runningMean: Tensor | null, runningVar: Tensor | null, training: boolean, exponentialAverageFactor: number, epsilon: number): [Tensor, Tensor, Tensor];
    /** aten::miopen_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon) -> (Tensor, Tensor, Tensor)
     * aten::miopen_batch_norm_backward.out(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    miopenBatchNormBackward(input: Tensor, gradOutput: Tensor, weight: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, saveMean: Tensor | null, saveVar: Tensor | null, epsilon: number): [Tensor, Tensor, Tensor];
    /** aten::miopen_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
     * aten::miopen_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!) */
    miopenConvolution(self: Tensor, weight: Tensor, bias: Tensor | null, padding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean): Tensor;
    /** aten::miopen_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor */
    miopenConvolutionAddRelu(self: Tensor, weight: Tensor, z: Tensor, alpha: Scalar | null, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::miopen_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor */
    miopenConvolutionRelu(self: Tensor, weight: Tensor, bias: Tensor | null, stride: number[], padding: number[], dilation: number[], groups: number): Tensor;
    /** aten::miopen_convolution_transpose(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
     * aten::miopen_convolution_transpose.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!) */
    miopenConvolutionTranspose(self: Tensor, weight: Tensor, bias: Tensor | null, padding: number[], outputPadding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean): Tensor;
    /** aten::miopen_depthwise_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
     * aten::miopen_depthwise_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!) */
    miopenDepthwiseConvolution(self: Tensor, weight: Tensor, bias: Tensor | null, padding: number[], stride: number[], dilation: number[], groups: number, benchmark: boolean, deterministic: boolean): Tensor;
    /** aten::miopen_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
     * aten::miopen_rnn.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!)) */
    miopenRnn(input: Tensor, weight: Tensor[], weightStride0: number, hx: Tensor, cx: Tensor | null, mode: number, hiddenSize: number, numLayers: number, batchFirst: boolean, dropout: number, train: boolean, bidirectional: boolean, batchSizes: number[], dropoutState?: Tensor | null): [Tensor, Tensor, Tensor, Tensor, Tensor];
    /** aten::miopen_rnn_backward(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask) -> (Tensor, Tensor, Tensor, Tensor[])
     * aten::miopen_rnn_backward.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!)[] out3) -> () */
    miopenRnnBackward(input: Tensor, weight: Tensor[], weightStride0: number, weightBuf: Tensor, hx: Tensor, cx: Tensor | null, output: Tensor, gradOutput: Tensor | null, gradHy: Tensor | null, gradCy: Tensor | null, mode: number, hiddenSize: number, numLayers: number, batchFirst: boolean, dropout: number, train: boolean, bidirectional: boolean, batchSizes: number[], dropoutState: Tensor | null, reserve: Tensor, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor, Tensor[]];
    /** aten::mish(Tensor self) -> Tensor
     * aten::mish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    mish(self: Tensor): Tensor;
    /** aten::mish_(Tensor(a!) self) -> Tensor(a!) */
    mish_(self: Tensor): Tensor;
    /** aten::mish_backward(Tensor grad_output, Tensor self) -> Tensor */
    mishBackward(gradOutput: Tensor, self: Tensor): Tensor;
    /** aten::mkldnn_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor
     * aten::mkldnn_adaptive_avg_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnAdaptiveAvgPool2d(self: Tensor, outputSize: number | number[]): Tensor;
    /** aten::mkldnn_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor
     * aten::mkldnn_adaptive_avg_pool2d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnAdaptiveAvgPool2dBackward(gradOutput: Tensor, self: Tensor): Tensor;
    /** aten::mkldnn_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups) -> Tensor
     * aten::mkldnn_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnConvolution(self: Tensor, weight: Tensor, bias: Tensor | null, padding: number[], stride: number[], dilation: number[], groups: number): Tensor;
    /** aten::mkldnn_linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor
     * aten::mkldnn_linear.out(Tensor self, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnLinear(self: Tensor, weight: Tensor, bias?: Tensor | null): Tensor;
    /** aten::mkldnn_linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::mkldnn_linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    mkldnnLinearBackward(self: Tensor, gradOutput: Tensor, weight: Tensor, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::mkldnn_linear_backward_input(int[] input_size, Tensor grad_output, Tensor weight) -> Tensor
     * aten::mkldnn_linear_backward_input.out(int[] input_size, Tensor grad_output, Tensor weight, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnLinearBackwardInput(inputSize: number[], gradOutput: Tensor, weight: Tensor): Tensor;
    /** aten::mkldnn_linear_backward_weights(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined) -> (Tensor, Tensor)
     * aten::mkldnn_linear_backward_weights.out(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    mkldnnLinearBackwardWeights(gradOutput: Tensor, input: Tensor, weight: Tensor, biasDefined: boolean): [Tensor, Tensor];
    /** aten::mkldnn_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mkldnn_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnMaxPool2d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mkldnn_max_pool2d_backward(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mkldnn_max_pool2d_backward.out(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnMaxPool2dBackward(gradOutput: Tensor, output: Tensor, input: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mkldnn_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mkldnn_max_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnMaxPool3d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mkldnn_max_pool3d_backward(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mkldnn_max_pool3d_backward.out(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnMaxPool3dBackward(gradOutput: Tensor, output: Tensor, input: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mkldnn_reorder_conv2d_weight(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1) -> Tensor
     * aten::mkldnn_reorder_conv2d_weight.out(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnReorderConv2dWeight(self: Tensor, padding?: number | number[], stride?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    /** aten::mkldnn_reorder_conv3d_weight(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1) -> Tensor
     * aten::mkldnn_reorder_conv3d_weight.out(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!) */
    mkldnnReorderConv3dWeight(self: Tensor, padding?: number | number[], stride?: number | number[], dilation?: number | number[], groups?: number): Tensor;
    /** aten::mm(Tensor self, Tensor mat2) -> Tensor
     * aten::mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!) */
    mm(self: Tensor, mat2: Tensor): Tensor;
    /** aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::mode.values(Tensor self, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    mode(self: Tensor, dim?: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
     * aten::moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a) */
    moveaxis(self: Tensor, source: number, destination: number): Tensor;
    moveaxis(self: Tensor, source: number[], destination: number[]): Tensor;
    /** aten::movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)
     * aten::movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a) */
    movedim(self: Tensor, source: number, destination: number): Tensor;
    movedim(self: Tensor, source: number[], destination: number[]): Tensor;
    /** aten::mps_convolution_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::mps_convolution_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    mpsConvolutionBackward(self: Tensor, gradOutput: Tensor, weight: Tensor, padding: number[], stride: number[], dilation: number[], groups: number, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::mps_convolution_transpose_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask) -> (Tensor, Tensor)
     * aten::mps_convolution_transpose_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    mpsConvolutionTransposeBackward(self: Tensor, gradOutput: Tensor, weight: Tensor, padding: number[], outputPadding: number[], stride: number[], dilation: number[], groups: number, outputMask: boolean | boolean[]): [Tensor, Tensor];
    /** aten::mps_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::mps_max_pool2d_backward.out(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    mpsMaxPool2dBackward(gradOutput: Tensor, self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor
     * aten::mse_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    mseLoss(self: Tensor, target: Tensor, reduction?: number): Tensor;
    /** aten::mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor
     * aten::mse_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, *, Tensor(a!) grad_input) -> Tensor(a!) */
    mseLossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, reduction: number): Tensor;
    /** aten::msort(Tensor self) -> Tensor
     * aten::msort.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    msort(self: Tensor): Tensor;
    /** aten::mul_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    mul_(self: Tensor, other: Scalar): Tensor;
    mul_(self: Tensor, other: Tensor): Tensor;
    /** aten::multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1) -> Tensor
     * aten::multi_margin_loss.out(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    multiMarginLoss(self: Tensor, target: Tensor, p?: Scalar, margin?: Scalar, weight?: Tensor | null, reduction?: number): Tensor;
    /** aten::multi_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=1) -> Tensor
     * aten::multi_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=1, *, Tensor(a!) grad_input) -> Tensor(a!) */
    multiMarginLossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, p: Scalar, margin: Scalar, weight?: Tensor | null, reduction?: number): Tensor;
    /** aten::multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor
     * aten::multilabel_margin_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    multilabelMarginLoss(self: Tensor, target: Tensor, reduction?: number): Tensor;
    /** aten::multilabel_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target) -> Tensor
     * aten::multilabel_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target, *, Tensor(a!) grad_input) -> Tensor(a!) */
    multilabelMarginLossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, reduction: number, isTarget: Tensor): Tensor;
    /** aten::multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)
     * aten::multilabel_margin_loss_forward.output(Tensor self, Tensor target, int reduction, *, Tensor(a!) output, Tensor(b!) is_target) -> (Tensor(a!), Tensor(b!)) */
    multilabelMarginLossForward(self: Tensor, target: Tensor, reduction: number): [Tensor, Tensor];
    /** aten::multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
     * aten::multinomial.out(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    multinomial(self: Tensor, numSamples: number, replacement?: boolean, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::multiply.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::multiply.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::multiply.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    multiply(self: Tensor, other: Scalar): Tensor;
    multiply(self: Tensor, other: Tensor): Tensor;
    /** aten::multiply_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::multiply_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    multiply_(self: Tensor, other: Scalar): Tensor;
    multiply_(self: Tensor, other: Tensor): Tensor;
    /** aten::mv(Tensor self, Tensor vec) -> Tensor
     * aten::mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!) */
    mv(self: Tensor, vec: Tensor): Tensor;
    /** aten::mvlgamma(Tensor self, int p) -> Tensor
     * aten::mvlgamma.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!) */
    mvlgamma(self: Tensor, p: number): Tensor;
    /** aten::mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!) */
    mvlgamma_(self: Tensor, p: number): Tensor;
    /** aten::nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
     * aten::nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!) */
    nanToNum(self: Tensor, nan?: number | null, posinf?: number | null, neginf?: number | null): Tensor;
    /** aten::nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!) */
    nanToNum_(self: Tensor, nan?: number | null, posinf?: number | null, neginf?: number | null): Tensor;
    /** aten::nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::nanmean.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    nanmean(self: Tensor, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::nanmedian(Tensor self) -> Tensor
     * aten::nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
     * aten::nanmedian.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::nanmedian.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    nanmedian(self: Tensor): Tensor;
    nanmedian(self: Tensor, dim: number, keepdim?: boolean): [Tensor, Tensor];
    /** aten::nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::nanquantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)
     * aten::nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::nanquantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!) */
    nanquantile(self: Tensor, q: Tensor, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    nanquantile(self: Tensor, q: number, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    /** aten::nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::nansum.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    nansum(self: Tensor, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)
     * aten::narrow.Tensor(Tensor(a) self, int dim, Tensor start, int length) -> Tensor(a) */
    narrow(self: Tensor, dim: number, start: number, length: number): Tensor;
    narrow(self: Tensor, dim: number, start: Tensor, length: number): Tensor;
    /** aten::narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor
     * aten::narrow_copy.out(Tensor self, int dim, SymInt start, SymInt length, *, Tensor(a!) out) -> Tensor(a!) */
    narrowCopy(self: Tensor, dim: number, start: number, length: number): Tensor;
    /** aten::native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)
     * aten::native_batch_norm.out(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, *, Tensor(a!) out, Tensor(b!) save_mean, Tensor(c!) save_invstd) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    nativeBatchNorm(input: Tensor, weight: Tensor | null, bias: Tensor | null, runningMean: Tensor | null, runningVar: Tensor | null, training: boolean, momentum: number, eps: number): [Tensor, Tensor, Tensor];
    /** aten::native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::native_batch_norm_backward.out(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    nativeBatchNormBackward(gradOut: Tensor, input: Tensor, weight: Tensor | null, runningMean: Tensor | null, runningVar: Tensor | null, saveMean: Tensor | null, saveInvstd: Tensor | null, train: boolean, eps: number, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::native_channel_shuffle(Tensor self, int groups) -> Tensor */
    nativeChannelShuffle(self: Tensor, groups: number): Tensor;
    /** aten::native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)
     * aten::native_dropout.out(Tensor input, float p, bool? train, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    nativeDropout(input: Tensor, p: number, train?: boolean | null): [Tensor, Tensor];
    /** aten::native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor
     * aten::native_dropout_backward.out(Tensor grad_output, Tensor mask, float scale, *, Tensor(a!) out) -> Tensor(a!) */
    nativeDropoutBackward(gradOutput: Tensor, mask: Tensor, scale: number): Tensor;
    /** aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)
     * aten::native_group_norm.out(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    nativeGroupNorm(input: Tensor, weight: Tensor | null, bias: Tensor | null, N: number, C: number, HxW: number, group: number, eps: number): [Tensor, Tensor, Tensor];
    /** aten::native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::native_group_norm_backward.out(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    nativeGroupNormBackward(gradOut: Tensor, input: Tensor, mean: Tensor, rstd: Tensor, weight: Tensor | null, N: number, C: number, HxW: number, group: number, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
     * aten::native_layer_norm.out(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    nativeLayerNorm(input: Tensor, normalizedShape: number[], weight: Tensor | null, bias: Tensor | null, eps: number): [Tensor, Tensor, Tensor];
    /** aten::native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
     * aten::native_layer_norm_backward.out(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    nativeLayerNormBackward(gradOut: Tensor, input: Tensor, normalizedShape: number[], mean: Tensor, rstd: Tensor, weight: Tensor | null, bias: Tensor | null, outputMask: boolean | boolean[]): [Tensor, Tensor, Tensor];
    /** aten::native_norm(Tensor self, Scalar p=2) -> Tensor
     * aten::native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -> Tensor
     * aten::native_norm.ScalarOpt_dim_dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::native_norm.out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!) */
    nativeNorm(self: Tensor, p?: Scalar): Tensor;
    nativeNorm(self: Tensor, p: Scalar | null, dim: number | number[], keepdim: boolean, dtype?: DType | null): Tensor;
    /** aten::ne.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::ne.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::ne.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::ne.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    ne(self: Tensor, other: Scalar): Tensor;
    ne(self: Tensor, other: Tensor): Tensor;
    /** aten::ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    ne_(self: Tensor, other: Scalar): Tensor;
    ne_(self: Tensor, other: Tensor): Tensor;
    /** aten::neg(Tensor self) -> Tensor
     * aten::neg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    neg(self: Tensor): Tensor;
    /** aten::neg_(Tensor(a!) self) -> Tensor(a!) */
    neg_(self: Tensor): Tensor;
    /** aten::negative(Tensor self) -> Tensor
     * aten::negative.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    negative(self: Tensor): Tensor;
    /** aten::negative_(Tensor(a!) self) -> Tensor(a!) */
    negative_(self: Tensor): Tensor;
    /** aten::nested_to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor */
    nestedToPaddedTensor(self: Tensor, padding: number, outputSize?: number[] | null): Tensor;
    /** aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_empty.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    newEmpty(self: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_empty_strided.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!) */
    newEmptyStrided(self: Tensor, size: number[], stride: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_full.out(Tensor self, SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!) */
    newFull(self: Tensor, size: number[], fillValue: Scalar, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_ones.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    newOnes(self: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::new_zeros.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    newZeros(self: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::nextafter(Tensor self, Tensor other) -> Tensor
     * aten::nextafter.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    nextafter(self: Tensor, other: Tensor): Tensor;
    /** aten::nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    nextafter_(self: Tensor, other: Tensor): Tensor;
    /** aten::nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor
     * aten::nll_loss.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!) */
    nllLoss(self: Tensor, target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number): Tensor;
    /** aten::nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor
     * aten::nll_loss2d.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!) */
    nllLoss2d(self: Tensor, target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number): Tensor;
    /** aten::nll_loss2d_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor
     * aten::nll_loss2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!) */
    nllLoss2dBackward(gradOutput: Tensor, self: Tensor, target: Tensor, weight: Tensor | null, reduction: number, ignoreIndex: number, totalWeight: Tensor): Tensor;
    /** aten::nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
     * aten::nll_loss2d_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!)) */
    nllLoss2dForward(self: Tensor, target: Tensor, weight: Tensor | null, reduction: number, ignoreIndex: number): [Tensor, Tensor];
    /** aten::nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor
     * aten::nll_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!) */
    nllLossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, weight: Tensor | null, reduction: number, ignoreIndex: number, totalWeight: Tensor): Tensor;
    /** aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
     * aten::nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!)) */
    nllLossForward(self: Tensor, target: Tensor, weight: Tensor | null, reduction: number, ignoreIndex: number): [Tensor, Tensor];
    /** aten::nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor */
    nllLossNd(self: Tensor, target: Tensor, weight?: Tensor | null, reduction?: number, ignoreIndex?: number): Tensor;
    /** aten::nonzero(Tensor self) -> Tensor
     * aten::nonzero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    nonzero(self: Tensor): Tensor;
    /** aten::nonzero_numpy(Tensor self) -> Tensor[] */
    nonzeroNumpy(self: Tensor): Tensor[];
    /** aten::norm.Scalar(Tensor self, Scalar p=2) -> Tensor
     * aten::norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
     * aten::norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
     * aten::norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor
     * aten::norm.ScalarOpt_dtype_out(Tensor self, Scalar? p, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
     * aten::norm.Scalar_out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
     * aten::norm.dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
     * aten::norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    norm(self: Tensor, p?: Scalar): Tensor;
    norm(self: Tensor, p: Scalar | null, dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor */
    normExceptDim(v: Tensor, pow?: number, dim?: number): Tensor;
    /** aten::normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor
     * aten::normal.Tensor_Tensor_out(Tensor mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::normal.Tensor_float(Tensor mean, float std=1., *, Generator? generator=None) -> Tensor
     * aten::normal.Tensor_float_out(Tensor mean, float std=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor
     * aten::normal.float_Tensor_out(float mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::normal.float_float_out(float mean, float std, int[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
     * aten::normal.out(Tensor self, float mean=0., float std=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    normal(mean: Tensor, std: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    normal(mean: Tensor, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    normal(mean: number, std: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    normal(mean: number, std: number, size: number[], options?: {
        generator?: null | null;
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::normal_(Tensor(a!) self, float mean=0., float std=1., *, Generator? generator=None) -> Tensor(a!) */
    normal_(self: Tensor, mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::normal_functional(Tensor self, float mean=0., float std=1., *, Generator? generator=None) -> Tensor */
    normalFunctional(self: Tensor, mean?: number, std?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::not_equal.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::not_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::not_equal.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::not_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    notEqual(self: Tensor, other: Scalar): Tensor;
    notEqual(self: Tensor, other: Tensor): Tensor;
    /** aten::not_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::not_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    notEqual_(self: Tensor, other: Scalar): Tensor;
    notEqual_(self: Tensor, other: Tensor): Tensor;
    /** aten::nuclear_norm(Tensor self, bool keepdim=False) -> Tensor
     * aten::nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor
     * aten::nuclear_norm.dim_out(Tensor self, int[2] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
     * aten::nuclear_norm.out(Tensor self, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    nuclearNorm(self: Tensor, keepdim?: boolean): Tensor;
    nuclearNorm(self: Tensor, dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::numpy_T(Tensor(a) self) -> Tensor(a) */
    numpy_T(self: Tensor): Tensor;
    /** aten::one_hot(Tensor self, int num_classes=-1) -> Tensor */
    oneHot(self: Tensor, numClasses?: number): Tensor;
    /** aten::orgqr(Tensor self, Tensor input2) -> Tensor
     * aten::orgqr.out(Tensor self, Tensor input2, *, Tensor(a!) out) -> Tensor(a!) */
    orgqr(self: Tensor, input2: Tensor): Tensor;
    /** aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor
     * aten::ormqr.out(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False, *, Tensor(a!) out) -> Tensor(a!) */
    ormqr(self: Tensor, input2: Tensor, input3: Tensor, left?: boolean, transpose?: boolean): Tensor;
    /** aten::outer(Tensor self, Tensor vec2) -> Tensor
     * aten::outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!) */
    outer(self: Tensor, vec2: Tensor): Tensor;
    /** aten::output_nr(Tensor self) -> int */
    outputNr(self: Tensor): number;
    /** aten::pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor */
    pad(self: Tensor, pad: number[], mode?: string, value?: number | null): Tensor;
    /** aten::pad_sequence(Tensor[] sequences, bool batch_first=False, float padding_value=0.) -> Tensor */
    padSequence(sequences: Tensor[], batchFirst?: boolean, paddingValue?: number): Tensor;
    /** aten::pairwise_distance(Tensor x1, Tensor x2, float p=2., float eps=9.9999999999999995e-07, bool keepdim=False) -> Tensor */
    pairwiseDistance(x1: Tensor, x2: Tensor, p?: number, eps?: number, keepdim?: boolean): Tensor;
    /** aten::pdist(Tensor self, float p=2.) -> Tensor */
    pdist(self: Tensor, p?: number): Tensor;
    /** aten::permute(Tensor(a) self, int[] dims) -> Tensor(a) */
    permute(self: Tensor, dims: number[]): Tensor;
    /** aten::permute_copy(Tensor self, int[] dims) -> Tensor
     * aten::permute_copy.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!) */
    permuteCopy(self: Tensor, dims: number[]): Tensor;
    /** aten::pin_memory(Tensor(a) self, Device? device=None) -> Tensor(a) */
    pinMemory(self: Tensor, device?: string | null): Tensor;
    /** aten::pinverse(Tensor self, float rcond=1.0000000000000001e-15) -> Tensor */
    pinverse(self: Tensor, rcond?: number): Tensor;
    /** aten::pixel_shuffle(Tensor self, int upscale_factor) -> Tensor
     * aten::pixel_shuffle.out(Tensor self, int upscale_factor, *, Tensor(a!) out) -> Tensor(a!) */
    pixelShuffle(self: Tensor, upscaleFactor: number): Tensor;
    /** aten::pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor
     * aten::pixel_unshuffle.out(Tensor self, int downscale_factor, *, Tensor(a!) out) -> Tensor(a!) */
    pixelUnshuffle(self: Tensor, downscaleFactor: number): Tensor;
    /** aten::poisson(Tensor self, Generator? generator=None) -> Tensor
     * aten::poisson.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!) */
    poisson(self: Tensor, generator?: null | null): Tensor;
    /** aten::poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor */
    poissonNllLoss(input: Tensor, target: Tensor, logInput: boolean, full: boolean, eps: number, reduction: number): Tensor;
    /** aten::polar(Tensor abs, Tensor angle) -> Tensor
     * aten::polar.out(Tensor abs, Tensor angle, *, Tensor(a!) out) -> Tensor(a!) */
    polar(abs: Tensor, angle: Tensor): Tensor;
    /** aten::polygamma(int n, Tensor self) -> Tensor
     * aten::polygamma.out(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    polygamma(n: number, self: Tensor): Tensor;
    /** aten::polygamma_(Tensor(a!) self, int n) -> Tensor(a!) */
    polygamma_(self: Tensor, n: number): Tensor;
    /** aten::positive(Tensor(a) self) -> Tensor(a) */
    positive(self: Tensor): Tensor;
    /** aten::pow.Scalar(Scalar self, Tensor exponent) -> Tensor
     * aten::pow.Scalar_out(Scalar self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
     * aten::pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
     * aten::pow.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
     * aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
     * aten::pow.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!) */
    pow(self: Scalar, exponent: Tensor): Tensor;
    pow(self: Tensor, exponent: Scalar): Tensor;
    pow(self: Tensor, exponent: Tensor): Tensor;
    /** aten::pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
     * aten::pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!) */
    pow_(self: Tensor, exponent: Scalar): Tensor;
    pow_(self: Tensor, exponent: Tensor): Tensor;
    /** aten::prelu(Tensor self, Tensor weight) -> Tensor
     * aten::prelu.out(Tensor self, Tensor weight, *, Tensor(a!) out) -> Tensor(a!) */
    prelu(self: Tensor, weight: Tensor): Tensor;
    /** aten::prelu_backward(Tensor grad_output, Tensor self, Tensor weight) -> (Tensor, Tensor)
     * aten::prelu_backward.out(Tensor grad_output, Tensor self, Tensor weight, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!)) */
    preluBackward(gradOutput: Tensor, self: Tensor, weight: Tensor): [Tensor, Tensor];
    /** aten::prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
     * aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::prod.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    prod(self: Tensor, options?: {
        dtype?: DType | null;
    }): Tensor;
    prod(self: Tensor, dim: number, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::promote_types(ScalarType type1, ScalarType type2) -> ScalarType */
    promoteTypes(type1: DType, type2: DType): number;
    /** aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor
     * aten::put.out(Tensor self, Tensor index, Tensor source, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!) */
    put(self: Tensor, index: Tensor, source: Tensor, accumulate?: boolean): Tensor;
    /** aten::put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!) */
    put_(self: Tensor, index: Tensor, source: Tensor, accumulate?: boolean): Tensor;
    /** aten::q_per_channel_axis(Tensor self) -> int */
    qPerChannelAxis(self: Tensor): number;
    /** aten::q_per_channel_scales(Tensor self) -> Tensor
     * aten::q_per_channel_scales.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    qPerChannelScales(self: Tensor): Tensor;
    /** aten::q_per_channel_zero_points(Tensor self) -> Tensor
     * aten::q_per_channel_zero_points.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    qPerChannelZeroPoints(self: Tensor): Tensor;
    /** aten::q_scale(Tensor self) -> float */
    qScale(self: Tensor): number;
    /** aten::q_zero_point(Tensor self) -> int */
    qZeroPoint(self: Tensor): number;
    /** aten::qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)
     * aten::qr.Q(Tensor self, bool some=True, *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R) */
    qr(self: Tensor, some?: boolean): [Tensor, Tensor];
    /** aten::qscheme(Tensor self) -> QScheme */
    qscheme(self: Tensor): unknown;
    /** aten::quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::quantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)
     * aten::quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
     * aten::quantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!) */
    quantile(self: Tensor, q: Tensor, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    quantile(self: Tensor, q: number, dim?: number | null, keepdim?: boolean, options?: {
        interpolation?: string;
    }): Tensor;
    /** aten::quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -> Tensor
     * aten::quantize_per_channel.out(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!) */
    quantizePerChannel(self: Tensor, scales: Tensor, zeroPoints: Tensor, axis: number, dtype: DType): Tensor;
    /** aten::quantize_per_tensor(Tensor self, float scale, int zero_point, ScalarType dtype) -> Tensor
     * aten::quantize_per_tensor.out(Tensor self, float scale, int zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::quantize_per_tensor.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype) -> Tensor
     * aten::quantize_per_tensor.tensor_qparams_out(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::quantize_per_tensor.tensors(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype) -> Tensor[]
     * aten::quantize_per_tensor.tensors_out(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype, *, Tensor(a!)[] out) -> () */
    quantizePerTensor(self: Tensor, scale: number, zeroPoint: number, dtype: DType): Tensor;
    quantizePerTensor(self: Tensor, scale: Tensor, zeroPoint: Tensor, dtype: DType): Tensor;
    quantizePerTensor(tensors: Tensor[], scales: Tensor, zeroPoints: Tensor, dtype: DType): Tensor[];
    /** aten::quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -> Tensor
     * aten::quantize_per_tensor_dynamic.out(Tensor self, ScalarType dtype, bool reduce_range, *, Tensor(a!) out) -> Tensor(a!) */
    quantizePerTensorDynamic(self: Tensor, dtype: DType, reduceRange: boolean): Tensor;
    /** aten::quantized_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor
     * aten::quantized_batch_norm.out(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point, *, Tensor(a!) out) -> Tensor(a!) */
    quantizedBatchNorm(input: Tensor, weight: Tensor | null, bias: Tensor | null, mean: Tensor, var_: Tensor, eps: number, outputScale: number, outputZeroPoint: number): Tensor;
    /** aten::quantized_gru.data_legacy(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
     * aten::quantized_gru.input_legacy(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor) */
    quantizedGru(data: Tensor, batchSizes: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean): [Tensor, Tensor];
    quantizedGru(input: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean): [Tensor, Tensor];
    /** aten::quantized_gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor */
    quantizedGruCell(input: Tensor, hx: Tensor, wIh: Tensor, wHh: Tensor, bIh: Tensor, bHh: Tensor, packedIh: Tensor, packedHh: Tensor, colOffsetsIh: Tensor, colOffsetsHh: Tensor, scaleIh: Scalar, scaleHh: Scalar, zeroPointIh: Scalar, zeroPointHh: Scalar): Tensor;
    /** aten::quantized_lstm.data_legacy(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, *, ScalarType? dtype=None, bool use_dynamic=False) -> (Tensor, Tensor, Tensor)
     * aten::quantized_lstm.input_legacy(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, ScalarType? dtype=None, bool use_dynamic=False) -> (Tensor, Tensor, Tensor) */
    quantizedLstm(data: Tensor, batchSizes: Tensor, hx: Tensor[], params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, options?: {
        dtype?: DType | null;
        useDynamic?: boolean;
    }): [Tensor, Tensor, Tensor];
    quantizedLstm(input: Tensor, hx: Tensor[], params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean, options?: {
        dtype?: DType | null;
        useDynamic?: boolean;
    }): [Tensor, Tensor, Tensor];
    /** aten::quantized_lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> (Tensor, Tensor) */
    quantizedLstmCell(input: Tensor, hx: Tensor[], wIh: Tensor, wHh: Tensor, bIh: Tensor, bHh: Tensor, packedIh: Tensor, packedHh: Tensor, colOffsetsIh: Tensor, colOffsetsHh: Tensor, scaleIh: Scalar, scaleHh: Scalar, zeroPointIh: Scalar, zeroPointHh: Scalar): [Tensor, Tensor];
    /** aten::quantized_max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> Tensor
     * aten::quantized_max_pool1d.out(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    quantizedMaxPool1d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
     * aten::quantized_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!) */
    quantizedMaxPool2d(self: Tensor, kernelSize: number | number[], stride?: number | number[], padding?: number | number[], dilation?: number | number[], ceilMode?: boolean): Tensor;
    /** aten::quantized_rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor */
    quantizedRnnReluCell(input: Tensor, hx: Tensor, wIh: Tensor, wHh: Tensor, bIh: Tensor, bHh: Tensor, packedIh: Tensor, packedHh: Tensor, colOffsetsIh: Tensor, colOffsetsHh: Tensor, scaleIh: Scalar, scaleHh: Scalar, zeroPointIh: Scalar, zeroPointHh: Scalar): Tensor;
    /** aten::quantized_rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor */
    quantizedRnnTanhCell(input: Tensor, hx: Tensor, wIh: Tensor, wHh: Tensor, bIh: Tensor, bHh: Tensor, packedIh: Tensor, packedHh: Tensor, colOffsetsIh: Tensor, colOffsetsHh: Tensor, scaleIh: Scalar, scaleHh: Scalar, zeroPointIh: Scalar, zeroPointHh: Scalar): Tensor;
    /** aten::rad2deg(Tensor self) -> Tensor
     * aten::rad2deg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    rad2deg(self: Tensor): Tensor;
    /** aten::rad2deg_(Tensor(a!) self) -> Tensor(a!) */
    rad2deg_(self: Tensor): Tensor;
    /** aten::randint_like(Tensor self, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
     * aten::randint_like.low_dtype_out(Tensor self, int low, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
     * aten::randint_like.out(Tensor self, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    randintLike(self: Tensor, high: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    randintLike(self: Tensor, low: number, high: number, options?: {
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
    random(self: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    random(self: Tensor, from: number, to?: number | null, options?: {
        generator?: null | null;
    }): Tensor;
    random(self: Tensor, to: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)
     * aten::random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)
     * aten::random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!) */
    random_(self: Tensor, options?: {
        generator?: null | null;
    }): Tensor;
    random_(self: Tensor, from: number, to?: number | null, options?: {
        generator?: null | null;
    }): Tensor;
    random_(self: Tensor, to: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::randperm(int n, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::randperm.generator(int n, *, Generator? generator, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::randperm.generator_out(int n, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
     * aten::randperm.out(int n, *, Tensor(a!) out) -> Tensor(a!) */
    randperm(n: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    randperm(n: number, options?: {
        generator?: null | null;
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::range(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::range.out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)
     * aten::range.out_(Scalar start, Scalar end, *, Tensor(a!) out) -> Tensor(a!)
     * aten::range.step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor */
    range(start: Scalar, end: Scalar, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    range(start: Scalar, end: Scalar, step?: Scalar, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::ravel(Tensor(a) self) -> Tensor(a) */
    ravel(self: Tensor): Tensor;
    /** aten::real(Tensor(a) self) -> Tensor(a) */
    real(self: Tensor): Tensor;
    /** aten::reciprocal(Tensor self) -> Tensor
     * aten::reciprocal.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    reciprocal(self: Tensor): Tensor;
    /** aten::reciprocal_(Tensor(a!) self) -> Tensor(a!) */
    reciprocal_(self: Tensor): Tensor;
    /** aten::refine_names(Tensor(a) self, str[] names) -> Tensor(a) */
    refineNames(self: Tensor, names: string[]): Tensor;
    /** aten::reflection_pad1d(Tensor self, int[2] padding) -> Tensor
     * aten::reflection_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!) */
    reflectionPad1d(self: Tensor, padding: number | number[]): Tensor;
    /** aten::reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
     * aten::reflection_pad1d_backward.grad_input(Tensor grad_output, Tensor self, int[2] padding, *, Tensor(a!) grad_input) -> Tensor(a!) */
    reflectionPad1dBackward(gradOutput: Tensor, self: Tensor, padding: number | number[]): Tensor;
    /** aten::reflection_pad2d(Tensor self, int[4] padding) -> Tensor
     * aten::reflection_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!) */
    reflectionPad2d(self: Tensor, padding: number | number[]): Tensor;
    /** aten::reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
     * aten::reflection_pad2d_backward.grad_input(Tensor grad_output, Tensor self, int[4] padding, *, Tensor(a!) grad_input) -> Tensor(a!) */
    reflectionPad2dBackward(gradOutput: Tensor, self: Tensor, padding: number | number[]): Tensor;
    /** aten::reflection_pad3d(Tensor self, int[6] padding) -> Tensor
     * aten::reflection_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!) */
    reflectionPad3d(self: Tensor, padding: number | number[]): Tensor;
    /** aten::reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
     * aten::reflection_pad3d_backward.grad_input(Tensor grad_output, Tensor self, int[6] padding, *, Tensor(a!) grad_input) -> Tensor(a!) */
    reflectionPad3dBackward(gradOutput: Tensor, self: Tensor, padding: number | number[]): Tensor;
    /** aten::relu(Tensor self) -> Tensor
     * aten::relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    relu(self: Tensor): Tensor;
    /** aten::relu6(Tensor self) -> Tensor */
    relu6(self: Tensor): Tensor;
    /** aten::relu6_(Tensor(a!) self) -> Tensor(a!) */
    relu6_(self: Tensor): Tensor;
    /** aten::relu_(Tensor(a!) self) -> Tensor(a!) */
    relu_(self: Tensor): Tensor;
    /** aten::remainder.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
     * aten::remainder.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::remainder.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::remainder.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    remainder(self: Tensor, other: Scalar): Tensor;
    remainder(self: Scalar, other: Tensor): Tensor;
    remainder(self: Tensor, other: Tensor): Tensor;
    /** aten::remainder_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    remainder_(self: Tensor, other: Scalar): Tensor;
    remainder_(self: Tensor, other: Tensor): Tensor;
    /** aten::rename(Tensor(a) self, str[]? names) -> Tensor(a) */
    rename(self: Tensor, names?: string[] | null): Tensor;
    /** aten::rename_(Tensor(a!) self, str[]? names) -> Tensor(a!) */
    rename_(self: Tensor, names?: string[] | null): Tensor;
    /** aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor
     * aten::renorm.out(Tensor self, Scalar p, int dim, Scalar maxnorm, *, Tensor(a!) out) -> Tensor(a!) */
    renorm(self: Tensor, p: Scalar, dim: number, maxnorm: Scalar): Tensor;
    /** aten::renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!) */
    renorm_(self: Tensor, p: Scalar, dim: number, maxnorm: Scalar): Tensor;
    /** aten::repeat(Tensor self, SymInt[] repeats) -> Tensor
     * aten::repeat.out(Tensor self, SymInt[] repeats, *, Tensor(a!) out) -> Tensor(a!) */
    repeat(self: Tensor, repeats: number[]): Tensor;
    /** aten::repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor
     * aten::repeat_interleave.Tensor_out(Tensor repeats, *, int? output_size=None, Tensor(a!) out) -> Tensor(a!)
     * aten::repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor
     * aten::repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor */
    repeatInterleave(repeats: Tensor, options?: {
        outputSize?: number | null;
    }): Tensor;
    repeatInterleave(self: Tensor, repeats: Tensor, dim?: number | null, options?: {
        outputSize?: number | null;
    }): Tensor;
    repeatInterleave(self: Tensor, repeats: number, dim?: number | null, options?: {
        outputSize?: number | null;
    }): Tensor;
    /** aten::replication_pad1d(Tensor self, int[2] padding) -> Tensor
     * aten::replication_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!) */
    replicationPad1d(self: Tensor, padding: number | number[]): Tensor;
    /** aten::replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
     * aten::replication_pad1d_backward.grad_input(Tensor grad_output, Tensor self, int[2] padding, *, Tensor(a!) grad_input) -> Tensor(a!) */
    replicationPad1dBackward(gradOutput: Tensor, self: Tensor, padding: number | number[]): Tensor;
    /** aten::replication_pad2d(Tensor self, int[4] padding) -> Tensor
     * aten::replication_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!) */
    replicationPad2d(self: Tensor, padding: number | number[]): Tensor;
    /** aten::replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
     * aten::replication_pad2d_backward.grad_input(Tensor grad_output, Tensor self, int[4] padding, *, Tensor(a!) grad_input) -> Tensor(a!) */
    replicationPad2dBackward(gradOutput: Tensor, self: Tensor, padding: number | number[]): Tensor;
    /** aten::replication_pad3d(Tensor self, int[6] padding) -> Tensor
     * aten::replication_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!) */
    replicationPad3d(self: Tensor, padding: number | number[]): Tensor;
    /** aten::replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
     * aten::replication_pad3d_backward.grad_input(Tensor grad_output, Tensor self, int[6] padding, *, Tensor(a!) grad_input) -> Tensor(a!) */
    replicationPad3dBackward(gradOutput: Tensor, self: Tensor, padding: number | number[]): Tensor;
    /** aten::requires_grad_(Tensor(a!) self, bool requires_grad=True) -> Tensor(a!) */
    requiresGrad_(self: Tensor, requiresGrad?: boolean): Tensor;
    /** aten::reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a) */
    reshape(self: Tensor, shape: number[]): Tensor;
    /** aten::reshape_as(Tensor(a) self, Tensor other) -> Tensor(a) */
    reshapeAs(self: Tensor, other: Tensor): Tensor;
    /** aten::resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor
     * aten::resize.out(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    resize(self: Tensor, size: number[], options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!) */
    resize_(self: Tensor, size: number[], options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor
     * aten::resize_as.out(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!) */
    resizeAs(self: Tensor, theTemplate: Tensor, options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor(a!) */
    resizeAs_(self: Tensor, theTemplate: Tensor, options?: {
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    /** aten::resize_as_sparse(Tensor self, Tensor the_template) -> Tensor
     * aten::resize_as_sparse.out(Tensor self, Tensor the_template, *, Tensor(a!) out) -> Tensor(a!) */
    resizeAsSparse(self: Tensor, theTemplate: Tensor): Tensor;
    /** aten::resize_as_sparse_(Tensor(a!) self, Tensor the_template) -> Tensor(a!) */
    resizeAsSparse_(self: Tensor, theTemplate: Tensor): Tensor;
    /** aten::resolve_conj(Tensor(a) self) -> Tensor(a) */
    resolveConj(self: Tensor): Tensor;
    /** aten::resolve_neg(Tensor(a) self) -> Tensor(a) */
    resolveNeg(self: Tensor): Tensor;
    /** aten::result_type.Scalar(Tensor tensor, Scalar other) -> ScalarType
     * aten::result_type.Scalar_Scalar(Scalar scalar1, Scalar scalar2) -> ScalarType
     * aten::result_type.Scalar_Tensor(Scalar scalar, Tensor tensor) -> ScalarType
     * aten::result_type.Tensor(Tensor tensor, Tensor other) -> ScalarType */
    resultType(tensor: Tensor, other: Scalar): number;
    resultType(scalar1: Scalar, scalar2: Scalar): number;
    resultType(scalar: Scalar, tensor: Tensor): number;
    resultType(tensor: Tensor, other: Tensor): number;
    /** aten::retain_grad(Tensor(a!) self) -> () */
    retainGrad(self: Tensor): void;
    /** aten::retains_grad(Tensor self) -> bool */
    retainsGrad(self: Tensor): boolean;
    /** aten::rnn_relu.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
     * aten::rnn_relu.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor) */
    rnnRelu(data: Tensor, batchSizes: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean): [Tensor, Tensor];
    rnnRelu(input: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean): [Tensor, Tensor];
    /** aten::rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor */
    rnnReluCell(input: Tensor, hx: Tensor, wIh: Tensor, wHh: Tensor, bIh?: Tensor | null, bHh?: Tensor | null): Tensor;
    /** aten::rnn_tanh.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
     * aten::rnn_tanh.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor) */
    rnnTanh(data: Tensor, batchSizes: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean): [Tensor, Tensor];
    rnnTanh(input: Tensor, hx: Tensor, params: Tensor[], hasBiases: boolean, numLayers: number, dropout: number, train: boolean, bidirectional: boolean, batchFirst: boolean): [Tensor, Tensor];
    /** aten::rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor */
    rnnTanhCell(input: Tensor, hx: Tensor, wIh: Tensor, wHh: Tensor, bIh?: Tensor | null, bHh?: Tensor | null): Tensor;
    /** aten::roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor
     * aten::roll.out(Tensor self, int[1] shifts, int[1] dims=[], *, Tensor(a!) out) -> Tensor(a!) */
    roll(self: Tensor, shifts: number | number[], dims?: number | number[]): Tensor;
    /** aten::rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor
     * aten::rot90.out(Tensor self, int k=1, int[] dims=[0, 1], *, Tensor(a!) out) -> Tensor(a!) */
    rot90(self: Tensor, k?: number, dims?: number[]): Tensor;
    /** aten::round(Tensor self) -> Tensor
     * aten::round.decimals(Tensor self, *, int decimals) -> Tensor
     * aten::round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)
     * aten::round.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    round(self: Tensor): Tensor;
    /** aten::round_(Tensor(a!) self) -> Tensor(a!)
     * aten::round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!) */
    round_(self: Tensor): Tensor;
    /** aten::row_indices(Tensor(a) self) -> Tensor(a) */
    rowIndices(self: Tensor): Tensor;
    /** aten::row_indices_copy(Tensor self) -> Tensor
     * aten::row_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    rowIndicesCopy(self: Tensor): Tensor;
    /** aten::row_stack(Tensor[] tensors) -> Tensor
     * aten::row_stack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    rowStack(tensors: Tensor[]): Tensor;
    /** aten::rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor */
    rrelu(self: Tensor, lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor(a!) */
    rrelu_(self: Tensor, lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor
     * aten::rrelu_with_noise.out(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!) */
    rreluWithNoise(self: Tensor, noise: Tensor, lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor(a!) */
    rreluWithNoise_(self: Tensor, noise: Tensor, lower?: Scalar, upper?: Scalar, training?: boolean, generator?: null | null): Tensor;
    /** aten::rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result) -> Tensor
     * aten::rrelu_with_noise_backward.out(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result, *, Tensor(a!) out) -> Tensor(a!) */
    rreluWithNoiseBackward(gradOutput: Tensor, self: Tensor, noise: Tensor, lower: Scalar, upper: Scalar, training: boolean, selfIsResult: boolean): Tensor;
    /** aten::rsqrt(Tensor self) -> Tensor
     * aten::rsqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    rsqrt(self: Tensor): Tensor;
    /** aten::rsqrt_(Tensor(a!) self) -> Tensor(a!) */
    rsqrt_(self: Tensor): Tensor;
    /** aten::rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
     * aten::rsub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
     * aten::rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
     * aten::rsub.Tensor_out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    rsub(self: Tensor, other: Scalar, alpha?: Scalar): Tensor;
    rsub(self: Tensor, other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::scalar_tensor.out(Scalar s, *, Tensor(a!) out) -> Tensor(a!) */
    scalarTensor(s: Scalar, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
     * aten::scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)
     * aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
     * aten::scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
     * aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
     * aten::scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
     * aten::scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor
     * aten::scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!) */
    scatter(self: Tensor, dim: number, index: Tensor, src: Tensor): Tensor;
    scatter(self: Tensor, dim: number, index: Tensor, value: Scalar): Tensor;
    /** aten::scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)
     * aten::scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
     * aten::scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
     * aten::scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!) */
    scatter_(self: Tensor, dim: number, index: Tensor, src: Tensor): Tensor;
    scatter_(self: Tensor, dim: number, index: Tensor, value: Scalar): Tensor;
    /** aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
     * aten::scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!) */
    scatterAdd(self: Tensor, dim: number, index: Tensor, src: Tensor): Tensor;
    /** aten::scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!) */
    scatterAdd_(self: Tensor, dim: number, index: Tensor, src: Tensor): Tensor;
    /** aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
     * aten::scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!) */
    scatterReduce(self: Tensor, dim: number, index: Tensor, src: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!) */
    scatterReduce_(self: Tensor, dim: number, index: Tensor, src: Tensor, reduce: string, options?: {
        includeSelf?: boolean;
    }): Tensor;
    /** aten::searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
     * aten::searchsorted.Scalar_out(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor(a!) out) -> Tensor(a!)
     * aten::searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
     * aten::searchsorted.Tensor_out(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor(a!) out) -> Tensor(a!) */
    searchsorted(sortedSequence: Tensor, self: Scalar, options?: {
        outInt32?: boolean;
        right?: boolean;
        side?: string | null;
        sorter?: Tensor | null;
    }): Tensor;
    searchsorted(sortedSequence: Tensor, self: Tensor, options?: {
        outInt32?: boolean;
        right?: boolean;
        side?: string | null;
        sorter?: Tensor | null;
    }): Tensor;
    /** aten::segment_reduce(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None) -> Tensor
     * aten::segment_reduce.out(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None, Tensor(a!) out) -> Tensor(a!) */
    segmentReduce(data: Tensor, reduce: string, options?: {
        lengths?: Tensor | null;
        indices?: Tensor | null;
        offsets?: Tensor | null;
        axis?: number;
        unsafe?: boolean;
        initial?: Scalar | null;
    }): Tensor;
    /** aten::select.int(Tensor(a) self, int dim, int index) -> Tensor(a) */
    select(self: Tensor, dim: number, index: number): Tensor;
    /** aten::select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, int index) -> Tensor
     * aten::select_backward.out(Tensor grad_output, SymInt[] input_sizes, int dim, int index, *, Tensor(a!) out) -> Tensor(a!) */
    selectBackward(gradOutput: Tensor, inputSizes: number[], dim: number, index: number): Tensor;
    /** aten::select_copy.int(Tensor self, int dim, int index) -> Tensor
     * aten::select_copy.int_out(Tensor self, int dim, int index, *, Tensor(a!) out) -> Tensor(a!) */
    selectCopy(self: Tensor, dim: number, index: number): Tensor;
    /** aten::select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor
     * aten::select_scatter.out(Tensor self, Tensor src, int dim, int index, *, Tensor(a!) out) -> Tensor(a!) */
    selectScatter(self: Tensor, src: Tensor, dim: number, index: number): Tensor;
    /** aten::selu(Tensor self) -> Tensor */
    selu(self: Tensor): Tensor;
    /** aten::selu_(Tensor(a!) self) -> Tensor(a!) */
    selu_(self: Tensor): Tensor;
    /** aten::set(Tensor self) -> Tensor
     * aten::set.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::set.source_Tensor(Tensor self, Tensor source) -> Tensor
     * aten::set.source_Tensor_out(Tensor self, Tensor source, *, Tensor(a!) out) -> Tensor(a!) */
    set(self: Tensor): Tensor;
    set(self: Tensor, source: Tensor): Tensor;
    /** aten::set_(Tensor(a!) self) -> Tensor(a!)
     * aten::set_.source_Tensor(Tensor(a!) self, Tensor source) -> Tensor(a!)
     * aten::set_.source_Tensor_storage_offset(Tensor(a!) self, Tensor source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor(a!) */
    set_(self: Tensor): Tensor;
    set_(self: Tensor, source: Tensor): Tensor;
    set_(self: Tensor, source: Tensor, storageOffset: number, size: number[], stride?: number[]): Tensor;
    /** aten::set_data(Tensor(a!) self, Tensor new_data) -> () */
    setData(self: Tensor, newData: Tensor): void;
    /** aten::sgn(Tensor self) -> Tensor
     * aten::sgn.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sgn(self: Tensor): Tensor;
    /** aten::sgn_(Tensor(a!) self) -> Tensor(a!) */
    sgn_(self: Tensor): Tensor;
    /** aten::sigmoid(Tensor self) -> Tensor
     * aten::sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sigmoid(self: Tensor): Tensor;
    /** aten::sigmoid_(Tensor(a!) self) -> Tensor(a!) */
    sigmoid_(self: Tensor): Tensor;
    /** aten::sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor
     * aten::sigmoid_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!) */
    sigmoidBackward(gradOutput: Tensor, output: Tensor): Tensor;
    /** aten::sign(Tensor self) -> Tensor
     * aten::sign.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sign(self: Tensor): Tensor;
    /** aten::sign_(Tensor(a!) self) -> Tensor(a!) */
    sign_(self: Tensor): Tensor;
    /** aten::signbit(Tensor self) -> Tensor
     * aten::signbit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    signbit(self: Tensor): Tensor;
    /** aten::silu(Tensor self) -> Tensor
     * aten::silu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    silu(self: Tensor): Tensor;
    /** aten::silu_(Tensor(a!) self) -> Tensor(a!) */
    silu_(self: Tensor): Tensor;
    /** aten::silu_backward(Tensor grad_output, Tensor self) -> Tensor
     * aten::silu_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!) */
    siluBackward(gradOutput: Tensor, self: Tensor): Tensor;
    /** aten::sin(Tensor self) -> Tensor
     * aten::sin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sin(self: Tensor): Tensor;
    /** aten::sin_(Tensor(a!) self) -> Tensor(a!) */
    sin_(self: Tensor): Tensor;
    /** aten::sinc(Tensor self) -> Tensor
     * aten::sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sinc(self: Tensor): Tensor;
    /** aten::sinc_(Tensor(a!) self) -> Tensor(a!) */
    sinc_(self: Tensor): Tensor;
    /** aten::sinh(Tensor self) -> Tensor
     * aten::sinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sinh(self: Tensor): Tensor;
    /** aten::sinh_(Tensor(a!) self) -> Tensor(a!) */
    sinh_(self: Tensor): Tensor;
    /** aten::size.int(Tensor self, int dim) -> int */
    size(self: Tensor, dim: number): number;
    /** aten::slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor
     * aten::slice_backward.out(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step, *, Tensor(a!) out) -> Tensor(a!) */
    sliceBackward(gradOutput: Tensor, inputSizes: number[], dim: number, start: number, end: number, step: number): Tensor;
    /** aten::slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
     * aten::slice_copy.Tensor_out(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!) */
    sliceCopy(self: Tensor, dim?: number, start?: number | null, end?: number | null, step?: number): Tensor;
    /** aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
     * aten::slice_scatter.out(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!) */
    sliceScatter(self: Tensor, src: Tensor, dim?: number, start?: number | null, end?: number | null, step?: number): Tensor;
    /** aten::slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)
     * aten::slogdet.out(Tensor self, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet) */
    slogdet(self: Tensor): [Tensor, Tensor];
    /** aten::slow_conv3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0) -> Tensor
     * aten::slow_conv3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, *, Tensor(a!) out) -> Tensor(a!) */
    slowConv3d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[]): Tensor;
    /** aten::slow_conv3d_forward(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding) -> Tensor
     * aten::slow_conv3d_forward.output(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, *, Tensor(a!) output) -> Tensor(a!) */
    slowConv3dForward(self: Tensor, weight: Tensor, kernelSize: number | number[], bias: Tensor | null, stride: number | number[], padding: number | number[]): Tensor;
    /** aten::slow_conv_dilated2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1) -> Tensor
     * aten::slow_conv_dilated2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvDilated2d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::slow_conv_dilated3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1) -> Tensor
     * aten::slow_conv_dilated3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvDilated3d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::slow_conv_transpose2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1) -> Tensor
     * aten::slow_conv_transpose2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvTranspose2d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::slow_conv_transpose3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1) -> Tensor
     * aten::slow_conv_transpose3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!) */
    slowConvTranspose3d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[], outputPadding?: number | number[], dilation?: number | number[]): Tensor;
    /** aten::smm(Tensor self, Tensor mat2) -> Tensor */
    smm(self: Tensor, mat2: Tensor): Tensor;
    /** aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.) -> Tensor
     * aten::smooth_l1_loss.out(Tensor self, Tensor target, int reduction=1, float beta=1., *, Tensor(a!) out) -> Tensor(a!) */
    smoothL1Loss(self: Tensor, target: Tensor, reduction?: number, beta?: number): Tensor;
    /** aten::smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor
     * aten::smooth_l1_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta, *, Tensor(a!) grad_input) -> Tensor(a!) */
    smoothL1LossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, reduction: number, beta: number): Tensor;
    /** aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor
     * aten::soft_margin_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -> Tensor(a!) */
    softMarginLoss(self: Tensor, target: Tensor, reduction?: number): Tensor;
    /** aten::soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor
     * aten::soft_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, *, Tensor(a!) grad_input) -> Tensor(a!) */
    softMarginLossBackward(gradOutput: Tensor, self: Tensor, target: Tensor, reduction: number): Tensor;
    /** aten::softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
     * aten::softmax.int_out(Tensor self, int dim, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!) */
    softmax(self: Tensor, dim: number, dtype?: DType | null): Tensor;
    /** aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
     * aten::softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!) */
    softplus(self: Tensor, beta?: Scalar, threshold?: Scalar): Tensor;
    /** aten::softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor
     * aten::softplus_backward.grad_input(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!) */
    softplusBackward(gradOutput: Tensor, self: Tensor, beta: Scalar, threshold: Scalar): Tensor;
    /** aten::softshrink(Tensor self, Scalar lambd=0.5) -> Tensor
     * aten::softshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!) */
    softshrink(self: Tensor, lambd?: Scalar): Tensor;
    /** aten::softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor
     * aten::softshrink_backward.grad_input(Tensor grad_output, Tensor self, Scalar lambd, *, Tensor(a!) grad_input) -> Tensor(a!) */
    softshrinkBackward(gradOutput: Tensor, self: Tensor, lambd: Scalar): Tensor;
    /** aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
     * aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
     * aten::sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
     * aten::sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    sort(self: Tensor, dim?: number, descending?: boolean): [Tensor, Tensor];
    sort(self: Tensor, options?: {
        stable?: boolean | null;
        dim?: number;
        descending?: boolean;
    }): [Tensor, Tensor];
    /** aten::sparse_bsc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
     * aten::sparse_bsc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor */
    sparseBscTensor(ccolIndices: Tensor, rowIndices: Tensor, values: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseBscTensor(ccolIndices: Tensor, rowIndices: Tensor, values: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::sparse_bsr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
     * aten::sparse_bsr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor */
    sparseBsrTensor(crowIndices: Tensor, colIndices: Tensor, values: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseBsrTensor(crowIndices: Tensor, colIndices: Tensor, values: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::sparse_compressed_tensor.comp_plain_value(Tensor compressed_indices, Tensor plain_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
     * aten::sparse_compressed_tensor.comp_plain_value_size(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor */
    sparseCompressedTensor(compressedIndices: Tensor, plainIndices: Tensor, values: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseCompressedTensor(compressedIndices: Tensor, plainIndices: Tensor, values: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::sparse_coo_tensor.indices(Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::sparse_coo_tensor.indices_size(Tensor indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::sparse_coo_tensor.size(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
     * aten::sparse_coo_tensor.size_out(int[] size, *, Tensor(a!) out) -> Tensor(a!) */
    sparseCooTensor(indices: Tensor, values: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseCooTensor(indices: Tensor, values: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseCooTensor(size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::sparse_csc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
     * aten::sparse_csc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor */
    sparseCscTensor(ccolIndices: Tensor, rowIndices: Tensor, values: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseCscTensor(ccolIndices: Tensor, rowIndices: Tensor, values: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::sparse_csr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
     * aten::sparse_csr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor */
    sparseCsrTensor(crowIndices: Tensor, colIndices: Tensor, values: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    sparseCsrTensor(crowIndices: Tensor, colIndices: Tensor, values: Tensor, size: number[], options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::sparse_dim(Tensor self) -> int */
    sparseDim(self: Tensor): number;
    /** aten::sparse_mask(Tensor self, Tensor mask) -> Tensor
     * aten::sparse_mask.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!) */
    sparseMask(self: Tensor, mask: Tensor): Tensor;
    /** aten::sparse_resize(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
     * aten::sparse_resize.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!) */
    sparseResize(self: Tensor, size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_resize_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!) */
    sparseResize_(self: Tensor, size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_resize_and_clear(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
     * aten::sparse_resize_and_clear.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!) */
    sparseResizeAndClear(self: Tensor, size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_resize_and_clear_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!) */
    sparseResizeAndClear_(self: Tensor, size: number[], sparseDim: number, denseDim: number): Tensor;
    /** aten::sparse_sampled_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::sparse_sampled_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    sparseSampledAddmm(self: Tensor, mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::special_airy_ai(Tensor x) -> Tensor
     * aten::special_airy_ai.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!) */
    specialAiryAi(x: Tensor): Tensor;
    /** aten::special_bessel_j0(Tensor self) -> Tensor
     * aten::special_bessel_j0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselJ0(self: Tensor): Tensor;
    /** aten::special_bessel_j1(Tensor self) -> Tensor
     * aten::special_bessel_j1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselJ1(self: Tensor): Tensor;
    /** aten::special_bessel_y0(Tensor self) -> Tensor
     * aten::special_bessel_y0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselY0(self: Tensor): Tensor;
    /** aten::special_bessel_y1(Tensor self) -> Tensor
     * aten::special_bessel_y1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialBesselY1(self: Tensor): Tensor;
    /** aten::special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_chebyshev_polynomial_t.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_t.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_t.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialChebyshevPolynomialT(x: Tensor, n: Tensor): Tensor;
    specialChebyshevPolynomialT(x: Tensor, n: Scalar): Tensor;
    specialChebyshevPolynomialT(x: Scalar, n: Tensor): Tensor;
    /** aten::special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_chebyshev_polynomial_u.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_u.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_u.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialChebyshevPolynomialU(x: Tensor, n: Tensor): Tensor;
    specialChebyshevPolynomialU(x: Tensor, n: Scalar): Tensor;
    specialChebyshevPolynomialU(x: Scalar, n: Tensor): Tensor;
    /** aten::special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_chebyshev_polynomial_v.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_v.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_v.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialChebyshevPolynomialV(x: Tensor, n: Tensor): Tensor;
    specialChebyshevPolynomialV(x: Tensor, n: Scalar): Tensor;
    specialChebyshevPolynomialV(x: Scalar, n: Tensor): Tensor;
    /** aten::special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_chebyshev_polynomial_w.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_w.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_chebyshev_polynomial_w.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialChebyshevPolynomialW(x: Tensor, n: Tensor): Tensor;
    specialChebyshevPolynomialW(x: Tensor, n: Scalar): Tensor;
    specialChebyshevPolynomialW(x: Scalar, n: Tensor): Tensor;
    /** aten::special_digamma(Tensor self) -> Tensor
     * aten::special_digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialDigamma(self: Tensor): Tensor;
    /** aten::special_entr(Tensor self) -> Tensor
     * aten::special_entr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialEntr(self: Tensor): Tensor;
    /** aten::special_erf(Tensor self) -> Tensor
     * aten::special_erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErf(self: Tensor): Tensor;
    /** aten::special_erfc(Tensor self) -> Tensor
     * aten::special_erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErfc(self: Tensor): Tensor;
    /** aten::special_erfcx(Tensor self) -> Tensor
     * aten::special_erfcx.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErfcx(self: Tensor): Tensor;
    /** aten::special_erfinv(Tensor self) -> Tensor
     * aten::special_erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialErfinv(self: Tensor): Tensor;
    /** aten::special_exp2(Tensor self) -> Tensor
     * aten::special_exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialExp2(self: Tensor): Tensor;
    /** aten::special_expit(Tensor self) -> Tensor
     * aten::special_expit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialExpit(self: Tensor): Tensor;
    /** aten::special_expm1(Tensor self) -> Tensor
     * aten::special_expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialExpm1(self: Tensor): Tensor;
    /** aten::special_gammainc(Tensor self, Tensor other) -> Tensor
     * aten::special_gammainc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialGammainc(self: Tensor, other: Tensor): Tensor;
    /** aten::special_gammaincc(Tensor self, Tensor other) -> Tensor
     * aten::special_gammaincc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialGammaincc(self: Tensor, other: Tensor): Tensor;
    /** aten::special_gammaln(Tensor self) -> Tensor
     * aten::special_gammaln.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialGammaln(self: Tensor): Tensor;
    /** aten::special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
     * aten::special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_hermite_polynomial_h.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_hermite_polynomial_h.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_hermite_polynomial_h.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialHermitePolynomialH(x: Tensor, n: Tensor): Tensor;
    specialHermitePolynomialH(x: Tensor, n: Scalar): Tensor;
    specialHermitePolynomialH(x: Scalar, n: Tensor): Tensor;
    /** aten::special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
     * aten::special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_hermite_polynomial_he.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_hermite_polynomial_he.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_hermite_polynomial_he.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialHermitePolynomialHe(x: Tensor, n: Tensor): Tensor;
    specialHermitePolynomialHe(x: Tensor, n: Scalar): Tensor;
    specialHermitePolynomialHe(x: Scalar, n: Tensor): Tensor;
    /** aten::special_i0(Tensor self) -> Tensor
     * aten::special_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI0(self: Tensor): Tensor;
    /** aten::special_i0e(Tensor self) -> Tensor
     * aten::special_i0e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI0e(self: Tensor): Tensor;
    /** aten::special_i1(Tensor self) -> Tensor
     * aten::special_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI1(self: Tensor): Tensor;
    /** aten::special_i1e(Tensor self) -> Tensor
     * aten::special_i1e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialI1e(self: Tensor): Tensor;
    /** aten::special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
     * aten::special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_laguerre_polynomial_l.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_laguerre_polynomial_l.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_laguerre_polynomial_l.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialLaguerrePolynomialL(x: Tensor, n: Tensor): Tensor;
    specialLaguerrePolynomialL(x: Tensor, n: Scalar): Tensor;
    specialLaguerrePolynomialL(x: Scalar, n: Tensor): Tensor;
    /** aten::special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
     * aten::special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_legendre_polynomial_p.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_legendre_polynomial_p.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_legendre_polynomial_p.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialLegendrePolynomialP(x: Tensor, n: Tensor): Tensor;
    specialLegendrePolynomialP(x: Tensor, n: Scalar): Tensor;
    specialLegendrePolynomialP(x: Scalar, n: Tensor): Tensor;
    /** aten::special_log1p(Tensor self) -> Tensor
     * aten::special_log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialLog1p(self: Tensor): Tensor;
    /** aten::special_log_ndtr(Tensor self) -> Tensor
     * aten::special_log_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialLogNdtr(self: Tensor): Tensor;
    /** aten::special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor */
    specialLogSoftmax(self: Tensor, dim: number, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::special_logit(Tensor self, float? eps=None) -> Tensor
     * aten::special_logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!) */
    specialLogit(self: Tensor, eps?: number | null): Tensor;
    /** aten::special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
     * aten::special_logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    specialLogsumexp(self: Tensor, dim: number | number[], keepdim?: boolean): Tensor;
    /** aten::special_modified_bessel_i0(Tensor self) -> Tensor
     * aten::special_modified_bessel_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselI0(self: Tensor): Tensor;
    /** aten::special_modified_bessel_i1(Tensor self) -> Tensor
     * aten::special_modified_bessel_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselI1(self: Tensor): Tensor;
    /** aten::special_modified_bessel_k0(Tensor self) -> Tensor
     * aten::special_modified_bessel_k0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselK0(self: Tensor): Tensor;
    /** aten::special_modified_bessel_k1(Tensor self) -> Tensor
     * aten::special_modified_bessel_k1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialModifiedBesselK1(self: Tensor): Tensor;
    /** aten::special_multigammaln(Tensor self, int p) -> Tensor
     * aten::special_multigammaln.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!) */
    specialMultigammaln(self: Tensor, p: number): Tensor;
    /** aten::special_ndtr(Tensor self) -> Tensor
     * aten::special_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialNdtr(self: Tensor): Tensor;
    /** aten::special_ndtri(Tensor self) -> Tensor
     * aten::special_ndtri.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialNdtri(self: Tensor): Tensor;
    /** aten::special_polygamma(int n, Tensor self) -> Tensor
     * aten::special_polygamma.out(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialPolygamma(n: number, self: Tensor): Tensor;
    /** aten::special_psi(Tensor self) -> Tensor
     * aten::special_psi.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialPsi(self: Tensor): Tensor;
    /** aten::special_round(Tensor self, *, int decimals=0) -> Tensor
     * aten::special_round.out(Tensor self, *, int decimals=0, Tensor(a!) out) -> Tensor(a!) */
    specialRound(self: Tensor, options?: {
        decimals?: number;
    }): Tensor;
    /** aten::special_scaled_modified_bessel_k0(Tensor x) -> Tensor
     * aten::special_scaled_modified_bessel_k0.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!) */
    specialScaledModifiedBesselK0(x: Tensor): Tensor;
    /** aten::special_scaled_modified_bessel_k1(Tensor x) -> Tensor
     * aten::special_scaled_modified_bessel_k1.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!) */
    specialScaledModifiedBesselK1(x: Tensor): Tensor;
    /** aten::special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_t.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_t.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_t.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialShiftedChebyshevPolynomialT(x: Tensor, n: Tensor): Tensor;
    specialShiftedChebyshevPolynomialT(x: Tensor, n: Scalar): Tensor;
    specialShiftedChebyshevPolynomialT(x: Scalar, n: Tensor): Tensor;
    /** aten::special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_u.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_u.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_u.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialShiftedChebyshevPolynomialU(x: Tensor, n: Tensor): Tensor;
    specialShiftedChebyshevPolynomialU(x: Tensor, n: Scalar): Tensor;
    specialShiftedChebyshevPolynomialU(x: Scalar, n: Tensor): Tensor;
    /** aten::special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_v.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_v.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_v.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialShiftedChebyshevPolynomialV(x: Tensor, n: Tensor): Tensor;
    specialShiftedChebyshevPolynomialV(x: Tensor, n: Scalar): Tensor;
    specialShiftedChebyshevPolynomialV(x: Scalar, n: Tensor): Tensor;
    /** aten::special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_w.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_w.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
     * aten::special_shifted_chebyshev_polynomial_w.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!) */
    specialShiftedChebyshevPolynomialW(x: Tensor, n: Tensor): Tensor;
    specialShiftedChebyshevPolynomialW(x: Tensor, n: Scalar): Tensor;
    specialShiftedChebyshevPolynomialW(x: Scalar, n: Tensor): Tensor;
    /** aten::special_sinc(Tensor self) -> Tensor
     * aten::special_sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    specialSinc(self: Tensor): Tensor;
    /** aten::special_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor */
    specialSoftmax(self: Tensor, dim: number, dtype?: DType | null): Tensor;
    /** aten::special_spherical_bessel_j0(Tensor x) -> Tensor
     * aten::special_spherical_bessel_j0.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!) */
    specialSphericalBesselJ0(x: Tensor): Tensor;
    /** aten::special_xlog1py(Tensor self, Tensor other) -> Tensor
     * aten::special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor
     * aten::special_xlog1py.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_xlog1py.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor
     * aten::special_xlog1py.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialXlog1py(self: Tensor, other: Tensor): Tensor;
    specialXlog1py(self: Tensor, other: Scalar): Tensor;
    specialXlog1py(self: Scalar, other: Tensor): Tensor;
    /** aten::special_xlogy(Tensor self, Tensor other) -> Tensor
     * aten::special_xlogy.other_scalar(Tensor self, Scalar other) -> Tensor
     * aten::special_xlogy.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_xlogy.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_xlogy.self_scalar(Scalar self, Tensor other) -> Tensor
     * aten::special_xlogy.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialXlogy(self: Tensor, other: Tensor): Tensor;
    specialXlogy(self: Tensor, other: Scalar): Tensor;
    specialXlogy(self: Scalar, other: Tensor): Tensor;
    /** aten::special_zeta(Tensor self, Tensor other) -> Tensor
     * aten::special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor
     * aten::special_zeta.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_zeta.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor
     * aten::special_zeta.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    specialZeta(self: Tensor, other: Tensor): Tensor;
    specialZeta(self: Tensor, other: Scalar): Tensor;
    specialZeta(self: Scalar, other: Tensor): Tensor;
    /** aten::split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]
     * aten::split.sizes(Tensor(a -> *) self, int[] split_size, int dim=0) -> Tensor(a)[] */
    split(self: Tensor, splitSize: number, dim?: number): Tensor[];
    split(self: Tensor, splitSize: number[], dim?: number): Tensor[];
    /** aten::split_copy.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
     * aten::split_copy.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> () */
    splitCopy(self: Tensor, splitSize: number, dim?: number): Tensor[];
    /** aten::split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[] */
    splitWithSizes(self: Tensor, splitSizes: number[], dim?: number): Tensor[];
    /** aten::split_with_sizes_copy(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
     * aten::split_with_sizes_copy.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> () */
    splitWithSizesCopy(self: Tensor, splitSizes: number[], dim?: number): Tensor[];
    /** aten::sqrt(Tensor self) -> Tensor
     * aten::sqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    sqrt(self: Tensor): Tensor;
    /** aten::sqrt_(Tensor(a!) self) -> Tensor(a!) */
    sqrt_(self: Tensor): Tensor;
    /** aten::square(Tensor self) -> Tensor
     * aten::square.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    square(self: Tensor): Tensor;
    /** aten::square_(Tensor(a!) self) -> Tensor(a!) */
    square_(self: Tensor): Tensor;
    /** aten::squeeze(Tensor(a) self) -> Tensor(a)
     * aten::squeeze.dim(Tensor(a) self, int dim) -> Tensor(a) */
    squeeze(self: Tensor): Tensor;
    squeeze(self: Tensor, dim: number): Tensor;
    /** aten::squeeze_(Tensor(a!) self) -> Tensor(a!)
     * aten::squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!) */
    squeeze_(self: Tensor): Tensor;
    squeeze_(self: Tensor, dim: number): Tensor;
    /** aten::squeeze_copy(Tensor self) -> Tensor
     * aten::squeeze_copy.dim(Tensor self, int dim) -> Tensor
     * aten::squeeze_copy.dim_out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
     * aten::squeeze_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    squeezeCopy(self: Tensor): Tensor;
    squeezeCopy(self: Tensor, dim: number): Tensor;
    /** aten::sspaddmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
     * aten::sspaddmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    sspaddmm(self: Tensor, mat1: Tensor, mat2: Tensor, options?: {
        beta?: Scalar;
        alpha?: Scalar;
    }): Tensor;
    /** aten::std(Tensor self, bool unbiased=True) -> Tensor
     * aten::std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
     * aten::std.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
     * aten::std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
     * aten::std.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    std(self: Tensor, unbiased?: boolean): Tensor;
    std(self: Tensor, dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): Tensor;
    std(self: Tensor, dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): Tensor;
    /** aten::std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
     * aten::std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
     * aten::std_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
     * aten::std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor) */
    stdMean(self: Tensor, unbiased?: boolean): [Tensor, Tensor];
    stdMean(self: Tensor, dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): [Tensor, Tensor];
    stdMean(self: Tensor, dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): [Tensor, Tensor];
    /** aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor
     * aten::stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor */
    stft(self: Tensor, nFft: number, hopLength?: number | null, winLength?: number | null, window?: Tensor | null, normalized?: boolean, onesided?: boolean | null, returnComplex?: boolean | null): Tensor;
    stft(self: Tensor, nFft: number, hopLength?: number | null, winLength?: number | null, window?: Tensor | null, center?: boolean, padMode?: string, normalized?: boolean, onesided?: boolean | null, returnComplex?: boolean | null): Tensor;
    /** aten::stride.int(Tensor self, int dim) -> int */
    stride(self: Tensor, dim: number): number;
    /** aten::sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
     * aten::sub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
     * aten::sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
     * aten::sub.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    sub(self: Tensor, other: Scalar, alpha?: Scalar): Tensor;
    sub(self: Tensor, other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::sub_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
     * aten::sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!) */
    sub_(self: Tensor, other: Scalar, alpha?: Scalar): Tensor;
    sub_(self: Tensor, other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
     * aten::subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
     * aten::subtract.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!) */
    subtract(self: Tensor, other: Scalar, alpha?: Scalar): Tensor;
    subtract(self: Tensor, other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::subtract_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
     * aten::subtract_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!) */
    subtract_(self: Tensor, other: Scalar, alpha?: Scalar): Tensor;
    subtract_(self: Tensor, other: Tensor, options?: {
        alpha?: Scalar;
    }): Tensor;
    /** aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
     * aten::sum.IntList_out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
     * aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
     * aten::sum.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!) */
    sum(self: Tensor, options?: {
        dtype?: DType | null;
    }): Tensor;
    sum(self: Tensor, dim?: number | number[] | null, keepdim?: boolean, options?: {
        dtype?: DType | null;
    }): Tensor;
    /** aten::sum_to_size(Tensor self, int[] size) -> Tensor */
    sumToSize(self: Tensor, size: number[]): Tensor;
    /** aten::svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)
     * aten::svd.U(Tensor self, bool some=True, bool compute_uv=True, *, Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) */
    svd(self: Tensor, some?: boolean, computeUv?: boolean): [Tensor, Tensor, Tensor];
    /** aten::swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a) */
    swapaxes(self: Tensor, axis0: number, axis1: number): Tensor;
    /** aten::swapaxes_(Tensor(a!) self, int axis0, int axis1) -> Tensor(a!) */
    swapaxes_(self: Tensor, axis0: number, axis1: number): Tensor;
    /** aten::swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a) */
    swapdims(self: Tensor, dim0: number, dim1: number): Tensor;
    /** aten::swapdims_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!) */
    swapdims_(self: Tensor, dim0: number, dim1: number): Tensor;
    /** aten::symeig(Tensor self, bool eigenvectors=False, bool upper=True) -> (Tensor eigenvalues, Tensor eigenvectors)
     * aten::symeig.e(Tensor self, bool eigenvectors=False, bool upper=True, *, Tensor(a!) e, Tensor(b!) V) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) */
    symeig(self: Tensor, eigenvectors?: boolean, upper?: boolean): [Tensor, Tensor];
    /** aten::t(Tensor(a) self) -> Tensor(a) */
    t(self: Tensor): Tensor;
    /** aten::t_(Tensor(a!) self) -> Tensor(a!) */
    t_(self: Tensor): Tensor;
    /** aten::t_copy(Tensor self) -> Tensor
     * aten::t_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    tCopy(self: Tensor): Tensor;
    /** aten::take(Tensor self, Tensor index) -> Tensor
     * aten::take.out(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!) */
    take(self: Tensor, index: Tensor): Tensor;
    /** aten::take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor
     * aten::take_along_dim.out(Tensor self, Tensor indices, int? dim=None, *, Tensor(a!) out) -> Tensor(a!) */
    takeAlongDim(self: Tensor, indices: Tensor, dim?: number | null): Tensor;
    /** aten::tan(Tensor self) -> Tensor
     * aten::tan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    tan(self: Tensor): Tensor;
    /** aten::tan_(Tensor(a!) self) -> Tensor(a!) */
    tan_(self: Tensor): Tensor;
    /** aten::tanh(Tensor self) -> Tensor
     * aten::tanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    tanh(self: Tensor): Tensor;
    /** aten::tanh_(Tensor(a!) self) -> Tensor(a!) */
    tanh_(self: Tensor): Tensor;
    /** aten::tanh_backward(Tensor grad_output, Tensor output) -> Tensor
     * aten::tanh_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!) */
    tanhBackward(gradOutput: Tensor, output: Tensor): Tensor;
    /** aten::tensor_split.indices(Tensor(a -> *) self, int[] indices, int dim=0) -> Tensor(a)[]
     * aten::tensor_split.sections(Tensor(a -> *) self, int sections, int dim=0) -> Tensor(a)[]
     * aten::tensor_split.tensor_indices_or_sections(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[] */
    tensorSplit(self: Tensor, indices: number[], dim?: number): Tensor[];
    tensorSplit(self: Tensor, sections: number, dim?: number): Tensor[];
    tensorSplit(self: Tensor, tensorIndicesOrSections: Tensor, dim?: number): Tensor[];
    /** aten::tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor
     * aten::tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!) */
    tensordot(self: Tensor, other: Tensor, dimsSelf: number[], dimsOther: number[]): Tensor;
    /** aten::thnn_conv2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0) -> Tensor
     * aten::thnn_conv2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, *, Tensor(a!) out) -> Tensor(a!) */
    thnnConv2d(self: Tensor, weight: Tensor, kernelSize: number | number[], bias?: Tensor | null, stride?: number | number[], padding?: number | number[]): Tensor;
    /** aten::threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor
     * aten::threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!) */
    threshold(self: Tensor, threshold: Scalar, value: Scalar): Tensor;
    /** aten::threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!) */
    threshold_(self: Tensor, threshold: Scalar, value: Scalar): Tensor;
    /** aten::threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
     * aten::threshold_backward.grad_input(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!) */
    thresholdBackward(gradOutput: Tensor, self: Tensor, threshold: Scalar): Tensor;
    /** aten::tile(Tensor self, int[] dims) -> Tensor */
    tile(self: Tensor, dims: number[]): Tensor;
    /** aten::to.device(Tensor(a) self, Device device, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
     * aten::to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
     * aten::to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
     * aten::to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a) */
    to(self: Tensor, device: string, dtype: DType, nonBlocking?: boolean, copy?: boolean, memoryFormat?: MemoryFormat | null): Tensor;
    to(self: Tensor, dtype: DType, nonBlocking?: boolean, copy?: boolean, memoryFormat?: MemoryFormat | null): Tensor;
    to(self: Tensor, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
        nonBlocking?: boolean;
        copy?: boolean;
        memoryFormat?: MemoryFormat | null;
    }): Tensor;
    to(self: Tensor, other: Tensor, nonBlocking?: boolean, copy?: boolean, memoryFormat?: MemoryFormat | null): Tensor;
    /** aten::to_dense(Tensor self, ScalarType? dtype=None) -> Tensor */
    toDense(self: Tensor, dtype?: DType | null): Tensor;
    /** aten::to_dense_backward(Tensor grad, Tensor input) -> Tensor */
    toDenseBackward(grad: Tensor, input: Tensor): Tensor;
    /** aten::to_mkldnn(Tensor self, ScalarType? dtype=None) -> Tensor
     * aten::to_mkldnn.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!) */
    toMkldnn(self: Tensor, dtype?: DType | null): Tensor;
    /** aten::to_mkldnn_backward(Tensor grad, Tensor input) -> Tensor */
    toMkldnnBackward(grad: Tensor, input: Tensor): Tensor;
    /** aten::to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor
     * aten::to_padded_tensor.out(Tensor self, float padding, int[]? output_size=None, *, Tensor(a!) out) -> Tensor(a!) */
    toPaddedTensor(self: Tensor, padding: number, outputSize?: number[] | null): Tensor;
    /** aten::to_sparse(Tensor self) -> Tensor
     * aten::to_sparse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
     * aten::to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor
     * aten::to_sparse.sparse_dim_out(Tensor self, int sparse_dim, *, Tensor(a!) out) -> Tensor(a!) */
    toSparse(self: Tensor): Tensor;
    toSparse(self: Tensor, sparseDim: number): Tensor;
    /** aten::to_sparse_bsc(Tensor self, int[2] blocksize) -> Tensor
     * aten::to_sparse_bsc.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseBsc(self: Tensor, blocksize: number | number[]): Tensor;
    /** aten::to_sparse_bsr(Tensor self, int[2] blocksize) -> Tensor
     * aten::to_sparse_bsr.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseBsr(self: Tensor, blocksize: number | number[]): Tensor;
    /** aten::to_sparse_csc(Tensor self) -> Tensor
     * aten::to_sparse_csc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseCsc(self: Tensor): Tensor;
    /** aten::to_sparse_csr(Tensor self) -> Tensor
     * aten::to_sparse_csr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    toSparseCsr(self: Tensor): Tensor;
    /** aten::topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
     * aten::topk.values(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices) */
    topk(self: Tensor, k: number, dim?: number, largest?: boolean, sorted?: boolean): [Tensor, Tensor];
    /** aten::trace(Tensor self) -> Tensor
     * aten::trace.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    trace(self: Tensor): Tensor;
    /** aten::trace_backward(Tensor grad, int[] sizes) -> Tensor */
    traceBackward(grad: Tensor, sizes: number[]): Tensor;
    /** aten::transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a) */
    transpose(self: Tensor, dim0: number, dim1: number): Tensor;
    /** aten::transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!) */
    transpose_(self: Tensor, dim0: number, dim1: number): Tensor;
    /** aten::transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor
     * aten::transpose_copy.int_out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -> Tensor(a!) */
    transposeCopy(self: Tensor, dim0: number, dim1: number): Tensor;
    /** aten::trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
     * aten::trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor */
    trapezoid(y: Tensor, options?: {
        dx?: Scalar;
        dim?: number;
    }): Tensor;
    trapezoid(y: Tensor, x: Tensor, options?: {
        dim?: number;
    }): Tensor;
    /** aten::trapz.dx(Tensor y, *, float dx=1., int dim=-1) -> Tensor
     * aten::trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor */
    trapz(y: Tensor, options?: {
        dx?: number;
        dim?: number;
    }): Tensor;
    trapz(y: Tensor, x: Tensor, options?: {
        dim?: number;
    }): Tensor;
    /** aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)
     * aten::triangular_solve.X(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False, *, Tensor(a!) X, Tensor(b!) M) -> (Tensor(a!) solution, Tensor(b!) cloned_coefficient) */
    triangularSolve(self: Tensor, A: Tensor, upper?: boolean, transpose?: boolean, unitriangular?: boolean): [Tensor, Tensor];
    /** aten::tril(Tensor self, int diagonal=0) -> Tensor
     * aten::tril.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!) */
    tril(self: Tensor, diagonal?: number): Tensor;
    /** aten::tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!) */
    tril_(self: Tensor, diagonal?: number): Tensor;
    /** aten::tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::tril_indices.out(int row, int col, int offset=0, *, Tensor(a!) out) -> Tensor(a!) */
    trilIndices(row: number, col: number, offset?: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1., float p=2., float eps=9.9999999999999995e-07, bool swap=False, int reduction=1) -> Tensor */
    tripletMarginLoss(anchor: Tensor, positive: Tensor, negative: Tensor, margin?: number, p?: number, eps?: number, swap?: boolean, reduction?: number): Tensor;
    /** aten::triu(Tensor self, int diagonal=0) -> Tensor
     * aten::triu.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!) */
    triu(self: Tensor, diagonal?: number): Tensor;
    /** aten::triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!) */
    triu_(self: Tensor, diagonal?: number): Tensor;
    /** aten::triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
     * aten::triu_indices.out(int row, int col, int offset=0, *, Tensor(a!) out) -> Tensor(a!) */
    triuIndices(row: number, col: number, offset?: number, options?: {
        dtype?: DType | null;
        layout?: 'strided' | 'sparse_coo' | null;
        device?: string | null;
        pinMemory?: boolean | null;
    }): Tensor;
    /** aten::true_divide.Scalar(Tensor self, Scalar other) -> Tensor
     * aten::true_divide.Tensor(Tensor self, Tensor other) -> Tensor
     * aten::true_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    trueDivide(self: Tensor, other: Scalar): Tensor;
    trueDivide(self: Tensor, other: Tensor): Tensor;
    /** aten::true_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::true_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    trueDivide_(self: Tensor, other: Scalar): Tensor;
    trueDivide_(self: Tensor, other: Tensor): Tensor;
    /** aten::trunc(Tensor self) -> Tensor
     * aten::trunc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    trunc(self: Tensor): Tensor;
    /** aten::trunc_(Tensor(a!) self) -> Tensor(a!) */
    trunc_(self: Tensor): Tensor;
    /** aten::type_as(Tensor self, Tensor other) -> Tensor */
    typeAs(self: Tensor, other: Tensor): Tensor;
    /** aten::unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[] */
    unbind(self: Tensor, dim?: number): Tensor[];
    /** aten::unbind_copy.int(Tensor self, int dim=0) -> Tensor[]
     * aten::unbind_copy.int_out(Tensor self, int dim=0, *, Tensor(a!)[] out) -> () */
    unbindCopy(self: Tensor, dim?: number): Tensor[];
    /** aten::unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a) */
    unflatten(self: Tensor, dim: number, sizes: number[]): Tensor;
    /** aten::unflatten_dense_tensors(Tensor flat, Tensor[] tensors) -> Tensor[] */
    unflattenDenseTensors(flat: Tensor, tensors: Tensor[]): Tensor[];
    /** aten::unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a) */
    unfold(self: Tensor, dimension: number, size: number, step: number): Tensor;
    /** aten::unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor
     * aten::unfold_backward.out(Tensor grad_in, int[] input_sizes, int dim, int size, int step, *, Tensor(a!) out) -> Tensor(a!) */
    unfoldBackward(gradIn: Tensor, inputSizes: number[], dim: number, size: number, step: number): Tensor;
    /** aten::unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor
     * aten::unfold_copy.out(Tensor self, int dimension, int size, int step, *, Tensor(a!) out) -> Tensor(a!) */
    unfoldCopy(self: Tensor, dimension: number, size: number, step: number): Tensor;
    /** aten::uniform(Tensor self, float from=0., float to=1., *, Generator? generator=None) -> Tensor
     * aten::uniform.out(Tensor self, float from=0., float to=1., *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!) */
    uniform(self: Tensor, from?: number, to?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::uniform_(Tensor(a!) self, float from=0., float to=1., *, Generator? generator=None) -> Tensor(a!) */
    uniform_(self: Tensor, from?: number, to?: number, options?: {
        generator?: null | null;
    }): Tensor;
    /** aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)
     * aten::unique_consecutive.out(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    uniqueConsecutive(self: Tensor, returnInverse?: boolean, returnCounts?: boolean, dim?: number | null): [Tensor, Tensor, Tensor];
    /** aten::unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
     * aten::unique_dim.out(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    uniqueDim(self: Tensor, dim: number, sorted?: boolean, returnInverse?: boolean, returnCounts?: boolean): [Tensor, Tensor, Tensor];
    /** aten::unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
     * aten::unique_dim_consecutive.out(Tensor self, int dim, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!)) */
    uniqueDimConsecutive(self: Tensor, dim: number, returnInverse?: boolean, returnCounts?: boolean): [Tensor, Tensor, Tensor];
    /** aten::unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[] */
    unsafeChunk(self: Tensor, chunks: number, dim?: number): Tensor[];
    /** aten::unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
     * aten::unsafe_split.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> () */
    unsafeSplit(self: Tensor, splitSize: number, dim?: number): Tensor[];
    /** aten::unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
     * aten::unsafe_split_with_sizes.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> () */
    unsafeSplitWithSizes(self: Tensor, splitSizes: number[], dim?: number): Tensor[];
    /** aten::unsqueeze(Tensor(a) self, int dim) -> Tensor(a) */
    unsqueeze(self: Tensor, dim: number): Tensor;
    /** aten::unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!) */
    unsqueeze_(self: Tensor, dim: number): Tensor;
    /** aten::unsqueeze_copy(Tensor self, int dim) -> Tensor
     * aten::unsqueeze_copy.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!) */
    unsqueezeCopy(self: Tensor, dim: number): Tensor;
    /** aten::upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_bicubic2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_bicubic2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_bicubic2d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleBicubic2d(self: Tensor, outputSize: number | number[], alignCorners: boolean, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleBicubic2d(input: Tensor, outputSize: number[] | null, alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_bicubic2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_bicubic2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_bicubic2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleBicubic2dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], alignCorners: boolean, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleBicubic2dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_bilinear2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_bilinear2d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleBilinear2d(self: Tensor, outputSize: number | number[], alignCorners: boolean, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleBilinear2d(input: Tensor, outputSize: number[] | null, alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_bilinear2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_bilinear2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_bilinear2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleBilinear2dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], alignCorners: boolean, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleBilinear2dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor
     * aten::upsample_linear1d.out(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_linear1d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_linear1d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleLinear1d(self: Tensor, outputSize: number | number[], alignCorners: boolean, scales?: number | null): Tensor;
    upsampleLinear1d(input: Tensor, outputSize: number[] | null, alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_linear1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None) -> Tensor
     * aten::upsample_linear1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_linear1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_linear1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleLinear1dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], alignCorners: boolean, scales?: number | null): Tensor;
    upsampleLinear1dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor
     * aten::upsample_nearest1d.out(Tensor self, SymInt[1] output_size, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_nearest1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
     * aten::upsample_nearest1d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest1d(self: Tensor, outputSize: number | number[], scales?: number | null): Tensor;
    upsampleNearest1d(input: Tensor, outputSize?: number[] | null, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_nearest1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor
     * aten::upsample_nearest1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_nearest1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
     * aten::upsample_nearest1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest1dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], scales?: number | null): Tensor;
    upsampleNearest1dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_nearest2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
     * aten::upsample_nearest2d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest2d(self: Tensor, outputSize: number | number[], scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleNearest2d(input: Tensor, outputSize?: number[] | null, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_nearest2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_nearest2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
     * aten::upsample_nearest2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest2dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleNearest2dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_nearest3d.out(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_nearest3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
     * aten::upsample_nearest3d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest3d(self: Tensor, outputSize: number | number[], scalesD?: number | null, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleNearest3d(input: Tensor, outputSize?: number[] | null, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_nearest3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_nearest3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_nearest3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
     * aten::upsample_nearest3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleNearest3dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], scalesD?: number | null, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleNearest3dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_trilinear3d.out(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
     * aten::upsample_trilinear3d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_trilinear3d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleTrilinear3d(self: Tensor, outputSize: number | number[], alignCorners: boolean, scalesD?: number | null, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleTrilinear3d(input: Tensor, outputSize: number[] | null, alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
     * aten::upsample_trilinear3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
     * aten::upsample_trilinear3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
     * aten::upsample_trilinear3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!) */
    upsampleTrilinear3dBackward(gradOutput: Tensor, outputSize: number | number[], inputSize: number | number[], alignCorners: boolean, scalesD?: number | null, scalesH?: number | null, scalesW?: number | null): Tensor;
    upsampleTrilinear3dBackward(gradOutput: Tensor, outputSize: number[] | null, inputSize: number[], alignCorners: boolean, scaleFactors?: number[] | null): Tensor;
    /** aten::value_selecting_reduction_backward(Tensor grad, int dim, Tensor indices, int[] sizes, bool keepdim) -> Tensor */
    valueSelectingReductionBackward(grad: Tensor, dim: number, indices: Tensor, sizes: number[], keepdim: boolean): Tensor;
    /** aten::values(Tensor(a) self) -> Tensor(a) */
    values(self: Tensor): Tensor;
    /** aten::values_copy(Tensor self) -> Tensor
     * aten::values_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    valuesCopy(self: Tensor): Tensor;
    /** aten::vander(Tensor x, int? N=None, bool increasing=False) -> Tensor */
    vander(x: Tensor, N?: number | null, increasing?: boolean): Tensor;
    /** aten::var(Tensor self, bool unbiased=True) -> Tensor
     * aten::var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
     * aten::var.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
     * aten::var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
     * aten::var.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!) */
    var(self: Tensor, unbiased?: boolean): Tensor;
    var(self: Tensor, dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): Tensor;
    var(self: Tensor, dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): Tensor;
    /** aten::var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
     * aten::var_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
     * aten::var_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
     * aten::var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor) */
    varMean(self: Tensor, unbiased?: boolean): [Tensor, Tensor];
    varMean(self: Tensor, dim?: number | number[] | null, options?: {
        correction?: number | null;
        keepdim?: boolean;
    }): [Tensor, Tensor];
    varMean(self: Tensor, dim?: number | number[] | null, unbiased?: boolean, keepdim?: boolean): [Tensor, Tensor];
    /** aten::vdot(Tensor self, Tensor other) -> Tensor
     * aten::vdot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!) */
    vdot(self: Tensor, other: Tensor): Tensor;
    /** aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)
     * aten::view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a) */
    view(self: Tensor, size: number[]): Tensor;
    view(self: Tensor, dtype: DType): Tensor;
    /** aten::view_as(Tensor(a) self, Tensor other) -> Tensor(a) */
    viewAs(self: Tensor, other: Tensor): Tensor;
    /** aten::view_as_complex(Tensor(a) self) -> Tensor(a) */
    viewAsComplex(self: Tensor): Tensor;
    /** aten::view_as_complex_copy(Tensor self) -> Tensor
     * aten::view_as_complex_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    viewAsComplexCopy(self: Tensor): Tensor;
    /** aten::view_as_real(Tensor(a) self) -> Tensor(a) */
    viewAsReal(self: Tensor): Tensor;
    /** aten::view_as_real_copy(Tensor self) -> Tensor
     * aten::view_as_real_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    viewAsRealCopy(self: Tensor): Tensor;
    /** aten::view_copy(Tensor self, SymInt[] size) -> Tensor
     * aten::view_copy.dtype(Tensor self, ScalarType dtype) -> Tensor
     * aten::view_copy.dtype_out(Tensor self, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
     * aten::view_copy.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!) */
    viewCopy(self: Tensor, size: number[]): Tensor;
    viewCopy(self: Tensor, dtype: DType): Tensor;
    /** aten::vsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
     * aten::vsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[] */
    vsplit(self: Tensor, indices: number[]): Tensor[];
    vsplit(self: Tensor, sections: number): Tensor[];
    /** aten::vstack(Tensor[] tensors) -> Tensor
     * aten::vstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!) */
    vstack(tensors: Tensor[]): Tensor;
    /** aten::xlogy.OutScalar_Other(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::xlogy.OutScalar_Self(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::xlogy.OutTensor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
     * aten::xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor
     * aten::xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor
     * aten::xlogy.Tensor(Tensor self, Tensor other) -> Tensor */
    xlogy(self: Tensor, other: Scalar): Tensor;
    xlogy(self: Scalar, other: Tensor): Tensor;
    xlogy(self: Tensor, other: Tensor): Tensor;
    /** aten::xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)
     * aten::xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!) */
    xlogy_(self: Tensor, other: Scalar): Tensor;
    xlogy_(self: Tensor, other: Tensor): Tensor;
    /** aten::zero(Tensor self) -> Tensor
     * aten::zero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!) */
    zero(self: Tensor): Tensor;
    /** aten::zero_(Tensor(a!) self) -> Tensor(a!) */
    zero_(self: Tensor): Tensor;
}
/** [function name, operator] pairs installed on the torch namespace. */
export declare const FUNCTIONS: ReadonlyArray<readonly [string, string]>;
