// The clause tagger (issue #4): CUAD clause types from the trained clause models (one-vs-rest logistic
// regression averaged with a small perceptron, a sentence model read through each clause's best sentence, and a
// placement model over those for all types and the neighbouring clauses, issue #9)
// (models/clause-tagger.bin, built by scripts/train/train-clauses.ts) with per-type document and clause
// thresholds, plus the rule-found general types (rules.ts).

import { join } from 'node:path';
import { CLAUSE_TYPES, type ClauseType } from '../../../../domain/taxonomy.ts';
import { createTfidfVectorizer, type TfidfVocabulary } from '../../text/tfidf.ts';
import { predictMultiLabel, type LinearModel } from '../../text/linear.ts';
import { predictMlp, type MlpModel } from '../../text/mlp.ts';
import { readModelFile } from '../../text/model-file.ts';
import { DEFAULT_MODEL_DIR } from '../../embedding/embedder.ts';
import { clauseSentences, clauseTokens } from './features.ts';
import { decideClasses, presenceProbabilities, type PresenceStacker, type TypeThresholds } from './decide.ts';
import { tokenize } from '../../text/tokenize.ts';
import { cueMatches, headingRuleTypes, ruleTypes } from './rules.ts';
import type { Segment } from './segment.ts';
import { wordingContext } from './context.ts';
import { placementWithSecondStage, type FirstStageProbabilities, type PlacementModel } from './placement-model.ts';
import { GENERAL_MODEL_TYPES, loadGeneralTypeModel } from './general.ts';
import { isNonOperativeText, typeHasItsWords } from '../../../../analysis/clause-wording.ts';

export const CLAUSE_TAGGER_FILE = 'clause-tagger.bin';

export interface ClauseTaggerMeta {
  modelId: string;
  /** The model's classes, in output order. */
  types: ClauseType[];
  vocabulary: TfidfVocabulary;
  /** Weight of the logistic clause model in the clause models' blend; the perceptron has the rest. */
  logisticShare: number;
  /** Weight of the clause's best sentence in the placement probability; the clause models' blend has the rest. */
  sentenceShare: number;
  /** Weight of the placement model (placement-model.ts) in the placement probability; the blend has the rest. */
  placementShare: number;
  stacker: PresenceStacker;
  thresholds: TypeThresholds;
}

export interface ClauseTagger {
  readonly modelId: string;
  /** Types per segment, in CLAUSE_TYPES order. `context.fullText` (the whole contract) feeds the
   *  document-level presence model; without it the segments' text stands in. */
  tag(segments: Segment[], context?: { fullText: string }): ClauseType[][];
  /** Model probability of each model type per segment (for search, diagnostics and evaluation). */
  probabilities(segments: Pick<Segment, 'text' | 'heading'>[]): Float32Array[];
  readonly modelTypes: readonly ClauseType[];
}

/** The placement probability of a clause: the two clause models' probabilities averaged with the logistic
 *  model's share, then averaged with its best sentence's with the sentence share. */
export function placementProbabilities(
  probabilities: { logistic: Float32Array; mlp: Float32Array; sentence: Float32Array },
  shares: Pick<ClauseTaggerMeta, 'logisticShare' | 'sentenceShare'>,
): Float32Array {
  const { logistic, mlp, sentence } = probabilities;
  const { logisticShare, sentenceShare } = shares;
  return logistic.map((p, c) => (1 - sentenceShare) * (logisticShare * p + (1 - logisticShare) * mlp[c]!) + sentenceShare * sentence[c]!);
}

/** Per class, the best of the sentence model's probabilities over the clause's sentences. */
export function bestSentenceProbabilities(sentences: Float32Array[], classCount: number): Float32Array {
  const best = new Float32Array(classCount);
  for (const p of sentences) for (let c = 0; c < classCount; c++) best[c] = Math.max(best[c]!, p[c]!);
  return best;
}

const TYPE_ORDER = new Map<ClauseType, number>(CLAUSE_TYPES.map((t, i) => [t, i]));

