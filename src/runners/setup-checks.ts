// What setup checks before it makes any directory, and the errors for parts that are missing.

/** Throws the error for reading `runner.optimizer` when there is none. */
export function missingOptimizer(runner: string, setUp: boolean): never {
  throw new Error(
    setUp
      ? `${runner}.optimizer: there is no optimizer; set config.optim (e.g. --optim.name adam --optim.lr 1e-3) or assign this.optimizer in the constructor`
      : `${runner}.optimizer: read before setup(); it is built from config.optim by setup() (await runner.setup() first), or assign it in the constructor`,
  );
}

/** What {@link checkCriterion} needs to know about the runner. */
export interface CriterionFacts {
  runner: string;
  hasCriterion: boolean;
  /** The runner trains (a train split and an optimizer, or config.optim). */
  trains: boolean;
  /** trainStep is the default one, which calls the criterion. */
  defaultTrainStep: boolean;
}

/** A runner that trains with the default trainStep needs a criterion: said at setup, not at the first step. */
export function checkCriterion(f: CriterionFacts): void {
  if (f.trains && f.defaultTrainStep && !f.hasCriterion) {
    throw new Error(`${f.runner}: no criterion; assign this.criterion in the constructor (for example new nn.CrossEntropyLoss()) or override trainStep`);
  }
}

/** The error for evaluating a split that yielded no samples. */
export function emptySplitError(split: string, batches: number): Error {
  return new Error(
    `evaluation of split '${split}' saw no samples (${batches} batches${batches > 0 ? ', every normalizer 0' : ''}); ` +
      `give '${split}' a non-empty dataset, or leave it out of the splits`,
  );
}
