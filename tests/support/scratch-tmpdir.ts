// The suite's temporary files live under one directory, removed when the run ends. Tests,
// their child processes (ranks, launchers, Python peers) and the library's own temporary
// files all find it through `os.tmpdir()` / `tempfile`, which read TMPDIR: no test leaves
// run directories, checkpoints or rank scratch behind in the machine's temporary directory,
// whether or not it removes them itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set while a run's scratch directory is in use, so that each project's setup shares it. */
const MARKER = 'TORCHRUNNER_TEST_SCRATCH_ROOT';

export default function setup(): (() => void) | undefined {
  if (process.env[MARKER]) return undefined;
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'torchrunner-tests-'));
  process.env[MARKER] = root;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    delete process.env[MARKER];
    try {
      rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    } catch (err) {
      // A mount a failed test left (the full-disk tests mount a tmpfs) keeps its mount point.
      console.warn(`test scratch directory ${root} was not removed: ${(err as Error).message}`);
    }
  };
}
