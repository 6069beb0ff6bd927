import { shardingOptionsFrom, strategyForStack } from './setup/stack-strategy.js';
import { TorchRunner } from './torch-runner.js';
/**
 * The `deepspeed` stack (alias `ds`): a {@link TorchRunner} whose strategy is the sharding
 * engine, ZeRO's stages over c10d (`deepspeed.stage`: 1 partitions the optimizer state, 2 the
 * gradients too, 3 the parameters as well). The config's `deepspeed` section takes DeepSpeed's `ds_config.json` keys
 * inline or from `deepspeed.config`.
 *
 * A plain `TorchRunner` subclass runs the same engine under `stack: deepspeed`: subclass
 * `DeepSpeedRunner` only to override {@link shardingOptions}.
 */
export class DeepSpeedRunner extends TorchRunner {
    /**
     * The sharding engine's options.
     *
     * Called when: once, from {@link createStrategy} at the start of setup.
     * Returns: the stage, accumulation mode and bucket size of the config's `deepspeed` section.
     * Backend notes: add a mixed-precision policy (`mixedPrecision: { reduceDtype: 'bfloat16' }`) here.
     */
    shardingOptions() {
        return shardingOptionsFrom(this.config);
    }
    createStrategy() {
        return strategyForStack({ ...this.config, stack: 'deepspeed' }, () => this.shardingOptions());
    }
}
//# sourceMappingURL=deepspeed-runner.js.map