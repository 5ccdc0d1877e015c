// Stage `classifying`: title rules where they are sure, the trained classifier where they are not.

import type { Classification } from '../../../types.ts';
import type { ContractTypeModel } from './contract-type-model.ts';
import { contractTypeFromTitle, developmentFromOpening, findTitle, ownersAgreementFromOpening } from './title-rules.ts';

/** Confidence reported for a title rule: titles are what the parties chose to call the contract. */
const TITLE_RULE_CONFIDENCE = 0.95;
/** Confidence for an owners' agreement read from its opening rather than its title. */
const OPENING_RULE_CONFIDENCE = 0.8;
/** How much of the text a title rule may read to settle what the title means. */
const OPENING_CHARS = 5000;
/** Below this classifier confidence the contract is "Other" rather than a guess. */
const MIN_MODEL_CONFIDENCE = 0.12;

export function classifyContract(text: string, model: ContractTypeModel | null): Classification {
  const byTitle = contractTypeFromTitle(findTitle(text), text.slice(0, OPENING_CHARS));
  if (byTitle) return { contractType: byTitle, confidence: TITLE_RULE_CONFIDENCE };
  const byOpening = ownersAgreementFromOpening(text.slice(0, OPENING_CHARS)) ?? developmentFromOpening(text.slice(0, OPENING_CHARS));
  if (byOpening) return { contractType: byOpening, confidence: OPENING_RULE_CONFIDENCE };
  if (model === null) return { contractType: 'Other', confidence: 0 };
  const predicted = model.predict(text);
  if (predicted.confidence < MIN_MODEL_CONFIDENCE) return { contractType: 'Other', confidence: predicted.confidence };
  return { contractType: predicted.contractType, confidence: Math.round(predicted.confidence * 1000) / 1000 };
}
