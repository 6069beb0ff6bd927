/**
 * When `value` is a Tensor where a dict of them was expected (a state dict, a checkpoint),
 * a sentence saying so and what to pass instead; else null.
 */
export declare function bareTensorProblem(value: unknown, expected: string): string | null;
