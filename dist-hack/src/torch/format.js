const THRESHOLD = 1000;
const EDGE = 3;
const LINE_WIDTH = 80;
const PRECISION = 4;
const DEFAULT_DTYPES = new Set(['float32', 'int64', 'bool']);
function floatFormatter(values) {
    const finite = values.filter((v) => Number.isFinite(v));
    const special = (v) => (Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf');
    if (finite.length === 0)
        return special;
    const abs = finite.map(Math.abs).filter((v) => v !== 0);
    const allInt = finite.every((v) => Number.isInteger(v));
    const maxAbs = abs.length ? Math.max(...abs) : 0;
    const minAbs = abs.length ? Math.min(...abs) : 0;
    if (allInt) {
        if (maxAbs / minAbs > 1000 || maxAbs > 1e8)
            return (v) => (Number.isFinite(v) ? v.toExponential(PRECISION).replace(/e([+-])(\d)$/, 'e$10$2') : special(v));
        return (v) => (Number.isFinite(v) ? `${v.toFixed(0)}.` : special(v));
    }
    if (maxAbs / minAbs > 1000 || maxAbs > 1e8 || minAbs < 1e-4) {
        return (v) => (Number.isFinite(v) ? v.toExponential(PRECISION).replace(/e([+-])(\d)$/, 'e$10$2') : special(v));
    }
    return (v) => (Number.isFinite(v) ? v.toFixed(PRECISION) : special(v));
}
/** Formats a tensor the way PyTorch prints it: `tensor([[1., 2.], [3., 4.]], requires_grad=True)`. */
export function formatTensor(t) {
    const shape = t.shape;
    const dtype = t.dtype;
    const numel = t.numel();
    const flat = Array.from(t.toArray(), (x) => Number(x));
    const summarize = numel > THRESHOLD;
    const isFloat = dtype.startsWith('float') || dtype === 'bfloat16';
    const strides = shape.map((_, i) => shape.slice(i + 1).reduce((a, b) => a * b, 1));
    const shown = (dim) => {
        const n = shape[dim];
        if (!summarize || n <= 2 * EDGE)
            return [...Array(n).keys()];
        return [0, 1, 2, -1, n - 3, n - 2, n - 1];
    };
    // Like PyTorch, the number format is chosen from the values that are shown.
    const visible = [];
    const collect = (dim, offset) => {
        if (dim === shape.length) {
            visible.push(flat[offset]);
            return;
        }
        for (const i of shown(dim))
            if (i >= 0)
                collect(dim + 1, offset + i * strides[dim]);
    };
    if (numel > 0)
        collect(0, 0);
    let fmt;
    if (dtype === 'bool')
        fmt = (v) => (v ? 'True' : 'False');
    else if (isFloat)
        fmt = floatFormatter(visible);
    else
        fmt = (v) => String(v);
    const width = Math.max(0, ...visible.map((v) => fmt(v).length));
    const prefix = 'tensor(';
    const render = (dim, offset, indent) => {
        if (dim === shape.length)
            return fmt(flat[offset]).padStart(width);
        const items = [];
        const last = dim === shape.length - 1;
        for (const i of shown(dim))
            items.push(i < 0 ? (last ? ' ...' : '...') : render(dim + 1, offset + i * strides[dim], indent + 1));
        if (dim === shape.length - 1) {
            const perLine = Math.max(1, Math.floor((LINE_WIDTH - indent) / (width + 2)));
            const lines = [];
            for (let i = 0; i < items.length; i += perLine)
                lines.push(items.slice(i, i + perLine).join(', '));
            return `[${lines.join(',\n' + ' '.repeat(indent + 1))}]`;
        }
        const sep = ',' + '\n'.repeat(shape.length - dim - 1) + ' '.repeat(indent + 1);
        return `[${items.join(sep)}]`;
    };
    let body;
    if (shape.length === 0)
        body = fmt(flat[0]);
    else if (numel === 0)
        body = '[]';
    else
        body = render(0, 0, prefix.length);
    const suffixes = [];
    if (numel === 0 && shape.length !== 1)
        suffixes.push(`size=(${shape.join(', ')}${shape.length === 1 ? ',' : ''})`);
    if (t.device !== 'cpu')
        suffixes.push(`device='${t.device}'`);
    if (!DEFAULT_DTYPES.has(dtype) || (numel === 0 && dtype !== 'float32'))
        suffixes.push(`dtype=torch.${dtype}`);
    const gradFn = t.gradFn;
    if (gradFn)
        suffixes.push(`grad_fn=<${gradFn.replace(/^torch::autograd::/, '')}>`);
    else if (t.requiresGrad)
        suffixes.push('requires_grad=True');
    return `${prefix}${body}${suffixes.map((s) => ', ' + s).join('')})`;
}
//# sourceMappingURL=format.js.map