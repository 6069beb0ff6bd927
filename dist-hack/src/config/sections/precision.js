import * as z from 'zod';
/** Training precisions, as they appear in a validated config. */
export const PRECISIONS = ['fp32', 'fp16', 'bf16'];
const PRECISION_ALIASES = {
    fp32: 'fp32',
    float32: 'fp32',
    fp16: 'fp16',
    float16: 'fp16',
    half: 'fp16',
    bf16: 'bf16',
    bfloat16: 'bf16',
};
/** `fp32`, or autocast to `fp16` (with a gradient scaler) or `bf16`; dtype names also work. */
export const PrecisionSchema = z
    .enum(['fp32', 'fp16', 'bf16', 'float32', 'float16', 'half', 'bfloat16'])
    .transform((name) => PRECISION_ALIASES[name]);
//# sourceMappingURL=precision.js.map