// Every key of DeepSpeed's config reference (docs/_pages/config-json.md, runtime/config.py,
// runtime/zero/config.py, runtime/constants.py), classified: applied with DeepSpeed's meaning,
// accepted without effect (it changes nothing on a run here, and the run says so once), or
// refused with the equivalent option or the reason it is not built.

/** How one ds_config key is treated. */
export type KeyRule =
  /** Mapped onto this config by the expansion; the text says onto what. */
  | { kind: 'applied'; onto: string }
  /** Changes nothing here, whatever its value; the text says why. */
  | { kind: 'noEffect'; why: string }
  /** Changes nothing at the values `inert` accepts (DeepSpeed's default among them); refused otherwise. */
  | { kind: 'inertOr'; inert: (value: unknown) => boolean; why: string; refuse: string }
  /** Refused at any value. */
  | { kind: 'refused'; why: string }
  /** An object whose keys are classified one by one. */
  | { kind: 'block'; keys: Record<string, KeyRule>; onto?: string };

const applied = (onto: string): KeyRule => ({ kind: 'applied', onto });
const noEffect = (why: string): KeyRule => ({ kind: 'noEffect', why });
const refused = (why: string): KeyRule => ({ kind: 'refused', why });
const inertOr = (inert: (value: unknown) => boolean, why: string, refuse: string): KeyRule => ({ kind: 'inertOr', inert, why, refuse });
const block = (keys: Record<string, KeyRule>, onto?: string): KeyRule => ({ kind: 'block', keys, ...(onto ? { onto } : {}) });

const isFalse = (v: unknown): boolean => v === false || v === null;
const isTrue = (v: unknown): boolean => v === true;
const isNoneOrFp32 = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && ['fp32', 'float32', 'torch.float32'].includes(v.toLowerCase()));

/** A block that only does something when `enabled` is true: disabled it changes nothing, enabled it is refused. */
function featureBlock(what: string, refuse: string): KeyRule {
  return inertOr((v) => typeof v === 'object' && v !== null && !Array.isArray(v) && (v as Record<string, unknown>).enabled !== true, `${what}, disabled`, refuse);
}

/** `offload_param` / `offload_optimizer`: device none changes nothing; cpu is checked against the run's device at setup. */
const offload = (what: string): KeyRule =>
  block({
    device: applied(`deepspeed.offload (${what}): 'none' changes nothing; 'cpu' is accepted on a CPU run, where the ${what} live in host memory already, and refused on a GPU (CPU offload is not built); 'nvme' is refused (NVMe offload is not built)`),
    nvme_path: noEffect('read by NVMe offload only'),
    pin_memory: noEffect('page-locked host buffers for offload transfers'),
    buffer_count: noEffect('offload transfer buffers'),
    buffer_size: noEffect('offload transfer buffers'),
    max_in_cpu: noEffect('NVMe offload only'),
    ratio: inertOr((v) => v === 1 || v === 1.0, 'the whole optimizer step offloaded (1.0)', 'partial optimizer offload (ratio < 1) is not built'),
    fast_init: noEffect('NVMe offload initialisation'),
    pipeline: noEffect('NVMe offload overlap'),
    pipeline_read: noEffect('NVMe offload overlap'),
    pipeline_write: noEffect('NVMe offload overlap'),
  });

