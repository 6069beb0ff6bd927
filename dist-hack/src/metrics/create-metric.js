import { didYouMean } from '../config/suggest.js';
import { Accuracy } from './accuracy.js';
import { F1 } from './f1.js';
import { MAE, MSE } from './regression.js';
import { TopK } from './top-k.js';
const FACTORIES = {
    accuracy: () => new Accuracy(),
    f1: () => new F1(),
    f1_macro: () => new F1({ average: 'macro' }),
    f1_micro: () => new F1({ average: 'micro' }),
    mse: () => new MSE(),
    mae: () => new MAE(),
};
/** The names {@link createMetric} knows; `top{k}` stands for any positive k. */
export const METRIC_NAMES = ['accuracy', 'top1', 'top5', 'top{k}', 'f1', 'f1_macro', 'f1_micro', 'mse', 'mae'];
/**
 * A metric by name: `accuracy`, `top1` … `top10` (any `top{k}`), `f1` (binary for a binary
 * output, else macro), `f1_macro`, `f1_micro`, `mse`, `mae`. An unknown name throws an error
 * that suggests the closest known one.
 */
export function createMetric(name) {
    const factory = FACTORIES[name];
    if (factory)
        return factory();
    const topK = /^top(\d+)$/.exec(name);
    if (topK) {
        const k = Number(topK[1]);
        if (k < 1)
            throw new RangeError(`metric '${name}': k must be at least 1, e.g. 'top1' or 'top5'`);
        return new TopK(k);
    }
    const candidates = [...Object.keys(FACTORIES), ...Array.from({ length: 10 }, (_, i) => `top${i + 1}`)];
    const suggestion = didYouMean(name, candidates);
    throw new Error(`unknown metric '${name}'${suggestion ? `; did you mean '${suggestion}'?` : ''} ` +
        `Known metrics: ${METRIC_NAMES.join(', ')}; or pass a Metric object.`);
}
//# sourceMappingURL=create-metric.js.map