// The runner's checkpoint payload: built from its parts (stateDict) and restored into them (loadStateDict).
import { COMPONENTS_KEY, isEveryComponent } from '../../checkpoints/components.js';
import { CHECKPOINT_COMPONENTS } from '../../config/index.js';
import { parameterAliases, withAliases } from '../../distributed/tied-parameters.js';
import { resultsFromStored, resultsToText } from '../../logging/results-writer.js';
import { Tensor } from '../../torch/tensor.js';
import { bareTensorProblem } from '../../torch/bare-tensor.js';
import { constantTree } from '../../torch/serialize/values.js';
import { checkpointBackend } from '../checkpointing/context.js';
import { matchesJson } from './matches-json.js';
import { loadPayload } from './payload-load.js';
/** The payload of `parts` with `components` (see `TorchRunner.stateDict`); `config` is the frozen plain config. */
export function runnerStateDict(parts, components, config) {
    const has = (c) => components.has(c);
    const { strategy, model, optimizer } = parts;
    const payload = {
        runner: config,
        state: parts.state.stateDict({ counters: has('trainer'), rng: has('rng') }),
    };
    if (has('model'))
        payload.model = strategy?.modelStateDict?.(model) ?? model.stateDict();
    if (has('model') && parts.ema)
        payload.ema = parts.ema.stateDict();
    // A sharded optimizer's state is written by the sharded backend (each rank its chunks), never whole by one rank.
    if (has('optimizer') && optimizer && (!strategy?.optimizerStateIsSharded || checkpointBackend(parts.config) === 'sharded')) {
        payload.optimizer = strategy?.optimizerStateDict(optimizer) ?? optimizer.stateDict();
    }
    if (has('scheduler') && parts.scheduler)
        payload.scheduler = parts.scheduler.stateDict();
    if (has('optimizer') && parts.scaler)
        payload.scaler = parts.scaler.stateDict();
    if (has('dataset')) {
        const loaders = {};
        for (const [split, loader] of Object.entries(parts.dataloaders))
            loaders[split] = loader.stateDict();
        payload.dataloaders = loaders;
    }
    if (has('trainer'))
        payload.results = resultsToText(parts.results);
    if (!isEveryComponent(components))
        payload[COMPONENTS_KEY] = CHECKPOINT_COMPONENTS.filter(has);
    return payload;
}
/**
 * The config as a plain object for the checkpoint, frozen: the one from the last save while
 * the config is unchanged, so that a save converts it once.
 */
export class ConfigSnapshot {
    tree;
    of(config) {
        if (this.tree === undefined || !matchesJson(config, this.tree)) {
            this.tree = constantTree(JSON.parse(JSON.stringify(config)));
        }
        return this.tree;
    }
}
/**
 * Restores `payload` into `parts` (see `TorchRunner.loadStateDict`); returns the stored
 * results, for the runner to take (undefined when the payload has none).
 *
 * @throws Error naming the part that failed to load
 */
export function loadRunnerPayload(parts, payload) {
    if (payload === null || typeof payload !== 'object' || payload instanceof Tensor) {
        throw new TypeError(`loadStateDict: ${bareTensorProblem(payload, 'a runner checkpoint payload (an object from stateDict())') ?? 'expected a runner checkpoint payload (an object from stateDict())'}`);
    }
    const { strategy, model, optimizer } = parts;
    const get = (key) => (payload instanceof Map ? payload.get(key) : payload[key]);
    const loaders = (get('dataloaders') ?? {});
    const loaderParts = Object.entries(parts.dataloaders).map(([split, l]) => [`dataloaders.${split}`, l]);
    const restored = [['ema', parts.ema], ['scheduler', parts.scheduler], ['scaler', parts.scaler], ...loaderParts, ['state', parts.state]];
    const getPart = (key) => key.startsWith('dataloaders.') ? (loaders instanceof Map ? loaders.get(key.slice(12)) : loaders[key.slice(12)])
        : key === 'optimizer' && strategy && optimizer ? strategy.localOptimizerState(optimizer, get(key))
            // A checkpoint keeps a tied weight once, under its first name (the parallel stack's do): its other names take it.
            : key === 'model' && get(key) && typeof get(key) === 'object' ? withAliases(get(key), parameterAliases(model))
                : get(key);
    const storedResults = get('results');
    let results;
    try {
        results = storedResults === undefined ? undefined : resultsFromStored(storedResults);
    }
    catch (err) {
        throw new Error(`loadStateDict: cannot load 'results': ${err.message}`, { cause: err });
    }
    loadPayload({ model, prepareModel: strategy?.prepareModelLoad && ((sd) => strategy.prepareModelLoad(model, sd)), optimizer, parts: restored }, getPart);
    return results;
}
//# sourceMappingURL=runner-payload.js.map