import { native } from '../native.js';
import { fileProblem } from '../serialize/file-check.js';
import { findDamagedRecord } from '../serialize/zip-check.js';
import { ScriptModule } from './script-module.js';

/** Options of {@link load}. */
export interface JitLoadOptions {
  /** Device for the module's tensors (`'cpu'` to open a GPU-saved module on a CPU machine). */
  mapLocation?: string;
  /** Check the CRC-32 of every record before loading (default true). */
  verify?: boolean;
}

/**
 * Loads a TorchScript module saved by Python's `torch.jit.save` (or {@link ScriptModule.save}).
 *
 * @throws Error naming the file and the problem: missing, empty, not a zip archive, a
 *   `torch.save` checkpoint rather than TorchScript, truncated or damaged.
 */
export function load(path: string, options: JitLoadOptions = {}): ScriptModule {
  if (typeof path !== 'string' || path === '') throw new TypeError(`torch.jit.load: expected a file path but received ${String(path)}`);
  const problem = checkFile(path) ?? (options.verify === false ? null : findDamagedRecord(path));
  if (problem) throw new Error(`torch.jit.load: cannot load '${path}': ${problem}`);
  let handle: unknown;
  try {
    handle = native.jitLoad(path, options.mapLocation ?? null);
  } catch (err) {
    throw new Error(`torch.jit.load: cannot load '${path}': ${explain(path, (err as Error).message)}`);
  }
  return new ScriptModule(handle as ConstructorParameters<typeof ScriptModule>[0]);
}

function checkFile(path: string): string | null {
  const file = fileProblem(path, 4);
  if ('reason' in file) return file.reason;
  const { head } = file;
  if (head.length < 4 || head.readUInt32BE(0) !== 0x504b0304) return 'it is not a TorchScript archive (expected a zip file written by torch.jit.save)';
  return null;
}

function explain(path: string, message: string): string {
  const msg = message.replace(/^jitLoad: /, '').split('\n')[0]!.trim();
  let records: string[];
  try {
    records = native.zipRecords(path) as string[];
  } catch {
    return `the archive is truncated or damaged (${msg})`;
  }
  if (!records.includes('constants.pkl') && !records.some((r) => r.startsWith('code/')) && records.includes('data.pkl')) {
    return 'it is a torch.save checkpoint, not TorchScript; load it with torch.load(path)';
  }
  return msg;
}
