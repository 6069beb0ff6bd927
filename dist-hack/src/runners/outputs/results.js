const LOWER_IS_BETTER = /(loss|error|err$|mse|mae|rmse|perplexity|ppl|wer|cer)/i;
/** `min` for losses and errors (`loss`, `mse`, `mae`, `error`, `perplexity`, …), else `max`. */
export function defaultScoreMode(scoreName) {
    return LOWER_IS_BETTER.test(scoreName) ? 'min' : 'max';
}
/**
 * The index of the best score (the first of equals), or -1 when none is a number.
 * NaN never wins.
 */
export function bestIndexOf(scores, mode) {
    let best = -1;
    scores.forEach((s, i) => {
        if (s === undefined || Number.isNaN(s))
            return;
        if (best < 0 || (mode === 'min' ? s < scores[best] : s > scores[best]))
            best = i;
    });
    return best;
}
//# sourceMappingURL=results.js.map