// Clause-type rules (issue #4): the general types a reviewer expects beyond CUAD's categories, found by their
// headings and wording, plus a few CUAD types whose wording is so fixed that a rule is more precise than the
// model. A rule fires when the clause's heading or its text matches.

import type { ClauseType } from '../../../../domain/taxonomy.ts';

interface ClauseRule {
  type: ClauseType;
  heading?: RegExp;
  /** With a section-wide heading ("TERM AND TERMINATION"), the clause text must still touch the subject. */
  headingNeeds?: RegExp;
  text?: RegExp;
}

export const CLAUSE_RULES: readonly ClauseRule[] = [
  {
    type: 'Confidentiality',
    // Not the "Confidential Treatment Requested" banner of SEC filings.
    heading: /^(?!.*confidential treatment).*(?:confidential|non-?disclosure|proprietary information)/i,
    headingNeeds: /confiden|disclos|proprietary/i,
    text: /\b(?:hold|keep|maintain|treat)\b[^.;]{0,80}\bin (?:strict(?:est)? )?confidence\b|\bshall not (?:use or )?disclose\b[^.;]{0,80}\bconfidential|\bconfidential information\b[^.;]{0,120}\b(?:shall not|will not|may not)\b[^.;]{0,40}\bdisclose/i,
  },
  {
    type: 'Indemnification',
    heading: /indemni/i,
    headingNeeds: /indemn|defend|hold harmless|claims?\b|losses/i,
    text: /\b(?:shall|will|agrees? to|hereby)\s+(?:defend,?\s+)?indemnify\b|\bindemnify,? (?:defend|and hold)|\bhold(?:s)? harmless\b/i,
  },
  {
    type: 'Termination for Cause',
    // Insolvency as English contracts also put it: unable to pay its debts, suspends payment of its debts, winding-up.
    text: /\bterminat\w*\b[^.]{0,250}\b(?:material(?:ly)? breach\w*|breach\w* (?:of|any)|insolven\w*|bankrupt\w*|receiver|fails? to (?:cure|remedy|perform)|event of default|unable to pay (?:its|their) debts|suspends?\b[^.]{0,40}\bpayment of (?:its|their|all) debts|winding[- ]up|\badministrat(?:or|ion)\b|liquidat\w*)|\b(?:material(?:ly)? breach\w*|insolven\w*|bankrupt\w*)\b[^.]{0,250}\bterminat\w*/i,
  },
  {
    type: 'Payment Terms',
    heading: /\bpayment|\bfees?\b|compensation|invoic|royalt(?:y|ies)\b/i,
    headingNeeds: /\bpa(?:y|id)|\bfees?\b|invoic|royalt|\bprice|\$/i,
    text: /\b(?:shall|will|agrees? to)\s+(?:promptly\s+)?pay\b|\bpayable\b[^.;]{0,80}\bwithin\b|\binvoices?\b[^.;]{0,120}\bwithin\b[^.;]{0,40}\bdays\b|\bnet (?:thirty|sixty|\d+)\b|\bpayment terms\b/i,
  },
  {
    type: 'Warranty',
    heading: /warrant/i,
    headingNeeds: /warrant|represent/i,
    text: /\b(?:represents and warrants|warrants (?:that|to)|limited warranty|warranty period)\b/i,
  },
  {
    type: 'Warranty Disclaimer',
    heading: /disclaim|\bas[- ]is\b|no other warrant/i,
    headingNeeds: /warrant|as[- ]is|merchantab/i,
    text: /\bdisclaims? (?:any and )?all (?:other )?(?:express or implied )?(?:representations and )?warranties\b|\b(?:provided|licensed|furnished|delivered) ["“]?as[- ]is\b|\bno other (?:express or implied )?warranties\b|\bimplied warranties\b[^.]{0,120}\b(?:excluded|disclaimed)\b/i,
  },
  {
    type: 'Waiver',
    heading: /^(?:no |non-?)?waivers?$|^waiver of (?:rights|breach)$|^no implied waiver$/i,
    text: /\b(?:no|any) (?:failure|delay|omission|forbearance)\b[^.]{0,150}\b(?:shall|will) (?:not )?(?:operate as|constitute|be (?:deemed|construed as|considered)) (?:a |an )?waiver\b|\bno waiver\b[^.]{0,150}\b(?:shall|will) be (?:effective|binding|deemed)|\bwaiver (?:by (?:either|any) party )?of any (?:breach|default|provision|term)\b[^.]{0,100}\b(?:shall|will) not\b/i,
  },
  {
    type: 'Survival',
    heading: /^survival\b/i,
    text: /\b(?:shall|will) survive (?:the |any )?(?:expiration|termination|expiry)\b|\bsurvive (?:the |any )?(?:termination|expiration|expiry)\b/i,
  },
  { type: 'Counterparts', heading: /counterpart/i, text: /\b(?:executed|signed) in (?:any number of |two or more |one or more |several |multiple )?(?:\w+ )?counterparts\b/i },
  { type: 'Force Majeure', heading: /force majeure|excused performance/i, text: /\bforce majeure\b|\bacts? of god\b/i },
  {
    type: 'Dispute Resolution',
    heading: /dispute|arbitrat|jurisdiction|venue|mediation/i,
    headingNeeds: /disput|arbitrat|court|jurisdiction|venue|mediat/i,
    text: /\barbitrat\w*|\bmediat(?:ion|or)\b|\b(?:exclusive|non-exclusive) jurisdiction\b|\bsubmits? to the (?:exclusive )?jurisdiction\b|\bdisputes?\b[^.;]{0,60}\b(?:shall be (?:resolved|settled|submitted|referred)|arising (?:out of|under))/i,
  },
  {
    type: 'Data Protection',
    heading: /data protection|privacy|personal data/i,
    text: /\bpersonal (?:data|information)\b|\bdata protection\b|\bprivacy (?:laws?|polic\w+|rights)\b|\bGDPR\b|\bHIPAA\b|\bprotected health information\b/i,
  },
  {
    type: 'Limitation of Liability',
    heading: /limitation(?:s)? (?:of|on) liabilit|limited liabilit/i,
    text: /\bin no event shall\b[^.]{0,120}\bliab|\b(?:shall|will) not be liable\b[^.]{0,120}\b(?:indirect|consequential|special|incidental|punitive)|\b(?:neither|no)\b[^.]{0,40}\b(?:shall|will) be liable\b[^.]{0,150}\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost profits|loss of (?:profits?|revenue|business|data))|\b(?:aggregate|total|maximum|cumulative) liability\b|\bliability\b[^.]{0,80}\b(?:shall not exceed|limited to|in excess of)/i,
  },
  {
    type: 'Notices',
    heading: /^notices?\b|\bnotices?$/i,
    text: /\b(?:all |any )?notices?\b[^.]{0,150}\b(?:shall be (?:in writing|deemed|given|sent|delivered|made)|must be in writing)|\bnotices?\b[^.]{0,80}\baddressed to\b/i,
  },
  {
    type: 'Assignment',
    heading: /\bassign/i,
    text: /\b(?:shall|may|will) not\b[^.;]{0,60}\bassign\b|\bassign(?:ment|ed)?\b[^.;]{0,80}\bwithout\b[^.;]{0,60}\bconsent\b|\bmay (?:freely )?assign\b/i,
  },
  { type: 'Entire Agreement', heading: /entire agreement|integration/i, text: /\bentire (?:agreement|understanding)\b|\bsupersedes? all prior\b/i },
  {
    type: 'Severability',
    heading: /severab/i,
    text: /\bseverab\w+|\b(?:held|found|determined|deemed) (?:by [^.]{0,60})?(?:to be )?(?:invalid|illegal|void|unenforceable)\b/i,
  },
  {
    type: 'Amendment',
    heading: /amendment|modification/i,
    text: /\b(?:may|shall) (?:only |not )?be (?:amended|modified|changed|supplemented)\b|\bno (?:amendment|modification)\b|\bamended\b[^.;]{0,60}\b(?:in writing|written instrument)/i,
  },
  {
    type: 'Term',
    heading: /^(?:the )?term(?: of (?:the |this )?agreement)?$|^(?:term and termination|duration|effective date and term)$/i,
    headingNeeds: /\bterm\b|commence|expir|continue in (?:full )?(?:force|effect)|\bcontinues? (?:for|until)\b|\bperpetual\b|\bindefinite/i,
    text: /\b(?:this agreement|the (?:initial )?term)\b[^.]{0,100}\b(?:shall (?:commence|continue|remain in (?:full )?(?:force|effect)|expire)|for an? (?:initial )?(?:period|term) of)\b/i,
  },
];

