import * as z from 'zod';
import { positiveInt } from '../primitives.js';
/**
 * A profiler window: the runner records `steps` optimizer steps from step `start` as a Chrome
 * trace (`profile/{timestamp}.json` in the run directory); present means enabled.
 */
export const ProfileSchema = z.strictObject({
    start: positiveInt().default(1).describe('First optimizer step recorded, counted from 1 as the logs count them (`step 1` is the first).'),
    steps: positiveInt().default(5).describe('Number of optimizer steps recorded.'),
});
//# sourceMappingURL=profile.js.map