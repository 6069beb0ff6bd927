export { Accuracy } from './accuracy.js';
export { RatioMetric } from './ratio-metric.js';
export { TopK } from './top-k.js';
export { F1 } from './f1.js';
export { MSE, MAE } from './regression.js';
export { createMetric, METRIC_NAMES } from './create-metric.js';
export { MetricGroup } from './metric-group.js';
export { AverageMeter } from './average-meter.js';
export { Throughput } from './throughput.js';
export { StepTimer } from './step-timer.js';
export { transformerFlopsPerToken, flopsRate, hasFlopsPerToken } from './flops.js';
//# sourceMappingURL=index.js.map