/** `zero_optimization`. */
export const ZERO_KEYS: Record<string, KeyRule> = {
  stage: applied('deepspeed.stage'),
  allgather_partitions: inertOr(isTrue, 'the engine all-gathers updated partitions (true)', 'all-reducing whole parameters instead of all-gathering partitions (false) is not built; leave it true'),
  allgather_bucket_size: applied('deepspeed.allgatherBucketSize'),
  overlap_comm: applied('deepspeed.overlapComm'),
  reduce_scatter: inertOr(isTrue, 'the engine reduce-scatters gradients (true)', 'all-reducing whole gradients instead of reduce-scattering them (false) is not built; leave it true'),
  reduce_bucket_size: applied('deepspeed.reduceBucketSize'),
  contiguous_gradients: noEffect('gradient buffers are laid out by the engine; the layout does not change the math'),
  load_from_fp32_weights: inertOr(isTrue, 'checkpoints restore the fp32 weights (true)', 'restoring the fp16 weights instead of the fp32 ones (false) is not built'),
  elastic_checkpoint: noEffect('sharded checkpoints reload onto any world size already'),
  grad_hooks: inertOr(isTrue, 'gradients are reduced from autograd hooks (true)', 'reduction without gradient hooks (false) is not built'),
  round_robin_gradients: noEffect('an ordering of the offloaded gradient copies; the math is the same'),
  offload_param: offload('parameters'),
  offload_optimizer: offload('optimizer states'),
  cpu_offload: applied('deepspeed.offload (deprecated spelling of offload_optimizer.device: cpu)'),
  cpu_offload_param: applied('deepspeed.offload (deprecated spelling of offload_param.device: cpu)'),
  cpu_offload_use_pin_memory: noEffect('page-locked host buffers for offload transfers'),
  sub_group_size: noEffect('stage 3 steps the optimizer over all of a rank\'s partition at once; grouping does not change the math'),
  stage3_prefetch_bucket_size: applied('deepspeed.stage3PrefetchBucketSize'),
  prefetch_bucket_size: applied('deepspeed.stage3PrefetchBucketSize'),
  stage3_param_persistence_threshold: applied('deepspeed.stage3ParamPersistenceThreshold'),
  param_persistence_threshold: applied('deepspeed.stage3ParamPersistenceThreshold'),
  stage3_model_persistence_threshold: noEffect('a cap on persistent parameters; the math is the same'),
  model_persistence_threshold: noEffect('a cap on persistent parameters; the math is the same'),
  stage3_max_live_parameters: noEffect('stage 3 gathers one module at a time and frees it after use; the cap changes memory, not the math'),
  max_live_parameters: noEffect('stage 3 gathers one module at a time and frees it after use; the cap changes memory, not the math'),
  stage3_max_reuse_distance: noEffect('stage 3 frees a module\'s parameters after use; the distance changes memory, not the math'),
  max_reuse_distance: noEffect('stage 3 frees a module\'s parameters after use; the distance changes memory, not the math'),
  stage3_gather_16bit_weights_on_model_save: noEffect('checkpoints hold whole fp32 parameters (consolidated from the shards)'),
  gather_16bit_weights_on_model_save: noEffect('checkpoints hold whole fp32 parameters (consolidated from the shards)'),
  stage3_gather_fp16_weights_on_model_save: noEffect('checkpoints hold whole fp32 parameters (consolidated from the shards)'),
  stage3_module_granularity_threshold: noEffect('a leaf-module grouping for prefetch; the math is the same'),
  module_granularity_threshold: noEffect('a leaf-module grouping for prefetch; the math is the same'),
  stage3_use_all_reduce_for_fetch_params: noEffect('how parameters are fetched; the math is the same'),
  use_all_reduce_for_fetch_params: noEffect('how parameters are fetched; the math is the same'),
  ignore_unused_parameters: noEffect('parameters without a gradient are reduced as zeros either way'),
  legacy_stage1: inertOr(isFalse, 'the current stage 1 (false)', 'the legacy stage 1 implementation is not built'),
  use_multi_rank_bucket_allreduce: noEffect('a bucketing choice of DeepSpeed\'s reduction; the math is the same'),
  zero_hpz_partition_size: inertOr((v) => v === 1 || v === 0, 'one partition group (1)', 'hierarchical partitioning (ZeRO++ hpZ) is not built; use 1'),
  zero_quantized_weights: inertOr(isFalse, 'full-precision all-gathers (false)', 'quantized weight all-gathers (ZeRO++ qwZ) are not built'),
  zero_quantized_nontrainable_weights: inertOr(isFalse, 'full-precision weights (false)', 'quantized non-trainable weights are not built'),
  zero_quantized_gradients: inertOr(isFalse, 'full-precision gradient reduction (false)', 'quantized gradient reduction (ZeRO++ qgZ) is not built'),
  zeropp_loco_param: inertOr((v) => v === null, 'no LoCo error feedback (null)', 'ZeRO++ LoCo error feedback is not built'),
  mics_shard_size: inertOr((v) => v === -1, 'MiCS off (-1)', 'MiCS sub-group sharding is not built; shard over the whole data-parallel group (-1)'),
  mics_hierarchical_params_gather: inertOr(isFalse, 'MiCS off (false)', 'MiCS hierarchical gathers are not built'),
  memory_efficient_linear: noEffect('a memory-saving linear autograd function of DeepSpeed\'s; the math is the same'),
  pipeline_loading_checkpoint: noEffect('a loading shortcut of DeepSpeed\'s pipeline engine'),
  override_module_apply: noEffect('a hook DeepSpeed installs on Module.apply under stage 3'),
  log_trace_cache_warnings: noEffect('warnings of DeepSpeed\'s prefetch trace'),
};

