function defOf(schema) {
    return schema?._zod?.def;
}
function unwrap(schema) {
    for (;;) {
        const def = defOf(schema);
        if (!def)
            return schema;
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
export function knownKeysAt(schema, path) {
    let node = unwrap(schema);
    for (const segment of path) {
        const def = defOf(node);
        if (!def)
            return undefined;
        if (def.type === 'object')
            node = def.shape[String(segment)];
        else if (def.type === 'array')
            node = def.element;
        else if (def.type === 'record')
            node = def.valueType;
        else
            return undefined;
        node = unwrap(node);
    }
    const def = defOf(node);
    return def?.type === 'object' ? Object.keys(def.shape) : undefined;
}
//# sourceMappingURL=schema-keys.js.map