/** The general (and rule-backed) types a clause carries according to the rules. */
export function ruleTypes(text: string, heading: string | null): ClauseType[] {
  return CLAUSE_RULES.filter(
    (rule) =>
      (rule.heading !== undefined && heading !== null && rule.heading.test(heading) && (rule.headingNeeds?.test(text) ?? true)) ||
      (rule.text?.test(text) ?? false),
  ).map((rule) => rule.type);
}

/** The types the rules give a clause by its heading alone (the heading must name the type and, for a
 *  section-wide heading, the text must touch the subject). */
export function headingRuleTypes(text: string, heading: string | null): ClauseType[] {
  if (heading === null) return [];
  return CLAUSE_RULES.filter((rule) => rule.heading !== undefined && rule.heading.test(heading) && (rule.headingNeeds?.test(text) ?? true)).map((rule) => rule.type);
}

/** Wording that frees a termination right from a cause, as the Termination for Convenience cue reads it. Public
 *  contracts put it "for the convenience of the State" (one party's; "for the convenience of the parties" or "of
 *  reference" is a headings clause). */
const WITHOUT_CAUSE_WORDS = String.raw`\bfor (?:its |their |any party's |either party's )?(?:own )?convenience\b|\bfor (?:the )?convenience of (?!(?:the )?(?:parties|reference|ownership|both|each|either|all)\b)(?:the )?\w+|\bwithout cause\b|\bfor any reason or (?:for )?no reason\b|\bfor any or no reason\b|\bwith or without cause\b`;

