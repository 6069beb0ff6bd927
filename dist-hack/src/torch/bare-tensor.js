import { Tensor } from './tensor.js';
/**
 * When `value` is a Tensor where a dict of them was expected (a state dict, a checkpoint),
 * a sentence saying so and what to pass instead; else null.
 */
export function bareTensorProblem(value, expected) {
    if (!(value instanceof Tensor))
        return null;
    return (`expected ${expected} but received a single Tensor (${value.dtype} [${value.shape.join(', ')}]). ` +
        "A state dict maps names to tensors, e.g. model.stateDict(); save one with torch.save(model.stateDict(), path)");
}
//# sourceMappingURL=bare-tensor.js.map