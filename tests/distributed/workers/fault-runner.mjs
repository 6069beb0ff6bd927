// A ParallelRunner (char-gpt's Gpt, 2 layers, width 8) training for many steps, in which one
// rank stops (SIGSTOP) or dies (SIGKILL) after step 2. Args: axes (JSON), fault ('stop' |
// 'kill'), the faulty rank, distributed.heartbeatTimeout in seconds. The survivors must exit
// on their own, naming the faulty rank; each prints {"rank", "faultAt"} (ms since the epoch)
// on stderr when it sees the fault's step, so the test can time them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const [axesJson, fault, faultyArg, heartbeatArg] = process.argv.slice(2);
const faulty = Number(faultyArg);
const V = 11;
const T = 6;
torch.setNumThreads(1);
torch.manualSeed(7);
const data = new TensorDataset({ input: torch.randint(0, V, [4096, T]).keep(), target: torch.randint(0, V, [4096, T]).keep() });

class FaultRunner extends ParallelRunner {
  constructor(config) {
    super(config);
    this.model = new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads: 2, width: 8, dropout: 0 });
    this.datasets = { train: data };
  }
  computeLoss(logits, target) {
    return nn.functional.crossEntropy(logits.reshape([-1, V]), target.reshape([-1]));
  }
  trainStep(batch) {
    return this.computeLoss(this.model.call(batch.input), batch.target);
  }
  pipelineLoss(output, target) {
    return this.computeLoss(output, target);
  }
  async optimizerStep(window) {
    const outcome = await super.optimizerStep(window);
    if (this.state.globalStep === 2) {
      console.error(JSON.stringify({ rank: this.strategy.rank, faultAt: Date.now() }));
      if (this.strategy.rank === faulty) process.kill(process.pid, fault === 'stop' ? 'SIGSTOP' : 'SIGKILL');
    }
    return outcome;
  }
}

const runner = new FaultRunner({
  stack: 'parallel',
  parallel: JSON.parse(axesJson),
  seed: 1,
  steps: 1000,
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-fault-')),
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: 2 },
  checkpoint: { interval: 1000 },
  distributed: { heartbeatTimeout: Number(heartbeatArg) },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  console.log(JSON.stringify({ rank: runner.strategy.rank, finished: true }));
} finally {
  await runner.close();
}
