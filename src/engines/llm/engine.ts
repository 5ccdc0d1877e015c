// The analysis capabilities answered by a model behind an OpenAI-compatible endpoint. Clause boundaries come
// from the deterministic segmenter (pure text mechanics, so offsets are exact); the model types the sections,
// reads fields, clause facts and duties, and quotes the text for each. Long contracts go in chunks of whole
// sections. Each capability also accepts a proposal (the local engine's reading) that the model confirms,
// corrects or completes: that is how the hybrid mode uses it (hybrid.ts).

import Type, { type Static, type TSchema } from 'typebox';
import { shiftDate } from '../../analysis/durations.ts';
import { DEADLINE_ANCHORS, DUTY_KINDS, emptyClauseFacts, emptyContractFields, type DurationUnit, type Recurrence } from '../../analysis/model.ts';
import { CLAUSE_TYPES, CONTRACT_TYPES, type ClauseType } from '../../domain/taxonomy.ts';
import { RECURRENCES } from '../../domain/vocabulary.ts';
import { OneOf } from '../../lib/schema.ts';
import { segmentClauses } from '../local/analysis/clauses/segment.ts';
import type { AnalysisEngine, Classification, Clause, ClauseFacts, ContractFields, Duration, DurationFact, DutyFact, Evidence, PageSpan } from '../types.ts';
import type { JsonRequest, ModelClient } from './model-client.ts';
import { contractBlock, SYSTEM_PROMPT } from './prompts.ts';

/** Characters of contract text per request: a few pages, well inside any current context window. */
export const CHUNK_CHARS = 12_000;
/** Sections read before the first chunk boundary: where the parties and dates are. */
const HEAD_CHARS = 8_000;

const Nullable = <T extends ReturnType<typeof Type.Object> | ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Quote = Type.String({ description: 'Verbatim text of the contract' });
const Unit = OneOf(['day', 'week', 'month', 'year'] as const);
const DurationAnswer = Type.Object({ value: Type.Number(), unit: Unit, quote: Quote }, { additionalProperties: false });

const ClassifyAnswer = Type.Object({ contract_type: OneOf(CONTRACT_TYPES), confidence: Type.Number({ minimum: 0, maximum: 1 }) }, { additionalProperties: false });

const FieldsAnswer = Type.Object(
  {
    parties: Type.Array(Type.Object({ name: Type.String(), quote: Quote }, { additionalProperties: false })),
    effective_date: Nullable(Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), quote: Quote }, { additionalProperties: false })),
    governing_law: Nullable(Type.Object({ jurisdiction: Type.String(), quote: Quote }, { additionalProperties: false })),
    expiration_date: Nullable(Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), quote: Quote }, { additionalProperties: false })),
    initial_term: Nullable(DurationAnswer),
    renewal_term: Nullable(DurationAnswer),
    notice_period_to_terminate_renewal: Nullable(DurationAnswer),
    is_perpetual: Type.Boolean(),
  },
  { additionalProperties: false },
);

