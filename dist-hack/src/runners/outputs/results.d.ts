/** Whether a lower or a higher score is better. */
export type ScoreMode = 'min' | 'max';
/** `min` for losses and errors (`loss`, `mse`, `mae`, `error`, `perplexity`, …), else `max`. */
export declare function defaultScoreMode(scoreName: string): ScoreMode;
/**
 * The index of the best score (the first of equals), or -1 when none is a number.
 * NaN never wins.
 */
export declare function bestIndexOf(scores: readonly (number | undefined)[], mode: ScoreMode): number;
