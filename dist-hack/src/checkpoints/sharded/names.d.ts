import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
/** A tensor leaf of the payload that the sharded layout stores by name. */
export interface NamedLeaf {
    fqn: string;
    /** Where it sits in the payload. */
    path: string[];
    value: Tensor | ShardedTensor;
}
/**
 * Splits a runner payload (`TorchRunner.stateDict()`) into the tensors stored by fully
 * qualified name and the rest (the per-rank non-tensor state). The names, which sharding
 * strategies must use for their `ShardedTensor` leaves too:
 *
 * - `model.<name>`: `payload.model[<name>]`, the unsharded model's state-dict key
 *   (`model.fc1.weight`);
 * - `optim.state.<name>.<key>`: `payload.optimizer.state[<i>][<key>]`, where `<name>` is the
 *   model parameter that optimizer index `i` steps (`optim.state.fc1.weight.exp_avg`,
 *   `optim.state.fc1.weight.momentum_buffer`); `paramNames[i]` gives the name, and an index
 *   without one is named `param<i>`;
 * - `ema.<path>`: every tensor under `payload.ema`, its keys joined by dots.
 *
 * A {@link ShardedTensor} leaf is stored as its chunks (every rank its own); a plain
 * {@link Tensor} leaf is replicated and stored once, by rank 0. Everything else (the config
 * snapshot, counters, RNG state, loader positions, optimizer `param_groups`, non-tensor
 * per-parameter values such as a numeric `step`) stays in the rank's state file.
 */
export declare function splitPayload(payload: Record<string, unknown>, paramNames: readonly (string | null)[]): {
    leaves: NamedLeaf[];
    rest: Record<string, unknown>;
};
/**
 * Puts loaded tensors back into a payload read from a state file, at their paths; an
 * optimizer entry goes to the index that its parameter name has in `paramNames` now.
 *
 * @throws Error naming a stored optimizer entry whose parameter this run does not have
 */
export declare function joinPayload(rest: Record<string, unknown>, leaves: readonly {
    fqn: string;
    path: readonly string[];
    value: unknown;
}[], paramNames: readonly (string | null)[]): Record<string, unknown>;
