import { ADAM_RULES, adamUpdate, stepToTensor } from './adam-core.js';
import { checkOptions, type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';

/** AdamW options (PyTorch 1.13 names in camelCase, same defaults: weight decay 0.01). */
export interface AdamWOptions extends BaseOptions {
  betas: [number, number];
  eps: number;
  /** Decoupled weight decay: parameters are scaled by `1 - lr * weightDecay` each step. */
  weightDecay: number;
  amsgrad: boolean;
  /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
  foreach: boolean | null;
  maximize: boolean;
  capturable: boolean;
}

/**
 * AdamW: Adam with decoupled weight decay, the update of PyTorch 1.13's `_multi_tensor_adamw`.
 * Same state as {@link Adam}.
 */
export class AdamW extends Optimizer<AdamWOptions> {
  constructor(params: ParamsInput<AdamWOptions>, options: Partial<AdamWOptions> = {}) {
    checkOptions('AdamW', options, ADAM_RULES);
    super(params, {
      lr: options.lr ?? 1e-3,
      betas: options.betas ?? [0.9, 0.999],
      eps: options.eps ?? 1e-8,
      weightDecay: options.weightDecay ?? 1e-2,
      amsgrad: options.amsgrad ?? false,
      foreach: options.foreach ?? null,
      maximize: options.maximize ?? false,
      capturable: options.capturable ?? false,
    });
  }

  protected override optionRules(): OptionRules {
    return ADAM_RULES;
  }

  protected override updatesByParameter(): boolean {
    return this.update === AdamW.prototype.update;
  }

  protected update(): void {
    for (const group of this.paramGroups) {
      const params = this.paramsWithGrad(group);
      if (params.length) adamUpdate(group, params, params.map((p) => this.stateOf(p)), true);
    }
  }

  protected override afterLoad(): void {
    for (const s of this.state.values()) stepToTensor(s);
  }
}
