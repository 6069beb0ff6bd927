import { describe, expect, test } from 'vitest';

import { checkOptions } from '../../../src/cli/options.js';
import { loadConfig } from '../../../src/config/index.js';

const spec = { command: 'train', flags: ['--dry-run'], configKeys: ['epochs', 'optim', 'seed'], maxPositionals: 1, positionalName: 'config file' };

describe('unknown command-line options', () => {
  test('every unknown option is reported at once, each with its suggestion, and the value after one is not read as a positional', () => {
    expect(() => checkOptions(['a.yaml', '--epoch', '3', '--dry-rn', '--sed=4'], spec)).toThrow(
      '3 unknown options or config keys:\n  --epoch; did you mean --epochs?\n  --dry-rn; did you mean --dry-run?\n  --sed; did you mean --seed?',
    );
    expect(() => checkOptions(['--epoch', '3'], spec)).toThrow(/^unknown option or config key --epoch; did you mean --epochs\?$/);
  });

  test('unknown config keys and malformed overrides are all reported together', () => {
    let message = '';
    try {
      loadConfig({ argv: ['--optim.lrr', '1', '--bogus', '2', '--optim..x', '3'] });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('invalid override "--optim..x"');
    // the malformed one is refused before validation; then both unknown keys are named together
    let unknown = '';
    try {
      loadConfig({ argv: ['--optim.name', 'adam', '--optim.lrr', '1', '--bogus', '2'] });
    } catch (err) {
      unknown = (err as Error).message;
    }
    expect(unknown).toMatch(/optim\.lrr: unknown key/);
    expect(unknown).toMatch(/bogus: unknown key/);
  });
});