/** `fp16`. */
export const FP16_KEYS: Record<string, KeyRule> = {
  enabled: applied("precision: fp16 (autocast with a gradient scaler; 'auto' keeps this config's precision)"),
  auto_cast: noEffect('fp16 here is always autocast over fp32 weights'),
  loss_scale: applied('deepspeed.lossScale.lossScale (0: dynamic; else a static scale)'),
  initial_scale_power: applied('deepspeed.lossScale.initialScalePower (first scale 2^power)'),
  loss_scale_window: applied('deepspeed.lossScale.lossScaleWindow (clean steps before the scale doubles)'),
  hysteresis: applied('deepspeed.lossScale.hysteresis (overflows tolerated before the scale halves)'),
  consecutive_hysteresis: applied('deepspeed.lossScale.consecutiveHysteresis'),
  min_loss_scale: applied('deepspeed.lossScale.minLossScale'),
  fp16_master_weights_and_grads: inertOr(isFalse, 'fp32 master weights (false)', 'fp16 master weights and gradients are not built'),
};

/** `bf16` (and its old name `bfloat16`). */
export const BF16_KEYS: Record<string, KeyRule> = {
  enabled: applied("precision: bf16 (autocast; 'auto' keeps this config's precision)"),
  immediate_grad_update: noEffect('when DeepSpeed\'s bf16 optimizer applies accumulated gradients; the update is the same'),
  check_grad_overflow: noEffect('bf16 needs no overflow check; non-finite gradients are handled by the nonfinite section'),
  // fp16's loss-scale keys copied into a bf16 block: DeepSpeed ignores them there.
  loss_scale: noEffect('bf16 is not loss-scaled; DeepSpeed ignores the key in the bf16 block'),
  loss_scale_window: noEffect('bf16 is not loss-scaled; DeepSpeed ignores the key in the bf16 block'),
  initial_scale_power: noEffect('bf16 is not loss-scaled; DeepSpeed ignores the key in the bf16 block'),
  hysteresis: noEffect('bf16 is not loss-scaled; DeepSpeed ignores the key in the bf16 block'),
  min_loss_scale: noEffect('bf16 is not loss-scaled; DeepSpeed ignores the key in the bf16 block'),
};

/** `activation_checkpointing`. */
export const ACTIVATION_CHECKPOINTING_KEYS: Record<string, KeyRule> = {
  partition_activations: noEffect('without a tensor-parallel axis the activations partition over a group of one, as in DeepSpeed'),
  cpu_checkpointing: inertOr(isFalse, 'checkpoints stay on the device (false)', 'moving checkpointed activations to the CPU is not built'),
  contiguous_memory_optimization: noEffect('a buffer layout for checkpointed activations; the math is the same'),
  number_checkpoints: noEffect('sizes the contiguous buffers only'),
  synchronize_checkpoint_boundary: noEffect('a device synchronize around checkpoints; the math is the same'),
  profile: noEffect('timing prints of checkpointed forwards'),
};

