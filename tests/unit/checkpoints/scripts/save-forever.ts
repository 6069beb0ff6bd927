// Saves checkpoints of a ~4 MB payload in a loop, printing "saved <step>" after each, until
// killed. Used to check that a kill at any instant leaves a readable `latest`.
import { FileCheckpointManager } from '../../../../src/checkpoints/file-manager.js';
import { torch } from '../../../../src/torch/index.js';

const dir = process.argv[2]!;
const m = new FileCheckpointManager({ dir, interval: 3, keepLatestK: 2 });
const weights = torch.randn([1024, 1024]).keep();
for (let step = 1; ; step++) {
  await m.save({
    epoch: 0,
    globalStep: step,
    mode: 'step',
    isBest: step % 5 === 0,
    forced: false,
    payload: () => ({ state: { globalStep: step }, model: { w: weights, step: torch.full([1], step) } }),
  });
  console.log(`saved ${step}`);
}
