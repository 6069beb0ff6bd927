import { describe, expect, test } from 'vitest';

import { native } from '../../../src/torch/native.js';
import { NATIVE_FUNCTIONS, type CpuCacheStats, type HandleStats, type OperatorSchema, type SchemaArgument } from '../../../src/torch/native-api.js';

const exported = Object.keys(native).sort();

describe('the declared addon interface (src/torch/native-api.ts) matches the built addon', () => {
  test('every declared function exists in the addon', () => {
    const missing = NATIVE_FUNCTIONS.filter((name) => typeof (native as unknown as Record<string, unknown>)[name] !== 'function');
    expect(missing, 'declared in NativeAddon but not exported by the addon').toEqual([]);
  });

  test('every function the addon exports is declared', () => {
    const declared = new Set<string>(NATIVE_FUNCTIONS);
    const undeclared = exported.filter((name) => !declared.has(name));
    expect(undeclared, 'exported by the addon but missing from NativeAddon and NATIVE_FUNCTIONS').toEqual([]);
    expect(new Set(NATIVE_FUNCTIONS).size, 'NATIVE_FUNCTIONS lists each name once').toBe(NATIVE_FUNCTIONS.length);
  });

  test('the declared shapes of the structured results hold', () => {
    const keysOf = (o: object) => Object.keys(o).sort();
    expect(keysOf(native.handleStats())).toEqual(['created', 'live', 'released'] satisfies (keyof HandleStats)[]);
    expect(keysOf(native.cpuCacheStats())).toEqual(['cachedBytes', 'enabled', 'fastbinBytes', 'hits', 'hugePages', 'limitBytes', 'misses'] satisfies (keyof CpuCacheStats)[]);
    expect(native.version()).toMatch(/^\d+\.\d+/);
    expect(native.resolveOp('aten::no_such_operator')).toBe(-1);
    const schemas = native.listSchemas();
    const add = schemas.find((s) => s.name === 'aten::add' && s.overload === 'Tensor')!;
    expect(keysOf(add)).toEqual(['arguments', 'name', 'overload', 'returns', 'schema', 'usable'] satisfies (keyof OperatorSchema)[]);
    const allowed = new Set<string>(['name', 'type', 'kwargOnly', 'isOut', 'mutable', 'N', 'default'] satisfies (keyof SchemaArgument)[]);
    for (const s of schemas) for (const a of [...s.arguments, ...s.returns]) for (const k of Object.keys(a)) expect(allowed, `${s.name} argument field ${k}`).toContain(k);
    expect(add.arguments.map((a) => [a.name, a.type])).toEqual([['self', 'Tensor'], ['other', 'Tensor'], ['alpha', 'Scalar']]);
  });
});
