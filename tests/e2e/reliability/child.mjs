// Runs the named corpus cases one after another in this process, each in a fresh temporary
// directory, and prints `case-start <name>` and `case-result <json>` lines for the parent
// (corpus.test.ts) to classify. A case that hangs or kills the process prints no result.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CASES } from './cases/index.mjs';

const byName = new Map(CASES.map((c) => [c.name, c]));
const warnings = [];
process.on('warning', (w) => warnings.push(w.message));

for (const name of JSON.parse(process.argv[2])) {
  const c = byName.get(name);
  const dir = mkdtempSync(join(tmpdir(), 'tr-corpus-'));
  warnings.length = 0;
  console.log(`case-start ${JSON.stringify(name)}`);
  const result = { name };
  try {
    const out = await c.run({ dir, warnings });
    if (typeof out === 'string') result.problem = out;
    else if (out && typeof out === 'object' && ('skipped' in out || 'problem' in out)) Object.assign(result, out);
  } catch (err) {
    result.error = String(err?.stack ?? err);
    result.message = String(err?.message ?? err);
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`case-result ${JSON.stringify(result)}`);
}
process.exit(0);
