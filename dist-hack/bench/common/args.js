// Command-line options of the benchmark scripts: `--name value`.
/** The value after `--name`, or undefined when the option is absent. */
export function stringArg(name) {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
}
/** The number after `--name`, or `fallback` when the option is absent. */
export function numberArg(name, fallback) {
    const value = stringArg(name);
    return value === undefined ? fallback : Number(value);
}
//# sourceMappingURL=args.js.map