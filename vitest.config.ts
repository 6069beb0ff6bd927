import { defineConfig } from 'vitest/config';

// The distributed tests (and the reliability corpus, kill fuzz and two-node test) start several
// processes each (ranks, launchers, Python peers) whose
// rendezvous has timeouts; on a 2-core machine they run after the rest of the suite, one file
// at a time, so they never compete with other test files for the cores.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/scratch-tmpdir.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'main', include: ['tests/**/*.test.ts'], exclude: ['tests/distributed/**', 'tests/e2e/reliability/**'], fileParallelism: true, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'distributed', include: ['tests/distributed/**/*.test.ts', 'tests/e2e/reliability/**/*.test.ts'], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
