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

// A name may open with a lower-case letter before a capital ("eGain", "iGo"): the whole name, not "Gain".
const NAME = String.raw`(?:the\s+)?(?:[A-Z]|[a-z](?=[A-Z]))[\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2}`;
const INDEMNITY = new RegExp(
  String.raw`(${NAME})\s+(?:(?:shall|will|agrees\s+to|must|undertakes\s+to)\s+|(?:hereby\s+)?(?=(?:defends|indemnifies)\b))((?:(?:defends?|indemnify|indemnifies|hold\s+harmless|protects?)(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)?){1,3})\s*(the\s+other\s+part(?:y|ies)|${NAME}(?:\s*,\s*${NAME})*(?:,?\s+and\s+${NAME}(?=\s+(?:against|from|for|and\s+(?:its|their)|,))?)?)?[^.;]*?\b(?:against|from(?:\s+and\s+against)?|for(?=\s+(?:any\s+|all\s+)?(?:claims?|losses|liabilit\w+|damages)\s+(?:arising|resulting)\b))\s+((?:any\s+and\s+all\s+|any\s+|all\s+)?[^.;]{5,240})`,
  'g',
);

/** "eGain will defend any third-party suit or action against Customer to the extent …": the suit is what is defended,
 *  the party it is brought against is the one protected. Read at the start of an `INDEMNITY` match. */
const DEFENDS_CLAIMS_AGAINST = new RegExp(
  String.raw`(${NAME})\s+(?:shall|will|agrees\s+to|must|undertakes\s+to)\s+(defend(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)(?:indemnify|settle|hold\s+harmless))*)\s+(?:,?\s*at\s+its\s+(?:own\s+)?(?:expense|cost),?\s+)?((?:any|all|each)\s+(?:third[- ]party\s+)?(?:claims?|suits?|actions?|proceedings?)(?:\s+or\s+(?:claims?|suits?|actions?|proceedings?))*)\s+(?:(?:brought|made|filed|asserted|instituted)\s+)?against\s+(${NAME})\s*,?\s+([^.;]{5,240})`,
  'y',
);

/** The indemnities a text gives, each with its giver, receiver and scope. */
export function indemnitiesOf(text: string): Indemnity[] {
  const flat = text.replace(/\s+/g, ' ');
  const out: Indemnity[] = [];
  for (const m of flat.matchAll(INDEMNITY)) {
    const giver = m[1]!.replace(/^the\s+/i, '');
    if (/^(?:This|It|Such|Any|All|If|In|Upon)$/i.test(giver.split(/\s+/)[0]!)) continue;
    // "defend, indemnify and hold harmless" stays a list: not "defend and indemnify and hold harmless".
    // "MORPHO hereby indemnifies and holds …": the promise in the present tense reads as "must indemnify".
    const verbList = (verbs: string) => {
      const each = verbs.replace(/[\s,]+(?:and|or)?\s*$/i, '').trim().replace(/\bindemnifies\b/gi, 'indemnify').replace(/\b(defend|protect)s\b/gi, '$1').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((v) => v.length > 0);
      return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
    };
    DEFENDS_CLAIMS_AGAINST.lastIndex = m.index;
    const claims = DEFENDS_CLAIMS_AGAINST.exec(flat);
    if (claims) {
      const against = `${claims[3]} ${claims[5]!.split(/\s+and\s+(?:will|shall)\s+|,\s+(?:provided|subject)\b/i)[0]!.trim()}`.replace(/[,;:]+$/, '');
      out.push({ giver, receiver: claims[4]!.trim(), verb: verbList(claims[2]!), against: shortened(against, { chars: 140 }) });
      continue;
    }
    const verb = verbList(m[2]!);
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
  // A shortened claim already ends in "…": no full stop after it.
  const all = said.join('; ');
  return /[.…]$/.test(all) ? all : `${all}.`;
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
