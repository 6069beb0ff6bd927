import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { readResults, ResultsWriter, type ResultEntry } from '../../../src/index.js';
import { resultsFromStored, resultsToText } from '../../../src/logging/results-writer.js';
import { RunResultsFile } from '../../../src/runners/outputs/results-file.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'torchrunner-results-'));
  dirs.push(dir);
  return dir;
}

const entries: ResultEntry[] = [
  { epoch: 1, step: 469, scores: { train: { loss: 0.31 }, val: { loss: 0.08, accuracy: 0.975 } } },
  { epoch: 2, step: 938, scores: { train: { loss: 0.07 }, val: { loss: 0.05, accuracy: 0.9851 } } },
  { epoch: 3, step: 1407, scores: { train: { loss: NaN }, val: { loss: Infinity, accuracy: 0.1 } } },
];

describe('ResultsWriter', () => {
  test('writes results and best as JSON and YAML, plus latest and best entries, which read back', async () => {
    const dir = tempDir();
    const writer = new ResultsWriter(join(dir, 'run'));
    void writer.write(entries.slice(0, 1), 0);
    await writer.write(entries, 1);
    const runDir = join(dir, 'run');
    expect(readdirSync(runDir).sort()).toEqual(['best.json', 'latest.json', 'results.json', 'results.yaml']);

    const read = readResults(runDir)!;
    expect(read.results).toEqual(entries);
    expect(read.best).toEqual({ index: 1, ...entries[1] });
    expect(parseYaml(readFileSync(join(runDir, 'results.yaml'), 'utf8'))).toEqual({ results: entries, best: { index: 1, ...entries[1] } });
    expect(JSON.parse(readFileSync(join(runDir, 'best.json'), 'utf8'))).toEqual({ index: 1, ...entries[1] });
    const latest = JSON.parse(readFileSync(join(runDir, 'latest.json'), 'utf8'));
    expect(latest.scores).toEqual({ train: { loss: 'NaN' }, val: { loss: 'Infinity', accuracy: 0.1 } });
  });

  test('without a best entry, best is null and best.json is not written', async () => {
    const dir = tempDir();
    await new ResultsWriter(dir).write(entries.slice(0, 2), undefined, { durable: true });
    expect(readResults(dir)!.best).toBeNull();
    expect(readdirSync(dir).sort()).toEqual(['latest.json', 'results.json', 'results.yaml']);
  });

  test('results.yaml reads back exactly, whatever the split and metric names and values', async () => {
    const dir = tempDir();
    const odd: ResultEntry[] = [
      { step: 1, scores: {} },
      { step: 2, scores: { 'val/top-1': { 'a b': -0, null: -Infinity, '1x': 1e-7, 'quo"te': 5e300, 'ünï': -2.5, '': 3, true: 4 } } },
    ];
    await new ResultsWriter(dir).write(odd, 1);
    expect(parseYaml(readFileSync(join(dir, 'results.yaml'), 'utf8'))).toEqual({ results: odd, best: { index: 1, ...odd[1] } });
    await new ResultsWriter(dir).write([], undefined);
    expect(parseYaml(readFileSync(join(dir, 'results.yaml'), 'utf8'))).toEqual({ results: [], best: null });
  });

  test('rejects a best index outside the results, and reports a damaged file clearly', () => {
    const dir = tempDir();
    expect(() => new ResultsWriter(dir).write(entries, 3)).toThrow(/bestIndex 3 is not an index of the 3 results/);
    expect(readResults(dir)).toBeUndefined();
    writeFileSync(join(dir, 'results.json'), '{"results": [');
    expect(() => readResults(dir)).toThrow(/results\.json is not valid JSON/);
    writeFileSync(join(dir, 'results.json'), '{"scores": {}}');
    expect(() => readResults(dir)).toThrow(/has no "results" list/);
  });
});

describe('resultsToText', () => {
  test('finite entries are plain JSON; non-finite scores are strings; both read back', () => {
    const finite: ResultEntry[] = [{ step: 1, scores: { train: { loss: 0.5 } } }, { step: 2, scores: { val: { loss: 0, accuracy: 1e-7 } } }];
    expect(resultsToText(finite)).toBe(JSON.stringify(finite));
    expect(resultsFromStored(resultsToText(finite))).toEqual(finite);
    const text = resultsToText(entries);
    expect(JSON.parse(text)[2].scores.val).toEqual({ loss: 'Infinity', accuracy: 0.1 });
    expect(resultsFromStored(text)).toEqual(entries);
  });
});

describe('RunResultsFile', () => {
  const count = (dir: string) => (readResults(dir)?.results.length ?? 0);
  async function until(check: () => boolean): Promise<void> {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  }

  test('writes the first round at once, later ones at most once an interval (newest wins), and all of them when idle or finished', async () => {
    const dir = tempDir();
    const warnings: string[] = [];
    const file = new RunResultsFile(dir, (m) => warnings.push(m), { minIntervalMs: 60_000 });
    const results: ResultEntry[] = [entries[0]!];
    file.update(results, 0);
    await until(() => count(dir) === 1);
    expect(count(dir)).toBe(1);
    results.push(entries[1]!);
    file.update(results, 1);
    results.push(entries[2]!);
    file.update(results, 1);
    // Within the interval: scheduled, not written.
    await new Promise((r) => setTimeout(r, 100));
    expect(count(dir)).toBe(1);
    await file.idle();
    expect(count(dir)).toBe(3);
    expect(readResults(dir)!.best!.index).toBe(1);
    await file.finish(results.slice(0, 2), 0);
    expect(count(dir)).toBe(2);
    expect(warnings).toEqual([]);
  });
});
