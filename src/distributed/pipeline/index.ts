export { checkSchedule, oneForwardOneBackward } from './schedule.js';
export type { PipelineAction } from './schedule.js';
export { StageLink } from './p2p.js';
export type { StageMessageKind } from './p2p.js';
export { PipelineStage } from './stage.js';
export type { Microbatch, PipelineStageOptions, PipelineStepOptions } from './stage.js';
export { SequentialSlice, splitSequential, evenSplitPoints, pipelineStagesOf } from './stages.js';
export type { PipelineStagesProvider } from './stages.js';
export { defaultLocalParts, joinLocalParts } from './local-parts.js';
