// signals: 'app' leaves SIGTERM to the service: its own handler runs (here aborting the
// training), the runner installs none; with the default 'handle', the runner takes the signal
// during train() (the app's handler still runs) and removes its handler afterwards.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { runChild } from '../../support/child.js';

const SCRIPT = fileURLToPath(new URL('./scripts/service-sigterm.ts', import.meta.url));

function report(stdout: string): { summary: Record<string, unknown>; handled: string[]; listenersAfter: number } {
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('signals option', () => {
  it("SIGTERM with signals: 'app' reaches the app's own handler, which stops training through its AbortSignal", async () => {
    const { stdout, stderr } = await runChild(SCRIPT, ['app']);
    expect(stdout).toContain('listeners during training: 1');
    const r = report(stdout);
    expect(r.handled).toEqual(['SIGTERM']);
    expect(r.summary).toMatchObject({ status: 'interrupted', reason: 'SIGTERM reached the service', signal: null });
    expect(r.summary.step).toBeGreaterThanOrEqual(3);
    expect(r.listenersAfter).toBe(1);
    expect(stderr).not.toContain('received SIGTERM');
  }, 60_000);

  it("with the default 'handle', the runner stops on SIGTERM and keeps no handler after train()", async () => {
    const { stdout } = await runChild(SCRIPT, ['handle']);
    expect(stdout).toContain('listeners during training: 2');
    const r = report(stdout);
    expect(r.summary).toMatchObject({ status: 'interrupted', signal: 'SIGTERM' });
    expect(['SIGTERM', 'SIGTERM reached the service']).toContain(r.summary.reason);
    expect(r.listenersAfter).toBe(1);
  }, 60_000);
});
