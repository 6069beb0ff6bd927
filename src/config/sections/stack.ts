import * as z from 'zod';

/** The runner families, as they appear in a validated config. */
export const STACKS = ['torch', 'parallel', 'deepspeed'] as const;

/** Runner family after validation. */
export type Stack = (typeof STACKS)[number];

const STACK_ALIASES: Record<string, Stack> = {
  torch: 'torch',
  ddp: 'torch',
  parallel: 'parallel',
  deepspeed: 'deepspeed',
  ds: 'deepspeed',
};

/** Runner family; `ddp` is an alias of `torch` and `ds` of `deepspeed`. */
export const StackSchema = z
  .enum(['torch', 'ddp', 'parallel', 'deepspeed', 'ds'])
  .transform((name): Stack => STACK_ALIASES[name]!);