/**
 * Wording cues for CUAD types whose phrasing is distinctive. Alone they are not precise enough (their
 * document-level F1 on the training contracts is 0.3–0.85), so they are inputs of the presence stacker
 * (decide.ts), which learns how far to trust each, and mark the clauses of a type found present.
 */
export const CUAD_CUES: Partial<Record<ClauseType, RegExp>> = {
  'Non-Disparagement': /\bdisparag/i,
  // Terms compared with those others get: "no less favorable … than those of its similarly situated customers",
  // "treated at least as favorably as Boxlot treats its own users".
  'Most Favored Nation':
    /most[- ]favou?red|(?:less|more) favou?rabl[ey]|as favou?rabl[ey] as|(?:lowest|best) price[^.]{0,120}(?:other|any|third)|(?:no|not) (?:higher|greater) than[^.]{0,80}(?:other|any|third)/i,
  // A promise not to compete: not to engage in, sell or develop what competes with the other party's business, or
  // what is "similar to the Products" (a restraint need not say "compete").
  'Non-Compete':
    /\bnon-?compet\w*|\bcovenants? not to compete\b|\b(?:shall|will|may|agrees?|undertakes?|covenants?)(?: \w+)? not\b[^.;]{0,200}\b(?:compet(?:e|es|ing|itive|itor|itors)|substantially similar|similar (?:products?|services?|business\w*)|(?:products?|services?|business\w*) (?:that (?:are|is) )?(?:substantially )?similar to)\b|\b(?:neither|nor)\b[^.;]{0,200}\b(?:compet(?:e|ing|itive))\b/i,
  // A floor on what one party buys or pays per period.
  'Minimum Commitment':
    /\bminimum (?:purchase|order|quantit\w*|annual|monthly|quarterly|royalt\w*|commitment|volume|sales|fee|payment|guarantee)\b|\b(?:shall|will|agrees? to) (?:purchase|order|buy)\b[^.;]{0,40}\b(?:at least|not less than|no less than|a minimum of)\b|\btake[- ]or[- ]pay\b/i,
  // A share of revenue or profit: a royalty at a rate, a percentage of sales or profits, a commission.
  'Revenue/Profit Sharing':
    /\broyalt(?:y|ies) (?:of|equal to|at (?:the|a) rate)\b|\b(?:percent|percentage|%)\)? of (?:the |all |its )?(?:net |gross )?(?:sales|revenues?|profits?|receipts|income|proceeds|margin)\b|\b(?:revenue|profit)[- ]shar\w*|\bcommissions? (?:of|equal to|at)\b/i,
  // How long a warranty lasts: "warrants … for a period of", "the warranty period".
  'Warranty Duration':
    /\bwarrant\w*\b[^.;]{0,150}\bfor (?:a period of )?(?:\w+ )?\(?\d+\)? (?:days|months|years)\b|\bwarranty period\b|\bperiod of warranty\b/i,
  'No-Solicit of Customers': /\b(?:solicit|induce|entice|divert)\w*[^.]{0,150}\b(?:customers?|clients?|accounts?)\b|\b(?:customers?|clients?)\b[^.]{0,100}\b(?:solicit|induce|entice)/i,
  // A promise not to solicit or hire the other side's people: "employ qualified employees" promises nothing of the kind.
  'No-Solicit of Employees': /\b(?:not|no|neither|nor|refrain\w*)\b[^.]{0,100}\b(?:solicit|hire|employ|recruit|engage|induce|entice)\w*[^.]{0,100}\b(?:employees?|personnel|staff)\b|\bnon-?solicit\w*|\bno-?hire\b/i,
  // Source code held by an escrow agent: an escrow of money or shares is none.
  'Source Code Escrow': /\b(?:source code|deposit materials?|technology)\b[^.]{0,150}\bescrow|\bescrow\w*\b[^.]{0,150}\b(?:source code|deposit materials?)\b/i,
  'Joint IP Ownership': /\bjointly[- ]owned?\b|\bjoint(?:ly)? own|\bowned jointly\b|\bco-?own(?:ed|ership)?\b|\bundivided (?:interest|one-half)/i,
  // Someone named as a beneficiary; the common "no third-party beneficiaries" disclaimer is not the type.
  'Third Party Beneficiary': /\b(?:are|is|be|as|being|constitute|deemed) (?:an? )?(?:(?:express(?:ly)?|intended|direct|the)(?: and)? )*third[- ]party beneficiar/i,
  // Also a promise not to challenge or contest the other party's ownership or the validity of its rights.
  'Covenant Not to Sue':
    /\bnot to sue\b|\b(?:shall|will) not (?:bring|commence|institute)[^.]{0,60}(?:action|suit|claim)|\bcontest\b[^.]{0,60}\bvalidity|\b(?:not|never|nor)\b[^.]{0,60}\b(?:sue|challeng\w*|contest\w*|attack\w*|impugn\w*)\b[^.]{0,100}\b(?:validity|ownership|registration|enforceability|title)\b/i,
  // CUAD: liquidated damages for breach, or a fee upon termination ("termination fee", "break fee"), however the sum is
  // named ("a termination payment", "an early termination penalty", "the Exit Fee", "a buyout payment"), and a sum paid
  // "as a penalty".
  'Liquidated Damages': /liquidated damages|\b(?:early )?(?:termination|cancellation|break(?:-up)?|exit|buy-?out) (?:fees?|payments?|penalt(?:y|ies))\b|\b(?:as|by way of) (?:a )?penalty\b|\bpenalt(?:y|ies)\b[^.]{0,80}\b(?:per day|per week|for each day|for each week|of \$|equal to)/i,
  // CUAD: a party may terminate without cause, by giving notice and letting a period run.
  // In a sentence about ending the agreement: headings "for convenience of reference only" end nothing.
  'Termination for Convenience': new RegExp(
    String.raw`\b(?:terminat|cancel)\w*[^.]{0,200}?(?:${WITHOUT_CAUSE_WORDS})|(?:${WITHOUT_CAUSE_WORDS})[^.]{0,200}?\b(?:terminat|cancel)\w*`,
    'i',
  ),
  // Also in other words: a first option or offer, a preferential right, a right to match a third party's offer.
  'Rofr/Rofo/Rofn':
    /right of first (?:refusal|offer|negotiation)|\bfirst (?:option|right|opportunity) (?:to|of)\b|\b(?:shall|will|must) first offer\b|\bpreferential right\b|\b(?:right|opportunity|option) to (?:match|meet) (?:the|any|such)\b|\bbefore\b[^.]{0,60}\baccept\w*\b[^.]{0,40}\b(?:third[- ]party )?offer\b/i,
  // "Transfer a controlling interest" is a change of control in other words.
  'Change of Control': /change (?:of|in) (?:the )?control|\bcontrolling (?:interest|stake|shareholding)\b/i,
  'Irrevocable or Perpetual License': /\b(?:perpetual|irrevocable)\b[^.]{0,120}\blicen[cs]e|\blicen[cs]e\b[^.]{0,120}\b(?:perpetual|irrevocable)/i,
  // Caps on a count: "up to two (2) technicians", "maximum daily quantity", "shall not order … units".
  'Volume Restriction':
    /\bup to (?:\w+ )?\(\d[\d,]*\)|\bmaximum (?:daily |annual |monthly )?quantit|\b(?:shall|will) not (?:nominate|order|purchase|exceed)\b[^.]{0,80}\b(?:quantit|units|volume|hours|days)/i,
  // The licensor brings its group in: "shall cause its Affiliates to grant", "patents owned by … Affiliates".
  'Affiliate License-Licensor':
    /\bcause (?:its|the other members|each member|each of its|any of its|all of its)[^.]{0,60}\bto (?:grant|license)|\b(?:on behalf of|for) (?:itself|themselves) and (?:as representative of )?(?:its|their|all|the)(?: other)? (?:affiliates|members of)[^.]{0,100}\bgrants?|licen[cs]e\b[^.]{0,200}\b(?:owned|controlled) by\b[^.]{0,60}\baffiliates|\b(?:which|that) \w+ or (?:any of )?its affiliates (?:own|control|has|have)/i,
  // "Affiliates or Sublicensees" lists who acts (sells, reports, develops); the licence is in the verb or noun.
  // A grant may also name the grantee's group first ("hereby grants to Integra and its Affiliates a sole right to sell")
  // or let the licensee pass it to its group ("the right to sublicense the Content to COMPANY'S wholly-owned
  // subsidiaries", "sublicensable … to Licensee's Affiliates").
  'Affiliate License-Licensee':
    /\blicen[cs]e\b[^.]{0,200}\b(?:to|and|or) (?:its|their) affiliates\b|\baffiliates\b[^.]{0,80}\b(?:sublicens(?:e|ed|es|ing)\b|licen[cs]ed to\b|right to use)|\bgrant(?:s|ed)?\b(?:\s+[\w&.-]+){0,4}?\s+(?:to\s+)?(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,3}?,?\s+(?:and|or|and\/or)\s+(?:its|their)\s+(?:[\w-]+\s+)?(?:affiliates|subsidiaries)\b|\bsub-?licen(?:se|sed|ses|sing|sable)\b[^.;]{0,120}\bto\b[^.;]{0,60}\b(?:affiliates?|subsidiar(?:y|ies)|related compan(?:y|ies))\b/i,
  'IP Ownership Assignment':
    /\bhereby (?:irrevocably )?assigns?\b|\bshall (?:be|become) the (?:sole and )?(?:exclusive )?property of\b|\bshall (?:solely |exclusively )?own (?:all|any)\b|\bworks? made for hire\b/i,
  // Carve-outs from a restriction: "the restrictions … shall not apply to", "notwithstanding the foregoing, X may",
  // "reserves the right to sell". A period inside a reference ("Section 16.02.C") does not end the sentence.
  'Competitive Restriction Exception':
    /\b(?:restrictions?|covenants?|exclusivity|limitations?)\b(?:[^.]|\.(?=\w)){0,120}\bshall not (?:apply|prevent|restrict|prohibit|preclude)|\bnotwithstanding (?:the foregoing|anything|the above)[^.]{0,150}\b(?:permitted|may|right to|entitled)|\breserves? the right to\b[^.]{0,80}\b(?:sell|market|offer|develop|operate|distribut|licen)/i,
  'Unlimited/All-You-Can-Eat-License': /\bunlimited\b/i,
  // Limits on raising prices: "prices shall not increase…", "may adjust … no more than once per year"; with the party
  // first, "Supplier shall not increase the Prices during the first twelve (12) months", "no increase shall exceed four
  // percent (4%)"; and a limit on the buyer's resale price, "at a price exceeding the maximum resale price".
  'Price Restrictions':
    /\b(?:prices?|fees?|rates?)\b[^.]{0,120}\b(?:shall|will|may) (?:not|only) (?:be )?(?:increase|adjust|change|exceed|subject to increase)|\b(?:increase|adjust)\w*\b[^.]{0,80}\b(?:no more than|not more than|more than once|only once)|\b(?:shall|will|may) not (?:increase|raise)\b[^.;]{0,40}\b(?:prices?|fees?|rates?|charges)\b|\bno (?:such )?(?:price )?increase (?:shall|will|may) exceed\b|\b(?:maximum|minimum) (?:resale|retail) prices?\b/i,
  'Governing Law': /\bgoverned by\b[^.]{0,80}\blaws? of\b/i,
  // A liability taken out of a cap or exclusion: "the limitations … shall not apply to breach of confidentiality",
  // "Except under Section 13(a), in no event will either party be liable for consequential damages".
  'Uncapped Liability':
    /\b(?:limitations?|exclusions?|caps?)\b[^.]{0,150}\b(?:shall|will|does|do) not (?:apply|limit)\b|\bexcept (?:for|under|as (?:otherwise )?provided in|with respect to|in (?:the )?case of|in respect of)\b[^.]{0,250}\b(?:in no event|(?:shall|will) not be liable|liability\b[^.]{0,80}\b(?:limited|exceed))|\bno limitation\b|\bunlimited liability\b|\bwaives? any and all limitations\b/i,
};

/** Per segment, per model type: whether the segment shows the type's wording cue. */
export function cueMatches(segments: { text: string }[], types: readonly ClauseType[]): boolean[][] {
  const cues = types.map((t) => CUAD_CUES[t]);
  return segments.map((s) => cues.map((cue) => cue?.test(s.text) ?? false));
}
