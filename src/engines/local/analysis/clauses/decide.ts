// Turns per-segment model probabilities into clause types for one document (issue #4). Two thresholds per type
// resolve the tension between the two quality targets: a type is present in the document only when its best
// segment clears the document threshold (presence precision), and then every segment clearing the lower clause
// threshold carries it (excerpt coverage). Thresholds are tuned on training folds by train-clauses.ts.

export interface TypeThresholds {
  document: number[];
  clause: number[];
}

/** Per segment, the indices of the classes it carries. */
export function decideClasses(probabilities: Float32Array[], thresholds: TypeThresholds): number[][] {
  const chosen: number[][] = probabilities.map(() => []);
  const classCount = thresholds.document.length;
  for (let c = 0; c < classCount; c++) {
    let best = -1;
    let bestProbability = -1;
    probabilities.forEach((p, s) => {
      if (p[c]! > bestProbability) {
        bestProbability = p[c]!;
        best = s;
      }
    });
    if (best < 0 || bestProbability < thresholds.document[c]!) continue;
    const clauseThreshold = Math.min(thresholds.clause[c]!, thresholds.document[c]!);
    probabilities.forEach((p, s) => {
      if (s === best || p[c]! >= clauseThreshold) chosen[s]!.push(c);
    });
  }
  return chosen;
}
