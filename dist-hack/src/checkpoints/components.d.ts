import { type CheckpointComponent, type RunnerConfig } from '../config/index.js';
/**
 * The payload key naming the components a checkpoint holds. Written only when a checkpoint
 * holds fewer than all of them; it is the marker that makes a checkpoint without `model`
 * a valid one (without it, a missing `model` means a partial or damaged file).
 */
export declare const COMPONENTS_KEY = "components";
/** The components `config.checkpoint.components` selects (every one when unset). */
export declare function checkpointComponents(config: Pick<RunnerConfig, 'checkpoint'>): ReadonlySet<CheckpointComponent>;
/** Whether `components` is every component (a checkpoint that needs no marker). */
export declare function isEveryComponent(components: ReadonlySet<CheckpointComponent>): boolean;
/**
 * The components a read payload says it holds: its marker when present, else every one (a
 * checkpoint written before components existed, or with all of them). Null when the marker
 * is there but malformed.
 */
export declare function payloadComponents(payload: Record<string, unknown>): ReadonlySet<CheckpointComponent> | null;
/**
 * A read payload without what `components` leaves out (a resume restores only the components
 * the current config chooses): the keys {@link checkpointComponents} maps each component to.
 * The payload itself when every component is chosen.
 */
export declare function restrictToComponents<T extends Record<string, unknown>>(payload: T, components: ReadonlySet<CheckpointComponent>): T;
