// The hooks that drive ZeRO stage 3 (FSDP's forward and backward schedule): before a unit's
// forward its parameters are gathered and the next unit's gather is started (prefetch);
// after it they are freed (`reshardAfterForward`); before its backward they are gathered
// again and the gather of the unit whose backward comes next (the one before it in this
// forward's order, FSDP's BACKWARD_PRE) is started; once every parameter of the unit has its
// gradient accumulated the unit is handed to `onGradientsReady` (which reduce-scatters them)
// and freed.
import type { Module, RemovableHandle } from '../../torch/nn/index.js';
import type { CollectiveLedger } from './collective-ledger.js';
import { GradientReadiness } from './gradient-readiness.js';
import type { ShardedUnit } from './sharded-unit.js';

export interface UnitHookOptions {
  /** Free a unit's parameters after its forward (default true); the root unit stays gathered until its backward. */
  reshardAfterForward: boolean;
  /** Elements of the units gathered ahead of the one running in forward or backward (default: the next unit, whatever its size; 0: none). */
  prefetchElements?: number;
  /** Called once per backward for each unit whose parameters all have their gradients. */
  onGradientsReady: (unit: ShardedUnit) => void;
}

export class UnitHooks {
  private readonly handles: RemovableHandle[] = [];
  private readonly readiness: GradientReadiness;
  private peakGathered = 0;
  /** Nesting depth of {@link pin}: while above 0, units stay gathered after their forward and backward. */
  private pins = 0;
  /** The units in the order forward first ran them, for prefetching in backward's (reverse) order. */
  private readonly forwardOrder: ShardedUnit[] = [];
  /** Gathers started ahead of their unit, and gathers its unit had to start itself, in backward. */
  private backwardGathers = { prefetched: 0, onDemand: 0 };

  constructor(
    private readonly root: Module,
    readonly units: readonly ShardedUnit[],
    private readonly ledger: CollectiveLedger,
    private readonly options: UnitHookOptions,
  ) {
    const rootUnit = units.find((u) => u.module === root);
    this.handles.push(root.registerForwardPreHook(() => void (rootUnit && this.gather(rootUnit, 'forward all-gather'))));
    const children = units.filter((u) => u !== rootUnit);
    children.forEach((u, k) => {
      const ahead = this.prefetchList(children.slice(k + 1));
      this.handles.push(
        u.module.registerForwardPreHook(() => {
          if (!this.forwardOrder.includes(u)) this.forwardOrder.push(u);
          this.gather(u, 'forward all-gather');
          for (const next of ahead) {
            if (next.isGathered || next.isGathering) continue;
            this.ledger.check('forward all-gather', next.index);
            next.startGather();
            this.notePeak();
          }
        }),
        u.module.registerForwardHook(() => {
          if (this.options.reshardAfterForward && this.pins === 0) u.reshard();
          return undefined;
        }),
        u.module.registerFullBackwardPreHook(() => {
          if (!u.isGathered) this.backwardGathers[u.isGathering ? 'prefetched' : 'onDemand'] += 1;
          this.gather(u, 'backward all-gather');
          this.prefetchBackward(u);
          return undefined;
        }),
      );
    });
    this.readiness = new GradientReadiness(
      units.map((u) => u.partitions.map((p) => p.param)),
      (k) => {
        this.options.onGradientsReady(units[k]!);
        if (this.pins === 0) units[k]!.reshard();
      },
    );
  }

  /** The units after one in forward order that its pre-hook starts gathering. */
  private prefetchList(after: readonly ShardedUnit[]): ShardedUnit[] {
    const limit = this.options.prefetchElements;
    if (limit === undefined) return after.slice(0, 1);
    const out: ShardedUnit[] = [];
    let elements = 0;
    for (const u of after) {
      elements += u.numel;
      if (elements > limit) break;
      out.push(u);
    }
    return out;
  }

  /** Starts gathering the unit that ran before `u` in forward, whose backward comes next. */
  private prefetchBackward(u: ShardedUnit): void {
    if (this.options.prefetchElements === 0) return;
    const previous = this.forwardOrder[this.forwardOrder.indexOf(u) - 1];
    if (!previous || previous.isGathered || previous.isGathering) return;
    this.ledger.check('backward all-gather', previous.index);
    previous.startGather();
    this.notePeak();
  }

  /** Forgets the running backward's readiness (after it ended). */
  resetBackward(): void {
    this.readiness.reset();
  }

  /** Backward's gathers since the last call: those a prefetch had started, and those their unit waited for from the start. */
  takeBackwardGathers(): { prefetched: number; onDemand: number } {
    const counts = this.backwardGathers;
    this.backwardGathers = { prefetched: 0, onDemand: 0 };
    return counts;
  }

  /** The largest number of parameter bytes gathered at once since the last call. */
  takePeakGatheredBytes(): number {
    const peak = this.peakGathered;
    this.peakGathered = this.gatheredBytes();
    return peak;
  }

  /** Gathers `unit` now (a gather already in flight is waited for). */
  gather(unit: ShardedUnit, kind: 'forward all-gather' | 'backward all-gather'): void {
    if (unit.isGathered) return;
    if (!unit.isGathering) this.ledger.check(kind, unit.index);
    unit.finishGather();
    this.notePeak();
  }

  private notePeak(): void {
    this.peakGathered = Math.max(this.peakGathered, this.gatheredBytes());
  }

  private gatheredBytes(): number {
    return this.units.reduce((n, u) => n + (u.isGathered || u.isGathering ? u.gatheredBytes : 0), 0);
  }

  /** Gathers every unit and keeps them gathered until as many {@link unpin} calls (pins nest). */
  pin(): void {
    for (const u of this.units) this.gather(u, 'forward all-gather');
    this.pins += 1;
  }

  /** Undoes one {@link pin} (`all`: every one); returns whether none is left, so that the caller may free the units. */
  unpin(all = false): boolean {
    this.pins = all ? 0 : Math.max(0, this.pins - 1);
    return this.pins === 0;
  }

  remove(): void {
    this.readiness.remove();
    for (const h of this.handles) h.remove();
    this.handles.length = 0;
  }
}
