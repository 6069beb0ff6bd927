import { CHECKPOINT_COMPONENTS } from '../config/index.js';
/**
 * The payload key naming the components a checkpoint holds. Written only when a checkpoint
 * holds fewer than all of them; it is the marker that makes a checkpoint without `model`
 * a valid one (without it, a missing `model` means a partial or damaged file).
 */
export const COMPONENTS_KEY = 'components';
/** The components `config.checkpoint.components` selects (every one when unset). */
export function checkpointComponents(config) {
    return new Set((config.checkpoint.components ?? CHECKPOINT_COMPONENTS));
}
/** Whether `components` is every component (a checkpoint that needs no marker). */
export function isEveryComponent(components) {
    return CHECKPOINT_COMPONENTS.every((c) => components.has(c));
}
/**
 * The components a read payload says it holds: its marker when present, else every one (a
 * checkpoint written before components existed, or with all of them). Null when the marker
 * is there but malformed.
 */
export function payloadComponents(payload) {
    const marker = payload[COMPONENTS_KEY];
    if (marker === undefined)
        return new Set(CHECKPOINT_COMPONENTS);
    const known = CHECKPOINT_COMPONENTS;
    if (!Array.isArray(marker) || !marker.every((c) => typeof c === 'string' && known.includes(c)))
        return null;
    return new Set(marker);
}
/** The counters of a payload's `state` that the `trainer` component holds. */
const COUNTERS = ['epoch', 'global_step', 'micro_step', 'skipped_steps', 'rollbacks', 'skipped_batches'];
/**
 * A read payload without what `components` leaves out (a resume restores only the components
 * the current config chooses): the keys {@link checkpointComponents} maps each component to.
 * The payload itself when every component is chosen.
 */
export function restrictToComponents(payload, components) {
    if (isEveryComponent(components))
        return payload;
    const out = { ...payload };
    const drop = (c, keys) => {
        if (!components.has(c))
            for (const k of keys)
                delete out[k];
    };
    drop('model', ['model', 'ema']);
    drop('optimizer', ['optimizer', 'scaler']);
    drop('scheduler', ['scheduler']);
    drop('trainer', ['results']);
    drop('dataset', ['dataloaders']);
    const state = out.state;
    if (state && typeof state === 'object' && (!components.has('trainer') || !components.has('rng'))) {
        const kept = { ...state };
        if (!components.has('trainer'))
            for (const k of COUNTERS)
                delete kept[k];
        if (!components.has('rng'))
            delete kept.rng;
        out.state = kept;
    }
    return out;
}
//# sourceMappingURL=components.js.map