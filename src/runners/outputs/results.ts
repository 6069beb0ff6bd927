/** Whether a lower or a higher score is better. */
export type ScoreMode = 'min' | 'max';

const LOWER_IS_BETTER = /(loss|error|err$|mse|mae|rmse|perplexity|ppl|wer|cer)/i;

/** `min` for losses and errors (`loss`, `mse`, `mae`, `error`, `perplexity`, …), else `max`. */
export function defaultScoreMode(scoreName: string): ScoreMode {
  return LOWER_IS_BETTER.test(scoreName) ? 'min' : 'max';
}

/**
 * The index of the best score (the first of equals), or -1 when none is a number.
 * NaN never wins.
 */
export function bestIndexOf(scores: readonly (number | undefined)[], mode: ScoreMode): number {
  let best = -1;
  scores.forEach((s, i) => {
    if (s === undefined || Number.isNaN(s)) return;
    if (best < 0 || (mode === 'min' ? s < scores[best]! : s > scores[best]!)) best = i;
  });
  return best;
}
