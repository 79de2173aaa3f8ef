export { matchModel, MAX_ALTERNATIVES, MAX_MODEL_CHARS, type MatchOutcome, type ModelMatch } from './match-model';
export { CONFIDENCE_BANDS, MIN_FUZZY_INPUT_CHARS } from './score';
export { MAX_REVISION_CHARS } from './align';
