import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

import type { ResultEntry } from './results.js';

function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

/** Writes `results.json` and `results.yaml` (every entry and the best) under `dir`. */
export function writeResultsFiles(dir: string, results: readonly ResultEntry[], bestIndex: number): void {
  const best = bestIndex >= 0 ? { index: bestIndex, ...results[bestIndex]! } : null;
  const document = { results, best };
  mkdirSync(dir, { recursive: true });
  writeAtomic(join(dir, 'results.json'), `${JSON.stringify(document, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v), 2)}\n`);
  writeAtomic(join(dir, 'results.yaml'), stringify(document));
}
