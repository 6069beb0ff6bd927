// Child process of fuzz.test.ts: loads program.ts (TypeScript, through Vite's module runner,
// as the tests themselves are loaded) and runs it; prints one JSON line on success.
import { runnerImport } from 'vite';

const [program, seed, numRuns, progressFile] = process.argv.slice(2);
const { module } = await runnerImport(program, { configFile: false, logLevel: 'error' });
const result = module.main(Number(seed), Number(numRuns), progressFile);
console.log(JSON.stringify({ ok: true, ...result }));
