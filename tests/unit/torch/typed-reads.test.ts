// Values at the JS boundary: typed reads that fit the dtype or say how to convert, tolist() and
// item() exact for int64 within 2^53 and refusing beyond, dtype errors naming both dtypes.
import { describe, expect, it } from 'vitest';

import { nn, torch } from '../../../src/index.js';

describe('typed reads', () => {
  it('return the typed array of the dtype without a cast', () => {
    torch.scope(() => {
      const f: Float32Array = torch.tensor([1.5, 2.5]).toFloat32Array();
      expect(Array.from(f)).toEqual([1.5, 2.5]);
      expect(Array.from(torch.tensor([1, 2], { dtype: 'float16' }).toFloat32Array())).toEqual([1, 2]);
      expect(Array.from(torch.tensor([0.25], { dtype: 'float64' }).toFloat64Array())).toEqual([0.25]);
      expect(Array.from(torch.tensor([-3, 4], { dtype: 'int32' }).toInt32Array())).toEqual([-3, 4]);
      expect(Array.from(torch.tensor([7, 8]).toBigInt64Array())).toEqual([7n, 8n]);
      expect(Array.from(torch.tensor([true, false]).toUint8Array())).toEqual([1, 0]);
    });
  });

  it('name the dtype, the conversion and the read that fits', () => {
    torch.scope(() => {
      expect(() => torch.tensor([1, 2]).toFloat32Array()).toThrow(
        "toFloat32Array: the tensor is int64, not float32 or float16 or bfloat16; convert it first (t.to('float32').toFloat32Array()) or read it with toBigInt64Array()",
      );
      expect(() => torch.tensor([1.5]).toInt32Array()).toThrow(/toInt32Array: the tensor is float32, not int32; convert it first \(t\.to\('int32'\)\.toInt32Array\(\)\) or read it with toFloat32Array\(\)/);
    });
  });
});

describe('int64 as numbers', () => {
  it('tolist() gives numbers within 2^53, ready for JSON', () => {
    torch.scope(() => {
      const t = torch.tensor([[1, -2], [2 ** 53 - 1, 3]]);
      expect(t.dtype).toBe('int64');
      expect(JSON.stringify(t.tolist())).toBe(`[[1,-2],[${2 ** 53 - 1},3]]`);
      expect(torch.tensor([2 ** 53 - 1]).item()).toBe(2 ** 53 - 1);
    });
  });

  it('tolist() and item() refuse an int64 beyond 2^53 instead of rounding it', () => {
    torch.scope(() => {
      const big = torch.tensor([1n, 9007199254740993n]);
      expect(() => big.tolist()).toThrow('tolist: element [1] (flat index) is 9007199254740993, beyond ±2^53 where JS numbers are exact; read int64 values with toBigInt64Array()');
      expect(() => big.narrow(0, 1, 1).item()).toThrow(/item: the value is 9007199254740993, beyond ±2\^53/);
      expect(big.toBigInt64Array()[1]).toBe(9007199254740993n);
    });
  });
});

describe('dtype errors', () => {
  it('a Linear given int64 input names both dtypes and the fix', () => {
    torch.scope(() => {
      const layer = new nn.Linear(2, 1);
      expect(() => layer.forward(torch.tensor([[1, 2]]))).toThrow(
        /^Linear: the input is int64 but the weight is float32 \(.*\); create the input as float32 \(torch\.tensor\(data, \{ dtype: 'float32' \}\); integral JS numbers make int64\) or convert it \(\.to\('float32'\)\)$/,
      );
      expect(layer.forward(torch.tensor([[1, 2]], { dtype: 'float32' })).shape).toEqual([1, 1]);
    });
  });

  it('an operator given mixed dtypes names each argument', () => {
    torch.scope(() => {
      expect(() => torch.mm(torch.tensor([[1, 2]]), torch.tensor([[1.5], [2.5]]))).toThrow(/^mm: the argument 1 is int64 but the argument 2 is float32 \(aten::mm: .*\); create the argument 1 as float32 .*\.to\('float32'\)\)$/);
      // Errors about other things pass through as they were.
      expect(() => torch.mm(torch.tensor([1.5]), torch.tensor([[1.5]]))).toThrow(/^aten::mm: self must be a matrix/);
    });
  });
});
