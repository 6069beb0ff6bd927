import { existsSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config/load.js';
import { RUNNER_CONFIG_KEYS } from '../../config/schema.js';
import { checkOptions } from '../options.js';
import { UsageError } from '../usage.js';
export const trainCommand = {
    name: 'train',
    summary: "train with a module's default-exported runner class",
    help: `Usage: torchrunner train <module> [--config file.yaml] [dotted overrides]

Imports <module> (a JavaScript file; compile TypeScript first), builds its
default-exported runner class with the resolved config, and trains:

  const runner = new Runner(loadConfig({ files, argv }));
  try { await runner.train(); } finally { await runner.close(); }

The config comes from --config files (each may \`extends:\` others) and dotted
overrides, as in \`torchrunner config\`. The run directory is printed by the
runner; see docs/concepts/run-directory.md.

Options:
  -c, --config FILE   a YAML config file (repeatable; later files win)
  --KEY VALUE         override a config key, e.g. --optim.lr 3e-4 or --epochs=3
  --no-KEY            set a boolean key to false, e.g. --no-logging.console
  -h, --help          show this help

Examples:
  torchrunner train dist/train.js --config configs/mnist.yaml
  torchrunner train dist/train.js -c configs/mnist.yaml --optim.lr 3e-4 --epochs 3
  torchrunner train dist/train.js -c configs/mnist.yaml --autoResume

Exit status: 0 when training finished, 1 when it failed, 2 for a bad command line,
module or config.`,
    async run(argv, output) {
        const { positionals, rest } = checkOptions(argv, {
            command: 'train',
            flags: [],
            configKeys: RUNNER_CONFIG_KEYS,
            maxPositionals: 1,
            minPositionals: 1,
            positionalName: 'module (a .js file whose default export is a runner class)',
        });
        const Runner = await importRunnerClass(positionals[0]);
        const config = loadConfig({ argv: rest });
        const runner = new Runner(config);
        let summary;
        try {
            summary = await runner.train();
        }
        finally {
            await runner.close();
        }
        // A graceful stop (SIGTERM, SIGINT, SIGUSR1) saved a checkpoint and ended train() early.
        const run = (summary ?? {});
        const signal = run.status === 'interrupted' ? run.signal : runner.interruptedBy;
        if (typeof signal === 'string') {
            const where = typeof run.checkpoint === 'string' ? ` (${run.checkpoint}, step ${String(run.step)})` : '';
            output.err(`torchrunner train: stopped by ${signal} after saving a checkpoint${where}; run the same command with --autoResume to continue`);
        }
        else
            output.err('torchrunner train: finished');
        return 0;
    },
};
/**
 * Imports a module and returns its default export, checked to be a runner class.
 *
 * @throws UsageError naming the file and what is wrong with it
 */
export async function importRunnerClass(specifier) {
    const path = resolve(specifier);
    if (!existsSync(path))
        throw new UsageError(`cannot find the module ${specifier} (looked for ${path})`, 'train');
    if (statSync(path).isDirectory())
        throw new UsageError(`${specifier} is a directory; name the module file, e.g. ${specifier}/main.js`, 'train');
    let mod;
    try {
        mod = (await import(pathToFileURL(path).href));
    }
    catch (err) {
        const code = err.code;
        if (code === 'ERR_UNKNOWN_FILE_EXTENSION') {
            const typescript = ['.ts', '.mts', '.cts'].includes(extname(path));
            throw new UsageError(typescript
                ? `cannot import ${specifier}: this Node.js does not run TypeScript; compile it (npx tsc) and pass the .js file`
                : `cannot import ${specifier}: not a JavaScript module; pass a .js or .mjs file whose default export is a runner class`, 'train');
        }
        throw err;
    }
    const exported = mod.default;
    const runnerLike = Object.entries(mod)
        .filter(([name, value]) => name !== 'default' && isRunnerClass(value))
        .map(([name]) => name);
    const hint = runnerLike.length > 0
        ? `; it exports ${runnerLike.join(', ')}: make one the default export (export default class ${runnerLike[0]} …)`
        : '; add `export default class MyRunner extends TorchRunner { … }`';
    if (exported === undefined)
        throw new UsageError(`${specifier} has no default export${hint}`, 'train');
    if (!isRunnerClass(exported)) {
        const what = typeof exported === 'function' ? `the function or class ${exported.name || '(anonymous)'}` : `a ${exported === null ? 'null' : typeof exported}`;
        throw new UsageError(`the default export of ${specifier} is ${what}, not a runner class (a class with train() and close() methods, such as a subclass of TorchRunner)${runnerLike.length > 0 ? hint : ''}`, 'train');
    }
    return exported;
}
/** A class whose instances have `train()` and `close()`: a runner, whichever copy of the package defined it. */
function isRunnerClass(value) {
    if (typeof value !== 'function' || typeof value.prototype !== 'object' || value.prototype === null)
        return false;
    const proto = value.prototype;
    return typeof proto.train === 'function' && typeof proto.close === 'function';
}
//# sourceMappingURL=train.js.map