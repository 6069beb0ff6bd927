import { enableGrad, noGrad } from '../autograd.js';
import { callOp } from '../ops.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';
import { checkOptions } from './options.js';
import { NON_NEGATIVE, Optimizer } from './optimizer.js';
const RULES = {
    lr: NON_NEGATIVE,
    maxIter: { type: 'number', integer: true, min: 1 },
    maxEval: { type: 'number', integer: true, min: 1 },
    toleranceGrad: NON_NEGATIVE,
    toleranceChange: NON_NEGATIVE,
    historySize: { type: 'number', integer: true, min: 1 },
    lineSearchFn: { type: 'choice', values: ['strong_wolfe', null] },
};
import { forEachTensor } from './state.js';
// PyTorch keeps many L-BFGS scalars as 0-d float32 tensors; rounding the same way keeps the
// iterates on PyTorch's trajectory.
const f32 = Math.fround;
function dot(a, b) {
    return callOp('aten::dot', [a, b]).item();
}
function absMax(a) {
    return callOp('aten::max', [a.abs()]).item();
}
function cubicInterpolate(x1, f1, g1, x2, f2, g2, bounds) {
    const [lo, hi] = bounds ?? (x1 <= x2 ? [x1, x2] : [x2, x1]);
    const d1 = f32(f32(g1 + g2) - f32((3 * (f1 - f2)) / (x1 - x2)));
    const d2Square = f32(f32(d1 * d1) - f32(g1 * g2));
    if (d2Square >= 0) {
        const d2 = f32(Math.sqrt(d2Square));
        const minPos = x1 <= x2
            ? f32(x2 - f32((x2 - x1) * f32(f32(f32(g2 + d2) - d1) / f32(f32(g2 - g1) + 2 * d2))))
            : f32(x1 - f32((x1 - x2) * f32(f32(f32(g1 + d2) - d1) / f32(f32(g1 - g2) + 2 * d2))));
        return Math.min(Math.max(minPos, lo), hi);
    }
    return (lo + hi) / 2;
}
function strongWolfe(obj, x, t, d, f, g, gtd, c1 = 1e-4, c2 = 0.9, toleranceChange = 1e-9, maxLs = 25) {
    const dNorm = absMax(d);
    g = g.clone();
    let [fNew, gNew] = obj(x, t, d);
    let evals = 1;
    let gtdNew = dot(gNew, d);
    let tPrev = 0;
    let fPrev = f;
    let gPrev = g;
    let gtdPrev = gtd;
    let done = false;
    let lsIter = 0;
    let bracket = [];
    let bracketF = [];
    let bracketG = [];
    let bracketGtd = [];
    const armijo = (tt) => f32(f + f32(f32(c1 * tt) * gtd));
    while (lsIter < maxLs) {
        if (fNew > armijo(t) || (lsIter > 1 && fNew >= fPrev)) {
            bracket = [tPrev, t];
            bracketF = [fPrev, fNew];
            bracketG = [gPrev, gNew.clone()];
            bracketGtd = [gtdPrev, gtdNew];
            break;
        }
        if (Math.abs(gtdNew) <= f32(-c2 * gtd)) {
            bracket = [t];
            bracketF = [fNew];
            bracketG = [gNew];
            done = true;
            break;
        }
        if (gtdNew >= 0) {
            bracket = [tPrev, t];
            bracketF = [fPrev, fNew];
            bracketG = [gPrev, gNew.clone()];
            bracketGtd = [gtdPrev, gtdNew];
            break;
        }
        const minStep = t + 0.01 * (t - tPrev);
        const maxStep = t * 10;
        const tmp = t;
        t = cubicInterpolate(tPrev, fPrev, gtdPrev, t, fNew, gtdNew, [minStep, maxStep]);
        tPrev = tmp;
        fPrev = fNew;
        gPrev = gNew.clone();
        gtdPrev = gtdNew;
        [fNew, gNew] = obj(x, t, d);
        evals++;
        gtdNew = dot(gNew, d);
        lsIter++;
    }
    if (lsIter === maxLs) {
        bracket = [0, t];
        bracketF = [f, fNew];
        bracketG = [g, gNew];
    }
    let insufProgress = false;
    let [lowPos, highPos] = bracketF[0] <= bracketF[bracketF.length - 1] ? [0, 1] : [1, 0];
    while (!done && lsIter < maxLs) {
        if (Math.abs(bracket[1] - bracket[0]) * dNorm < toleranceChange)
            break;
        t = cubicInterpolate(bracket[0], bracketF[0], bracketGtd[0], bracket[1], bracketF[1], bracketGtd[1]);
        const bMax = Math.max(...bracket);
        const bMin = Math.min(...bracket);
        const eps = 0.1 * (bMax - bMin);
        if (Math.min(bMax - t, t - bMin) < eps) {
            if (insufProgress || t >= bMax || t <= bMin) {
                t = Math.abs(t - bMax) < Math.abs(t - bMin) ? bMax - eps : bMin + eps;
                insufProgress = false;
            }
            else {
                insufProgress = true;
            }
        }
        else {
            insufProgress = false;
        }
        [fNew, gNew] = obj(x, t, d);
        evals++;
        gtdNew = dot(gNew, d);
        lsIter++;
        if (fNew > armijo(t) || fNew >= bracketF[lowPos]) {
            bracket[highPos] = t;
            bracketF[highPos] = fNew;
            bracketG[highPos] = gNew.clone();
            bracketGtd[highPos] = gtdNew;
            [lowPos, highPos] = bracketF[0] <= bracketF[1] ? [0, 1] : [1, 0];
        }
        else {
            if (Math.abs(gtdNew) <= f32(-c2 * gtd)) {
                done = true;
            }
            else if (gtdNew * (bracket[highPos] - bracket[lowPos]) >= 0) {
                bracket[highPos] = bracket[lowPos];
                bracketF[highPos] = bracketF[lowPos];
                bracketG[highPos] = bracketG[lowPos];
                bracketGtd[highPos] = bracketGtd[lowPos];
            }
            bracket[lowPos] = t;
            bracketF[lowPos] = fNew;
            bracketG[lowPos] = gNew.clone();
            bracketGtd[lowPos] = gtdNew;
        }
    }
    return { loss: bracketF[lowPos], grad: bracketG[lowPos], t: bracket[lowPos], evals };
}
function lossValue(loss) {
    if (typeof loss === 'number')
        return loss;
    if (loss instanceof Tensor)
        return loss.item();
    throw new TypeError(`LBFGS: the closure must return the loss (a Tensor or a number) but returned ${loss === null ? 'null' : typeof loss}`);
}
/**
 * L-BFGS (PyTorch 1.13's `torch.optim.LBFGS`): one group only, `step(closure)` re-evaluates the
 * loss up to `maxEval` times; optional strong-Wolfe line search. State (on the first parameter,
 * index 0): `func_evals`, `n_iter`, `d`, `t`, `old_dirs`, `old_stps`, `ro`, `H_diag`,
 * `prev_flat_grad`, `prev_loss`, `al` (scalars are stored as numbers).
 */
