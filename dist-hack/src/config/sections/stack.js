import * as z from 'zod';
/** The runner families, as they appear in a validated config. */
export const STACKS = ['torch', 'parallel', 'deepspeed'];
const STACK_ALIASES = {
    torch: 'torch',
    ddp: 'torch',
    parallel: 'parallel',
    deepspeed: 'deepspeed',
    ds: 'deepspeed',
};
/** Runner family; `ddp` is an alias of `torch` and `ds` of `deepspeed`. */
export const StackSchema = z
    .enum(['torch', 'ddp', 'parallel', 'deepspeed', 'ds'])
    .transform((name) => STACK_ALIASES[name]);
//# sourceMappingURL=stack.js.map