import * as z from 'zod';
/** A whole number greater than zero. */
export declare const positiveInt: () => z.ZodNumber;
/** A whole number greater than or equal to zero. */
export declare const nonNegativeInt: () => z.ZodNumber;
/** A non-empty string. */
export declare const nonEmptyString: () => z.ZodString;
/**
 * One directory name: letters, digits, `.`, `_` or `-`, and not `.` or `..`.
 * Used for keys that become part of the run directory.
 */
export declare const pathSegment: () => z.ZodString;
/** A free-form mapping, passed on as is (optimizer or scheduler options, user extensions). */
export declare const looseRecord: () => z.ZodRecord<z.ZodString, z.ZodUnknown>;
