// The package's declarations as a strict TypeScript user compiles them: strict,
// exactOptionalPropertyTypes, skipLibCheck false, module nodenext, importing 'torchrunner'
// through its package.json, plus a CommonJS (.cts) file under module node16, which reaches the
// ES-module-only package through import(), and a .cts under module nodenext that require()s it
// (docs/embedding.md says why there is no separate CommonJS build).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';

import { ensureCompiled, ROOT } from '../distributed/support.js';

const ESM_CONSUMER = `import { JsonLinesLogger, MemoryCheckpointManager, TorchRunner, nn, type TrainSummary, type RunnerConfigInput } from 'torchrunner';

class Regression extends TorchRunner {
  constructor(config: RunnerConfigInput) {
    super(config);
    this.model = new nn.Linear(4, 1);
    this.criterion = new nn.MSELoss();
  }
}

export async function run(signal: AbortSignal): Promise<TrainSummary['status']> {
  const runner = new Regression({ steps: 10, workspace: false, optim: { name: 'sgd', lr: 0.1 }, logging: { format: 'json' } });
  runner.on('step', (e) => e.loss.toFixed(3));
  runner.on('checkpoint', (e) => (e.path ?? 'in memory').length);
  const summary = await runner.train({ signal, signals: 'app' });
  const kept = runner.checkpointManager instanceof MemoryCheckpointManager ? runner.checkpointManager.latest : null;
  await runner.close();
  new JsonLinesLogger({ level: 'warn' }).message('warn', String(kept?.point.globalStep));
  return summary.status;
}
`;

const CJS_REQUIRE_CONSUMER = `// A CommonJS module under module nodenext: require() of the ES module package (Node >= 20.19, TypeScript >= 5.8).
import { TorchRunner } from 'torchrunner';
export const kind: string = typeof TorchRunner.loadForInference;
`;

const CJS_CONSUMER = `// A CommonJS module: the ES module package comes through import().
export async function status(): Promise<string> {
  const { TorchRunner } = await import('torchrunner');
  return typeof TorchRunner;
}
`;

test('a strict consumer project (exactOptionalPropertyTypes, skipLibCheck false, .mts and .cts) compiles against the declarations', () => {
  ensureCompiled();
  const project = mkdtempSync(join(tmpdir(), 'strict-consumer-'));
  const pkg = join(project, 'node_modules', 'torchrunner');
  mkdirSync(pkg, { recursive: true });
  copyFileSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  symlinkSync(join(ROOT, 'dist'), join(pkg, 'dist'));
  symlinkSync(join(ROOT, 'node_modules', '@types'), join(project, 'node_modules', '@types'));
  writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(project, 'main.mts'), ESM_CONSUMER);
  writeFileSync(join(project, 'legacy.cts'), CJS_CONSUMER);
  writeFileSync(join(project, 'required.cts'), CJS_REQUIRE_CONSUMER);
  const options = { strict: true, exactOptionalPropertyTypes: true, skipLibCheck: false, noEmit: true, target: 'es2022', types: ['node'] };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...options, module: 'nodenext', moduleResolution: 'nodenext' }, files: ['main.mts', 'required.cts'] }));
  writeFileSync(join(project, 'tsconfig.cjs.json'), JSON.stringify({ compilerOptions: { ...options, module: 'node16', moduleResolution: 'node16' }, files: ['legacy.cts'] }));
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const config of ['tsconfig.json', 'tsconfig.cjs.json']) {
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', config], { cwd: project, encoding: 'utf8' });
    } catch (err) {
      output = String((err as { stdout?: string }).stdout ?? err);
    }
    expect(output, `${config}:\n${output}`).toBe('');
  }
  // And the CommonJS route runs: import() from a .cjs file loads the package.
  writeFileSync(join(project, 'legacy.cjs'), "import('torchrunner').then((m) => console.log(typeof m.TorchRunner, typeof m.TorchRunner.loadForInference));\n");
  expect(execFileSync(process.execPath, ['legacy.cjs'], { cwd: project, encoding: 'utf8' }).trim()).toBe('function function');
  // require() of the package, where this Node loads ES modules synchronously (20.19 and later).
  const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
  if (major > 20 || (major === 20 && minor >= 19)) {
    writeFileSync(join(project, 'required.cjs'), "console.log(typeof require('torchrunner').TorchRunner);\n");
    expect(execFileSync(process.execPath, ['required.cjs'], { cwd: project, encoding: 'utf8' }).trim()).toBe('function');
  }
}, 300_000);
