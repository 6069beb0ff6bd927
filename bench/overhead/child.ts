// One round of the overhead cases in this process, printed as JSON: the benchmarks start it as a
// fresh process per round, as they start the Python and C++ references, so that what a
// long-running benchmark process did before (other cases' code, its heap) does not enter the
// figures.
//   node dist/bench/overhead/child.js ADD_ITERS STEP_ITERS
import { overheadCases } from './cases.js';

const [addIters, stepIters] = process.argv.slice(2).map(Number);
console.log(JSON.stringify(overheadCases(addIters!, stepIters!)));
