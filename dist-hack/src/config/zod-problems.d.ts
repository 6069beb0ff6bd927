import type * as z from 'zod';
import { type ConfigProblem } from './errors.js';
/** Turns zod's findings into readable problems: one per unknown key, one per other finding. */
export declare function problemsFromZod(schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): ConfigProblem[];
