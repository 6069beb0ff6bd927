// Loads each file given on the command line with the addon's pickleLoad, in a process of its
// own, and prints one JSON line per file: { path, error, ms }. If a file crashes the process,
// the lines printed so far tell the parent which files were done.
//
// Usage: node crafted-child.mjs ADDON PATH...
import { createRequire } from 'node:module';

const [addon, ...paths] = process.argv.slice(2);
const native = createRequire(import.meta.url)(addon);
for (const path of paths) {
  process.stdout.write(JSON.stringify({ path, started: true }) + '\n');
  const t0 = performance.now();
  let error = null;
  try {
    native.pickleLoad(path, null, true);
  } catch (err) {
    error = String(err && err.message);
  }
  process.stdout.write(JSON.stringify({ path, error, ms: performance.now() - t0 }) + '\n');
}
