import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
function packageRoot() {
    let dir = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(dir, 'package.json'))) {
        const up = dirname(dir);
        if (up === dir)
            throw new Error('torchrunner: cannot find the package root');
        dir = up;
    }
    return dir;
}
function load() {
    const root = packageRoot();
    const candidates = [
        process.env.TORCHRUNNER_ADDON,
        join(root, 'build', 'Release', 'torchrunner.node'),
        join(root, 'build', 'Debug', 'torchrunner.node'),
    ].filter((p) => !!p);
    const found = candidates.find((p) => existsSync(p));
    if (!found) {
        throw new Error(`torchrunner: the native addon is not built (looked for ${candidates.join(', ')}). ` +
            'Run `npm run build:native` in the package directory; it needs libtorch ' +
            '(Debian: apt-get install libtorch-dev libgloo-dev libopenblas0-pthread zlib1g-dev, or set Torch_DIR / LIBTORCH ' +
            'to a libtorch or PyTorch install).');
    }
    try {
        return createRequire(import.meta.url)(found);
    }
    catch (err) {
        const msg = err.message;
        const hint = /libtorch|libc10|libtorch_cpu/.test(msg)
            ? 'libtorch is not on the library path: install libtorch-dev, or add the libtorch lib directory to LD_LIBRARY_PATH.'
            : /undefined symbol/.test(msg)
                ? 'the addon was built against a different libtorch (ABI mismatch): rebuild with `npm run build:native`.'
                : 'rebuild with `npm run build:native`.';
        throw new Error(`torchrunner: cannot load the native addon ${found}: ${msg}\n${hint}`);
    }
}
/** The loaded addon. */
export const native = load();
//# sourceMappingURL=native.js.map