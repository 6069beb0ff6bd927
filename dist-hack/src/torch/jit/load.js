import { native } from '../native.js';
import { fileProblem } from '../serialize/file-check.js';
import { findDamagedRecord } from '../serialize/zip-check.js';
import { ScriptModule } from './script-module.js';
/**
 * Loads a TorchScript module saved by Python's `torch.jit.save` (or {@link ScriptModule.save}).
 *
 * @throws Error naming the file and the problem: missing, empty, not a zip archive, a
 *   `torch.save` checkpoint rather than TorchScript, truncated or damaged.
 */
export function load(path, options = {}) {
    if (typeof path !== 'string' || path === '')
        throw new TypeError(`torch.jit.load: expected a file path but received ${String(path)}`);
    const problem = checkFile(path) ?? (options.verify === false ? null : findDamagedRecord(path));
    if (problem)
        throw new Error(`torch.jit.load: cannot load '${path}': ${problem}`);
    let handle;
    try {
        handle = native.jitLoad(path, options.mapLocation ?? null);
    }
    catch (err) {
        throw new Error(`torch.jit.load: cannot load '${path}': ${explain(path, err.message)}`);
    }
    return new ScriptModule(handle);
}
function checkFile(path) {
    const file = fileProblem(path, 4);
    if ('reason' in file)
        return file.reason;
    const { head } = file;
    if (head.length < 4 || head.readUInt32BE(0) !== 0x504b0304)
        return 'it is not a TorchScript archive (expected a zip file written by torch.jit.save)';
    return null;
}
function explain(path, message) {
    const msg = message.replace(/^jitLoad: /, '').split('\n')[0].trim();
    let records;
    try {
        records = native.zipRecords(path);
    }
    catch {
        return `the archive is truncated or damaged (${msg})`;
    }
    if (!records.includes('constants.pkl') && !records.some((r) => r.startsWith('code/')) && records.includes('data.pkl')) {
        return 'it is a torch.save checkpoint, not TorchScript; load it with torch.load(path)';
    }
    return msg;
}
//# sourceMappingURL=load.js.map