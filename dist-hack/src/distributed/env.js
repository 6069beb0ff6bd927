/** PyTorch's default rendezvous port. */
export const DEFAULT_MASTER_PORT = 29500;
function intVar(env, name, fallback) {
    const v = env[name];
    if (v === undefined || v === '') {
        if (fallback !== undefined)
            return fallback;
        throw new Error(`distributed environment: ${name} is not set`);
    }
    if (!/^\d+$/.test(v.trim()))
        throw new Error(`distributed environment: ${name} must be a non-negative integer, got '${v}'`);
    return Number(v.trim());
}
/**
 * The first host of a SLURM node list: `node[03-05,07],gpu1` -> `node03`, `a,b` -> `a`.
 */
export function firstSlurmHost(nodeList) {
    const s = nodeList.trim();
    let depth = 0;
    let end = s.length;
    for (let i = 0; i < s.length; i++) {
        if (s[i] === '[')
            depth++;
        else if (s[i] === ']')
            depth--;
        else if (s[i] === ',' && depth === 0) {
            end = i;
            break;
        }
    }
    // Each bracketed range contributes its first value: `rack[1-2]-n[4-5]` -> `rack1-n4`.
    return s.slice(0, end).replace(/\[([^\]]*)\]/g, (_, range) => range.split(',')[0].split('-')[0]);
}
/** Tasks on this node from SLURM_TASKS_PER_NODE (`2(x3),1`) for node SLURM_NODEID. */
function slurmLocalWorldSize(env) {
    const perNode = env.SLURM_NTASKS_PER_NODE;
    if (perNode && /^\d+$/.test(perNode))
        return Number(perNode);
    const spec = env.SLURM_TASKS_PER_NODE;
    if (!spec)
        return undefined;
    const node = Number(env.SLURM_NODEID ?? 0);
    let index = 0;
    for (const part of spec.split(',')) {
        const m = /^(\d+)(?:\(x(\d+)\))?$/.exec(part.trim());
        if (!m)
            return undefined;
        const count = Number(m[2] ?? 1);
        if (node < index + count)
            return Number(m[1]);
        index += count;
    }
    return undefined;
}
/** Reads the process's distributed environment (a single process when none is set). */
export function readDistributedEnv(env = process.env) {
    const restartCount = intVar(env, 'TORCHELASTIC_RESTART_COUNT', 0);
    const useAgentStore = env.TORCHELASTIC_USE_AGENT_STORE === 'True';
    if (env.RANK !== undefined || env.WORLD_SIZE !== undefined) {
        const rank = intVar(env, 'RANK');
        const worldSize = intVar(env, 'WORLD_SIZE');
        if (worldSize < 1 || rank >= worldSize)
            throw new Error(`distributed environment: RANK=${rank} is not in 0..WORLD_SIZE-1 (WORLD_SIZE=${worldSize})`);
        const localWorldSize = intVar(env, 'LOCAL_WORLD_SIZE', worldSize);
        const localRank = intVar(env, 'LOCAL_RANK', rank % localWorldSize);
        return {
            rank,
            localRank,
            worldSize,
            localWorldSize,
            masterAddr: env.MASTER_ADDR || '127.0.0.1',
            masterPort: intVar(env, 'MASTER_PORT', DEFAULT_MASTER_PORT),
            restartCount,
            useAgentStore,
            source: 'torchrun',
        };
    }
    if (env.SLURM_PROCID !== undefined && env.SLURM_NTASKS !== undefined) {
        const rank = intVar(env, 'SLURM_PROCID');
        const worldSize = intVar(env, 'SLURM_NTASKS');
        const localRank = intVar(env, 'SLURM_LOCALID', 0);
        const nodeList = env.SLURM_STEP_NODELIST ?? env.SLURM_JOB_NODELIST ?? env.SLURM_NODELIST;
        // Without MASTER_PORT, every task of a job derives the same port from the job id.
        const jobId = env.SLURM_JOB_ID ?? env.SLURM_JOBID;
        const port = env.MASTER_PORT ? intVar(env, 'MASTER_PORT') : jobId && /^\d+$/.test(jobId) ? 15000 + (Number(jobId) % 10000) : DEFAULT_MASTER_PORT;
        return {
            rank,
            localRank,
            worldSize,
            localWorldSize: slurmLocalWorldSize(env) ?? 1,
            masterAddr: env.MASTER_ADDR || (nodeList ? firstSlurmHost(nodeList) : '127.0.0.1'),
            masterPort: port,
            restartCount,
            useAgentStore: false,
            source: 'slurm',
        };
    }
    return {
        rank: 0,
        localRank: 0,
        worldSize: 1,
        localWorldSize: 1,
        masterAddr: env.MASTER_ADDR || '127.0.0.1',
        masterPort: intVar(env, 'MASTER_PORT', DEFAULT_MASTER_PORT),
        restartCount,
        useAgentStore: false,
        source: 'none',
    };
}
/** Whether the environment describes more than one process. */
export function isDistributedEnv(env = process.env) {
    return readDistributedEnv(env).worldSize > 1;
}
//# sourceMappingURL=env.js.map