export function loadClauseTagger(modelDir: string = DEFAULT_MODEL_DIR): ClauseTagger {
  const { meta, tensors } = readModelFile<ClauseTaggerMeta>(join(modelDir, CLAUSE_TAGGER_FILE));
  const vectorizer = createTfidfVectorizer(meta.vocabulary);
  const linear = (prefix: string): LinearModel => ({
    featureCount: meta.vocabulary.terms.length,
    classCount: meta.types.length,
    weights: tensors[`${prefix}Weights`]!.data,
    bias: tensors[`${prefix}Bias`]!.data,
  });
  const classOf = new Map(meta.types.map((type, c) => [type, c]));
  const generalModel = loadGeneralTypeModel(modelDir);
  const clauseModel = linear('clause');
  const clauseMlp: MlpModel = {
    featureCount: meta.vocabulary.terms.length,
    hiddenCount: tensors.clauseMlpHiddenBias!.data.length,
    classCount: meta.types.length,
    inputWeights: tensors.clauseMlpInputWeights!.data,
    hiddenBias: tensors.clauseMlpHiddenBias!.data,
    outputWeights: tensors.clauseMlpOutputWeights!.data,
    outputBias: tensors.clauseMlpOutputBias!.data,
  };
  const documentModel = linear('document');
  const sentenceModel = linear('sentence');
  const placementModel: PlacementModel = {
    featureCount: tensors.placementWeights!.shape[0]!,
    classCount: meta.types.length,
    weights: tensors.placementWeights!.data,
    bias: tensors.placementBias!.data,
  };
  /** Per segment, the logistic model's and the best sentence's probabilities (what presence reads) and the
   *  placement probability. */
  const segmentProbabilities = (segments: Pick<Segment, 'text' | 'heading'>[]) =>
    segments.map((s) => {
      const x = vectorizer.vectorizeTokens(clauseTokens(s.text, s.heading));
      const logistic = predictMultiLabel(clauseModel, x);
      const sentences = clauseSentences(s.text).map((span) =>
        predictMultiLabel(sentenceModel, vectorizer.vectorizeTokens(clauseTokens(s.text.slice(span.start, span.end), s.heading))),
      );
      const sentence = bestSentenceProbabilities(sentences, meta.types.length);
      const mlp = predictMlp(clauseMlp, x);
      return { logistic, mlp, sentence, blended: placementProbabilities({ logistic, mlp, sentence }, meta) };
    });
  /** Per segment, the placement probability: the first models' blend with the placement model's, which reads
   *  the segment's neighbours too. */
  const placement = (firstStage: FirstStageProbabilities[]) => placementWithSecondStage(placementModel, firstStage, meta.placementShare);
  const probabilities = (segments: Pick<Segment, 'text' | 'heading'>[]) => placement(segmentProbabilities(segments));

  return {
    modelId: meta.modelId,
    modelTypes: meta.types,
    probabilities,
    tag(segments, context) {
      const perSegment = segmentProbabilities(segments);
      const clauseProbabilities = placement(perSegment);
      const fullText = context?.fullText ?? segments.map((s) => s.text).join('\n');
      const documentProbabilities = predictMultiLabel(documentModel, vectorizer.vectorizeTokens(tokenize(fullText)));
      const cues = cueMatches(segments, meta.types);
      // Definitions, recitals, headings, schedule titles and signature blocks carry no type; every other type
      // must be supported by the clause's own wording (with its list lead-in or items).
      // Recitals cut from a long paragraph are left to the report (report.ts typeClauses), as for every engine: the
      // thresholds were tuned without them.
      const operative = segments.map((segment) => !isNonOperativeText(segment.text));
      const contexts = segments.map((_, s) => (operative[s] ? wordingContext(segments, s) : ''));
      // Checked lazily: only the best clauses of each type (until its presence is settled) and the clauses of types
      // found present are asked about.
      const memo = new Map<number, boolean>();
      const allowed = (s: number, c: number) => {
        const key = s * meta.types.length + c;
        let value = memo.get(key);
        if (value === undefined) memo.set(key, (value = operative[s]! && typeHasItsWords(meta.types[c]!, contexts[s]!)));
        return value;
      };
      const presence = presenceProbabilities(
        perSegment.map((p) => p.logistic),
        perSegment.map((p) => p.sentence),
        documentProbabilities,
        meta.stacker,
        cues,
        allowed,
        meta.thresholds.document,
      );
      const modelClasses = decideClasses(clauseProbabilities, presence, meta.thresholds, cues, allowed);
      const general = generalModel?.decide(contexts.map((context, s) => (operative[s] ? context : ''))) ?? null;
      return segments.map((segment, s) => {
        if (!operative[s]) return [];
        const types = new Set<ClauseType>(modelClasses[s]!.map((c) => meta.types[c]!));
        if (general === null) for (const type of ruleTypes(segment.text, segment.heading)) types.add(type);
        else {
          // The general model decides the general types from the clause's wording (the rules are among its
          // inputs); a heading naming the subject still counts where the text touches it.
          for (const type of general[s]!) types.add(type);
          for (const type of headingRuleTypes(segment.text, segment.heading)) types.add(type);
        }
        // A type of the clause models goes through the memo: it was checked when it was placed.
        return [...types].filter((t) => (classOf.has(t) ? allowed(s, classOf.get(t)!) : typeHasItsWords(t, contexts[s]!))).sort((a, b) => TYPE_ORDER.get(a)! - TYPE_ORDER.get(b)!);
      });
    },
  };
}
