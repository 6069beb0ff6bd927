// Every ```ts block in README.md and docs/ is type-checked against the package as a user
// imports it ('torchrunner'), and the blocks marked ```ts run are run. Blocks marked
// ```ts fragment are deliberately partial and only counted (docs/README.md explains the marks).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

import { buildPackage, REPO } from '../../support/cli.js';
import { typescriptBlocks, type CodeBlock } from '../../support/doc-blocks.js';

const blocks = typescriptBlocks();
const checked = blocks.filter((b) => !b.flags.includes('fragment'));
const runnable = blocks.filter((b) => b.flags.includes('run'));
const KNOWN_FLAGS = new Set(['run', 'fragment']);

function name(block: CodeBlock): string {
  return `${block.file.replace(/[^A-Za-z0-9]+/g, '_')}_L${block.line}`;
}

/** A block as a module: top-level await works and names do not clash between blocks. */
function moduleSource(block: CodeBlock): string {
  return `${block.code}\nexport {};\n`;
}

describe('code blocks in README.md and docs/', () => {
  test('are found, with known marks only, and fragments stay rare', () => {
    expect(checked.length).toBeGreaterThan(10);
    for (const block of blocks) {
      for (const flag of block.flags) expect(KNOWN_FLAGS.has(flag), `${block.file}:${block.line}: unknown mark "${flag}"`).toBe(true);
    }
    expect(blocks.length - checked.length, 'fragments').toBeLessThanOrEqual(Math.ceil(blocks.length / 10));
  });

  test('type-check against the package (one program over all blocks)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-blocks-'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n'); // ES modules, as users write
    const fileOf = new Map<string, CodeBlock>();
    for (const block of checked) {
      const path = join(dir, `${name(block)}.ts`);
      writeFileSync(path, moduleSource(block));
      fileOf.set(path, block);
    }
    const program = ts.createProgram([...fileOf.keys()], {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.esnext.disposable.d.ts'],
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      esModuleInterop: true,
      types: ['node'],
      typeRoots: [join(REPO, 'node_modules', '@types')],
      baseUrl: REPO,
      paths: { torchrunner: ['src/index.ts'] },
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file === undefined || fileOf.has(d.file.fileName) || !d.file.fileName.includes(dir))
      .map((d) => {
        const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
        if (!d.file) return text;
        const block = fileOf.get(d.file.fileName);
        const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
        return block ? `${block.file}:${block.line + 1 + line}: ${text}` : `${d.file.fileName}:${line + 1}: ${text}`;
      });
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000); // one program over the blocks and the package's sources

  test.each(runnable.map((b) => [`${b.file}:${b.line}`, b] as const))('%s runs', (_, block) => {
    const project = mkdtempSync(join(tmpdir(), 'doc-run-'));
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(buildPackage(), join(project, 'node_modules', 'torchrunner'));
    symlinkSync(join(REPO, 'configs'), join(project, 'configs'));
    const { outputText } = ts.transpileModule(moduleSource(block), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    const file = join(project, 'block.mjs');
    writeFileSync(file, outputText);
    const run = spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8', timeout: 180_000 });
    expect(run.status, `${block.file}:${block.line}\n${run.stdout}\n${run.stderr}`).toBe(0);
  });
});
