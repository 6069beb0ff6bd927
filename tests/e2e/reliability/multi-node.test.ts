// Two nodes without a cluster: two network namespaces made here, joined by a veth pair whose
// private addresses (10.231.x.1 and .2, a /30) exist only inside them, act as two nodes of
// two ranks each under `torchrunner launch --nnodes 2`. Traffic goes only between the two
// namespaces. Skips, with the reason, where namespaces cannot be made (not root, no `ip`).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureCompiled, freePort, ROOT } from '../../distributed/support.js';

const SCRIPT = fileURLToPath(new URL('./train-script.mjs', import.meta.url));
const CLI = join(ROOT, 'dist', 'src', 'cli', 'main.js');
const tag = `tr${process.pid % 100000}`;
const ns = [`${tag}a`, `${tag}b`];
const veth = [`${tag}va`, `${tag}vb`];
const subnet = 1 + (process.pid % 250);
const addr = [`10.231.${subnet}.1`, `10.231.${subnet}.2`];
const started: ChildProcess[] = [];
const roots: string[] = [];

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: 'pipe' });
}

/** Why namespaces cannot be made here, or null when they were made. */
function makeNodes(): string | null {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  try {
    execFileSync('ip', ['-V'], { stdio: 'pipe' });
  } catch {
    return "the 'ip' command (iproute2) is not installed";
  }
  try {
    for (const n of ns) ip('netns', 'add', n);
    ip('link', 'add', veth[0]!, 'type', 'veth', 'peer', 'name', veth[1]!);
    for (let i = 0; i < 2; i++) {
      ip('link', 'set', veth[i]!, 'netns', ns[i]!);
      ip('-n', ns[i]!, 'addr', 'add', `${addr[i]}/30`, 'dev', veth[i]!);
      ip('-n', ns[i]!, 'link', 'set', veth[i]!, 'up');
      ip('-n', ns[i]!, 'link', 'set', 'lo', 'up');
    }
    return null;
  } catch (err) {
    removeNodes();
    return `cannot make network namespaces: ${(err as Error).message.split('\n')[0]}`;
  }
}

function removeNodes(): void {
  for (const n of ns) {
    try {
      ip('netns', 'del', n);
    } catch {
      // not made
    }
  }
}

let skipReason: string | null = 'not set up';
beforeAll(() => {
  ensureCompiled();
  skipReason = makeNodes();
  if (skipReason) console.log(`multi-node test skipped: ${skipReason}`);
}, 300_000);

afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  removeNodes();
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

interface Node {
  child: ChildProcess;
  out: () => string;
  done: Promise<number | null>;
}

/** `torchrunner launch` of node `rank` of `nnodes` (in its namespace when `nnodes` is 2). */
function launch(nodeRank: number, nnodes: number, nproc: number, port: number, args: object): Node {
  const launchArgs = ['launch', '--nnodes', String(nnodes), '--node-rank', String(nodeRank), '--nproc-per-node', String(nproc), '--master-addr', nnodes > 1 ? addr[0]! : '127.0.0.1', '--master-port', String(port), SCRIPT, JSON.stringify(args)];
  const env = { ...process.env, OMP_NUM_THREADS: '1', ...(nnodes > 1 ? { GLOO_SOCKET_IFNAME: veth[nodeRank]! } : {}) };
  const child = nnodes > 1 ? spawn('ip', ['netns', 'exec', ns[nodeRank]!, process.execPath, CLI, ...launchArgs], { env, stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(process.execPath, [CLI, ...launchArgs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, out: () => out, done };
}

function params(out: string): number[] {
  const m = /\[rank0\]: params (.*)$/m.exec(out);
  if (!m) throw new Error(`no parameters in the output:\n${out}`);
  return (JSON.parse(m[1]!) as { params: number[] }).params;
}

function newRoot(): string {
  const r = mkdtempSync(join(tmpdir(), 'tr-nodes-'));
  roots.push(r);
  return r;
}

describe('two nodes of two ranks in network namespaces', () => {
  it('train as the single-node run of four ranks does', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const args = { steps: 12, timeout: 60 };
    const single = launch(0, 1, 4, await freePort(), { ...args, root: newRoot() });
    const root = newRoot();
    const port = 29000 + (process.pid % 1000);
    const nodes = [launch(0, 2, 2, port, { ...args, root }), launch(1, 2, 2, port, { ...args, root: newRoot() })];
    const codes = await Promise.all([single.done, ...nodes.map((n) => n.done)]);
    expect(codes, `${single.out()}\n${nodes[0]!.out()}\n${nodes[1]!.out()}`).toEqual([0, 0, 0]);
    const a = params(single.out());
    const b = params(nodes[0]!.out());
    expect(b.length).toBe(a.length);
    // Same ranks, same Gloo algorithms: only the transport differs.
    for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(1e-6);
  }, 400_000);

  it("killing one node's workers ends the other node's with an error naming the lost ranks", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const port = 29000 + ((process.pid + 1) % 1000);
    const args = { steps: 100_000, timeout: 60 };
    const nodes = [launch(0, 2, 2, port, { ...args, root: newRoot() }), launch(1, 2, 2, port, { ...args, root: newRoot() })];
    const deadline = Date.now() + 120_000;
    while (!/\[rank2\]: step 3\b/.test(nodes[1]!.out()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(nodes[1]!.out()).toMatch(/\[rank2\]: step 3\b/);
    const workers = execFileSync('pgrep', ['-P', String(nodes[1]!.child.pid)]).toString().trim().split('\n').map(Number);
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    const t0 = Date.now();
    const code = await nodes[0]!.done;
    expect(code).not.toBe(0);
    // Well within distributed.timeout (60 s): the closed connections are noticed at once.
    expect(Date.now() - t0).toBeLessThan(45_000);
    expect(nodes[0]!.out()).toMatch(/\[rank[01]\]: .*failed on rank [01]: lost ranks 2, 3/);
    expect(await nodes[1]!.done).not.toBe(0);
  }, 400_000);
});
