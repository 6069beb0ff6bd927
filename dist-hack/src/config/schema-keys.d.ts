import type * as z from 'zod';
/**
 * The keys a strict object inside `schema` accepts at `path` (list indices and mapping
 * keys included in the path), or `undefined` when `path` does not lead to an object.
 */
export declare function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined;
