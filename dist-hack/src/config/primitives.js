import * as z from 'zod';
/** A whole number greater than zero. */
export const positiveInt = () => z.number().int().positive();
/** A whole number greater than or equal to zero. */
export const nonNegativeInt = () => z.number().int().nonnegative();
/** A non-empty string. */
export const nonEmptyString = () => z.string().min(1);
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;
/**
 * One directory name: letters, digits, `.`, `_` or `-`, and not `.` or `..`.
 * Used for keys that become part of the run directory.
 */
export const pathSegment = () => z.string().regex(SEGMENT, {
    error: 'a single directory name made of letters, digits, ".", "_" or "-"',
});
/** A free-form mapping, passed on as is (optimizer or scheduler options, user extensions). */
export const looseRecord = () => z.record(z.string(), z.unknown());
//# sourceMappingURL=primitives.js.map