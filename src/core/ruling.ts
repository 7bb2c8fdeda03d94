/**
 * A decision the rules text leaves open: the question, the default, the rule option that selects
 * the alternative (if any), and the sentence it rests on. Each mode lists its rulings as data.
 */
export interface Ruling {
  readonly id: string;
  readonly question: string;
  readonly default: string;
  /** The `setup.rules` option that changes it, or null when the ruling is fixed. */
  readonly option: string | null;
  readonly seed: string;
}
