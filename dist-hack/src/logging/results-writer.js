import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileReplacer } from './file-replacer.js';
/** File names under the run directory. */
export const RESULTS_FILES = {
    json: 'results.json',
    yaml: 'results.yaml',
    latest: 'latest.json',
    best: 'best.json',
};
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
    dir;
    files;
    constructor(dir) {
        this.dir = dir;
        this.files = new FileReplacer(dir);
    }
    /**
     * Writes all files for `results`; `bestIndex` is the position of the best entry, if any.
     * The content is taken before this returns; the promise settles when the files are in place
     * (and on disk, with `durable`). Throws at once for a `bestIndex` outside `results`.
     */
    write(results, bestIndex, options = {}) {
        if (bestIndex !== undefined && !(Number.isInteger(bestIndex) && bestIndex >= 0 && bestIndex < results.length)) {
            throw new RangeError(`bestIndex ${bestIndex} is not an index of the ${results.length} results`);
        }
        const best = bestIndex === undefined ? null : { index: bestIndex, ...results[bestIndex] };
        const document = { results: [...results], best };
        const files = new Map([
            [RESULTS_FILES.json, toJson(document)],
            [RESULTS_FILES.yaml, toYaml(document)],
        ]);
        if (results.length > 0)
            files.set(RESULTS_FILES.latest, toJson(results.at(-1)));
        if (best)
            files.set(RESULTS_FILES.best, toJson(best));
        return this.files.replace(files, options);
    }
    /** Resolves when every write requested so far has settled. */
    idle() {
        return this.files.idle();
    }
}
/**
 * The results in `dir/results.json`, or undefined when there are none yet.
 * Throws a clear error when the file is not a results file.
 */
export function readResults(dir) {
    const path = join(dir, RESULTS_FILES.json);
    if (!existsSync(path))
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(readFileSync(path, 'utf8'), nonFiniteFromText);
    }
    catch (error) {
        throw new Error(`${path} is not valid JSON (${error.message}); delete it or restore it from results.yaml`);
    }
    const document = parsed;
    if (!document || !Array.isArray(document.results)) {
        throw new Error(`${path} has no "results" list; it was not written by ResultsWriter`);
    }
    return { results: document.results, best: document.best ?? null };
}
const NON_FINITE = new Set(['NaN', 'Infinity', '-Infinity']);
/** JSON replacer: non-finite numbers as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`, which JSON cannot hold. */
function nonFiniteAsText(_key, value) {
    return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}
/** JSON reviver: the strings {@link nonFiniteAsText} wrote, back to numbers. */
function nonFiniteFromText(_key, value) {
    return NON_FINITE.has(value) ? Number(value) : value;
}
/**
 * Result entries as one JSON text (non-finite scores as the strings `"NaN"`, `"Infinity"`,
 * `"-Infinity"`), the form a checkpoint stores them in: one string pickles in microseconds,
 * where a dict per entry and split costs a few each at every save of a long run.
 */
export function resultsToText(entries) {
    return jsonText(entries);
}
/** `JSON.stringify` with non-finite numbers as text; the replacer only where a walk finds one (or anything else JSON would convert). */
function jsonText(value, space) {
    return plainJson(value) ? JSON.stringify(value, null, space) : JSON.stringify(value, nonFiniteAsText, space);
}
/**
 * Whether JSON writes `value` as it is (finite numbers, strings, booleans, null, plain arrays
 * and objects), so that no replacer is needed: a replacer is a JS call per value, several
 * times the cost of this walk.
 */
function plainJson(value) {
    switch (typeof value) {
        case 'number':
            return Number.isFinite(value);
        case 'string':
        case 'boolean':
        case 'undefined':
            return true;
        case 'object': {
            if (value === null)
                return true;
            if (Array.isArray(value))
                return value.every(plainJson);
            if (Object.getPrototypeOf(value) !== Object.prototype)
                return false;
            for (const v of Object.values(value))
                if (!plainJson(v))
                    return false;
            return true;
        }
        default:
            return false;
    }
}
/**
 * The entries {@link resultsToText} wrote; a list (checkpoints that stored the entries as
 * dicts) is taken as it is.
 * @throws Error when `stored` is neither
 */
export function resultsFromStored(stored) {
    if (Array.isArray(stored))
        return stored.map((r) => ({ ...r }));
    if (typeof stored !== 'string')
        throw new Error(`expected the results as JSON text or a list, got ${stored === null ? 'null' : typeof stored}`);
    const parsed = JSON.parse(stored, nonFiniteFromText);
    if (!Array.isArray(parsed))
        throw new Error('expected the results as a JSON list of entries');
    return parsed;
}
/**
 * The results document as block YAML. Written here rather than by the `yaml` package, which
 * took a third of a millisecond per evaluation round for what is a few numbers per split.
 */
function toYaml(document) {
    const lines = [];
    if (document.results.length === 0)
        lines.push('results: []');
    else {
        lines.push('results:');
        for (const entry of document.results)
            yamlMapping(entry, 4, lines, '  - ');
    }
    if (document.best === null)
        lines.push('best: null');
    else {
        lines.push('best:');
        yamlMapping(document.best, 2, lines);
    }
    return `${lines.join('\n')}\n`;
}
/** Appends `map` as block mapping lines indented by `indent`; the first line starts with `first` when given (a list item). */
function yamlMapping(map, indent, lines, first) {
    const pad = ' '.repeat(indent);
    let lead = first;
    for (const [key, value] of Object.entries(map)) {
        if (value === undefined)
            continue;
        const head = `${lead ?? pad}${yamlKey(key)}:`;
        lead = undefined;
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
            lines.push(head);
            yamlMapping(value, indent + 2, lines);
        }
        else {
            lines.push(`${head} ${yamlScalar(value)}`);
        }
    }
    if (lead !== undefined)
        lines.push(`${lead}{}`);
}
const PLAIN_KEY = /^[A-Za-z_][\w./-]*$/;
const RESERVED = new Set(['true', 'false', 'null', 'True', 'False', 'Null', 'TRUE', 'FALSE', 'NULL']);
function yamlKey(key) {
    return PLAIN_KEY.test(key) && !RESERVED.has(key) ? key : JSON.stringify(key);
}
/** A number as YAML reads it back (`.nan`, `.inf`); anything else as JSON, which YAML also reads. */
function yamlScalar(value) {
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return '.nan';
        if (!Number.isFinite(value))
            return value > 0 ? '.inf' : '-.inf';
        return Object.is(value, -0) ? '-0' : String(value);
    }
    return JSON.stringify(value) ?? 'null';
}
function toJson(value) {
    return `${jsonText(value, 2)}\n`;
}
//# sourceMappingURL=results-writer.js.map