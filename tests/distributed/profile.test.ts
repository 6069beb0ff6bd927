import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import type { ChromeTrace, CompleteEvent } from '../../src/index.js';
import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('config.profile over real processes', () => {
  test("2 DDP ranks each write their own trace under rank 0's timestamp (clocks apart), with the gradient all-reduce and the clip norm as collective spans", async () => {
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-profile-'));
    try {
      const results = await runRanks('ddp-profile.mjs', 2, { env: { PROFILE_ROOT: root }, timeoutMs: 90_000 });
      expectAllOk(results);
      const { dir, timestamp } = results[0]!.result;
      expect(results[1]!.result.dir).toBe(dir);
      expect(results[1]!.result.timestamp).toBe(timestamp);
      expect(readdirSync(join(dir, 'profile')).sort()).toEqual([`${timestamp}-rank0.json`, `${timestamp}-rank1.json`]);
      for (const rank of [0, 1]) {
        const trace = JSON.parse(readFileSync(join(dir, 'profile', `${timestamp}-rank${rank}.json`), 'utf8')) as ChromeTrace;
        expect(trace.otherData).toMatchObject({ rank, worldSize: 2, accumSteps: 2, steps: 3 });
        const spans = trace.traceEvents.filter((e): e is CompleteEvent => e.ph === 'X');
        expect(spans.every((e) => e.pid === rank)).toBe(true);
        const steps = spans.filter((e) => e.cat === 'step');
        expect(steps.map((s) => [s.name, s.args.microSteps])).toEqual([['step 2', 2], ['step 3', 2], ['step 4', 2]]);
        const count = (name: string) => spans.filter((e) => e.name === name).length;
        expect(count('forward')).toBe(6);
        expect(count('backward')).toBe(6);
        expect(count('afterBackward')).toBe(6);
        expect(count('finishGradientSync')).toBe(3);
        expect(count('reduce window')).toBe(3);
        expect(count('clipGradNorm')).toBe(3);
        expect(spans.filter((e) => e.cat === 'collective').every((e) => steps.some((s) => e.ts >= s.ts && e.ts + e.dur <= s.ts + s.dur + 0.001))).toBe(true);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 150_000);
});
