// CUAD contracts turned into labelled clause segments, for the clause tagger and embedder training and the
// clause evaluation. Hold-out contracts (isHoldout) come back only in the parts that hold them ('holdout', 'all').

import { inPart, loadCuad, readContractText, type CuadContract, type CuadPart } from '../../lib/cuad.ts';
import { clauseSpanLabels, goldTypes, locateContractExcerpts, type LocatedExcerpt } from '../../lib/clause-metrics.ts';
import { segmentClauses, type Segment } from '../../../src/engines/local/analysis/clauses/segment.ts';
import { asModelsReadIt } from '../../../src/engines/local/analysis/clauses/features.ts';
import type { ClauseType } from '../../../src/domain/taxonomy.ts';

export interface LabelledContract {
  contract: CuadContract;
  text: string;
  segments: Segment[];
  /** The same segments with their text as the models read it at inference (features.ts asModelsReadIt): what
   *  the models, cues and wording checks are trained and tuned on. Labels and scores read `segments`. */
  modelSegments: Segment[];
  /** CUAD types per segment, from the located excerpts. */
  labels: Set<ClauseType>[];
  excerpts: LocatedExcerpt[];
  gold: Set<ClauseType>;
}

export function loadLabelledContracts(part: CuadPart): LabelledContract[] {
  return loadCuad()
    .filter((c) => inPart(c, part))
    .map((contract) => {
      const text = readContractText(contract);
      const segments = segmentClauses(text, []);
      const { located } = locateContractExcerpts(contract, text);
      return { contract, text, segments, modelSegments: segments.map(asModelsReadIt), labels: clauseSpanLabels(segments, located), excerpts: located, gold: goldTypes(contract) };
    });
}
