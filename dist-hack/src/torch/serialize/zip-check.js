// Verifies the CRC-32 of every record of a zip archive (torch.save and torch.jit.save files).
// libtorch's reader does not check them, so without this a flipped bit in tensor data would
// load silently. torch.load checks them natively while reading; this is for the other readers.
import { native } from '../native.js';
/** Returns a description of the first damaged record, or null when every record checks out. */
export function findDamagedRecord(path) {
    return native.zipVerify(path);
}
//# sourceMappingURL=zip-check.js.map