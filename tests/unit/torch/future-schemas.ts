import { loadedSchemas, type OpSchema, type Stamp } from '../../../scripts/gen-ops.js';

const arg = (name: string, type: string, extra: Partial<OpSchema['arguments'][number]> = {}) => ({ name, type, kwargOnly: false, isOut: false, mutable: false, ...extra });

/**
 * This libtorch's schemas plus one operator shaped like a newer libtorch's (PyTorch 2.x):
 * SymInt lists, a fixed-size list, DeviceIndex, Storage, a Dict, an unknown keyword-only type
 * and a SymInt[] return, stamped as libtorch 2.1.0.
 */
export function futureSchemas(): Stamp & { list: OpSchema[] } {
  const loaded = loadedSchemas();
  const future: OpSchema = {
    name: 'aten::future_op',
    overload: '',
    schema: 'aten::future_op(Tensor self, SymInt[2] size, Storage storage, Dict(str, Tensor) mapping, DeviceIndex? index=None, *, Stream? stream=None) -> (Tensor, SymInt[])',
    usable: true,
    arguments: [
      arg('self', 'Tensor'),
      arg('size', 'SymInt[]', { N: 2 }),
      arg('storage', 'Storage'),
      arg('mapping', 'Dict(str, Tensor)'),
      arg('index', 'DeviceIndex?', { default: 'None' }),
      arg('stream', 'Stream?', { kwargOnly: true, default: 'None' }),
    ],
    returns: [arg('', 'Tensor'), arg('', 'SymInt[]')],
  };
  const list = [...loaded.list, future];
  return { version: '2.1.0', schemas: list.length, list };
}
