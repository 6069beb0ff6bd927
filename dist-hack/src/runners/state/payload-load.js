import { disposeTree, snapshotTree } from '../../checkpoints/tree.js';
import { scope } from '../../torch/scope.js';
/**
 * Restores a runner payload so that it changes everything or nothing: the model's and the
 * optimizer's loads are checked and prepared first (nothing changes yet); then the other
 * parts load in order, each after its current state was taken, and a failure restores the
 * ones already loaded; only when all of them succeeded are the model and the optimizer
 * committed (which cannot fail). `get` reads one key of the payload; absent keys are skipped.
 *
 * @throws Error `cannot restore '<part>': <why>`, with every part as it was
 */
export function loadPayload(target, get) {
    const prepared = [];
    const undo = [];
    const before = [];
    let current = '';
    try {
        current = 'model';
        if (get('model') !== undefined)
            prepared.push((target.prepareModel ?? ((sd) => target.model.prepareLoadStateDict(sd)))(get('model')));
        current = 'optimizer';
        if (get('optimizer') !== undefined && target.optimizer)
            prepared.push(target.optimizer.prepareLoadStateDict(get('optimizer')));
        for (const [name, part] of target.parts) {
            current = name;
            const saved = get(name);
            if (saved === undefined || !part)
                continue;
            // Its state now, with copies of its tensors (that loading it cannot change).
            const { tree } = scope(() => snapshotTree(part.stateDict()));
            before.push(tree);
            undo.push(() => part.loadStateDict(tree));
            part.loadStateDict(saved);
        }
    }
    catch (err) {
        for (const u of undo.reverse())
            u();
        for (const p of prepared)
            p.abort();
        throw new Error(`loadStateDict: cannot restore '${current}': ${err.message}`, { cause: err });
    }
    finally {
        for (const t of before)
            disposeTree(t);
    }
    for (const p of prepared)
        p.commit();
}
//# sourceMappingURL=payload-load.js.map