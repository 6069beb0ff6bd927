import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { torch } from '../../src/index.js';

const { TCPStore, FileStore, PrefixStore } = torch.distributed;
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('c10d stores', () => {
  test('TCPStore: a server on a free port and a client share keys, counters and compare-set; get and wait time out with an error', async () => {
    const server = await TCPStore.create({ host: '127.0.0.1', port: 0, isServer: true, worldSize: 2, waitForWorkers: false, timeoutMs: 5000 });
    expect(server.port).toBeGreaterThan(0);
    const client = await TCPStore.create({ host: '127.0.0.1', port: server.port, worldSize: 2, timeoutMs: 5000 });
    await server.set('greeting', 'hello');
    expect(text(await client.get('greeting'))).toBe('hello');
    await client.set('bytes', new Uint8Array([0, 255, 7]));
    expect(Array.from(await server.get('bytes'))).toEqual([0, 255, 7]);
    expect(await client.add('n', 3)).toBe(3);
    expect(await server.add('n', -1)).toBe(2);
    expect(text(await client.compareSet('cas', '', 'first'))).toBe('first');
    expect(text(await client.compareSet('cas', 'nope', 'second'))).toBe('first');
    expect(text(await client.compareSet('cas', 'first', 'second'))).toBe('second');
    expect(await client.check(['greeting', 'n'])).toBe(true);
    expect(await client.check(['missing'])).toBe(false);
    expect(await client.deleteKey('greeting')).toBe(true);
    expect(await client.check(['greeting'])).toBe(false);
    // A get issued before the set resolves once another process-side set arrives.
    const pending = client.get('later');
    await server.set('later', 'now');
    expect(text(await pending)).toBe('now');
    await expect(client.wait(['never'], 300)).rejects.toThrow(/store\.wait/);
    client.timeoutMs = 300;
    expect(client.timeoutMs).toBe(300);
    await expect(client.get('never')).rejects.toThrow(/store\.get\('never'\)/);
  });

  test('PrefixStore puts keys under prefix/ in the underlying store', async () => {
    const server = await TCPStore.create({ host: '127.0.0.1', port: 0, isServer: true, waitForWorkers: false, timeoutMs: 5000 });
    const inner = new PrefixStore('default_pg', server);
    const group = new PrefixStore('0', inner);
    await group.set('k', 'v');
    expect(text(await server.get('default_pg/0/k'))).toBe('v');
    expect(await inner.add('store_based_barrier_key:1', 1)).toBe(1);
    expect(await server.add('default_pg/store_based_barrier_key:1', 0)).toBe(1);
  });

  test('FileStore: two handles on one file share keys', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'torchrunner-filestore-')), 'store');
    const a = new FileStore(path, 2);
    const b = new FileStore(path, 2);
    await a.set('x', '1');
    expect(text(await b.get('x'))).toBe('1');
    expect(await b.add('c', 5)).toBe(5);
    expect(await a.add('c', 1)).toBe(6);
    expect(() => new FileStore('', 1)).toThrow(/path must be a non-empty string/);
    expect(() => new FileStore(path, 0)).toThrow(/numWorkers must be a positive integer/);
  });
});
