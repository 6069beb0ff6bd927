// `npm run demo` as a newcomer runs it: twice in a row, as a real process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { exampleFile } from '../../../examples/paths.js';
import { startChild } from '../../support/child.js';
import { tempRoot } from './helpers.js';

const root = tempRoot('tr-demo-');
afterAll(root.remove);

const TRACE = /^\s+at /m;

describe('examples/mnist main (npm run demo, shortened)', () => {
  test('run twice: the first trains, the second says in one line that the run is complete and where; no stack trace; --overwrite trains again', async () => {
    const args = ['--workspaceRoot', root.dir, '--epochs', 'null', '--steps', '20', '--evaluateInterval', '20', '--logging.console', 'false', '--logging.tensorboard', 'false'];
    const demo = (...extra: string[]) => startChild(exampleFile('mnist', 'main.ts'), [...args, ...extra]).done;

    const first = await demo();
    expect(first.stderr).not.toMatch(TRACE);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^test accuracy \d+\.\d\d% {2}\(loss \d+\.\d{4}\)\nrun directory: (.+)\n$/);
    const dir = first.stdout.match(/run directory: (.+)\n/)![1]!;
    expect(existsSync(join(dir, 'checkpoints', 'latest.pth'))).toBe(true);

    const second = await demo();
    expect(second.code).toBe(0);
    expect(second.stderr).not.toMatch(TRACE);
    expect(second.stdout).toBe(
      `the demo's run is complete (step 20) in ${dir}; \`npm run demo -- --overwrite\` trains it again, \`-- --id NAME\` trains a new run beside it\n`,
    );

    const again = await demo('--overwrite');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^test accuracy .*\nrun directory: /);
    expect(again.stdout).toContain(dir);

    // a typo on the command line: the message and the closest key, no stack trace, exit status 2
    const typo = await demo('--optim.lrr', '3e-4');
    expect(typo.code).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toMatch(/^Invalid config from .*mnist\.yaml, command line \(1 problem\):\n {2}optim\.lrr: unknown key; did you mean "lr"\?\n$/);
  }, 240_000);
});
