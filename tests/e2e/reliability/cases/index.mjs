// The misuse corpus: every case, by area.
import { CASES as checkpoints } from './checkpoints.mjs';
import { CASES as config } from './config.mjs';
import { CASES as distributed } from './distributed.mjs';
import { CASES as faults } from './faults.mjs';
import { CASES as runner } from './runner.mjs';
import { CASES as tensor } from './tensor.mjs';

export const CASES = [...config, ...runner, ...tensor, ...checkpoints, ...faults, ...distributed];
