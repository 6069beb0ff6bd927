/**
 * Expands DeepSpeed's ds_config keys in `config.deepspeed` (inline, or read from the JSON file
 * `deepspeed.config` names, relative to `cwd`) onto this config, with DeepSpeed's meaning:
 * `zero_optimization.*` onto `deepspeed.*`, the batch keys onto `dataloader.batchSize` and
 * `accumSteps` by DeepSpeed's arithmetic over `worldSize` (kept as `deepspeed.trainBatchSize`),
 * `gradient_clipping` onto `maxGradNorm`, `bf16`/`fp16` onto `precision` (and the loss-scale
 * keys onto `deepspeed.lossScale`), `optimizer` onto `optim`, `scheduler` onto `sched`
 * (DeepSpeed's own schedules), `steps_per_print` onto `logInterval`, and so on; keys that change
 * nothing here are listed in `deepspeed.withoutEffect`. Inline keys merge into the file's key by
 * key; `deepspeed.override` replaces the file's values explicitly. `"auto"` leaves this config's
 * own value in place, as the Hugging Face integration fills it from its arguments.
 *
 * @returns a new config object (the input is not modified); the input itself when there is no `deepspeed` section
 * @throws ConfigError naming every refused key, every contradiction, and the batch arithmetic's problem, at once
 */
export declare function expandDeepSpeedConfig(input: unknown, cwd?: string, worldSize?: number): unknown;
