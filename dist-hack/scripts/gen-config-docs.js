// Writes docs/reference/config.md (every key: type, default, description, identity) and
// docs/reference/config.schema.json (for editors' YAML completion) from RunnerConfigSchema.
// The descriptions are the schema's `.describe()` texts; edit them there, then `npm run docs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { RUNTIME_ONLY_PATHS } from '../src/config/canonical.js';
import { RunnerConfigSchema } from '../src/config/schema.js';
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
function describeField(key, path, schema) {
    let node = schema;
    let presence = 'required';
    let defaultValue;
    let description = schema.description ?? '';
    for (;;) {
        const def = node._zod.def;
        if (def.type === 'optional')
            presence = presence === 'required' ? 'optional' : presence;
        else if (def.type === 'default') {
            presence = 'default';
            defaultValue = def.defaultValue;
        }
        else if (def.type === 'prefault')
            presence = 'section';
        else if (def.type !== 'pipe')
            break;
        node = (def.type === 'pipe' ? def.in : def.innerType);
        description ||= node.description ?? '';
    }
    return { path, key, schema, description, required: presence === 'required', presence, defaultValue, inner: node };
}
function fieldsOf(object, prefix) {
    const shape = object._zod.def.shape;
    return Object.entries(shape).map(([key, schema]) => describeField(key, prefix === '' ? key : `${prefix}.${key}`, schema));
}
function code(value) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `\`${text}\``;
}
function bounds(js) {
    const low = js.exclusiveMinimum !== undefined ? `> ${js.exclusiveMinimum}` : js.minimum !== undefined && js.minimum > -MAX_SAFE ? `≥ ${js.minimum}` : '';
    const high = js.exclusiveMaximum !== undefined ? `< ${js.exclusiveMaximum}` : js.maximum !== undefined && js.maximum < MAX_SAFE ? `≤ ${js.maximum}` : '';
    if (low && high) {
        const open = js.exclusiveMinimum !== undefined ? '(' : '[';
        const close = js.exclusiveMaximum !== undefined ? ')' : ']';
        return ` in ${open}${js.exclusiveMinimum ?? js.minimum}, ${js.exclusiveMaximum ?? js.maximum}${close}`;
    }
    return low || high ? ` ${low || high}` : '';
}
/** The accepted values, in words: `integer > 0`, `` `sgd` \| `adam` ``, `mapping`. */
function typeText(js) {
    if (js.enum)
        return js.enum.map(code).join(' | ');
    if (js.anyOf)
        return js.anyOf.map((x) => ('const' in x ? code(x.const) : typeText(x))).join(' | ');
    switch (js.type) {
        case 'integer':
            return `integer${bounds(js)}`;
        case 'number':
            return `number${bounds(js)}`;
        case 'boolean':
            return 'boolean';
        case 'string':
            return js.pattern ? 'directory name' : 'string';
        case 'array':
            if (js.prefixItems)
                return `[${js.prefixItems.map(typeText).join(', ')}]`;
            return js.items?.type === 'object' ? 'list of mappings' : `list of ${typeText(js.items ?? {})}`;
        case 'object':
            return js.properties ? 'mapping (section)' : 'mapping';
        default:
            return 'any';
    }
}
function jsonSchema(schema) {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}
function identity(path) {
    const parts = path.replace(/\[\]/g, '').split('.');
    return !RUNTIME_ONLY_PATHS.some((runtime) => {
        const r = runtime.split('.');
        return r.length <= parts.length && r.every((seg, i) => seg === '*' ? parts[i].startsWith('<') : seg === parts[i]);
    });
}
function defaultText(field) {
    switch (field.presence) {
        case 'required':
            return 'required';
        case 'optional':
            return '—';
        case 'section':
            return 'see below';
        default:
            return code(field.defaultValue);
    }
}
function escape(text) {
    return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
function anchor(path) {
    return path.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
function isSection(field) {
    return field.inner._zod.def.type === 'object';
}
function table(fields, withIdentity) {
    const head = withIdentity ? '| Key | Type | Default | Description | In config id |\n| --- | --- | --- | --- | --- |' : '| Key | Type | Default | Description |\n| --- | --- | --- | --- |';
    const rows = fields.map((f) => {
        const type = isSection(f) ? `[section](#${anchor(f.path)})` : escape(typeText(jsonSchema(f.inner)));
        const cells = [`\`${f.key}\``, type, defaultText(f), escape(f.description)];
        if (withIdentity)
            cells.push(identity(f.path) ? 'yes' : 'no');
        return `| ${cells.join(' | ')} |`;
    });
    return [head, ...rows].join('\n');
}
function sectionIntro(field) {
    const always = field.presence === 'section';
    const presence = always
        ? 'Always present; every key has a default.'
        : `Optional: absent unless written. Writing it, even as \`${field.key}: {}\`, enables it with the defaults below` +
            (fieldsOf(field.inner, field.path).some((f) => f.required) ? ' (required keys must be given).' : '.');
    const id = identity(field.path) ? '' : ' Not part of the config id: changing it keeps the run directory.';
    return `${field.description} ${presence}${id}`;
}
function sectionDocs(field, level) {
    const out = [`${level} \`${field.path}\``, '', sectionIntro(field), ''];
    const children = fieldsOf(field.inner, field.path);
    const mixedIdentity = new Set(children.map((c) => identity(c.path))).size > 1;
    out.push(table(children, mixedIdentity), '');
    for (const child of children) {
        const def = child.inner._zod.def;
        if (def.type === 'array' && def.element._zod.def.type === 'object') {
            const items = fieldsOf(def.element, `${child.path}[]`);
            out.push(`${level}# \`${child.path}[]\``, '', `Each item of \`${child.path}\`. ${child.description}`, '', table(items, false), '');
        }
        else if (isSection(child)) {
            out.push(...sectionDocs(child, `${level}#`));
        }
        else if (def.type === 'record' && def.valueType._zod.def.type === 'object') {
            out.push(`${level}# \`${child.path}.<split>\``, '', `${child.description} Each split may set any of the keys of \`${field.path}\` above except \`${child.key}\`; unset keys take the values above.`, '');
        }
    }
    return out;
}
/** docs/reference/config.md. */
export function configReference() {
    const top = fieldsOf(RunnerConfigSchema, '');
    const out = [
        '<!-- Generated by scripts/gen-config-docs.ts from the config schema (src/config/). Do not edit: change the',
        '     `.describe()` texts in the schema, then run `npm run docs`. -->',
        '',
        '# Configuration reference',
        '',
        'Every key of the runner config, with its type, default and meaning. How configs are written,',
        'merged and overridden, and what the config id is: [the configuration guide](../config.md).',
        'Editors that read JSON Schema (for example through `# yaml-language-server: $schema=…`) can',
        'complete and check config files with [config.schema.json](config.schema.json).',
        '',
        '*In config id*: whether the key is part of the experiment\'s identity ([config id](../config.md#canonical-form-identity-and-diff));',
        'keys that are not say how or where a run executes, and changing them keeps the run directory.',
        '*Default* `—`: unset unless written.',
        '',
        '## Top-level keys',
        '',
        table(top, true),
        '',
    ];
    for (const field of top.filter(isSection))
        out.push(...sectionDocs(field, '##'));
    return `${out.join('\n').trimEnd()}\n`;
}
/** docs/reference/config.schema.json: the input schema, with the descriptions. */
export function configJsonSchema() {
    const schema = jsonSchema(RunnerConfigSchema);
    schema.title = 'torchrunner RunnerConfig';
    return `${JSON.stringify(schema, null, 2)}\n`;
}
/** The generated files, relative to the repository root, and their contents. */
export function configDocs() {
    return {
        'docs/reference/config.md': configReference(),
        'docs/reference/config.schema.json': configJsonSchema(),
    };
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', ...(import.meta.url.includes('/dist/') ? ['..'] : []));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
    for (const [path, text] of Object.entries(configDocs())) {
        writeFileSync(join(root, path), text);
        console.log(`wrote ${path}`);
    }
}
//# sourceMappingURL=gen-config-docs.js.map