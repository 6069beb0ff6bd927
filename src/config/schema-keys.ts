import type * as z from 'zod';

// zod 4 has no public API to walk a schema by path, so this reads the definitions it keeps
// under `_zod.def`. Only used to list the keys for "did you mean" hints; tests cover it.
type Def = { type: string } & Record<string, unknown>;

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

function unwrap(schema: unknown): unknown {
  for (;;) {
    const def = defOf(schema);
    if (!def) return schema;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
        schema = def.innerType;
        break;
      case 'pipe':
        schema = def.in;
        break;
      default:
        return schema;
    }
  }
}

/**
 * The keys a strict object inside `schema` accepts at `path` (list indices and mapping
 * keys included in the path), or `undefined` when `path` does not lead to an object.
 */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined {
  let node: unknown = unwrap(schema);
  for (const segment of path) {
    const def = defOf(node);
    if (!def) return undefined;
    if (def.type === 'object') node = (def.shape as Record<string, unknown>)[String(segment)];
    else if (def.type === 'array') node = def.element;
    else if (def.type === 'record') node = def.valueType;
    else return undefined;
    node = unwrap(node);
  }
  const def = defOf(node);
  return def?.type === 'object' ? Object.keys(def.shape as object) : undefined;
}