const TagAnswer = Type.Object(
  {
    sections: Type.Array(
      Type.Object({ id: Type.Integer(), types: Type.Array(OneOf(CLAUSE_TYPES)), quote: Type.Union([Quote, Type.Null()]) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

const FactsAnswer = Type.Object(
  {
    clauses: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          amounts: Type.Array(Type.String()),
          durations: Type.Array(DurationAnswer),
          notice: Nullable(DurationAnswer),
          cap_months_of_fees: Nullable(Type.Number()),
          cap_is_total_fees: Type.Boolean(),
          recurrence: OneOf(RECURRENCES),
          key_sentences: Type.Array(Type.Object({ type: OneOf(CLAUSE_TYPES), quote: Quote }, { additionalProperties: false })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const DutiesAnswer = Type.Object(
  {
    duties: Type.Array(
      Type.Object(
        {
          kind: OneOf(DUTY_KINDS),
          party: Type.String(),
          action: Type.String(),
          amount: Type.Union([Type.String(), Type.Null()]),
          recurrence: OneOf(RECURRENCES),
          deadline_period: Nullable(DurationAnswer),
          anchor: Type.Union([OneOf(DEADLINE_ANCHORS), Type.Null()]),
          anchor_text: Type.Union([Type.String(), Type.Null()]),
          stated_date: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
          quote: Quote,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export interface Proposals {
  classify?: Classification;
  fields?: ContractFields;
  clauses?: Clause[];
}

/** The capabilities, each with an optional proposal to review (hybrid). */
export interface ModelEngine extends AnalysisEngine {
  classifyReviewing(text: string, proposal: Classification | undefined): Promise<Classification | null>;
  extractFieldsReviewing(text: string, proposal: ContractFields | undefined): Promise<ContractFields>;
  segmentAndTagReviewing(text: string, pages: PageSpan[], proposal: Clause[] | undefined): Promise<Clause[]>;
}

export function createModelEngine(client: ModelClient): ModelEngine {
  const name = `llm:${client.model}`;
  /** Every request goes out with the same system prompt (contract text is untrusted data). */
  const ask = <S extends TSchema>(documentText: string, request: Omit<JsonRequest<S>, 'system'>) => client.completeJson(documentText, { ...request, system: SYSTEM_PROMPT });

  async function classifyReviewing(text: string, proposal: Classification | undefined): Promise<Classification | null> {
    const excerpt = text.length <= HEAD_CHARS ? text : `${text.slice(0, HEAD_CHARS)}\n[…]`;
    const answer = await ask(text, {
      name: 'contract_type',
      schema: ClassifyAnswer,
      user: `Which type of contract is this? Choose one of: ${CONTRACT_TYPES.join('; ')}. Use "Other" when none fits.${proposal ? ` A first reading suggests "${proposal.contractType}" (confidence ${proposal.confidence.toFixed(2)}); confirm or correct it.` : ''}\n\n${contractBlock(excerpt)}`,
      maxAnswerTokens: 100,
    });
    return answer === null ? null : { contractType: answer.contract_type, confidence: answer.confidence, engine: name };
  }

  async function extractFieldsReviewing(text: string, proposal: ContractFields | undefined): Promise<ContractFields> {
    const fields = emptyContractFields();
    const chunks = chunkSections(text, segmentClauses(text, [])).filter((chunk, i) => i === 0 || FIELD_CUES.test(text.slice(chunk.start, chunk.end)));
    for (const [i, chunk] of chunks.entries()) {
      const part = text.slice(chunk.start, chunk.end);
      const answer = await ask(text, {
        name: 'contract_fields',
        schema: FieldsAnswer,
          user: [
          i === 0 ? 'This is the beginning of a contract.' : 'This is a later part of a contract; report only what this part states.',
          'Read: the parties (legal names as written in the preamble or signature blocks, without role aliases such as "Licensee"); the effective date (the agreement\'s own effective-date language, else the date of the agreement; never a date of another agreement or an exhibit); the governing law (only from a choice-of-law sentence: a jurisdiction such as "New York" or "England and Wales"); the expiration date; the initial term; the automatic renewal term; the notice period to prevent renewal; whether the contract is perpetual. Dates as YYYY-MM-DD. Give a verbatim quote for each.',
          proposal ? `A first reading found: ${describeFields(proposal)}. Confirm, correct or complete it.` : '',
          contractBlock(part),
        ].filter(Boolean).join('\n\n'),
        maxAnswerTokens: 1200,
      });
      if (answer !== null) mergeFields(fields, answer, chunk.start, i === 0);
    }
    if (fields.expirationDate === null && fields.effectiveDate !== null && fields.initialTerm !== null) {
      fields.expirationDate = shiftDate(fields.effectiveDate, fields.initialTerm);
    }
    return fields;
  }

  function mergeFields(fields: ContractFields, answer: Static<typeof FieldsAnswer>, offset: number, isHead: boolean): void {
    const evidence = (quote: string): Evidence => ({ start: offset, end: offset, quote, engine: name });
    if (isHead || fields.parties.length === 0) {
      for (const party of answer.parties) {
        if (fields.parties.includes(party.name)) continue;
        fields.parties.push(party.name);
        fields.partiesEvidence.push(evidence(party.quote));
      }
    }
    if (fields.effectiveDate === null && answer.effective_date) {
      fields.effectiveDate = answer.effective_date.date;
      fields.effectiveDateEvidence = evidence(answer.effective_date.quote);
    }
    if (fields.governingLaw === null && answer.governing_law) {
      fields.governingLaw = answer.governing_law.jurisdiction;
      fields.governingLawEvidence = evidence(answer.governing_law.quote);
    }
    if (fields.expirationDate === null && answer.expiration_date) {
      fields.expirationDate = answer.expiration_date.date;
      fields.termEvidence.expirationDate = evidence(answer.expiration_date.quote);
    }
    const durations = [
      ['initialTerm', answer.initial_term],
      ['renewalTerm', answer.renewal_term],
      ['noticePeriodToTerminateRenewal', answer.notice_period_to_terminate_renewal],
    ] as const;
    for (const [key, value] of durations) {
      if (fields[key] !== null || value === null) continue;
      fields[key] = toDuration(value);
      fields.termEvidence[key] = evidence(value.quote);
    }
    fields.isPerpetual ||= answer.is_perpetual;
  }

  async function segmentAndTagReviewing(text: string, pages: PageSpan[], proposal: Clause[] | undefined): Promise<Clause[]> {
    const clauses: Clause[] = (proposal ?? segmentClauses(text, pages).map((s) => ({ start: s.start, end: s.end, page: s.page, text: s.text, heading: s.heading, types: [] as ClauseType[] }))).map(
      (c) => ({ ...c, types: [...c.types] }),
    );
    for (const batch of batches(clauses, (c) => c.text.length)) {
      const listing = batch.map(({ item, index }) => `[S${index}]${proposal ? ` (proposed types: ${item.types.join(', ') || 'none'})` : ''}\n${item.text}`).join('\n\n');
      const answer = await ask(text, {
        name: 'clause_types',
        schema: TagAnswer,
          user: [
          'Each section of the contract below starts with its id in brackets, e.g. [S3]. For every section that is an operative clause, give the clause types it carries (only types whose words are in the section), and quote the sentence that shows them. Definitions, recitals, headings alone, schedules and signature blocks carry no type.',
          `Clause types: ${CLAUSE_TYPES.join('; ')}.`,
          proposal ? 'Proposed types come from a first reading: confirm, correct or complete them; answer every section id.' : '',
          contractBlock(listing, 'SECTIONS'),
        ].filter(Boolean).join('\n\n'),
        maxAnswerTokens: 80 * batch.length + 200,
      });
      if (answer === null) continue;
      for (const section of answer.sections) {
        const target = batch.find(({ index }) => index === section.id);
        if (target === undefined) continue;
        const clause = target.item;
        clause.types = [...new Set(section.types)];
        clause.engine = name;
        clause.evidence = section.quote === null || section.types.length === 0 ? undefined : { start: clause.start, end: clause.start, quote: section.quote, engine: name };
      }
    }
    return clauses.map((c) => (c.engine === undefined && proposal === undefined ? { ...c, engine: name } : c));
  }

  return {
    name,
    classifyReviewing,
    extractFieldsReviewing,
    segmentAndTagReviewing,
    async classify({ text }) {
      return (await classifyReviewing(text, undefined)) ?? { contractType: 'Other', confidence: 0, engine: name };
    },
    extractFields: ({ text }) => extractFieldsReviewing(text, undefined),
    segmentAndTag: ({ text, pages }) => segmentAndTagReviewing(text, pages, undefined),
    async readClauseFacts({ text, clauses }) {
      const facts: ClauseFacts[] = clauses.map(() => ({ ...emptyClauseFacts(), engine: name }));
      for (const batch of batches(clauses, (c) => c.text.length)) {
        const listing = batch.map(({ item, index }) => `[C${index}] (types: ${item.types.join(', ')})\n${item.text}`).join('\n\n');
        const answer = await ask(text, {
          name: 'clause_facts',
          schema: FactsAnswer,
              user: [
            'For each clause below (id in brackets, e.g. [C2], with its types), read: money amounts as written; every period with its number and unit; the notice period it requires, if any; for a liability cap, the months of fees it is measured in, or whether it is the total fees paid or payable; how often what it requires recurs; and for each of its types the operative sentence that states it (verbatim, not the heading).',
            contractBlock(listing, 'CLAUSES'),
          ].join('\n\n'),
          maxAnswerTokens: 250 * batch.length + 200,
        });
        if (answer === null) continue;
        for (const item of answer.clauses) {
          const target = batch.find(({ index }) => index === item.id);
          if (target === undefined) continue;
          const clause = target.item;
          const locate = (d: Static<typeof DurationAnswer>): DurationFact => {
            const at = clause.text.indexOf(d.quote);
            return { ...toDuration(d), start: at === -1 ? -1 : clause.start + at, end: at === -1 ? -1 : clause.start + at + d.quote.length };
          };
          const keySentences: ClauseFacts['keySentences'] = {};
          for (const sentence of item.key_sentences) {
            if (clause.types.includes(sentence.type)) keySentences[sentence.type] = { start: clause.start, end: clause.start, quote: sentence.quote, engine: name };
          }
          facts[target.index] = {
            amounts: item.amounts,
            durations: item.durations.map(locate),
            notice: item.notice === null ? null : locate(item.notice),
            capMonthsOfFees: item.cap_months_of_fees,
            capIsTotalFees: item.cap_is_total_fees,
            recurrence: item.recurrence as Recurrence,
            keySentences,
            engine: name,
          };
        }
      }
      return facts;
    },
    async findDuties({ text, fields, clauses }) {
      const duties: DutyFact[] = [];
      const parties = fields.parties.length > 0 ? fields.parties.join('; ') : 'not identified';
      for (const batch of batches(clauses, (c) => c.text.length)) {
        const listing = batch.map(({ item }) => item.text).join('\n\n');
        const answer = await ask(text, {
          name: 'duties',
          schema: DutiesAnswer,
              user: [
            `List the sentences below that impose a duty on a party (shall / will / must / agrees to, with an action), not permissions, definitions or conditions. The parties are: ${parties}. For each duty give: its kind; the bound party (one of the parties' names, mapping a defined alias such as "the Distributor" back to the name; "Both" only when the sentence binds both or each party); the action as a short imperative phrase; the amount; how often it recurs; the deadline period and the event it counts from (effective_date, expiration, termination, or another event described in anchor_text); a stated due date (YYYY-MM-DD) if any; and the verbatim sentence.`,
            contractBlock(listing, 'CLAUSES'),
          ].join('\n\n'),
          maxAnswerTokens: 1500,
        });
        if (answer === null) continue;
        for (const duty of answer.duties) {
          duties.push({
            kind: duty.kind,
            party: duty.party,
            action: duty.action,
            amount: duty.amount,
            recurrence: duty.recurrence as Recurrence,
            deadline:
              duty.deadline_period || duty.stated_date
                ? { period: duty.deadline_period ? toDuration(duty.deadline_period) : null, anchor: duty.anchor, anchorText: duty.anchor_text, statedDate: duty.stated_date }
                : null,
            evidence: { start: batch[0]!.item.start, end: batch[0]!.item.start, quote: duty.quote, engine: name },
            clauseType: batch.find(({ item }) => item.text.includes(duty.quote))?.item.types[0] ?? null,
          });
        }
      }
      return duties;
    },
  };
}

/** Where fields are stated: later chunks are read only when they mention one. */
const FIELD_CUES = /\b(?:govern|laws?\s+of|renew|expir|term\s+of|effective|perpetual)/i;

function toDuration(d: { value: number; unit: string; quote: string }): Duration {
  return { value: d.value, unit: d.unit as DurationUnit, text: d.quote };
}

function describeFields(f: ContractFields): string {
  const parts = [
    `parties ${f.parties.length > 0 ? f.parties.map((p) => `"${p}"`).join(', ') : 'none'}`,
    `effective date ${f.effectiveDate ?? 'none'}`,
    `governing law ${f.governingLaw ?? 'none'}`,
    `expiration ${f.expirationDate ?? 'none'}`,
    `initial term ${f.initialTerm?.text ?? 'none'}`,
    `renewal ${f.renewalTerm?.text ?? 'none'}`,
    `non-renewal notice ${f.noticePeriodToTerminateRenewal?.text ?? 'none'}`,
  ];
  return parts.join('; ');
}

/**
 * Whole sections grouped into chunks of about CHUNK_CHARS (a longer section is a chunk of its own). Each chunk
 * after the first starts again with the previous chunk's last section, so a statement that leans on the
 * section before it is read with that context.
 */
export function chunkSections(text: string, sections: { start: number; end: number }[]): { start: number; end: number }[] {
  if (sections.length === 0) return text.length === 0 ? [] : [{ start: 0, end: Math.min(text.length, CHUNK_CHARS) }];
  const chunks: { start: number; end: number }[] = [];
  let current = { start: 0, end: sections[0]!.end };
  let previous = sections[0]!;
  for (const section of sections.slice(1)) {
    if (section.end - current.start > CHUNK_CHARS) {
      chunks.push(current);
      const overlap = previous.start > current.start && section.end - previous.start <= CHUNK_CHARS;
      current = { start: overlap ? previous.start : section.start, end: section.end };
    } else {
      current = { start: current.start, end: section.end };
    }
    previous = section;
  }
  chunks.push(current);
  return chunks;
}

/** Items grouped so each batch's text stays under CHUNK_CHARS; keeps each item's index. */
function batches<T>(items: T[], size: (item: T) => number): { item: T; index: number }[][] {
  const out: { item: T; index: number }[][] = [];
  let current: { item: T; index: number }[] = [];
  let total = 0;
  items.forEach((item, index) => {
    const length = size(item);
    if (current.length > 0 && total + length > CHUNK_CHARS) {
      out.push(current);
      current = [];
      total = 0;
    }
    current.push({ item, index });
    total += length;
  });
  if (current.length > 0) out.push(current);
  return out;
}
