import type { Store } from '../torch/distributed/store.js';

const KEY = 'torchrunner_alive';

/**
 * A heartbeat per rank in the rendezvous store, so that a collective that fails because a
 * peer died can say which ranks are gone: each rank bumps its counter every `intervalMs`; a
 * rank whose counter stands still for a few intervals is lost.
 */
export class Liveness {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly rank: number,
    private readonly worldSize: number,
    private readonly intervalMs = 500,
  ) {}

  start(): void {
    const beat = () => void this.store.add(`${KEY}/${this.rank}`, 1).catch(() => undefined);
    beat();
    this.timer = setInterval(beat, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The other ranks whose heartbeat stood still over four intervals; `[0]` when the store itself (served by rank 0) is gone. */
  async lostRanks(): Promise<number[]> {
    const others = [...Array(this.worldSize).keys()].filter((r) => r !== this.rank);
    try {
      const read = () => Promise.all(others.map((r) => this.store.add(`${KEY}/${r}`, 0)));
      const before = await read();
      await new Promise((resolve) => setTimeout(resolve, this.intervalMs * 4));
      const after = await read();
      return others.filter((_, i) => after[i] === before[i]);
    } catch {
      return this.rank === 0 ? [] : [0];
    }
  }

  /** `err` with the lost ranks named, when there are any. */
  async explain(err: unknown, what: string): Promise<Error> {
    const lost = await this.lostRanks();
    const base = err instanceof Error ? err : new Error(String(err));
    if (lost.length === 0) return base;
    const ranks = `rank${lost.length > 1 ? 's' : ''} ${lost.join(', ')}`;
    return new Error(
      `${what} failed on rank ${this.rank}: lost ${ranks} (no heartbeat in the rendezvous store${lost.includes(0) ? ', or the store, which rank 0 serves, is gone' : ''}); ` +
        `${ranks} stopped or ${lost.length > 1 ? 'their' : 'its'} node went down: see ${lost.length > 1 ? 'their' : 'its'} log. (${base.message})`,
      { cause: base },
    );
  }
}
