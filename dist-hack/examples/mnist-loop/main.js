// `npm run demo`: trains the MNIST CNN for one epoch and reports test accuracy.
import { trainMnist } from './train.js';
const result = await trainMnist({
    onLog: (step, loss) => console.log(`step ${String(step).padStart(4)}  loss ${loss.toFixed(4)}`),
});
console.log(`one epoch: ${result.steps} steps in ${result.epochSeconds.toFixed(1)} s, ` +
    `test accuracy ${(result.accuracy * 100).toFixed(2)}%`);
//# sourceMappingURL=main.js.map