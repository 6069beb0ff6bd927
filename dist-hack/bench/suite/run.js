// `npm run bench`: every case against PyTorch from Python on the same libtorch (and plain
// C++ where there is one), in interleaved rounds (ours, theirs, ours, …) so that machine
// noise hits both sides alike. Prints one table (median and min per side, the ratio of
// medians from this run, peak RSS) and writes it as JSON to bench/out/bench.json.
// `npm run bench -- transformer adam` runs only groups whose name contains one of the words.
// Peak RSS is that of each program's process; the in-process groups report none.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join } from 'node:path';
import { torch } from '../../src/index.js';
import { median, packageRoot } from '../common/reference.js';
import { GROUPS } from './cases.js';
import { IN_PROCESS_GROUPS } from './in-process.js';
import { pythonAvailable, runProgram, THREAD_ENV, threadPoolsOfSides } from './programs.js';
function summarize(samples, rss) {
    const peaks = rss.filter((x) => x !== null);
    return { median: median(samples), min: Math.min(...samples), samples, peakRssMB: peaks.length ? Math.max(...peaks) : null };
}
function ratioOf(sides, higherIsBetter) {
    const ours = sides.ours?.median;
    const theirs = sides.pytorch?.median;
    if (ours === undefined || theirs === undefined)
        return null;
    const ratio = higherIsBetter ? theirs / ours : ours / theirs;
    return Number.isFinite(ratio) ? ratio : null;
}
function runGroup(group) {
    const programs = group.programs.filter((p) => p.side !== 'pytorch' || pythonAvailable());
    const label = (side, variant) => (variant ? `${side}:${variant}` : side);
    const rounds = new Map(programs.map((p) => [label(p.side, p.variant), { side: p.side, rounds: [] }]));
    for (let r = 0; r < group.rounds; r++) {
        for (const program of programs)
            rounds.get(label(program.side, program.variant)).rounds.push(runProgram(program, group.timeoutMs ?? 120_000));
        process.stderr.write(`  ${group.name}: round ${r + 1}/${group.rounds}\n`);
    }
    return group.rows.map((row) => {
        const sides = {};
        for (const [name, { side, rounds: list }] of rounds) {
            if (side === 'ours' && name !== label('ours', row.oursVariant))
                continue;
            const key = side === 'pytorch' && row.pytorchKey ? row.pytorchKey : row.key;
            const samples = list.map((round) => round.values[key]).filter((v) => typeof v === 'number');
            if (samples.length)
                sides[side] = summarize(samples, list.map((round) => round.peakRssMB));
        }
        return { name: row.name, unit: row.unit, higherIsBetter: !!row.higherIsBetter, sides, ratio: ratioOf(sides, !!row.higherIsBetter) };
    });
}
function fromMeasured(row) {
    const sides = {};
    const add = (side, samples) => {
        if (samples?.length)
            sides[side] = summarize(samples, []);
    };
    add('ours', row.ours);
    add('pytorch', row.pytorch);
    add('c++', row.cpp);
    return { name: row.name, unit: row.unit, higherIsBetter: !!row.higherIsBetter, sides, ratio: ratioOf(sides, !!row.higherIsBetter) };
}
function cell(s) {
    if (!s)
        return 'n/a';
    const f = (x) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(3));
    return `${f(s.median)} (min ${f(s.min)})`;
}
function table(rows) {
    const head = ['case', 'unit', 'torchrunner', 'PyTorch', 'C++', 'ours/PyTorch', 'peak RSS MB ours/PyTorch'];
    const body = rows.map((r) => [
        r.name,
        r.unit,
        cell(r.sides.ours),
        cell(r.sides.pytorch),
        cell(r.sides['c++']),
        r.ratio === null ? 'n/a' : `${r.ratio.toFixed(2)}x`,
        `${r.sides.ours?.peakRssMB?.toFixed(0) ?? '?'} / ${r.sides.pytorch?.peakRssMB?.toFixed(0) ?? '?'}`,
    ]);
    const lines = [head, head.map(() => '---'), ...body].map((cols) => `| ${cols.join(' | ')} |`);
    return lines.join('\n');
}
const filters = process.argv.slice(2).map((s) => s.toLowerCase());
const chosen = (name) => !filters.length || filters.some((f) => name.toLowerCase().includes(f));
const started = Date.now();
const rows = [];
for (const group of GROUPS.filter((g) => chosen(g.name)))
    rows.push(...runGroup(group));
for (const group of IN_PROCESS_GROUPS.filter((g) => chosen(g.name))) {
    process.stderr.write(`  ${group.name}\n`);
    rows.push(...(await group.run()).map(fromMeasured));
}
const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores`;
console.log(`\nlibtorch ${torch.version}; ${machine}; one intra-op thread on every side (${Object.entries(THREAD_ENV).map(([k, v]) => `${k}=${v}`).join(' ')})`);
console.log(`thread pools measured in each side's process: ${threadPoolsOfSides()}`);
console.log('ratio = our time / PyTorch time (for throughputs, their rate / ours): below 1.00 is faster than PyTorch\n');
console.log(table(rows));
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
const out = join(packageRoot(), 'bench', 'out');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'bench.json'), JSON.stringify({ libtorch: torch.version, machine, host: hostname(), date: new Date().toISOString(), rows }, null, 2) + '\n');
console.log(`written to ${join(out, 'bench.json')}`);
//# sourceMappingURL=run.js.map