/** `optimizer.params` keys besides the mapped ones (lr, betas, eps, weight_decay, momentum). */
export const OPTIMIZER_PARAM_KEYS: Record<string, KeyRule> = {
  lr: applied('optim.lr'),
  betas: applied('optim.betas'),
  eps: applied('optim.eps'),
  weight_decay: applied('optim.weightDecay'),
  momentum: applied('optim.momentum'),
  nesterov: applied('optim.options.nesterov'),
  dampening: applied('optim.options.dampening'),
  amsgrad: applied('optim.options.amsgrad'),
  adam_w_mode: applied("optim.name: Adam with adam_w_mode true (DeepSpeed's default) is adamw; false is adam"),
  torch_adam: noEffect('which Adam kernel DeepSpeed runs; the update is the same'),
  bias_correction: inertOr(isTrue, "Adam's bias correction (true)", 'Adam without bias correction is not built'),
  fused: noEffect('a kernel choice; the update is the same'),
  foreach: noEffect('a kernel choice; the update is the same'),
  max_grad_norm: refused('clip with the top-level gradient_clipping (this config: maxGradNorm)'),
  lr_decay: applied('optim.options.lrDecay'),
  initial_accumulator_value: applied('optim.options.initialAccumulatorValue'),
  alpha: applied('optim.options.alpha'),
  centered: applied('optim.options.centered'),
};

