// `node scripts/check-wording.ts [-v] [-k]` (issue #9): how many clauses CUAD annotates with each type the
// wording check (src/analysis/clause-wording.ts) would refuse, and how many are taken for non-operative text —
// the check's cost in recall on the training contracts. `-v` shows refused examples, `-k` samples each
// non-operative kind. Training contracts only; needs ../shared/cuad.
import { cuadAvailable } from './lib/cuad.ts';
import { loadLabelledContracts } from './train/lib/cuad-clauses.ts';
import { isAmongRecitals, typeHasItsWords, nonOperativeKind, recitalsOf } from '../src/analysis/clause-wording.ts';
import { wordingContext } from '../src/engines/local/analysis/clauses/context.ts';
import { CUAD_CLAUSE_TYPES } from '../src/domain/taxonomy.ts';
if (!cuadAvailable()) {
  console.log('check-wording skipped: CUAD data not found (set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad)');
  process.exit(0);
}
const contracts = loadLabelledContracts('train');
const stats = new Map<string, { n: number; fail: number; nonop: number; ex: string[] }>();
const kinds = new Map<string, number>();
const kindEx = new Map<string, string[]>();
// Clauses as the models and checks read them at inference (features.ts asModelsReadIt).
for (const c of contracts) {
  const recitals = recitalsOf(c.text);
  c.modelSegments.forEach((s, i) => {
  const k = nonOperativeKind(s.text) ?? (isAmongRecitals(s, recitals) ? 'among the recitals' : null);
  if (k) { kinds.set(k, (kinds.get(k) ?? 0) + 1); const l = kindEx.get(k) ?? []; if (l.length < 400) l.push(s.text.slice(0, 100).replace(/\s+/g, ' ')); kindEx.set(k, l); }
  for (const t of c.labels[i]!) {
    const st = stats.get(t) ?? { n: 0, fail: 0, nonop: 0, ex: [] }; st.n++;
    if (!typeHasItsWords(t, wordingContext(c.modelSegments, i))) { st.fail++; if (st.ex.length < 3) st.ex.push(s.text.slice(0, 200).replace(/\s+/g, ' ')); }
    if (k) { st.nonop++; if (st.ex.length < 6) st.ex.push(`[${k}] ` + s.text.slice(0, 150).replace(/\s+/g, ' ')); }
    stats.set(t, st);
  }
  });
}
for (const t of CUAD_CLAUSE_TYPES) { const s = stats.get(t); if (!s) continue; console.log(`${t.padEnd(36)} n=${s.n} fail=${s.fail} nonop=${s.nonop}`); if (process.argv.includes('-v')) for (const e of s.ex) console.log('     ', e); }
console.log(kinds);
if (process.argv.includes('-k')) for (const [k, l] of kindEx) { console.log('==', k); for (const e of l.filter((_, i) => i % 8 === 0)) console.log('   ', e); }
