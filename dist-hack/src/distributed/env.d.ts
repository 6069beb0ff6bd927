/**
 * The distributed environment of this process, as torchrun (and `torchrunner launch`) or SLURM
 * describe it. torchrun's variables win; SLURM's are read when RANK/WORLD_SIZE are absent.
 */
export interface DistributedEnv {
    rank: number;
    localRank: number;
    worldSize: number;
    localWorldSize: number;
    masterAddr: string;
    masterPort: number;
    /** How many times the launcher restarted the group (TORCHELASTIC_RESTART_COUNT). */
    restartCount: number;
    /** Whether the launcher's agent already serves the TCPStore (torchrun: TORCHELASTIC_USE_AGENT_STORE=True). */
    useAgentStore: boolean;
    source: 'torchrun' | 'slurm' | 'none';
}
type Env = Record<string, string | undefined>;
/** PyTorch's default rendezvous port. */
export declare const DEFAULT_MASTER_PORT = 29500;
/**
 * The first host of a SLURM node list: `node[03-05,07],gpu1` -> `node03`, `a,b` -> `a`.
 */
export declare function firstSlurmHost(nodeList: string): string;
/** Reads the process's distributed environment (a single process when none is set). */
export declare function readDistributedEnv(env?: Env): DistributedEnv;
/** Whether the environment describes more than one process. */
export declare function isDistributedEnv(env?: Env): boolean;
export {};
