import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClauseType } from '../../src/domain/taxonomy.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine, type SegmentTagger } from '../../src/engines/local/analysis/engine.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cuadAvailable, loadCuad, readContractText } from '../../scripts/lib/cuad.ts';
import { DEFAULT_MODEL_DIR } from '../../src/engines/local/analysis/engine.ts';

const TEXT = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made as of January 1, 2020 between Acme, Inc. ("Acme") and Beta LLC ("Beta").',
  '1. Term. This Agreement shall continue for two (2) years from the Effective Date and shall renew automatically for successive one (1) year terms unless either party gives notice of non-renewal at least fifteen (15) days prior to the end of the then-current term.',
  '2. Liability. In no event shall either party be liable for more than the fees paid in the six (6) months preceding the claim.',
  '3. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
].join('\n\n');

/** Segments by blank lines and types by heading words: enough to drive the engine without the trained tagger. */
const keywordTagger: SegmentTagger = {
  tag: (segments) =>
    segments.map((s): ClauseType[] => (/Liability\./.test(s.text) ? ['Cap on Liability'] : /Term\./.test(s.text) ? ['Renewal Term'] : [])),
};
const paragraphs = (text: string) => {
  const out: { start: number; end: number; page: number; text: string; heading: null }[] = [];
  for (const m of text.matchAll(/[^\n]+/g)) out.push({ start: m.index, end: m.index + m[0].length, page: 1, text: m[0], heading: null });
  return out;
};

function runEngine(text: string, engine = createLocalAnalysisEngine(undefined, { segment: paragraphs, tagger: keywordTagger })) {
  return analyzeText(engine, text);
}

describe('local analysis engine', () => {
  it('flags a liability cap below twelve months of fees, quoting the months', async () => {
    const { clauses } = await runEngine(TEXT);
    const cap = clauses.find((c) => c.type === 'Cap on Liability')!;
    assert.equal(cap.risk_level, 'high');
    assert.match(cap.analysis, /6 months of fees, below the 12 months/);
  });
  it('flags a non-renewal notice shorter than thirty days, quoting the days', async () => {
    const { clauses } = await runEngine(TEXT);
    const notice = clauses.find((c) => c.type === 'Notice Period to Terminate Renewal')!;
    assert.equal(notice.risk_level, 'medium');
    assert.match(notice.analysis, /fifteen \(15\) days, shorter than the 30 days/);
  });
  it('flags a governing law outside the allowed list, naming it', async () => {
    const { clauses } = await runEngine(TEXT);
    assert.match(clauses.find((c) => c.type === 'Governing Law')!.analysis, /law of Texas, which is not among the allowed/);
  });
  it('lists required protections that are absent as missing clauses', async () => {
    const { missing, report } = await runEngine(TEXT);
    assert.ok(missing.some((m) => m.type === 'Confidentiality'));
    assert.deepEqual(report.missing_clauses, missing);
    assert.ok(!report.clauses.some((c) => c.type === 'Confidentiality'));
  });
  it('does not ask an NDA for the protections the playbook exempts NDAs from', async () => {
    const nda = [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Mutual Non-Disclosure Agreement is entered into as of March 3, 2025 by and between Orion Data Systems, Inc. ("Orion") and Bluefin Analytics Ltd ("Bluefin").',
      '1. Confidentiality. Each party shall keep the other party\'s Confidential Information strictly confidential.',
    ].join('\n\n');
    const { classification, missing } = await runEngine(nda);
    assert.equal(classification.contractType, 'Non-Disclosure Agreement');
    const missingTypes = missing.map((m) => m.type);
    for (const exempt of ['Cap on Liability', 'Indemnification', 'Force Majeure', 'Termination for Cause']) assert.ok(!missingTypes.includes(exempt as ClauseType), exempt);
  });
  it('does not call a protection missing when the text provides it in a clause no model typed', async () => {
    const withBreach = `${TEXT}\n\n4. Default. Either party may terminate this Agreement on written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days after notice.`;
    const { missing, clauses } = await runEngine(withBreach);
    assert.ok(!missing.some((m) => m.type === 'Termination for Cause'));
    assert.ok(clauses.some((c) => c.type === 'Termination for Cause' && c.text.startsWith('4. Default.')));
  });
  it('gives no type to a definition, whatever the model said', async () => {
    const tagEverything: SegmentTagger = { tag: (segments) => segments.map((): ClauseType[] => ['Cap on Liability']) };
    const definition = 'SERVICES AGREEMENT\n\n"Liability Cap" means the amount set out in Schedule 2.';
    const { clauses } = await runEngine(definition, createLocalAnalysisEngine(undefined, { segment: paragraphs, tagger: tagEverything }));
    assert.equal(clauses.length, 0);
  });
  it('still lists the exempted protections as missing for other contract types', async () => {
    const { missing } = await runEngine(TEXT);
    assert.ok(missing.some((m) => m.type === 'Indemnification'));
  });
  it('writes an executive summary of at most about 150 words naming type, parties, dates and law', async () => {
    const { report } = await runEngine(TEXT);
    assert.ok(report.executive_summary.split(/\s+/).length <= 151);
    assert.match(report.executive_summary, /Service Agreement|Master Services Agreement/);
    assert.match(report.executive_summary, /Acme, Inc\. and Beta LLC/);
    assert.match(report.executive_summary, /effective 2020-01-01, expires 2022-01-01/);
    assert.match(report.executive_summary, /Texas/);
    assert.equal(report.overall_risk, 'high');
    assert.equal(report.playbook_version, 1);
  });
  it('derives the notice deadline from the expiration', async () => {
    const { obligations } = await runEngine(TEXT);
    const notice = obligations.find((o) => o.title === 'Notice deadline to prevent renewal')!;
    assert.equal(notice.due_date, '2021-12-17');
    assert.equal(notice.derivation, "expiration 2022-01-01 minus 15 days' notice");
  });
  it('is deterministic for the same input', async () => {
    assert.deepEqual(await runEngine(TEXT), await runEngine(TEXT));
  });
});

const cuadSkip = !cuadAvailable()
  ? 'CUAD pack not found at ../shared/cuad (CLAUSEWISE_CUAD_DIR)'
  : !existsSync(join(DEFAULT_MODEL_DIR, 'clause-tagger.bin'))
    ? 'clause tagger model not built yet (npm run train)'
    : false;

describe('local analysis engine on CUAD contracts', { skip: cuadSkip }, () => {
  it('gives every clause and obligation exact offsets into the text', async () => {
    const engine = createLocalAnalysisEngine();
    for (const contract of loadCuad().filter((c) => c.holdout).slice(0, 5)) {
      const text = readContractText(contract);
      const { clauses, obligations, fields, droppedFindings } = await runEngine(text, engine);
      assert.equal(droppedFindings, 0, `${contract.stem}: the local engine quotes the text exactly`);
      for (const c of clauses) assert.equal(text.slice(c.start, c.end), c.text, `${contract.stem}: clause ${c.type}`);
      for (const o of obligations) assert.equal(text.slice(o.source.start, o.source.end), o.source.quote, `${contract.stem}: ${o.title}`);
      for (const e of [...fields.partiesEvidence, fields.effectiveDateEvidence, fields.governingLawEvidence]) {
        if (e) assert.equal(text.slice(e.start, e.end), e.quote, contract.stem);
      }
    }
  });
});
