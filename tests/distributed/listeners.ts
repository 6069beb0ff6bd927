// Which TCP sockets processes listen on, from /proc/net/tcp and /proc/net/tcp6: the socket
// inodes of each process come from the links in /proc/<pid>/fd.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface Listener {
  pid: number;
  address: string;
  port: number;
  loopback: boolean;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes; // exited
  }
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

// /proc/net/tcp{,6} write addresses as the kernel's 32-bit words in host (little-endian) order.
function decode(hex: string): { address: string; loopback: boolean } {
  const words = hex.match(/.{8}/g)!.map((w) => Buffer.from(w, 'hex').reverse());
  const bytes = Buffer.concat(words);
  if (bytes.length === 4) return { address: [...bytes].join('.'), loopback: bytes[0] === 127 };
  const v4mapped = bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  const loopback = (bytes.subarray(0, 15).every((b) => b === 0) && bytes[15] === 1) || (v4mapped && bytes[12] === 127);
  return { address: bytes.toString('hex').replace(/(.{4})/g, '$1:').slice(0, -1), loopback };
}

function listening(): Map<string, { address: string; port: number; loopback: boolean }> {
  const out = new Map<string, { address: string; port: number; loopback: boolean }>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] !== '0A') continue; // TCP_LISTEN
      const [addr, port] = f[1]!.split(':');
      out.set(f[9]!, { ...decode(addr!), port: parseInt(port!, 16) });
    }
  }
  return out;
}

/** The TCP sockets `pids` listen on now. */
export function listenersOf(pids: number[]): Listener[] {
  const table = listening();
  const found: Listener[] = [];
  for (const pid of pids) {
    for (const inode of socketInodes(pid)) {
      const l = table.get(inode);
      if (l) found.push({ pid, ...l });
    }
  }
  return found;
}

/** Samples the listeners of the processes `pids()` names every `everyMs` until stopped. */
export function watchListeners(pids: () => number[], everyMs = 10): { stop(): Listener[] } {
  const seen = new Map<string, Listener>();
  const sample = () => {
    for (const l of listenersOf(pids())) seen.set(`${l.pid} ${l.address} ${l.port}`, l);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return [...seen.values()];
    },
  };
}

/** The pids of `root` and its descendants (from /proc/<pid>/stat's parent field). */
export function processTree(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  return tree;
}
