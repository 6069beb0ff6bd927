/**
 * Edit distance between two strings: insertions, deletions, substitutions and swaps of two
 * adjacent characters each count 1 (Levenshtein with transpositions, optimal string alignment).
 */
export function levenshtein(a, b) {
    if (a === b)
        return 0;
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, d[i - 2][j - 2] + 1);
            d[i][j] = best;
        }
    }
    return d[a.length][b.length];
}
/**
 * The candidate closest to `word`, if it is close enough to be a plausible typo: a
 * case-insensitive distance of at most 1 for words of up to 4 letters, else at most 2 or a
 * third of the word's length; or one being a prefix of the other.
 */
export function didYouMean(word, candidates) {
    const lower = word.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = levenshtein(lower, candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    if (best === undefined)
        return undefined;
    const limit = word.length <= 4 ? 1 : Math.max(2, Math.floor(word.length / 3));
    if (bestDistance <= limit)
        return best;
    const prefix = candidates.find((c) => c.length >= 3 && lower.length >= 3 && (c.toLowerCase().startsWith(lower) || lower.startsWith(c.toLowerCase())));
    return prefix;
}
//# sourceMappingURL=suggest.js.map