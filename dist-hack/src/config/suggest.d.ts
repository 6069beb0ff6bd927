/**
 * Edit distance between two strings: insertions, deletions, substitutions and swaps of two
 * adjacent characters each count 1 (Levenshtein with transpositions, optimal string alignment).
 */
export declare function levenshtein(a: string, b: string): number;
/**
 * The candidate closest to `word`, if it is close enough to be a plausible typo: a
 * case-insensitive distance of at most 1 for words of up to 4 letters, else at most 2 or a
 * third of the word's length; or one being a prefix of the other.
 */
export declare function didYouMean(word: string, candidates: readonly string[]): string | undefined;
