// `torchrunner launch` as a program, for the launcher tests.
import { launch } from '../../../dist/src/cli/launch.js';

process.exitCode = await launch(process.argv.slice(2));
