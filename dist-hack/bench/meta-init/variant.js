// One variant of the meta-init benchmark, in a process of its own: prints one JSON line with
// the peak resident set (VmHWM) and the time taken. Run by bench/meta-init/run.ts.
//   node dist/bench/meta-init/variant.js <baseline|save|normal|meta|meta-to-empty> <checkpoint.pth> <layers> <width> [mmap]
import { readFileSync } from 'node:fs';
import { nn, torch } from '../../src/index.js';
/** A stack of `layers` square Linear layers of `width` (weights `layers · width² · 4` bytes). */
export class Stack extends nn.Module {
    layers;
    constructor(layers, width) {
        super();
        this.layers = new nn.ModuleList(Array.from({ length: layers }, () => new nn.Linear(width, width)));
    }
    forward(x) {
        return torch.scope(() => this.layers.children().reduce((h, l) => l.call(h).tanh(), x));
    }
}
/** Peak and current resident set in bytes, from /proc/self/status. */
export function residentSet() {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { peak: kb('VmHWM'), now: kb('VmRSS') };
}
/** A checksum of the weights (the sums of the parameters; no large temporaries), to show the variants load the same model. */
function checksum(model) {
    return torch.noGrad(() => torch.scope(() => model.parameters().reduce((a, p) => a + p.sum().item(), 0)));
}
const [variant, path, layersArg, widthArg, loadMode] = process.argv.slice(2);
const load = () => torch.load(path, { mmap: loadMode === 'mmap' });
const layers = Number(layersArg);
const width = Number(widthArg);
const t0 = performance.now();
let sum = NaN;
switch (variant) {
    case 'baseline':
        break;
    case 'save': {
        torch.manualSeed(0);
        const model = new Stack(layers, width);
        torch.save(model.stateDict(), path);
        sum = checksum(model);
        break;
    }
    case 'normal': {
        torch.manualSeed(1);
        const model = new Stack(layers, width);
        const sd = load();
        model.loadStateDict(sd);
        for (const t of Object.values(sd))
            t.dispose();
        sum = checksum(model);
        break;
    }
    case 'meta': {
        const model = torch.withDevice('meta', () => new Stack(layers, width));
        const sd = load();
        model.loadStateDict(sd);
        for (const t of Object.values(sd))
            t.dispose();
        sum = checksum(model);
        break;
    }
    case 'meta-to-empty': {
        const model = torch.withDevice('meta', () => new Stack(layers, width)).toEmpty({ device: 'cpu' });
        const sd = load();
        model.loadStateDict(sd);
        for (const t of Object.values(sd))
            t.dispose();
        sum = checksum(model);
        break;
    }
    default:
        throw new Error(`unknown variant '${variant}': baseline, save, normal, meta or meta-to-empty`);
}
const ms = performance.now() - t0;
console.log(JSON.stringify({ variant, ms, checksum: sum, ...residentSet() }));
//# sourceMappingURL=variant.js.map