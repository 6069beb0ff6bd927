export { checkSchedule, interleavedOneForwardOneBackward, oneForwardOneBackward } from './schedule.js';
export { checkVirtualStages, interleavedMicrobatches } from './virtual-stages.js';
export { StageLink } from './p2p.js';
export { PipelineStage } from './stage.js';
export { SequentialSlice, splitSequential, evenSplitPoints, pipelineStagesOf } from './stages.js';
export { defaultLocalParts, joinLocalParts } from './local-parts.js';
//# sourceMappingURL=index.js.map