/** One action of a pipeline stage: a micro-batch's forward or backward. */
export interface PipelineAction {
  op: 'forward' | 'backward';
  microbatch: number;
}

/**
 * The 1F1B (one forward, one backward) order of stage `stage` of `stages` over `microbatches`
 * micro-batches: min(stages − stage − 1, microbatches) warm-up forwards, then alternating
 * forward/backward pairs, then the remaining backwards. Backwards run in micro-batch order, so
 * each parameter's gradient accumulates in the same order as one process looping over the
 * micro-batches; at most `stages − stage` micro-batches' activations are alive at once.
 */
export function oneForwardOneBackward(stage: number, stages: number, microbatches: number): PipelineAction[] {
  if (!Number.isInteger(stages) || stages < 1) throw new RangeError(`1F1B schedule: stages must be a positive integer, got ${stages}`);
  if (!Number.isInteger(stage) || stage < 0 || stage >= stages) throw new RangeError(`1F1B schedule: stage ${stage} is not in 0..${stages - 1}`);
  if (!Number.isInteger(microbatches) || microbatches < 1) throw new RangeError(`1F1B schedule: microbatches must be a positive integer, got ${microbatches}`);
  const warmup = Math.min(stages - stage - 1, microbatches);
  const actions: PipelineAction[] = [];
  let f = 0;
  let b = 0;
  for (; f < warmup; f++) actions.push({ op: 'forward', microbatch: f });
  for (; f < microbatches; f++, b++) {
    actions.push({ op: 'forward', microbatch: f });
    actions.push({ op: 'backward', microbatch: b });
  }
  for (; b < microbatches; b++) actions.push({ op: 'backward', microbatch: b });
  return actions;
}
