// Who gives what to whom in a provision that runs both ways (issue #10): an indemnity each party gives ("Provider will
// defend Customer against IP claims … Customer will defend Provider against claims arising from Customer Content"),
// a licence each party grants the other (a cross-licence). Read one direction only, the analysis misstates the deal.
import { shortened } from './prose.ts';

export interface Indemnity {
  /** "Provider", "Each Party". */
  giver: string;
  /** "Customer", "the other Party"; null when the sentence names none. */
  receiver: string | null;
  /** "defend", "indemnify", "defend and indemnify". */
  verb: string;
  /** What it covers: "any third-party claim alleging that the Cloud Service infringes …". */
  against: string;
}

const NAME = String.raw`(?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2}`;
const INDEMNITY = new RegExp(
  String.raw`(${NAME})\s+(?:shall|will|agrees\s+to|must|undertakes\s+to)\s+((?:(?:defend|indemnify|hold\s+harmless|protect)(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)?){1,3})\s*(the\s+other\s+part(?:y|ies)|${NAME}(?:\s*,\s*${NAME})*(?:,?\s+and\s+${NAME}(?=\s+(?:against|from|for|and\s+(?:its|their)|,))?)?)?[^.;]*?\b(?:against|from(?:\s+and\s+against)?|for(?=\s+(?:any\s+|all\s+)?(?:claims?|losses|liabilit\w+|damages)\s+(?:arising|resulting)\b))\s+((?:any\s+and\s+all\s+|any\s+|all\s+)?[^.;]{5,240})`,
  'g',
);

/** The indemnities a text gives, each with its giver, receiver and scope. */
export function indemnitiesOf(text: string): Indemnity[] {
  const flat = text.replace(/\s+/g, ' ');
  const out: Indemnity[] = [];
  for (const m of flat.matchAll(INDEMNITY)) {
    const giver = m[1]!.replace(/^the\s+/i, '');
    if (/^(?:This|It|Such|Any|All|If|In|Upon)$/i.test(giver.split(/\s+/)[0]!)) continue;
    const verb = m[2]!.replace(/[\s,]+(?:and|or)?\s*$/i, '').replace(/\s*,\s*(?:and\s+)?/g, ' and ').trim();
    // What it covers, up to where the sentence turns to costs or procedure.
    const against = m[4]!.split(/\s+and\s+(?:will|shall)\s+|,\s+(?:including|provided|subject)\b/i)[0]!.trim().replace(/[,;:]+$/, '');
    out.push({ giver, receiver: m[3]?.trim() ?? null, verb, against: shortened(against, { chars: 140 }) });
  }
  return out;
}

/** "Provider must defend Customer against …; Customer must defend Provider against …". */
export function indemnitiesFinding(indemnities: Indemnity[]): string | null {
  if (indemnities.length === 0) return null;
  const said = indemnities.slice(0, 3).map((i) => `${i.giver} must ${i.verb} ${i.receiver ?? 'the other party'} against ${i.against}`);
  return `${said.join('; ')}.`;
}

export interface LicenceGrant {
  grantor: string;
  grantee: string;
  /** "non-exclusive, non-transferable, royalty-free licence during the Term to use the ACME name and logo …". */
  terms: string;
  royaltyFree: boolean;
}

const GRANT = new RegExp(String.raw`(${NAME})\s+(?:hereby\s+)?grants?\s+(?:to\s+)?(the\s+other(?:\s+part(?:y|ies))?|${NAME})\s+((?:an?\s+|the\s+)?[^.;]{0,160}?\blicen[cs]e\b[^.;]{0,200})`, 'g');

/** The licences a text grants, each with grantor and grantee. */
export function licenceGrantsOf(text: string): LicenceGrant[] {
  const flat = text.replace(/\s+/g, ' ');
  const out: LicenceGrant[] = [];
  for (const m of flat.matchAll(GRANT)) {
    const grantor = m[1]!.replace(/^the\s+/i, '');
    if (/^(?:This|It|Such|Any|All|Nothing|No)$/i.test(grantor.split(/\s+/)[0]!)) continue;
    const terms = m[3]!.trim();
    out.push({ grantor, grantee: m[2]!.replace(/^the\s+(?=[A-Z])/, ''), terms, royaltyFree: /\broyalty[- ]free\b|\bfree\s+of\s+charge\b|\bwithout\s+(?:charge|payment|fee)\b|\bfully\s+paid(?:[- ]up)?\b/i.test(terms) });
  }
  return out;
}

/** Whether two grants run in opposite directions: each party licenses the other (or "each party grants the other"). */
export function isCrossLicence(grants: LicenceGrant[]): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return grants.some((g) => /^(?:each|either)\s+part/i.test(g.grantor)) || grants.some((a) => grants.some((b) => same(a.grantor, b.grantee) && same(a.grantee, b.grantor)));
}
