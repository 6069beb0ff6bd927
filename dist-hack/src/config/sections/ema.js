import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';
/** Exponential moving average of the model weights; present means enabled. */
export const EmaSchema = z.strictObject({
    decay: z.number().gt(0).lt(1).default(0.9999).describe('Weight of the running average at each update.'),
    interval: positiveInt().default(1).describe('Update the average every N optimizer steps.'),
    warmup: nonNegativeInt().default(0).describe('Optimizer steps before averaging starts; until then the average copies the weights.'),
});
//# sourceMappingURL=ema.js.map