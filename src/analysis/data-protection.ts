// What a data protection clause does (issue #10): a processor's duties are drafted topic by topic — processing only on
// instructions, security measures, notice of a personal data breach within so many hours, sub-processors on notice
// with a right to object, transfers abroad only under safeguards, audits, deletion or return at the end. Each clause
// is read for the topics it states, with its numbers and parties, and a recommendation asks only for the topics the
// contract does not state anywhere.

import { listOf } from './carve-outs.ts';
import { NUMBER_WORD } from './regexp.ts';
import { capitalised } from './prose.ts';
import { capitalisedSentencesOf } from './sentences.ts';

/** A period as contracts spell it: "forty-eight (48) hours", "72 hours", "thirty (30) days", "5 business days". */
const PERIOD = String.raw`(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*\s+)?\(?\d{1,3}\)?\s+(?:business\s+|calendar\s+|working\s+)?(?:hours?|days?|weeks?|months?)`;
const periodIn = (re: string, text: string): string | null => new RegExp(re, 'i').exec(text)?.[1]?.trim() ?? null;

export type DataTopic = 'roles' | 'instructions' | 'personnel' | 'security' | 'assistance' | 'breach' | 'sub-processors' | 'transfers' | 'audits' | 'deletion';

export interface DataTerm {
  topic: DataTopic;
  /** What the text says on the topic, as a sentence of the analysis. */
  said: string;
  /** A short name for it in a list of what is already drafted. */
  short: string;
}

/** The party a duty binds: the subject before "shall/will/must" in the sentence that states it. */
function subjectOf(sentence: string): string | null {
  const m = /(?:^|[.;:]\s+|\)\s+)(?:\d+(?:\.\d+)*\.?\s+)?((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:shall|will|must|agrees\s+to|undertakes\s+to)\b/.exec(sentence);
  if (!m) return null;
  const name = m[1]!.replace(/^the\s+/i, '');
  return /^(?:This|Each|Any|All|It|Such|The|Notwithstanding|Taking)$/i.test(name.split(/\s+/)[0]!) ? null : name;
}

function sentenceWith(text: string, re: RegExp): string | null {
  return capitalisedSentencesOf(text).find((s) => re.test(s)) ?? null;
}

const BREACH = /\b(?:personal\s+data\s+breach|data\s+breach|security\s+(?:breach|incident)|breach\s+of\s+security)\b/i;
/** Notice of a breach: the notice and the breach in one sentence, in either order. */
const BREACH_NOTICE = new RegExp(`\\bnotif\\w*\\b[^.]{0,160}${BREACH.source}|${BREACH.source}[^.]{0,160}\\bnotif\\w*`, 'i');
const SUB_PROCESSOR = /\bsub-?\s?processors?\b/i;
const DELETION = /\b(?:delete|deletion|erase|destroy|return)\b[^.]{0,120}\b(?:personal\s+data|customer\s+(?:personal\s+)?data|customer\s+content|data)\b|\b(?:personal\s+data|customer\s+(?:personal\s+)?data|customer\s+content)\b[^.]{0,120}\b(?:delete[sd]?|deletion|erase[sd]?|destroy(?:ed|s)?|returned)\b/i;
const TRANSFER = /\btransfer\w*\b[^.]{0,120}\b(?:outside|third\s+countr|international)|\bstandard\s+contractual\s+clauses\b|\badequacy\s+decision\b|\binternational\s+transfers?\b/i;
const AUDIT = /\baudit|\binspect/i;
const INSTRUCTIONS = /\b(?:documented\s+)?instructions\b/i;
const SECURITY = /\btechnical\s+and\s+organi[sz]ational\s+measures\b|\bsafeguards\b|\bsecurity\s+measures\b|\bISO\s*\/?\s*(?:IEC\s*)?27001\b|\bSOC\s*2\b/i;
const PERSONNEL = /\b(?:persons?|personnel|employees|staff)\b[^.]{0,80}\bprocess\b[^.]{0,80}\b(?:confidential\w*)\b/i;
const ASSISTANCE = /\bdata\s+subjects?\b[^.]{0,80}\b(?:rights|requests?)\b|\brequests?\s+from\s+data\s+subjects\b|\bimpact\s+assessments?\b/i;
const ROLES = /\b(\p{Lu}[\w&'’-]*(?:\s+\p{Lu}[\w&'’-]*){0,2})\s+(?:is|acts\s+as|shall\s+act\s+as)\s+(?:the\s+|a\s+)?(?:data\s+)?controller\b[^.]{0,80}?\b(\p{Lu}[\w&'’-]*(?:\s+\p{Lu}[\w&'’-]*){0,2})\s+(?:is|acts\s+as|shall\s+act\s+as)\s+(?:the\s+|a\s+)?(?:data\s+)?processor\b/u;

