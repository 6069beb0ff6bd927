#!/usr/bin/env node
// The `torchrunner` command. Subcommands: launch.
import { launch } from './launch.js';

const [command, ...rest] = process.argv.slice(2);
if (command === 'launch') {
  process.exitCode = await launch(rest);
} else {
  process.stderr.write(
    `${command ? `torchrunner: unknown command '${command}'\n\n` : ''}usage: torchrunner launch --nproc-per-node N [options] script.js [args...]\n` +
      '       (torchrunner launch --help for the options)\n',
  );
  process.exitCode = command ? 2 : 0;
}