export class LBFGS extends Optimizer {
    numelCache;
    constructor(params, options = {}) {
        checkOptions('LBFGS', options, RULES);
        const maxIter = options.maxIter ?? 20;
        super(params, {
            lr: options.lr ?? 1,
            maxIter,
            maxEval: options.maxEval ?? Math.floor((maxIter * 5) / 4),
            toleranceGrad: options.toleranceGrad ?? 1e-7,
            toleranceChange: options.toleranceChange ?? 1e-9,
            historySize: options.historySize ?? 100,
            lineSearchFn: options.lineSearchFn ?? null,
        });
        if (this.paramGroups.length !== 1)
            throw new Error("LBFGS doesn't support per-parameter options (parameter groups); pass one list of tensors");
    }
    addParamGroup(group) {
        if (this.paramGroups.length >= 1)
            throw new Error("LBFGS doesn't support per-parameter options (parameter groups); pass one list of tensors");
        super.addParamGroup(group);
    }
    optionRules() {
        return RULES;
    }
    get params() {
        return this.paramGroups[0].params;
    }
    numels() {
        this.numelCache ??= this.params.map((p) => p.numel());
        return this.numelCache;
    }
    gatherFlatGrad() {
        const views = this.params.map((p) => {
            const g = p.grad;
            return g ? g.reshape(-1) : callOp('aten::zeros', [[p.numel()]], { dtype: p.dtype, device: p.device });
        });
        return callOp('aten::cat', [views, 0]);
    }
    addGrad(stepSize, update) {
        const numels = this.numels();
        let offset = 0;
        this.params.forEach((p, i) => {
            p.add_(callOp('aten::view_as', [update.narrow(0, offset, numels[i]), p]), stepSize);
            offset += numels[i];
        });
    }
    setParams(data) {
        this.params.forEach((p, i) => p.copy_(data[i]));
    }
    update() {
        throw new Error('LBFGS.step needs a closure that recomputes the loss: opt.step(() => { opt.zeroGrad(); const l = loss(); l.backward(); return l; })');
    }
    /** Runs up to `maxIter` L-BFGS iterations, calling `closure` to re-evaluate; returns the first loss. */
    step(closure) {
        if (typeof closure !== 'function')
            this.update();
        const c = closure;
        const previous = new Set();
        const state0 = this.stateOf(this.params[0]);
        forEachTensor(state0, (t) => previous.add(t));
        const result = scope(() => noGrad(() => this.run(c, state0)));
        const current = new Set();
        forEachTensor(state0, (t) => current.add(t));
        for (const t of previous)
            if (!current.has(t))
                t.dispose();
        this.stepCount++;
        return result;
    }
    run(closure, state) {
        const group = this.paramGroups[0];
        const { lr, maxIter, maxEval, toleranceGrad, toleranceChange, lineSearchFn, historySize } = group;
        const evaluate = () => scope(() => lossValue(enableGrad(closure)));
        state.func_evals ??= 0;
        state.n_iter ??= 0;
        const origLoss = scope(() => enableGrad(closure));
        let loss = lossValue(origLoss);
        let currentEvals = 1;
        state.func_evals = state.func_evals + 1;
        let flatGrad = this.gatherFlatGrad();
        let optCond = absMax(flatGrad) <= f32(toleranceGrad);
        if (optCond)
            return origLoss;
        let d = state.d ?? null;
        let t = state.t ?? 0;
        let oldDirs = state.old_dirs ?? [];
        let oldStps = state.old_stps ?? [];
        let ro = state.ro ?? [];
        let hDiag = state.H_diag ?? 1;
        let prevFlatGrad = state.prev_flat_grad ?? null;
        let prevLoss = state.prev_loss ?? 0;
        let nIter = 0;
        while (nIter < maxIter) {
            nIter++;
            state.n_iter = state.n_iter + 1;
            if (state.n_iter === 1) {
                d = flatGrad.neg();
                oldDirs = [];
                oldStps = [];
                ro = [];
                hDiag = 1;
            }
            else {
                const y = flatGrad.sub(prevFlatGrad);
                const s = d.mul(t);
                const ys = dot(y, s);
                if (ys > f32(1e-10)) {
                    if (oldDirs.length === historySize) {
                        oldDirs.shift();
                        oldStps.shift();
                        ro.shift();
                    }
                    oldDirs.push(y);
                    oldStps.push(s);
                    ro.push(f32(1 / ys));
                    hDiag = f32(ys / dot(y, y));
                }
                const numOld = oldDirs.length;
                if (!Array.isArray(state.al))
                    state.al = new Array(historySize).fill(null);
                const al = state.al;
                const q = flatGrad.neg();
                for (let i = numOld - 1; i >= 0; i--) {
                    al[i] = f32(dot(oldStps[i], q) * ro[i]);
                    q.add_(oldDirs[i], -al[i]);
                }
                const r = q.mul(hDiag);
                d = r;
                for (let i = 0; i < numOld; i++) {
                    const be = f32(dot(oldDirs[i], r) * ro[i]);
                    r.add_(oldStps[i], f32(al[i] - be));
                }
            }
            if (prevFlatGrad === null)
                prevFlatGrad = flatGrad.clone();
            else
                prevFlatGrad.copy_(flatGrad);
            prevLoss = loss;
            if (state.n_iter === 1) {
                const inv = f32(1 / callOp('aten::sum', [flatGrad.abs()]).item());
                t = inv < 1 ? f32(inv * f32(lr)) : lr;
            }
            else {
                t = lr;
            }
            const gtd = dot(flatGrad, d);
            if (gtd > f32(-toleranceChange))
                break;
            let lsEvals = 0;
            if (lineSearchFn !== null) {
                const xInit = this.params.map((p) => p.clone());
                const obj = (x, step, dir) => {
                    this.addGrad(step, dir);
                    const l = evaluate();
                    const g = this.gatherFlatGrad();
                    this.setParams(x);
                    return [l, g];
                };
                const ls = strongWolfe(obj, xInit, t, d, loss, flatGrad, gtd);
                loss = ls.loss;
                flatGrad = ls.grad;
                t = ls.t;
                lsEvals = ls.evals;
                this.addGrad(t, d);
                optCond = absMax(flatGrad) <= f32(toleranceGrad);
            }
            else {
                this.addGrad(t, d);
                if (nIter !== maxIter) {
                    loss = evaluate();
                    flatGrad = this.gatherFlatGrad();
                    optCond = absMax(flatGrad) <= f32(toleranceGrad);
                    lsEvals = 1;
                }
            }
            currentEvals += lsEvals;
            state.func_evals = state.func_evals + lsEvals;
            if (nIter === maxIter)
                break;
            if (currentEvals >= maxEval)
                break;
            if (optCond)
                break;
            if (absMax(d.mul(t)) <= f32(toleranceChange))
                break;
            if (Math.abs(loss - prevLoss) < toleranceChange)
                break;
        }
        state.d = d;
        state.t = t;
        state.old_dirs = oldDirs;
        state.old_stps = oldStps;
        state.ro = ro;
        state.H_diag = hDiag;
        state.prev_flat_grad = prevFlatGrad;
        state.prev_loss = prevLoss;
        // the new state must outlive this step's scope
        forEachTensor(state, (x) => x.keep());
        return origLoss;
    }
}
//# sourceMappingURL=lbfgs.js.map