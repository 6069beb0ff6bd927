/**
 * The backend `checkpoint.backend` names; `auto` is `sharded` for the deepspeed and parallel
 * stacks (whose optimizer state, pipeline stages or tensor-parallel parts no rank holds whole),
 * else `file`.
 */
export function checkpointBackend(config) {
    const b = config.checkpoint.backend;
    return b === 'auto' ? (config.stack === 'deepspeed' || config.stack === 'parallel' ? 'sharded' : 'file') : b;
}
//# sourceMappingURL=context.js.map