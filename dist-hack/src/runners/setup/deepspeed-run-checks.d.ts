import type { RunnerConfig } from '../../config/index.js';
/**
 * What a ds_config asked that only the run can check, once the device and the data-parallel
 * world size are known: CPU offload on a GPU (refused), and DeepSpeed's batch product against
 * the world size the strategy formed (the config derived it from the launcher's `WORLD_SIZE`).
 *
 * @returns the summary line of the ds_config keys accepted without effect, if any
 * @throws Error naming the offload key or the three batch values and the world size
 */
export declare function checkDeepSpeedRun(config: RunnerConfig, device: string, dataWorldSize: number): string | undefined;
