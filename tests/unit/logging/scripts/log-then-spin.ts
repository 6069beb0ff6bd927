// Writes one log line at the level given, prints "logged", then keeps the JS thread busy as a
// training loop does (5 ms of work, then a yield to the event loop), until killed.
import { FileLogger } from '../../../../src/logging/file-logger.js';

const [path, level] = [process.argv[2]!, process.argv[3] as 'info' | 'warn'];
const logger = new FileLogger(path);
logger.message(level, `the last line before the kill (${level})`);
console.log('logged');
for (;;) {
  const end = performance.now() + 5;
  while (performance.now() < end) {
    // busy, like a training step
  }
  await new Promise<void>((resolve) => setImmediate(resolve));
}
