#!/usr/bin/env node
// The `torchrunner` command: train, config, ckpt, launch.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config/errors.js';
import { isUsageError } from '../errors/usage-error.js';
import { ckptCommand } from './commands/ckpt.js';
import { configCommand } from './commands/config.js';
import { launchCommand, launcherAvailable } from './commands/launch.js';
import { trainCommand } from './commands/train.js';
import { processOutput } from './output.js';
import { suggestion, UsageError, wantsHelp } from './usage.js';
/** The subcommands, in the order `--help` lists them. */
export const COMMANDS = [trainCommand, configCommand, ckptCommand, launchCommand];
/** The top-level `--help`. */
export function mainHelp() {
    const width = Math.max(...COMMANDS.map((c) => c.name.length));
    return `Usage: torchrunner <command> [arguments]

Train TypeScript runners on libtorch, inspect configs and checkpoints.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Options:
  -h, --help     show this help (or a command's: torchrunner <command> --help)
  -v, --version  print the version

Examples:
  torchrunner train dist/train.js --config configs/mnist.yaml --optim.lr 3e-4
  torchrunner config configs/mnist.yaml --epochs 3
  torchrunner ckpt runs/default/abc1234-1f2e3d4c/checkpoints/latest.pth

Documentation: docs/getting-started.md and docs/cli.md in the package.`;
}
async function version() {
    const { readFileSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    let dir = dirname(fileURLToPath(import.meta.url));
    for (;;) {
        try {
            const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
            if (pkg.name === 'torchrunner')
                return pkg.version ?? 'unknown';
        }
        catch {
            // not here; look one level up
        }
        const up = dirname(dir);
        if (up === dir)
            return 'unknown';
        dir = up;
    }
}
/**
 * Runs `torchrunner` with the arguments after the command name.
 *
 * @returns the exit status: 0 success, 1 failure, 2 a bad command line or config
 */
export async function main(argv, output = processOutput) {
    const [name, ...rest] = argv;
    try {
        if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
            const topic = name === 'help' ? rest[0] : undefined;
            const command = COMMANDS.find((c) => c.name === topic);
            if (name === undefined) {
                output.err(mainHelp());
                return 2;
            }
            if (topic !== undefined && command === undefined) {
                throw new UsageError(`no help on ${JSON.stringify(topic)}: not a command${suggestion(topic, COMMANDS.map((c) => c.name))}`);
            }
            output.out(command ? command.help : mainHelp());
            return 0;
        }
        if (name === '--version' || name === '-v') {
            output.out(await version());
            return 0;
        }
        const command = COMMANDS.find((c) => c.name === name);
        if (command === undefined) {
            const kind = name.startsWith('-') ? 'unknown option' : 'unknown command';
            const names = name.startsWith('-') ? ['--help', '--version'] : COMMANDS.map((c) => c.name);
            throw new UsageError(`${kind} ${JSON.stringify(name)}${suggestion(name, names)}`);
        }
        // The launcher has its own options and help; hand it everything when it is there.
        if (command === launchCommand && (await launcherAvailable()))
            return await command.run(rest, output);
        if (wantsHelp(rest)) {
            output.out(command.help);
            return 0;
        }
        return await command.run(rest, output);
    }
    catch (err) {
        if (err instanceof UsageError) {
            const help = err.command ? `torchrunner ${err.command} --help` : 'torchrunner --help';
            output.err(`torchrunner${err.command ? ` ${err.command}` : ''}: ${err.message}\nSee \`${help}\`.`);
            return 2;
        }
        // A config, a refused run directory, an impossible schedule: the message and its fix, no stack trace.
        if (err instanceof ConfigError || isUsageError(err)) {
            output.err(`torchrunner ${name}: ${err.message}`);
            return 2;
        }
        // A failed training run shows where it failed; other commands fail on their input.
        const e = err instanceof Error ? err : new Error(String(err));
        output.err(`torchrunner ${name}: ${name === 'train' ? (e.stack ?? e.message) : e.message}`);
        return 1;
    }
}
function isEntryPoint() {
    if (process.argv[1] === undefined)
        return false;
    try {
        return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
    }
    catch {
        return false;
    }
}
if (isEntryPoint()) {
    process.exitCode = await main(process.argv.slice(2));
}
//# sourceMappingURL=main.js.map