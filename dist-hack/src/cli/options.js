import { suggestion, UsageError } from './usage.js';
/**
 * Sorts a subcommand's arguments. An override takes the next argument as its value unless
 * that starts with `--` (as the config loader reads it), so put positionals first.
 *
 * @throws UsageError naming every unknown option at once (each with the closest known one),
 *   or for a wrong number of positionals
 */
export function checkOptions(argv, spec) {
    const positionals = [];
    const flags = new Set();
    const rest = [];
    const unknown = [];
    const known = [...spec.flags, ...(spec.configKeys ?? []).map((k) => `--${k}`)];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--') {
            rest.push(...argv.slice(i));
            break;
        }
        if (spec.flags.includes(arg)) {
            flags.add(arg);
            continue;
        }
        if (arg === '--config' || arg === '-c') {
            rest.push(arg, ...(i + 1 < argv.length ? [argv[++i]] : []));
            continue;
        }
        if (arg.startsWith('--config=')) {
            rest.push(arg);
            continue;
        }
        if (arg.startsWith('-') && arg !== '-') {
            const name = arg.startsWith('--') ? arg.slice(2).split('=')[0] : arg;
            // The command line also takes keys in kebab-case (`--allow-config-change`).
            const root = (name.startsWith('no-') ? name.slice(3) : name).split('.')[0].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
            if (!arg.startsWith('--') || !spec.configKeys?.includes(root)) {
                unknown.push(`${arg.split('=')[0]}${suggestion(arg.split('=')[0].replace(/^--no-/, '--'), known)}`);
                // As an override would, take the next argument as its value, not as a positional.
                if (spec.configKeys && arg.startsWith('--') && !arg.includes('=') && i + 1 < argv.length && !argv[i + 1].startsWith('-'))
                    i++;
                continue;
            }
            rest.push(arg);
            if (!arg.includes('=') && i + 1 < argv.length && !argv[i + 1].startsWith('--'))
                rest.push(argv[++i]);
            continue;
        }
        positionals.push(arg);
    }
    if (unknown.length > 0) {
        const what = spec.configKeys ? 'unknown option or config key' : 'unknown option';
        const text = unknown.length === 1 ? `${what} ${unknown[0]}` : `${unknown.length} ${what.replace('option', 'options').replace(/key$/, 'keys')}:\n  ${unknown.join('\n  ')}`;
        throw new UsageError(text, spec.command);
    }
    if (positionals.length > spec.maxPositionals) {
        const extra = positionals.slice(spec.maxPositionals).map((p) => JSON.stringify(p)).join(', ');
        throw new UsageError(`unexpected argument ${extra}: ${spec.command} takes ${spec.maxPositionals === 1 ? 'one' : spec.maxPositionals} ${spec.positionalName}` +
            (spec.configKeys ? '; config overrides look like --key value or --key=value' : ''), spec.command);
    }
    if (positionals.length < (spec.minPositionals ?? 0)) {
        throw new UsageError(`missing the ${spec.positionalName}`, spec.command);
    }
    return { positionals, flags, rest };
}
//# sourceMappingURL=options.js.map