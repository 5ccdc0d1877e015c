// The trained contract-type classifier (scripts/train/train-contract-type.ts → models/contract-type.cwm):
// TF-IDF over the title and opening of the contract, softmax over the contract types seen in training.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractType } from '../../../../domain/taxonomy.ts';
import { predictMultiClass, type LinearModel } from '../../text/linear.ts';
import { readModelFile } from '../../text/model-file.ts';
import { createTfidfVectorizer, type TfidfVectorizer, type TfidfVocabulary } from '../../text/tfidf.ts';
import { tokenize } from '../../text/tokenize.ts';
import { findTitle } from './title-rules.ts';

export const CONTRACT_TYPE_MODEL_FILE = 'contract-type.cwm';
/** The classifier reads the title (weighted) and this much of the opening text, where the subject is stated. */
export const OPENING_CHARS = 8000;
const TITLE_REPEAT = 3;

export interface ContractTypeModelMeta {
  vocabulary: TfidfVocabulary;
  classes: ContractType[];
  trainedOn: number;
  taxonomyVersion: string;
}

export interface ContractTypeModel {
  predict(text: string): { contractType: ContractType; confidence: number };
}

/** Tokens the classifier sees: the title repeated (it is the strongest cue), then the opening. */
export function contractTypeTokens(text: string): string[] {
  const title = tokenize(findTitle(text) ?? '');
  const tokens: string[] = [];
  for (let i = 0; i < TITLE_REPEAT; i++) tokens.push(...title);
  tokens.push(...tokenize(text.slice(0, OPENING_CHARS)));
  return tokens;
}

/** Loads the model; null when the artifact is absent (run `npm run train`). */
export function loadContractTypeModel(modelDir: string): ContractTypeModel | null {
  const path = join(modelDir, CONTRACT_TYPE_MODEL_FILE);
  if (!existsSync(path)) return null;
  const file = readModelFile<ContractTypeModelMeta>(path);
  const vectorizer: TfidfVectorizer = createTfidfVectorizer(file.meta.vocabulary);
  const model: LinearModel = {
    featureCount: vectorizer.size,
    classCount: file.meta.classes.length,
    weights: file.tensors.weights!.data,
    bias: file.tensors.bias!.data,
  };
  return {
    predict(text) {
      const probabilities = predictMultiClass(model, vectorizer.vectorizeTokens(contractTypeTokens(text)));
      let best = 0;
      for (let c = 1; c < probabilities.length; c++) if (probabilities[c]! > probabilities[best]!) best = c;
      return { contractType: file.meta.classes[best]!, confidence: probabilities[best]! };
    },
  };
}
