// The general clause-type model (issue #9): Confidentiality, Indemnification, …, Term, plus Governing Law,
// Insurance and Non-Disparagement, learned from real contracts. Training labels come from the section headings
// of the CUAD training contracts ("12. Indemnification." → the text under it is about indemnification), but the
// model never reads a heading: its features are the clause body (heading and number removed) plus which
// wording rules (rules.ts) fire, so it types a provision by what it says. One-vs-rest logistic regression over
// TF-IDF, with per-type thresholds chosen by contract-grouped cross-validation
// (scripts/train/train-general.ts → models/general-types.bin).

import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { GENERAL_CLAUSE_TYPES, type ClauseType } from '../../../../domain/taxonomy.ts';
import { createTfidfVectorizer, type TfidfVocabulary } from '../../text/tfidf.ts';
import { predictMultiLabel, type LinearModel } from '../../text/linear.ts';
import { readModelFile } from '../../text/model-file.ts';
import { tokenize } from '../../text/tokenize.ts';
import { clauseBody } from './segment.ts';
import { CLAUSE_RULES, CUAD_CUES } from './rules.ts';
import { definingTypes } from './defining-wording.ts';
import { leadSentenceOf, sentencesOf } from '../../../../analysis/sentences.ts';

export const GENERAL_TYPES_FILE = 'general-types.bin';

/** The types the general model decides: the general types and three CUAD types with plain headings. */
export const GENERAL_MODEL_TYPES: readonly ClauseType[] = [...GENERAL_CLAUSE_TYPES, 'Governing Law', 'Insurance', 'Non-Disparagement'];

export interface GeneralModelMeta {
  modelId: string;
  types: ClauseType[];
  vocabulary: TfidfVocabulary;
  /** Per type: the probability at or above which a clause carries it. */
  thresholds: number[];
  /** Per type: the lower probability that suffices when the type's wording rule fires (> 1: never). */
  ruleThresholds: number[];
  /** Whether a clause's probability is the larger of its whole text's and its first sentence's. */
  leadSentence: boolean;
  /** Whether a provision whose first sentence shows a type's defining wording (defining-wording.ts) carries it. */
  definingLead?: boolean;
}

/** Whether each rule of rules.ts fires on a body by its wording, in CLAUSE_RULES order: read once per clause for both
 *  the model's rule markers and the rule thresholds. */
export function rulesFiringOn(body: string): boolean[] {
  return CLAUSE_RULES.map((rule) => rule.text?.test(body) ?? false);
}

/** Per model type, the wording rule that may lower its threshold: rules.ts for the general types, the CUAD cue
 *  for Governing Law and Non-Disparagement. `firing` is `rulesFiringOn(body)` where the caller has it. */
export function ruleFires(types: readonly ClauseType[], body: string, firing?: readonly boolean[]): boolean[] {
  return types.map((type) => {
    const r = CLAUSE_RULES.findIndex((rule) => rule.type === type);
    const wording = CLAUSE_RULES[r]?.text;
    if (wording) return firing ? firing[r]! : wording.test(body);
    return CUAD_CUES[type]?.test(body) ?? false;
  });
}

/** What the general model reads: the body's words, and a marker for each rule whose wording fires on the body. */
export function generalTokens(text: string): string[] {
  return bodyTokens(clauseBody(text));
}

function bodyTokens(body: string, firing: readonly boolean[] = rulesFiringOn(body)): string[] {
  const tokens = tokenize(body);
  CLAUSE_RULES.forEach((rule, r) => {
    if (firing[r]) tokens.push(`rule:${rule.type.toLowerCase().replace(/\W+/g, '_')}`);
  });
  return tokens;
}

/** A provision's first sentence (of its body): where a contract usually says what the provision is about.
 *  A long provision on amendments that goes on about a fund's board approval is still an amendment clause. */
export function leadSentence(text: string): string {
  return leadSentenceOf(clauseBody(text));
}

/**
 * The general types a provision's own wording states: its lead sentence's, and where the provision bundles several
 * (a "Miscellaneous" section: "… is the entire agreement … It may be amended only by a writing … Notices shall be in
 * writing … may be signed in counterparts"), each sentence's. Three sentences stating three different types mark such
 * a bundle; one provision's later sentences often name another type in passing.
 */
export function provisionDefiningTypes(text: string): ClauseType[] {
  const lead = definingTypes(leadSentence(text));
  const sentences = sentencesOf(clauseBody(text));
  // Fewer than three sentences make no bundle: their wording is not read again.
  if (sentences.length < 3) return lead;
  const stated = sentences.map(definingTypes).filter((types) => types.length > 0);
  const distinct = new Set(stated.flat());
  return stated.length >= 3 && distinct.size >= 3 ? [...new Set([...lead, ...distinct])] : lead;
}

/** Per type, the larger of the probabilities of the whole clause and of its first sentence. `firing` is
 *  `rulesFiringOn` the clause's body where the caller has it. */
export function twoViewProbabilities(predict: (tokens: string[]) => Float32Array, text: string, firing?: readonly boolean[]): Float32Array {
  const body = clauseBody(text);
  const whole = predict(bodyTokens(body, firing));
  const lead = leadSentence(text);
  if (lead.length >= body.length - 5) return whole;
  const first = predict(generalTokens(lead));
  return whole.map((p, c) => Math.max(p, first[c]!));
}

export interface GeneralTypeModel {
  readonly modelId: string;
  readonly types: readonly ClauseType[];
  readonly thresholds: readonly number[];
  probabilities(texts: string[]): Float32Array[];
  /** The general types each text carries (before the wording check). Pass each clause with its list lead-in
   *  or items (context.ts), as in training. */
  decide(texts: string[]): ClauseType[][];
}

export function loadGeneralTypeModel(modelDir: string): GeneralTypeModel | null {
  const path = join(modelDir, GENERAL_TYPES_FILE);
  if (!existsSync(path)) return null;
  const { meta, tensors } = readModelFile<GeneralModelMeta>(path);
  const vectorizer = createTfidfVectorizer(meta.vocabulary);
  const model: LinearModel = {
    featureCount: meta.vocabulary.terms.length,
    classCount: meta.types.length,
    weights: tensors.weights!.data,
    bias: tensors.bias!.data,
  };
  const predict = (tokens: string[]) => predictMultiLabel(model, vectorizer.vectorizeTokens(tokens));
  const probabilitiesOf = (text: string, body: string, firing: readonly boolean[]) =>
    meta.leadSentence ? twoViewProbabilities(predict, text, firing) : predict(bodyTokens(body, firing));
  const probabilities = (texts: string[]) =>
    texts.map((text) => {
      const body = clauseBody(text);
      return probabilitiesOf(text, body, rulesFiringOn(body));
    });
  return {
    modelId: meta.modelId,
    types: meta.types,
    thresholds: meta.thresholds,
    probabilities,
    decide(texts) {
      return texts.map((text) => {
        const body = clauseBody(text);
        const firing = rulesFiringOn(body);
        const p = probabilitiesOf(text, body, firing);
        const fires = ruleFires(meta.types, body, firing);
        const defining = new Set(meta.definingLead ? provisionDefiningTypes(text) : []);
        return meta.types.filter((type, c) => p[c]! >= meta.thresholds[c]! || (fires[c]! && p[c]! >= meta.ruleThresholds[c]!) || defining.has(type));
      });
    },
  };
}
