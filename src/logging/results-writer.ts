import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify as stringifyYaml } from 'yaml';

import { FileReplacer } from './file-replacer.js';

/** Scores of one evaluation: split, then metric, e.g. `{ val: { loss: 0.05, accuracy: 0.98 } }`. */
export type Scores = Record<string, Record<string, number>>;

/** One entry of a run's results: what was measured after an epoch or an evaluation round. */
export interface ResultEntry {
  /** The epoch just finished, in epoch mode. */
  epoch?: number;
  /** The global optimizer step at which the scores were measured. */
  step: number;
  scores: Scores;
}

/** What {@link ResultsWriter} writes and {@link readResults} returns. */
export interface Results {
  results: ResultEntry[];
  /** The best entry and its position in `results`, when one is known. */
  best: (ResultEntry & { index: number }) | null;
}

/** File names under the run directory. */
export const RESULTS_FILES = {
  json: 'results.json',
  yaml: 'results.yaml',
  latest: 'latest.json',
  best: 'best.json',
} as const;

/**
 * Writes a run's results under its directory, each file atomically (a reader sees the old
 * or the new file, never half of one): `results.json` and `results.yaml` with every entry
 * and the best, `latest.json` with the last entry and `best.json` with the best one.
 * Non-finite scores are kept: JSON holds them as the strings `"NaN"`, `"Infinity"` and
 * `"-Infinity"`, which {@link readResults} turns back into numbers.
 *
 * Writing never blocks the JS thread: the files are written through `fs/promises`, and a
 * write requested while another runs is coalesced with any other waiting one (the newest
 * results win). The files reach the disk (fsync) only when `durable` is asked for, as for the
 * final results of a run.
 */
export class ResultsWriter {
  private readonly files: FileReplacer;

  constructor(readonly dir: string) {
    this.files = new FileReplacer(dir);
  }

  /**
   * Writes all files for `results`; `bestIndex` is the position of the best entry, if any.
   * The content is taken before this returns; the promise settles when the files are in place
   * (and on disk, with `durable`). Throws at once for a `bestIndex` outside `results`.
   */
  write(results: readonly ResultEntry[], bestIndex?: number, options: { durable?: boolean } = {}): Promise<void> {
    if (bestIndex !== undefined && !(Number.isInteger(bestIndex) && bestIndex >= 0 && bestIndex < results.length)) {
      throw new RangeError(`bestIndex ${bestIndex} is not an index of the ${results.length} results`);
    }
    const best = bestIndex === undefined ? null : { index: bestIndex, ...results[bestIndex]! };
    const document: Results = { results: [...results], best };
    const files = new Map<string, string>([
      [RESULTS_FILES.json, toJson(document)],
      [RESULTS_FILES.yaml, toYaml(document)],
    ]);
    if (results.length > 0) files.set(RESULTS_FILES.latest, toJson(results.at(-1)));
    if (best) files.set(RESULTS_FILES.best, toJson(best));
    return this.files.replace(files, options);
  }

  /** Resolves when every write requested so far has settled. */
  idle(): Promise<void> {
    return this.files.idle();
  }
}

/**
 * The results in `dir/results.json`, or undefined when there are none yet.
 * Throws a clear error when the file is not a results file.
 */
export function readResults(dir: string): Results | undefined {
  const path = join(dir, RESULTS_FILES.json);
  if (!existsSync(path)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'), (_key, value) => (NON_FINITE.has(value) ? Number(value) : value));
  } catch (error) {
    throw new Error(`${path} is not valid JSON (${(error as Error).message}); delete it or restore it from results.yaml`);
  }
  const document = parsed as Partial<Results> | null;
  if (!document || !Array.isArray(document.results)) {
    throw new Error(`${path} has no "results" list; it was not written by ResultsWriter`);
  }
  return { results: document.results, best: document.best ?? null };
}

const NON_FINITE = new Set(['NaN', 'Infinity', '-Infinity']);

/** Each entry's YAML, made once: a run rewrites the whole file after every evaluation round. */
const entryYaml = new WeakMap<ResultEntry, string>();

/** `stringifyYaml(document)`, with the list of results built from each entry's cached YAML. */
function toYaml(document: Results): string {
  if (document.results.length === 0) return stringifyYaml(document);
  const items = document.results.map((entry) => {
    let text = entryYaml.get(entry);
    if (text === undefined) {
      text = stringifyYaml([entry]).replace(/^/gm, '  ').replace(/ +$/, '');
      entryYaml.set(entry, text);
    }
    return text;
  });
  return `results:\n${items.join('')}${stringifyYaml({ best: document.best })}`;
}

function toJson(value: unknown): string {
  return `${JSON.stringify(value, (_key, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v), 2)}\n`;
}
