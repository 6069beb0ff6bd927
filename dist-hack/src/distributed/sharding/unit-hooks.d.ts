import type { Module } from '../../torch/nn/index.js';
import type { CollectiveLedger } from './collective-ledger.js';
import type { ShardedUnit } from './sharded-unit.js';
export interface UnitHookOptions {
    /** Free a unit's parameters after its forward (default true); the root unit stays gathered until its backward. */
    reshardAfterForward: boolean;
    /** Elements of the units gathered ahead of the one running in forward or backward (default: the next unit, whatever its size; 0: none). */
    prefetchElements?: number;
    /** Called once per backward for each unit whose parameters all have their gradients. */
    onGradientsReady: (unit: ShardedUnit) => void;
}
export declare class UnitHooks {
    private readonly root;
    readonly units: readonly ShardedUnit[];
    private readonly ledger;
    private readonly options;
    private readonly handles;
    private readonly readiness;
    private peakGathered;
    /** Nesting depth of {@link pin}: while above 0, units stay gathered after their forward and backward. */
    private pins;
    /** The units in the order forward first ran them, for prefetching in backward's (reverse) order. */
    private readonly forwardOrder;
    /** Gathers started ahead of their unit, and gathers its unit had to start itself, in backward. */
    private backwardGathers;
    constructor(root: Module, units: readonly ShardedUnit[], ledger: CollectiveLedger, options: UnitHookOptions);
    /** The units after one in forward order that its pre-hook starts gathering. */
    private prefetchList;
    /** Starts gathering the unit that ran before `u` in forward, whose backward comes next. */
    private prefetchBackward;
    /** Forgets the running backward's readiness (after it ended). */
    resetBackward(): void;
    /** Backward's gathers since the last call: those a prefetch had started, and those their unit waited for from the start. */
    takeBackwardGathers(): {
        prefetched: number;
        onDemand: number;
    };
    /** The largest number of parameter bytes gathered at once since the last call. */
    takePeakGatheredBytes(): number;
    /** Gathers `unit` now (a gather already in flight is waited for). */
    gather(unit: ShardedUnit, kind: 'forward all-gather' | 'backward all-gather'): void;
    private notePeak;
    private gatheredBytes;
    /** Gathers every unit and keeps them gathered until as many {@link unpin} calls (pins nest). */
    pin(): void;
    /** Undoes one {@link pin} (`all`: every one); returns whether none is left, so that the caller may free the units. */
    unpin(all?: boolean): boolean;
    remove(): void;
}