/** Top-level keys. */
export const TOP_LEVEL_KEYS: Record<string, KeyRule> = {
  train_batch_size: applied('the global batch: dataloader.batchSize × accumSteps × data-parallel world size'),
  train_micro_batch_size_per_gpu: applied('dataloader.batchSize'),
  gradient_accumulation_steps: applied('accumSteps'),
  optimizer: applied('optim'),
  scheduler: applied("sched (DeepSpeed's schedules by their names)"),
  communication_data_type: inertOr(isNoneOrFp32, 'gradients reduce in fp32', 'reducing gradients in a lower precision is not built; set null or "fp32"'),
  seq_parallel_communication_data_type: noEffect('no sequence parallelism under stack: deepspeed'),
  seq_parallel_comm_data_type: noEffect('no sequence parallelism under stack: deepspeed'),
  prescale_gradients: noEffect('the reduction gives the mean of the gradients either way; dividing first only moves where fp16 rounds, and gradients reduce in fp32 here'),
  gradient_predivide_factor: noEffect('the reduction gives the mean of the gradients whatever the split of the division; it only moves where fp16 rounds, and gradients reduce in fp32 here'),
  sparse_gradients: inertOr(isFalse, 'dense gradients (false)', 'sparse embedding gradients are not built'),
  fp16: block(FP16_KEYS, 'precision and deepspeed.lossScale'),
  bf16: block(BF16_KEYS, 'precision'),
  bfloat16: block(BF16_KEYS, 'precision'),
  amp: featureBlock('NVIDIA Apex amp', 'Apex amp is not built; use fp16 or bf16 (this config: precision)'),
  gradient_clipping: applied('maxGradNorm (0: no clipping)'),
  zero_optimization: block(ZERO_KEYS, 'the deepspeed section'),
  zero_allow_untested_optimizer: noEffect('every optimizer of this config runs under every stage'),
  zero_force_ds_cpu_optimizer: noEffect('there is no separate CPU optimizer to force'),
  aio: noEffect('asynchronous I/O for NVMe offload, which is not built'),
  activation_checkpointing: block(ACTIVATION_CHECKPOINTING_KEYS, 'deepspeed.activationCheckpointing: true (each block recomputed in backward)'),
  sparse_attention: refused('DeepSpeed\'s sparse attention kernels are a model-building feature; not built'),
  flops_profiler: noEffect('prints a FLOPs profile; the profile section records step traces'),
  autotuning: featureBlock('autotuning', 'autotuning is not built'),
  steps_per_print: applied('logInterval'),
  wall_clock_breakdown: noEffect('prints timings; the profile section records step traces'),
  dump_state: noEffect('prints the engine state at start'),
  memory_breakdown: noEffect('prints memory use; memory is in the step logs'),
  tensorboard: applied('logging.tensorboard (enabled); output_path and job_name change where, not what'),
  wandb: featureBlock('Weights & Biases logging', 'Weights & Biases logging is not built; logging.tensorboard writes TensorBoard event files'),
  comet: featureBlock('Comet logging', 'Comet logging is not built; logging.tensorboard writes TensorBoard event files'),
  csv_monitor: featureBlock('CSV monitor', 'the CSV monitor is not built; the results file holds every logged value'),
  comms_logger: noEffect('prints communication timings'),
  elasticity: featureBlock('elastic batch sizes', 'elastic batch sizes are not built; a resume on another world size keeps train_batch_size'),
  checkpoint: block({
    tag_validation: noEffect('checkpoints are named by step and checked by the config-change check'),
    load_universal: noEffect('sharded checkpoints reload onto any world size already'),
    use_node_local_storage: noEffect('checkpoints are written to the workspace'),
    parallel_write: noEffect('a write-parallelism choice'),
  }),
  data_types: block({ grad_accum_dtype: inertOr(isNoneOrFp32, 'gradients accumulate in fp32', 'accumulating gradients in a lower precision is not built; set null or "fp32"') }),
  dataloader_drop_last: applied('dataloader.dropLast'),
  data_efficiency: featureBlock('data efficiency', 'curriculum learning and data routing are not built'),
  curriculum_learning: featureBlock('curriculum learning', 'curriculum learning is not built'),
  eigenvalue: featureBlock('eigenvalue computation', 'eigenvalue computation is not built'),
  progressive_layer_drop: featureBlock('progressive layer drop', 'progressive layer drop is not built'),
  quantize_training: featureBlock('quantization-aware training', 'quantization-aware training is not built'),
  compression_training: noEffect('read by DeepSpeed\'s compression library only (deepspeed.compression.init_compression), which a script calls itself'),
  pipeline: noEffect('read by DeepSpeed\'s PipelineModule only; pipeline parallelism here is stack: parallel'),
  hybrid_engine: featureBlock('the hybrid (RLHF) engine', 'the hybrid engine is not built'),
  tensor_parallel: inertOr(
    (v) => typeof v === 'object' && v !== null && [undefined, 0, 1].includes((v as Record<string, unknown>).autotp_size as number),
    'no tensor parallelism (autotp_size 0 or 1)',
    'automatic tensor parallelism is not built under stack: deepspeed; use stack: parallel with parallel.tensor',
  ),
  sequence_parallel_size: inertOr((v) => v === 1, 'no sequence parallelism (1)', 'sequence parallelism is not built under stack: deepspeed; use stack: parallel with parallel.context'),
  compile: featureBlock('torch.compile', 'torch.compile is not available from libtorch'),
  disable_allgather: noEffect('DeepSpeed reads it and never uses it'),
  vocabulary_size: noEffect('DeepSpeed only warns about tensor-core alignment with it'),
  timers: noEffect('DeepSpeed\'s throughput timers'),
  graph_harvesting: noEffect('a CUDA-graph capture choice; the math is the same'),
  use_data_before_expert_parallelism: noEffect('no expert parallelism under stack: deepspeed'),
  nebula: noEffect('an Azure checkpoint service; checkpoints are written to the workspace'),
  legacy_fusion: noEffect('a kernel choice; the update is the same'),
  weight_quantization: featureBlock('weight quantization', 'weight quantization is not built'),
  zero_optimization_stage: refused('write zero_optimization: { stage: N }'),
  memory_efficient_linear: noEffect('a memory-saving linear autograd function of DeepSpeed\'s; the math is the same'),
};

/** Keys this config's `deepspeed` section holds itself (what the expansion writes). */
export const OWN_KEYS = [
  'stage',
  'accumulation',
  'reduceBucketSize',
  'allgatherBucketSize',
  'overlapComm',
  'stage3PrefetchBucketSize',
  'stage3ParamPersistenceThreshold',
  'trainBatchSize',
  'rederive',
  'offload',
  'lossScale',
  'activationCheckpointing',
  'withoutEffect',
] as const;
