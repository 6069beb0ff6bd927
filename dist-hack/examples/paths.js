// Files beside an example's sources, found from the package root so that the same code works
// compiled (dist/examples/…) and from source (tests).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
function packageRoot() {
    let dir = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(dir, 'package.json'))) {
        const up = dirname(dir);
        if (up === dir)
            throw new Error('cannot find the torchrunner package root above the examples');
        dir = up;
    }
    return dir;
}
/** `examples/<example>/<name>` in the package. */
export function exampleFile(example, name) {
    return join(packageRoot(), 'examples', example, name);
}
/** A file of the package, e.g. `packageFile('configs', 'mnist.yaml')`. */
export function packageFile(...parts) {
    return join(packageRoot(), ...parts);
}
//# sourceMappingURL=paths.js.map