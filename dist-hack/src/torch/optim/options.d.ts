/**
 * What an optimizer or scheduler option must be. Numbers may carry bounds (`min`/`max`,
 * inclusive unless `exclusive` names the bound) and be required to be integers; `nullable`
 * accepts null; `perGroup` also accepts a list of such numbers (one per parameter group).
 */
export type OptionRule = {
    type: 'number';
    min?: number;
    max?: number;
    exclusive?: 'min' | 'max' | 'both';
    integer?: boolean;
    nullable?: boolean;
    perGroup?: boolean;
    required?: boolean;
} | {
    type: 'boolean';
    nullable?: boolean;
    required?: boolean;
} | {
    type: 'choice';
    values: readonly (string | null)[];
    required?: boolean;
} | {
    type: 'pair';
    min?: number;
    max?: number;
    exclusive?: 'min' | 'max' | 'both';
    required?: boolean;
} | {
    type: 'function';
    perGroup?: boolean;
    required?: boolean;
} | {
    type: 'integers';
    min?: number;
    required?: boolean;
} | {
    type: 'instance';
    of: string;
    test: (v: unknown) => boolean;
    list?: boolean;
    required?: boolean;
} | {
    type: 'any';
    required?: boolean;
};
/** A scheduler's `lastEpoch`: an integer >= -1 (-1: a fresh schedule). */
export declare const LAST_EPOCH: {
    readonly type: "number";
    readonly integer: true;
    readonly min: -1;
};
/** The rules for every option a constructor accepts. */
export type OptionRules = Record<string, OptionRule>;
/** A value as an error message shows it: `the string "0.1"`, `-1`, `null`, `an array`, ... */
export declare function describeReceived(value: unknown): string;
/** What a rule asks for, in words: `a number >= 0`, `true or false`, `'cos' or 'linear'`. */
export declare function expectationOf(rule: OptionRule): string;
/**
 * Checks one option. `label` names it as the user wrote it (`options.lr`,
 * `paramGroups[1].momentum`).
 *
 * @throws TypeError when the value has the wrong type, RangeError when it is out of range; the
 *   message says what was expected and what was received
 */
export declare function checkOption(owner: string, label: string, value: unknown, rule: OptionRule): void;
/**
 * Checks the options object given to an optimizer's or scheduler's constructor: it must be an
 * object, hold no unknown keys, hold every required key, and each value present (not
 * undefined) must follow its rule.
 *
 * @throws TypeError or RangeError naming the option, what it must be and what it was
 */
export declare function checkOptions(owner: string, options: unknown, rules: OptionRules, label?: string): void;
/**
 * Checks the options of one parameter group (after defaults are filled in). Keys without a rule
 * are the user's own and pass through, as in PyTorch.
 */
export declare function checkGroupOptions(owner: string, group: Record<string, unknown>, rules: OptionRules, index: number): void;