/** The data protection topics a text states, each with what it says. */
export function dataTermsOf(text: string): DataTerm[] {
  const flat = text.replace(/\s+/g, ' ');
  const out: DataTerm[] = [];
  const roles = ROLES.exec(flat);
  if (roles) out.push({ topic: 'roles', said: `${roles[1]} is the controller and ${roles[2]} the processor of the personal data.`, short: 'the controller and processor roles' });
  const instr = sentenceWith(flat, /\bprocess\w*\b[^.]{0,120}\bonly\b[^.]{0,40}\binstructions\b|\bonly\s+on\s+(?:the\s+)?(?:\w+['’]s?\s+)?(?:documented\s+|written\s+)?instructions\b/i);
  if (instr) out.push({ topic: 'instructions', said: `${subjectOf(instr) ?? 'The processor'} may process the data only on documented instructions.`, short: 'processing only on instructions' });
  const personnel = sentenceWith(flat, PERSONNEL);
  if (personnel) out.push({ topic: 'personnel', said: 'Everyone who processes the data must be bound by confidentiality.', short: 'confidentiality of the people who process it' });
  const security = sentenceWith(flat, SECURITY);
  if (security) {
    const standard = /\bISO\s*\/?\s*(?:IEC\s*)?27001\b|\bSOC\s*2\b|\bAnnex\s+\w+\b|\bSchedule\s+\w+\b/i.exec(security)?.[0];
    out.push({ topic: 'security', said: `${subjectOf(security) ?? 'The processor'} must keep security measures${standard ? ` (${standard})` : ''}${/\bnot\s+reduce\b|\bno\s+less\b/i.test(security) ? ', which may not be reduced' : ''}.`, short: 'security measures' });
  }
  const assist = sentenceWith(flat, ASSISTANCE);
  if (assist) {
    const forward = periodIn(String.raw`\bforward\b[^.]{0,60}?\bwithin\s+(${PERIOD})`, assist);
    out.push({ topic: 'assistance', said: `${subjectOf(assist) ?? 'The processor'} must help with data subjects' requests${forward ? ` and forward any it receives within ${forward}` : ''}.`, short: 'help with data subjects’ requests' });
  }
  const breach = sentenceWith(flat, BREACH_NOTICE);
  if (breach) {
    const within = periodIn(String.raw`\bwithin\s+(${PERIOD})`, breach);
    const undue = /\bwithout\s+undue\s+delay\b/i.test(breach);
    const when = [undue ? 'without undue delay' : null, within ? `${undue ? 'and in any case ' : ''}within ${within}` : null].filter((w) => w !== null).join(' ');
    out.push({ topic: 'breach', said: `${subjectOf(breach) ?? 'The processor'} must give notice of a personal data breach ${when || '(no time is stated)'}${/\bbecom\w+\s+aware\b/i.test(breach) ? ' after becoming aware of it' : ''}.`, short: within ? `breach notice within ${within}` : 'breach notice' });
  }
  if (SUB_PROCESSOR.test(flat)) {
    const general = /\bgeneral\s+(?:written\s+)?authori[sz]ation\b/i.test(flat);
    const prior = /\bprior\s+(?:specific\s+)?(?:written\s+)?(?:consent|approval|authori[sz]ation)\b[^.]{0,80}\bsub-?\s?processor|\bsub-?\s?processor\b[^.]{0,80}\bprior\s+(?:specific\s+)?(?:written\s+)?(?:consent|approval|authori[sz]ation)\b/i.test(flat);
    const notice = periodIn(String.raw`\bsub-?\s?processor\w*\b[^.]{0,160}?\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+(${PERIOD})`, flat) ?? periodIn(String.raw`(${PERIOD})['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b[^.]{0,80}\bsub-?\s?processor`, flat);
    const objection = /\bobject\w*\b/i.test(flat) ? periodIn(String.raw`\bobject\w*\b[^.]{0,80}?\bwithin\s+(${PERIOD})`, flat) ?? '' : null;
    const exit = /\bobject\w*\b[^.]*\.\s*[^.]*\bterminat\w*/i.test(flat) || /\bobject\w*\b[^.]{0,200}\bterminat\w*/i.test(flat);
    const flowDown = /\bno\s+less\s+protective\b|\bsame\s+(?:data\s+protection\s+)?obligations\b|\bequivalent\s+(?:data\s+protection\s+)?obligations\b/i.test(flat);
    const liable = /\b(?:remains?|shall\s+remain|is)\s+(?:fully\s+)?liable\b[^.]{0,80}\bsub-?\s?processor/i.test(flat);
    const parts = [
      general ? 'sub-processors may be engaged under a general authorisation' : prior ? 'sub-processors need prior written approval' : 'sub-processors may be engaged',
      notice ? `a new one must be notified at least ${notice} before it starts` : null,
      objection !== null ? `the controller may object${objection ? ` within ${objection}` : ''}${exit ? ' and, if the objection is not resolved, terminate the affected services' : ''}` : null,
      flowDown ? 'each must be bound to the same data protection terms' : null,
      liable ? 'the processor stays liable for them' : null,
    ].filter((p): p is string => p !== null);
    out.push({ topic: 'sub-processors', said: `${capitalised(listOf(parts))}.`, short: notice || objection !== null ? `sub-processor changes on notice${objection !== null ? ' with a right to object' : ''}` : prior ? 'prior approval of sub-processors' : 'sub-processor terms' });
  }
  const transfer = sentenceWith(flat, TRANSFER);
  if (transfer) {
    const safeguards = [/\badequacy\b/i.test(transfer) ? 'an adequacy decision' : null, /\bstandard\s+contractual\s+clauses\b/i.test(transfer) ? 'the standard contractual clauses' : null].filter((p): p is string => p !== null);
    out.push({ topic: 'transfers', said: `Transfers of the data abroad are allowed only${safeguards.length > 0 ? ` under ${safeguards.join(' or ')}` : ' with safeguards'}.`, short: 'safeguards for transfers abroad' });
  }
  const audit = sentenceWith(flat, AUDIT);
  if (audit && /\b(?:may|right\s+to|shall\s+(?:permit|allow))\b[^.]{0,40}\b(?:audit|inspect)/i.test(flat)) {
    const right = sentenceWith(flat, /\b(?:may|right\s+to|shall\s+(?:permit|allow))\b[^.]{0,60}\b(?:audit|inspect)/i) ?? audit;
    const often = /\bonce\s+(?:per|a|each|in\s+any)\s+(?:calendar\s+|contract\s+)?(?:year|twelve\s+\(12\)\s+months?|12[-\s]months?)(?:\s+period)?/i.exec(right)?.[0];
    const notice = periodIn(String.raw`(${PERIOD})['’]?s?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice`, right);
    const afterBreach = /\bafter\s+a\s+(?:personal\s+data\s+breach|security\s+incident)/i.test(right);
    const cost = /\b(\w+)\s+shall\s+bear\s+the\s+cost/i.exec(flat)?.[1];
    const holder = /^(?:\S+\s+)?((?:the\s+)?[A-Z][\w&'’-]*)\s+may\s+(?:\w+\s+){0,2}(?:audit|inspect)/.exec(right)?.[1];
    const details = [often ?? null, afterBreach ? 'and at any time after a breach' : null, notice ? `on ${notice}’ notice` : null, cost ? `at ${cost}'s cost` : null].filter((d): d is string => d !== null).join(', ').replace(/, and at any/, ' and at any');
    out.push({ topic: 'audits', said: `${holder ? `${holder} may audit compliance` : 'Compliance may be audited'}${details ? ` ${details}` : ''}.`, short: often ? `audits ${often}` : 'audits' });
  }
  const deletion = sentenceWith(flat, DELETION);
  if (deletion && /\b(?:end|termination|expiry|expiration)\b/i.test(deletion)) {
    const within = periodIn(String.raw`\bwithin\s+(${PERIOD})`, deletion);
    const choice = /\bat\s+(?:the\s+)?\w+['’]s?\s+(?:choice|option|election)\b/i.test(deletion);
    const certify = /\bcertif\w+/i.test(flat);
    out.push({ topic: 'deletion', said: `${subjectOf(deletion) ?? 'The processor'} must ${choice ? 'delete or return' : /\breturn\b/i.test(deletion) && /\bdelet|\bdestroy/i.test(deletion) ? 'return and delete' : /\breturn\b/i.test(deletion) ? 'return' : 'delete'} the data${within ? ` within ${within}` : ''} after the end of the services${certify ? ', and certify the deletion on request' : ''}.`, short: within ? `deletion or return within ${within}` : 'deletion or return at the end' });
  }
  return out;
}

/** The topics a controller needs a processor's terms to state. */
const ESSENTIAL: [DataTopic, string][] = [
  ['instructions', 'processing only on our documented instructions'],
  ['security', 'the security measures the processor must keep'],
  ['breach', 'notice of a personal data breach within a fixed time (24 to 72 hours)'],
  ['sub-processors', 'notice of new sub-processors with a right to object'],
  ['transfers', 'safeguards for transfers outside the EEA or UK'],
  ['audits', 'a right to audit or receive audit reports'],
  ['deletion', 'deletion or return of the data at the end'],
];

/**
 * What a data protection clause does, in the analysis: the topics it states, with their numbers, or null when it
 * states none (a definition, a heading). `us` is the party the contract names our side.
 */
export function dataProtectionFinding(text: string): string | null {
  const terms = dataTermsOf(text);
  if (terms.length === 0) return null;
  return terms.slice(0, 4).map((t) => t.said).join(' ');
}

/**
 * The recommendation for a data protection clause: what the contract already states (so it is not asked for again)
 * and only the essential topics it states nowhere. `readings` holds the topics of the whole contract where a
 * report has read them already (contract-readings.ts); without it they are read here.
 */
export function dataProtectionPoint(text: string, contractText: string = text, readings?: { readonly dataTerms: DataTerm[] }): string {
  const own = dataTermsOf(text);
  const all = contractText === text ? own : (readings?.dataTerms ?? dataTermsOf(contractText));
  const has = new Set(all.map((t) => t.topic));
  const missing = ESSENTIAL.filter(([topic]) => !has.has(topic)).map(([, ask]) => ask);
  const drafted = own.filter((t) => t.topic !== 'roles').map((t) => t.short);
  const diary = own.filter((t) => t.topic === 'breach' || t.topic === 'deletion').map((t) => t.short);
  const start = drafted.length > 0 ? `Already drafted here: ${listOf(drafted)}.` : 'This part states no processing duty of its own.';
  if (missing.length === 0) return `${start} The contract's data protection terms cover instructions, security, breach notice, sub-processors, transfers, audits and deletion: ${diary.length > 0 ? `diary ${listOf(diary.map((d) => `the ${d}`))}; ` : ''}no change to propose.`;
  return `${start} Ask for what the contract does not state anywhere: ${listOf(missing)}.`;
}

