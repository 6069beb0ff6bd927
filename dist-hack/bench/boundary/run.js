// Compares the JS <-> native boundary of this package with another build of it, round by
// round: each round runs cases.ts in a fresh process against each build, in alternating order,
// and the per-case ratio (this / other) is taken per round; the median and quartiles of those
// ratios are printed. Without --against, prints this build's figures alone.
//   node dist/bench/boundary/run.js [--against DIR] [--rounds 7] [--dir SCRATCH]
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
function arg(name) {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
}
const here = dirname(fileURLToPath(import.meta.url));
const self = resolve(here, '..', '..', '..');
const against = arg('--against');
const rounds = Number(arg('--rounds') ?? 7);
const scratch = arg('--dir');
function measure(root) {
    const args = [join(here, 'cases.js'), '--root', root, ...(scratch ? ['--dir', scratch] : [])];
    const out = execFileSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, OMP_NUM_THREADS: '1' } });
    return JSON.parse(out.trim().split('\n').pop());
}
function quantile(xs, q) {
    const s = [...xs].sort((x, y) => x - y);
    const pos = (s.length - 1) * q;
    const lo = Math.floor(pos);
    return s[lo] + (s[Math.ceil(pos)] - s[lo]) * (pos - lo);
}
const ours = [];
const theirs = [];
for (let r = 0; r < rounds; r++) {
    if (against && r % 2 === 1)
        theirs.push(measure(against));
    ours.push(measure(self));
    if (against && r % 2 === 0)
        theirs.push(measure(against));
}
console.log(`${rounds} rounds, OMP_NUM_THREADS=1, one intra-op thread; microseconds per iteration (median)`);
console.log(`${'case'.padEnd(20)} ${'this'.padStart(10)} ${against ? 'other'.padStart(10) + '   ratio this/other (quartiles)' : ''}`);
for (const key of Object.keys(ours[0])) {
    const mine = quantile(ours.map((f) => f[key]), 0.5);
    let line = `${key.padEnd(20)} ${mine.toFixed(3).padStart(10)}`;
    if (against) {
        const ratios = ours.map((f, i) => f[key] / theirs[i][key]);
        const other = quantile(theirs.map((f) => f[key]), 0.5);
        line += ` ${other.toFixed(3).padStart(10)}   ${quantile(ratios, 0.5).toFixed(3)} (${quantile(ratios, 0.25).toFixed(3)}-${quantile(ratios, 0.75).toFixed(3)})`;
    }
    console.log(line);
}
//# sourceMappingURL=run.js.map