import * as z from 'zod';
import { looseRecord, nonEmptyString } from '../primitives.js';
/** Optimizers the runners can build from config. */
export const OPTIMIZERS = ['sgd', 'adam', 'adamw', 'rmsprop', 'adagrad', 'lbfgs'];
function isRegExp(source) {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}
const beta = () => z.number().min(0).lt(1);
/**
 * A parameter group: every parameter whose qualified name matches `pattern` (a regular
 * expression, searched, not anchored) gets these adjustments. The first matching group wins;
 * parameters that match none form the default group.
 */
export const ParamGroupSchema = z.strictObject({
    pattern: nonEmptyString()
        .refine(isRegExp, { error: 'a valid regular expression' })
        .describe('Regular expression searched in each qualified parameter name, e.g. `(\\.bias$|norm)`.'),
    lrMultiplier: z.number().nonnegative().default(1).describe('Multiplies `lr` for these parameters.'),
    weightDecayMultiplier: z.number().nonnegative().default(1).describe('Multiplies `weightDecay` for these parameters.'),
    beta1: beta().optional().describe('Replaces `betas[0]` for these parameters.'),
    beta2: beta().optional().describe('Replaces `betas[1]` for these parameters.'),
});
/** The optimizer the runner builds when the subclass did not set one. */
export const OptimSchema = z.strictObject({
    name: z.enum(OPTIMIZERS).describe('Optimizer.'),
    lr: z.number().positive().describe('Base learning rate.'),
    weightDecay: z.number().nonnegative().default(0).describe('Weight decay (decoupled for `adamw`).'),
    betas: z.tuple([beta(), beta()]).optional().describe("Adam-family betas; unset: the optimizer's default."),
    eps: z.number().positive().optional().describe("Numerical epsilon; unset: the optimizer's default."),
    momentum: z.number().nonnegative().optional().describe('Momentum of `sgd` and `rmsprop`.'),
    options: looseRecord()
        .default({})
        .describe('Further optimizer arguments (`nesterov`, `amsgrad`, `alpha`, …), passed as is.'),
    paramGroups: z
        .array(ParamGroupSchema)
        .default([])
        .describe('Per-parameter adjustments; the first group whose `pattern` matches wins, the rest form the default group.'),
});
//# sourceMappingURL=optim.js.map