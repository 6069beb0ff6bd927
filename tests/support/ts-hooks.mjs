// Module hooks that let a child process run the TypeScript sources directly: `./x.js`
// imports resolve to `./x.ts` when only the .ts exists, and .ts files are transpiled (types
// stripped, no type check) with the project's TypeScript, cached by content hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

let ts;
const CACHE = join(tmpdir(), 'torchrunner-ts-cache');

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && /^(\.{1,2}\/|\/|file:)/.test(specifier) && context.parentURL?.startsWith('file:')) {
    const url = new URL(specifier, context.parentURL);
    if (!existsSync(fileURLToPath(url))) {
      const tsUrl = new URL(url.href.slice(0, -3) + '.ts');
      if (existsSync(fileURLToPath(tsUrl))) return { url: tsUrl.href, format: 'module', shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const path = fileURLToPath(url);
  const source = readFileSync(path, 'utf8');
  const key = createHash('sha256').update(path).update('\0').update(source).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  if (existsSync(cached)) return { format: 'module', source: readFileSync(cached, 'utf8'), shortCircuit: true };
  ts ??= (await import('typescript')).default;
  const out = ts.transpileModule(source, {
    fileName: path,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, inlineSourceMap: true, inlineSources: false },
  }).outputText;
  mkdirSync(CACHE, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  writeFileSync(tmp, out);
  renameSync(tmp, cached);
  return { format: 'module', source: out, shortCircuit: true };
}
