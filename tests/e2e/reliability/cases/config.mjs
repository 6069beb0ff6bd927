// Config mistakes a user makes: typos, values out of range, keys of the wrong mode or type,
// names of splits and scores that do not exist. Each must fail before training, naming the key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadConfig } from '../../../../dist/src/index.js';
import { Tiny, trainTiny } from '../support.mjs';

/** [name, config patch, expected message, Tiny options?] */
const TABLE = [
  ['top-level typo', { epoch: 2 }, /epoch: unknown key; did you mean "epochs"/],
  ['optim key typo', { optim: { name: 'sgd', lrr: 0.1 } }, /optim\.lrr: unknown key; did you mean "lr"/],
  ['optimizer option typo', { optim: { name: 'sgd', lr: 0.1, options: { nestrov: true } } }, /optim\.options\.nestrov:.*sgd takes .*nesterov.*did you mean "nesterov"/],
  ['option of another optimizer', { optim: { name: 'sgd', lr: 0.1, options: { amsgrad: true } } }, /optim\.options\.amsgrad:.*an option of optim\.name sgd/],
  ['option that has its own key', { optim: { name: 'adam', lr: 0.1, options: { lr: 0.2 } } }, /optim\.options\.lr:.*optim\.lr, not optim\.options\.lr/],
  ['momentum for adam', { optim: { name: 'adam', lr: 0.1, momentum: 0.9 } }, /optim\.momentum:.*no momentum for optim\.name adam/],
  ['betas for sgd', { optim: { name: 'sgd', lr: 0.1, betas: [0.9, 0.99] } }, /optim\.betas:.*no betas for optim\.name sgd/],
  ['optimizer option of the wrong kind', { optim: { name: 'sgd', lr: 0.1, options: { nesterov: 'yes' } } }, /optim\.options\.nesterov: got "yes"; expected true or false/],
  ['optimizer name typo', { optim: { name: 'adamx', lr: 0.1 } }, /optim\.name:.*did you mean "adam/],
  ['rmsprop option typo', { optim: { name: 'rmsprop', lr: 0.1, options: { centred: true } } }, /optim\.options\.centred:.*did you mean "centered"/],
  ['adagrad option of adam', { optim: { name: 'adagrad', lr: 0.1, options: { amsgrad: true } } }, /optim\.options\.amsgrad:.*adagrad takes/],
  ['schedule option typo', { sched: { name: 'step', options: { stepSize: 1, gama: 0.5 } } }, /sched\.options\.gama:.*did you mean "gamma"/],
  ['option of another schedule', { sched: { name: 'step', options: { stepSize: 1, minLr: 0.01 } } }, /sched\.options\.minLr:.*an option of sched\.name step/],
  ['monitor without plateau', { sched: { name: 'cosine', monitor: 'val.loss' } }, /sched\.monitor:.*only plateau/],
  ['plateau mode misspelt', { sched: { name: 'plateau', monitor: 'val.loss', options: { mode: 'minimum' } } }, /sched\.options\.mode: got "minimum"; expected one of "min", "max"/],
  ['schedule name typo', { sched: { name: 'cosin' } }, /sched\.name:.*did you mean "cosine"/],
  ['constant schedule with options', { sched: { name: 'constant', options: { gamma: 0.5 } } }, /sched\.options\.gamma:.*constant takes no options/],
  ['multistep milestones not a list', { sched: { name: 'multistep', options: { milestones: 3 } } }, /sched\.options\.milestones: got 3; expected a list of whole numbers/],
  ['evaluateInterval in epoch mode', { evaluateInterval: 5 }, /evaluateInterval:.*no evaluateInterval in epoch mode/],
  ['evaluateSteps in epoch mode', { evaluateSteps: 5 }, /evaluateSteps:.*no evaluateSteps in epoch mode/],
  ['epochs and steps', { steps: 10 }, /steps:.*epochs or steps, not both/],
  ['scoreName typo', { scoreName: 'los' }, /scoreName: got "los"; expected loss or one of the metrics.*did you mean "loss"/],
  ['scoreName of a metric not computed', { scoreName: 'accuracy' }, /scoreName: got "accuracy"; expected loss or one of the metrics \(loss\)/],
  ['scoreSplit typo', { scoreSplit: 'vall' }, /scoreSplit: got "vall".*did you mean "val"/],
  ['dataloader split typo', { dataloader: { batchSize: 4, splits: { trian: { shuffle: true } } } }, /dataloader\.splits\.trian:.*did you mean "train"/],
  ['monitor metric typo', { sched: { name: 'plateau', monitor: 'val.los' } }, /sched\.monitor:.*did you mean "loss"/],
  ['monitor split typo', { sched: { name: 'plateau', monitor: 'vla.loss' } }, /sched\.monitor:.*did you mean "val"/],
  ['batch size 0', { dataloader: { batchSize: 0 } }, /dataloader\.batchSize: got 0; expected/],
  ['batch size fractional', { dataloader: { batchSize: 2.5 } }, /dataloader\.batchSize: got 2\.5/],
  ['accumSteps 0', { accumSteps: 0 }, /accumSteps: got 0/],
  ['negative learning rate', { optim: { name: 'sgd', lr: -0.1 } }, /optim\.lr: got -0\.1/],
  ['negative seed in config', { seed: -1 }, /seed: got -1/],
  ['unknown precision', { precision: 'fp8' }, /precision: got "fp8"/],
  ['unknown stack', { stack: 'fsdp' }, /stack: got "fsdp"/],
  ['workspace under /proc', { workspaceRoot: '/proc/torchrunner-runs' }, /workspaceRoot '\/proc\/torchrunner-runs' is on \/proc, a proc file system/],
  ['workspace under /sys', { workspaceRoot: '/sys/kernel/torchrunner-runs' }, /workspaceRoot .* a sysfs file system/],
  ['lineage escaping the root', { lineage: '../escape' }, /lineage: got "\.\.\/escape"/],
  ['id with a slash', { id: 'a/b' }, /id: got "a\/b"/],
  ['negative keepLatestK', { checkpoint: { keepLatestK: -1 } }, /checkpoint\.keepLatestK: got -1/],
  ['asyncMode misspelt', { checkpoint: { asyncMode: 'yes' } }, /checkpoint\.asyncMode: got "yes"/],
  ['sharded backend on one process', { checkpoint: { backend: 'sharded' } }, 'ok'],
  ['fp16 on CPU', { precision: 'fp16' }, /precision fp16 needs a CUDA device/],
  ['distributed timeout 0', { distributed: { timeout: 0 } }, /distributed\.timeout: got 0/],
  ['distributed timeout typo', { distributed: { timout: 10 } }, /distributed\.timout: unknown key; did you mean "timeout"/],
  ['skip limit 0', { maxConsecutiveSkippedSteps: 0 }, /maxConsecutiveSkippedSteps: got 0/],
  ['patience 0', { patience: 0 }, /patience: got 0/],
  ['fractional logInterval', { logInterval: 0.5 }, /logInterval: got 0\.5/],
  ['plateau without monitor', { sched: { name: 'plateau' } }, /plateau needs sched\.monitor/],
  ['warm-up longer than the run', { sched: { name: 'linear', warmup: 100 } }, /sched\.warmup 100 leaves no steps for the 'linear' decay: the run is \d+ steps? long .*Lower the warm-up below/],
  ['lbfgs from config', { optim: { name: 'lbfgs', lr: 0.1 } }, /lbfgs' cannot be built by the runner/],
  ['schedule without optimizer', { optim: undefined, sched: { name: 'constant' } }, /config\.sched is set but there is no optimizer/],
  ['neither epochs nor steps', { epochs: undefined }, /set exactly one of config\.epochs .* or config\.steps/],
  ['resume from a missing file', { resume: '/nonexistent/latest.pth' }, /Cannot read the checkpoint '\/nonexistent\/latest\.pth'/],
  ['pretrained from a missing file', { pretrained: '/nonexistent/weights.pth' }, /\/nonexistent\/weights\.pth/],
  ['unknown metric name', {}, /unknown metric 'acuracy'; did you mean 'accuracy'/, 'metric-typo'],
];

export const CASES = [
  ...TABLE.map(([name, patch, expect, variant]) => ({
    name: `config: ${name}`,
    expect,
    run: (ctx) => trainTiny(ctx, patch, {}, variant === 'metric-typo' ? MetricTypo : undefined),
  })),
  {
    name: 'config: YAML that does not parse',
    expect: /not valid YAML/,
    run: (ctx) => {
      const file = join(ctx.dir, 'bad.yaml');
      writeFileSync(file, 'epochs: [1,\noptim: {');
      loadConfig({ files: file });
    },
  },
  {
    name: 'config: extends cycle',
    expect: /extends cycle/,
    run: (ctx) => {
      writeFileSync(join(ctx.dir, 'a.yaml'), 'extends: b.yaml\n');
      writeFileSync(join(ctx.dir, 'b.yaml'), 'extends: a.yaml\n');
      loadConfig({ files: join(ctx.dir, 'a.yaml') });
    },
  },
  {
    name: 'config: __proto__ key in YAML',
    expect: /__proto__/,
    run: (ctx) => {
      writeFileSync(join(ctx.dir, 'p.yaml'), '__proto__:\n  polluted: true\n');
      loadConfig({ files: join(ctx.dir, 'p.yaml') });
    },
  },
  {
    name: 'config: command-line override typo',
    expect: /optim\.lrr: unknown key; did you mean "lr"/,
    run: () => loadConfig({ object: { epochs: 1, optim: { name: 'sgd', lr: 0.1 } }, argv: ['--optim.lrr', '0.2'] }),
  },
];

class MetricTypo extends Tiny {
  constructor(config, options) {
    super(config, options);
    this.metrics = ['acuracy'];
  }
}
