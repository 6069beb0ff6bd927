import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler, checkOptimizer, perGroup } from './scheduler.js';
const POSITIVE_INT = { type: 'number', integer: true, min: 1 };
const groupKey = {
    initial_lr: 'initialLr',
    max_lr: 'maxLr',
    min_lr: 'minLr',
    max_momentum: 'maxMomentum',
    base_momentum: 'baseMomentum',
};
function prepareGroups(optimizer, o) {
    checkOptimizer(optimizer, 'OneCycleLR');
    if ((o.lastEpoch ?? -1) !== -1)
        return;
    const maxLrs = perGroup(o.maxLr, optimizer, 'maxLr', 'OneCycleLR');
    const div = o.divFactor ?? 25;
    const finalDiv = o.finalDivFactor ?? 1e4;
    optimizer.paramGroups.forEach((g, i) => {
        g.initialLr = maxLrs[i] / div;
        g.maxLr = maxLrs[i];
        g.minLr = g.initialLr / finalDiv;
    });
}
/**
 * The 1cycle policy (PyTorch's `OneCycleLR`): the lr rises from `maxLr / divFactor` to `maxLr`,
 * then anneals to a far smaller minimum, while momentum moves the opposite way. Step it after
 * every batch; stepping past `totalSteps` throws.
 */
export class OneCycleLR extends LRScheduler {
    totalSteps;
    schedulePhases;
    annealStrategy;
    cycleMomentum;
    useBeta1 = false;
    fields = {
        total_steps: 'totalSteps',
        _schedule_phases: 'schedulePhases',
        anneal_strategy: 'annealStrategy',
        cycle_momentum: 'cycleMomentum',
        use_beta1: 'useBeta1',
    };
    constructor(optimizer, options) {
        checkOptions('OneCycleLR', options, { maxLr: { type: 'number', min: 0, perGroup: true, required: true }, totalSteps: POSITIVE_INT, epochs: POSITIVE_INT, stepsPerEpoch: POSITIVE_INT, pctStart: { type: 'number', min: 0, max: 1 }, annealStrategy: { type: 'choice', values: ['cos', 'linear'] }, cycleMomentum: { type: 'boolean' }, baseMomentum: { type: 'number', perGroup: true }, maxMomentum: { type: 'number', perGroup: true }, divFactor: { type: 'number', min: 0, exclusive: 'min' }, finalDivFactor: { type: 'number', min: 0, exclusive: 'min' }, threePhase: { type: 'boolean' }, lastEpoch: LAST_EPOCH });
        const o = options;
        let total;
        if (o.totalSteps !== undefined) {
            total = o.totalSteps;
        }
        else if (o.epochs !== undefined && o.stepsPerEpoch !== undefined) {
            total = o.epochs * o.stepsPerEpoch;
        }
        else {
            throw new TypeError('OneCycleLR: define either totalSteps or both epochs and stepsPerEpoch');
        }
        const pct = o.pctStart ?? 0.3;
        const strategy = o.annealStrategy ?? 'cos';
        prepareGroups(optimizer, o);
        const cycle = o.cycleMomentum ?? true;
        let useBeta1 = false;
        if (cycle) {
            const d = optimizer.defaults;
            if (!('momentum' in d) && !('betas' in d))
                throw new Error('OneCycleLR: the optimizer has no momentum or betas option; pass cycleMomentum: false');
            useBeta1 = 'betas' in d;
            if ((o.lastEpoch ?? -1) === -1) {
                const maxM = perGroup(o.maxMomentum ?? 0.95, optimizer, 'maxMomentum', 'OneCycleLR');
                const baseM = perGroup(o.baseMomentum ?? 0.85, optimizer, 'baseMomentum', 'OneCycleLR');
                optimizer.paramGroups.forEach((g, i) => {
                    if (useBeta1)
                        g.betas = [maxM[i], ...g.betas.slice(1)];
                    else
                        g.momentum = maxM[i];
                    g.maxMomentum = maxM[i];
                    g.baseMomentum = baseM[i];
                });
            }
        }
        super(optimizer, o.lastEpoch);
        this.totalSteps = total;
        this.schedulePhases = o.threePhase
            ? [
                { end_step: pct * total - 1, start_lr: 'initial_lr', end_lr: 'max_lr', start_momentum: 'max_momentum', end_momentum: 'base_momentum' },
                { end_step: 2 * pct * total - 2, start_lr: 'max_lr', end_lr: 'initial_lr', start_momentum: 'base_momentum', end_momentum: 'max_momentum' },
                { end_step: total - 1, start_lr: 'initial_lr', end_lr: 'min_lr', start_momentum: 'max_momentum', end_momentum: 'max_momentum' },
            ]
            : [
                { end_step: pct * total - 1, start_lr: 'initial_lr', end_lr: 'max_lr', start_momentum: 'max_momentum', end_momentum: 'base_momentum' },
                { end_step: total - 1, start_lr: 'max_lr', end_lr: 'min_lr', start_momentum: 'base_momentum', end_momentum: 'max_momentum' },
            ];
        this.annealStrategy = strategy;
        this.cycleMomentum = cycle;
        this.useBeta1 = useBeta1;
        this.initialStep();
    }
    anneal(start, end, pct) {
        if (this.annealStrategy === 'linear')
            return (end - start) * pct + start;
        const cosOut = Math.cos(Math.PI * pct) + 1;
        return end + ((start - end) / 2.0) * cosOut;
    }
    getLr() {
        const step = this.lastEpoch;
        if (step > this.totalSteps) {
            throw new RangeError(`OneCycleLR: tried to step ${step + 1} times; the specified number of total steps is ${this.totalSteps}`);
        }
        return this.optimizer.paramGroups.map((group) => {
            const get = (key) => group[groupKey[key] ?? key];
            let start = 0;
            let lr = 0;
            let momentum = 0;
            for (let i = 0; i < this.schedulePhases.length; i++) {
                const phase = this.schedulePhases[i];
                const end = phase.end_step;
                if (step <= end || i === this.schedulePhases.length - 1) {
                    const pct = (step - start) / (end - start);
                    lr = this.anneal(get(phase.start_lr), get(phase.end_lr), pct);
                    if (this.cycleMomentum)
                        momentum = this.anneal(get(phase.start_momentum), get(phase.end_momentum), pct);
                    break;
                }
                start = end;
            }
            if (this.cycleMomentum) {
                if (this.useBeta1)
                    group.betas = [momentum, ...group.betas.slice(1)];
                else
                    group.momentum = momentum;
            }
            return lr;
        });
    }
}
//# sourceMappingURL=one-cycle-lr.js.map