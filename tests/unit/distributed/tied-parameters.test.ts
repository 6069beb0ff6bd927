import { describe, expect, test } from 'vitest';

import { checkDeclaredTies, parameterAliases, tiedParameterNames, withAliases, withoutAliases } from '../../../src/distributed/tied-parameters.js';
import { nn } from '../../../src/torch/index.js';

class Lm extends nn.Module {
  tokens = new nn.Embedding(5, 3);
  head = new nn.Linear(3, 5);
  declared: string[][] = [['tokens.weight', 'head.weight']];
  tiedParameters() {
    return this.declared;
  }
}

function tiedLm(): Lm {
  const m = new Lm();
  m.head.weight = m.tokens.weight;
  return m;
}

describe('tied parameters', () => {
  test('a weight registered under two names is found with its first name first, and its later name maps to the first', () => {
    const m = tiedLm();
    expect(tiedParameterNames(m)).toEqual([['tokens.weight', 'head.weight']]);
    expect([...parameterAliases(m)]).toEqual([['head.weight', 'tokens.weight']]);
    expect(tiedParameterNames(new Lm())).toEqual([]);
  });

  test('a state dict keeps the weight once under its first name, and loading gives the later name the first one\'s value', () => {
    const m = tiedLm();
    const aliases = parameterAliases(m);
    const stored = withoutAliases(m.stateDict(), aliases);
    expect(Object.keys(stored)).toEqual(['tokens.weight', 'head.bias']);
    const loaded = withAliases(stored, aliases) as Record<string, unknown>;
    expect(loaded['head.weight']).toBe(stored['tokens.weight']);
    const fresh = tiedLm();
    fresh.loadStateDict(loaded as never);
    expect(Array.from(fresh.head.weight.flatten().toArray())).toEqual(Array.from(m.tokens.weight.flatten().toArray()));
  });

  test('a declared tie is checked: two tensors, or a name the model lacks, fail naming them', () => {
    expect(() => checkDeclaredTies(tiedLm(), 'at setup')).not.toThrow();
    expect(() => checkDeclaredTies(new Lm(), 'after parallelize')).toThrow(
      /Lm\.tiedParameters\(\) ties 'tokens\.weight' and 'head\.weight', but after parallelize they are different tensors, so they would train apart/,
    );
    const m = tiedLm();
    m.declared = [['tokens.weight', 'lm_head.weight']];
    expect(() => checkDeclaredTies(m, 'at setup')).toThrow(/names 'lm_head\.weight', which the model does not have at setup/);
  });
});
