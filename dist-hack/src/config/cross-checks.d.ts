/** A breach of a rule that spans several keys. */
export interface CrossKeyViolation {
    path: (string | number)[];
    input: unknown;
    /** What was expected, completing "expected …". */
    expected: string;
}
/**
 * Rules that involve more than one key. Written against unvalidated input, because they
 * also run when other keys are invalid, so that every problem is reported at once.
 */
export declare function crossKeyViolations(config: unknown): CrossKeyViolation[];
