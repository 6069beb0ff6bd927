import { describe, expect, it } from 'vitest';
import { didYouMean, levenshtein } from '../../../src/config/index.js';

describe('levenshtein', () => {
  it.each<[string, string, number]>([
    ['', '', 0],
    ['lr', 'lr', 0],
    ['lrr', 'lr', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['adma', 'adam', 1],
    ['fsdp', 'ddp', 2],
  ])('%s -> %s is %i', (a, b, d) => {
    expect(levenshtein(a, b)).toBe(d);
    expect(levenshtein(b, a)).toBe(d);
  });
});

describe('didYouMean', () => {
  const keys = ['epochs', 'steps', 'optim', 'accumSteps', 'precision'];
  it.each<[string, string | undefined]>([
    ['epoch', 'epochs'],
    ['accum_steps', 'accumSteps'],
    ['accumsteps', 'accumSteps'],
    ['PRECISION', 'precision'],
    ['optimizer', 'optim'],
    ['banana', undefined],
    ['stpes', 'steps'],
  ])('%s -> %s', (word, expected) => {
    expect(didYouMean(word, keys)).toBe(expected);
  });
});
