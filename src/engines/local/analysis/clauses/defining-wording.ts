// Defining wording of the general clause types (issue #9): sentences that, by how contracts are written, state
// the clause itself — "This Agreement may not be amended except in writing signed by …", "All notices … shall be
// in writing", "Each party submits to the exclusive jurisdiction of …", "X represents and warrants that …".
// Written from the types' plain legal meaning, not from particular training files. When such a sentence opens a
// provision (its first sentence), the provision is of that type whatever the model's probability; elsewhere in
// the provision the wording is only one input of the general model (rules.ts markers).
//
// Each pattern's precision on the heading-labelled provisions of the training contracts is printed by
// scripts/train/train-general.ts; a type is listed here only where that precision is high (≥ 0.85).

import type { ClauseType } from '../../../../domain/taxonomy.ts';

export const DEFINING_WORDING: Partial<Record<ClauseType, RegExp>> = {
  Amendment:
    // Not a reference to another document "as may be amended from time to time".
    /(?<!\bas )(?<!\bas the same )(?<!\bas it )\b(?:may|shall|will|can)(?: not| only| not otherwise)? (?:be )?(?:amended|modified|supplemented|changed|altered|varied|waived or modified|amended or modified)\b[^.]{0,160}\b(?:writ(?:ing|ten)|instrument|signed|executed|mutual (?:written )?(?:agreement|consent))|\bno (?:amendment|modification|variation|alteration|change)s?\b[^.]{0,160}\b(?:unless|except|binding|effective|valid)\b|\b(?:amendments?|modifications?) (?:to|of) this agreement (?:shall|must|will) be (?:in writing|made in writing|signed)|\b(?:may|reserves? the right to)(?: at any time| from time to time)?,? (?:\w+,? ){0,3}amend\b[^.]{0,40}\b(?:this (?:agreement|plan)|the plan)\b|\b(?:amendments?|modifications?|supplements?|variations?|additions?)\b[^.]{0,120}\b(?:shall|will|must) (?:only )?be (?:valid|effective|binding|enforceable)\b[^.]{0,40}\b(?:only )?(?:if|unless|when)\b[^.]{0,80}\b(?:writ(?:ing|ten)|signed|executed)|\b(?:shall|will) (?:not )?be deemed (?:to have been )?(?:waived,? )?(?:amended|modified|supplemented|changed)\b[^.]{0,160}\b(?:writ(?:ing|ten)|signed|instrument)/i,
  Notices:
    // "notice … shall be deemed to be additional services" or "advance notice will be given" is no notices clause:
    // a notices clause says how notices are given (in writing, sent, delivered, addressed) or when they count as given.
    /\b(?:all |any )?notices?\b[^.]{0,200}\b(?:shall|will|must) be (?:in writing|sent|delivered|addressed|given in writing|given by|personally delivered)|\bnotices?\b[^.]{0,200}\bdeemed (?:to have been )?(?:duly |validly |properly )?(?:given|delivered|received|served|effective)/i,
  'Dispute Resolution':
    /\b(?:disputes?|controvers(?:y|ies)|claims?|differences?)\b[^.]{0,200}\b(?:shall|will) be (?:finally |exclusively )?(?:resolved|settled|determined|submitted|referred|decided)\b[^.]{0,80}\b(?:arbitrat\w*|courts?|mediat\w*|tribunal)|\bsubmits? (?:itself |themselves )?(?:irrevocably |unconditionally )*to the (?:non-?exclusive |exclusive )?(?:personal )?jurisdiction\b|\bconsents? to (?:the )?(?:non-?exclusive |exclusive )?(?:personal )?jurisdiction\b|\b(?:courts?|tribunals?)\b[^.]{0,120}\b(?:shall|will) have (?:sole and )?(?:non-?exclusive |exclusive )?jurisdiction\b|\b(?:disputes?|controvers(?:y|ies)|claims?)\b[^.]{0,200}\b(?:shall|will) be (?:subject to (?:binding )?(?:arbitration|mediation)|(?:resolved|settled|determined) (?:in accordance with|as provided in|pursuant to|under) (?:the (?:dispute resolution|procedures?)|section|article|clause))|\b(?:resolve|settle)\b[^.]{0,40}\b(?:disputes?|controvers(?:y|ies)|disagreements?|differences?)\b[^.]{0,80}\b(?:negotiat\w*|good faith|amicabl\w*|escalat\w*|senior (?:executives?|management|officers?))|\b(?:good faith|amicabl\w*|negotiat\w*)\b[^.]{0,80}\b(?:resolve|settle)\b[^.]{0,40}\b(?:disputes?|controvers(?:y|ies)|disagreements?|differences?)\b|\bwaives?\b[^.]{0,120}\b(?:trial by jury|jury trial)|\bbinding arbitration\b|\b(?:brought|commenced|instituted|litigated|heard)\b[^.]{0,40}\b(?:exclusively |only )?in (?:the|any) (?:state or federal |federal or state )?courts?\b/i,
  Confidentiality:
    /\b(?:hold|keep|maintain|treat|retain)\b[^.;]{0,100}\bin (?:strict(?:est)? )?confidence\b|\b(?:maintain|keep|preserve|protect)\b[^.;]{0,40}\b(?:the )?(?:strict )?(?:confidential(?:ity)?|secrecy)\b|\b(?:shall|will|may) not\b[^.;]{0,80}\b(?:disclose|divulge|reveal|communicate)\b[^.;]{0,150}\b(?:confidential|proprietary|secret)|\bconfidential information\b[^.;]{0,150}\b(?:shall|will|may) not\b[^.;]{0,60}\b(?:disclose|use|divulge|reveal)|\b(?:confidential|secret)\b[^.;]{0,100}\bshall not be (?:disclosed|revealed|divulged)|\bconfidential information\b[^.;]{0,100}\b(?:solely|only|exclusively) for\b|\b(?:neither|no)\b[^.;]{0,60}\b(?:shall|will|may)\b[^.;]{0,80}\b(?:disclose|divulge|reveal)\b[^.;]{0,200}\b(?:confidential|proprietary|secret)|\bnot to (?:disclose|divulge|reveal)\b[^.;]{0,150}\b(?:confidential|proprietary|secret)|\b(?:hold|keep|maintain|treat)\b[^.;]{0,100}\b(?:as )?(?:strictly )?confidential\b(?!\s+information)|\b(?:shall|will|must) be (?:maintained |kept |held |treated )?(?:by [^.;]{0,40})?(?:as )?(?:strictly )?confidential\b(?!\s+information)|\b(?:terms|existence|contents?) of this agreement\b[^.;]{0,60}\b(?:are|is|shall be|will be|be kept|remain) (?:strictly )?confidential\b/i,
  Indemnification:
    /\b(?:shall|will|agrees? to|hereby agrees? to|undertakes? to|covenants? to)\s+(?:\w+\s+){0,3}(?:defend,?\s+)?indemnif(?:y|ies)\b|\bindemnify\b[^.]{0,80}\bhold\b[^.]{0,120}\bharmless\b/i,
  Warranty:
    // Product and service warranties and their disclaimers. "X represents and warrants that …" alone is left to the model:
    // it also opens representations of authority, compliance or solvency, which are provisions of other kinds.
    /\bwarrants? (?:to (?:\w+ ){1,3})?that (?:the |all |each |any |its )?(?:products?|services?|goods|deliverables?|software|work|equipment|materials?|systems?|units?)\b|\bdisclaims? (?:any and )?all (?:other )?(?:\w+ ){0,3}warranties\b|\bwarranty period (?:of|shall|will|is|for)\b|\bmakes? no (?:other )?(?:representations? (?:or|and) )?warrant|\b(?:provides?|gives?) no (?:other )?(?:\w+ )?warrant|\b(?:does|do) not warrant\b|\bimplied warranties\b[^.]{0,60}\b(?:are|is|shall be) (?:hereby )?(?:limited|excluded|disclaimed)\b|\bmerchantability\b|\bhereby warrants?\b/i,
  'Payment Terms':
    /\b(?:shall|will) (?:be )?(?:pay|paid|payable)\b[^.]{0,160}\bwithin (?:\w+ )?(?:\(\d+\) )?(?:business |calendar )?days\b|\binvoices?\b[^.]{0,160}\b(?:payable|due|paid|pay)\b|\bpayments?\b[^.]{0,160}\b(?:shall|will) be made\b[^.]{0,160}\b(?:dollars|immediately available funds|wire transfer|by check|currency)|\blate payments?\b|\binterest on (?:any )?(?:late|overdue|past due|unpaid)|\b(?:shall|will) (?:remit|make) (?:all |each |such |the )?payments?\b|\bpayable (?:in (?:full|advance|arrears)|(?:\w+ ){0,3}in (?:\w+ )?(?:\(\d+\) )?(?:equal )?(?:\w+ )?installments)\b|\bnet (?:\w+ )?\(?\d+\)? (?:calendar )?days\b|\bpayments?\b[^.]{0,80}\b(?:shall|will) be (?:sent|remitted|wired|paid) (?:to|by|in|within|on)\b/i,
  // A right to terminate because the other party breached, defaulted or became insolvent.
  'Termination for Cause':
    /\b(?:may|shall have the right to|will have the right to|is entitled to|has the right to)\b[^.]{0,40}\bterminat\w*\b[^.]{0,200}\b(?:material(?:ly)? breach\w*|for cause\b|insolven\w*|bankrupt\w*|receiver(?:ship)?\b|event of default|fails? to (?:cure|remedy))|\b(?:if|in the event|upon)\b[^.]{0,60}\b(?:material(?:ly)? breach\w*|insolven\w*|bankrupt\w*|event of default)\b[^.]{0,200}\b(?:may|shall have the right to|will have the right to|is entitled to)\b[^.]{0,40}\bterminat\w*|\b(?:may|shall have the right to|is entitled to)\b[^.]{0,40}\bterminat\w*\b[^.]{0,200}\b(?:unable to pay (?:its|their) debts|suspends?\b[^.]{0,40}\bpayment of (?:its|their|all) debts|winding[- ]up|\badministrat(?:or|ion)\b|liquidat\w*)|\bfollowing (?:events )?shall constitute (?:an? )?(?:["“]?event of default|["“]?\w* ?default)/i,
  // Damages excluded or liability capped; "nothing in this agreement shall limit liability for death" opens the
  // English form of the same clause.
  'Limitation of Liability':
    /\bin no event\b[^.]{0,120}\bliab|\b(?:neither|no)\b[^.]{0,40}\b(?:shall|will) be liable\b[^.]{0,150}\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost profits|loss of (?:profits?|revenue|business|data))\b|\b(?:aggregate|total|maximum|cumulative) liability\b[^.]{0,150}\b(?:shall not|will not|not to|does not|to) exceed|\bnothing in this agreement (?:shall|will) (?:limit|exclude|restrict)\b[^.]{0,40}\bliability/i,
  Term:
    // "The term of this Agreement shall commence …", "The initial term … shall be twelve (12) months", "This Agreement
    // shall be effective as of … and remain in force until …": the agreement's (or the relationship's) duration.
    /\bthe (?:initial )?term\b(?: \(["“]?term["”]?\))? of (?:this|the) (?:[\w-]+ ){0,3}?(?:agreement|contract|employment|franchise|program(?:me)?|license|licence|engagement)\b[^.]{0,60}\b(?:shall|will|is) (?:commence|begin|be|continue|run|extend|start)|\b(?:this|the present) (?:agreement|contract)\b (?:shall|will|is) (?:apply and )?(?:commence|begin|continue in (?:full )?(?:force|effect)|continue|remain in (?:full )?(?:force|effect)|expire|be effective|become effective|take effect|effective)\b[^.]{0,160}\b(?:until|for a period|for an? (?:initial )?term|years?|months?|expir\w*|anniversary|perpetual\w*|indefinite\w*)|\bthe (?:initial )?term (?:shall|will) (?:commence|begin|start)\b|\bthe initial term\b[^.]{0,60}\b(?:shall|will|is) (?:be )?(?:\w+ ){0,2}\(?\d*\)? ?(?:years?|months?)\b/i,
  'Governing Law': /\b(?:governed by|construed (?:and enforced )?in accordance with|construed under|interpreted (?:in accordance with|under))\b[^.]{0,100}\blaws? of\b/i,
  Assignment:
    /\b(?:shall|may|will|can) not\b[^.;]{0,80}\bassign|\bassign\w*\b[^.;]{0,140}\bwithout (?:the )?(?:prior )?(?:express )?(?:written )?consent\b|\b(?:is|are|be|shall be|will be) (?:not|non-?)assignable\b|\bmay (?:freely )?assign\b/i,
  'Data Protection':
    /\b(?:privacy|data protection) (?:laws?|legislation|regulations?|rules)\b|\bprocess(?:es|ing|ed)? (?:any |the )?personal (?:data|information)\b|\bpersonal (?:data|information)\b[^.]{0,120}\b(?:process|protect|secur|safeguard|comply|breach)\w*|\bGDPR\b|\bHIPAA\b|\bprotected health information\b/i,
  'Non-Disparagement': /\bdisparag\w*/i,
  'Entire Agreement': /\bentire (?:agreement|understanding)\b|\bsupersedes? all prior\b/i,
  Severability: /\bseverable\b|\b(?:held|found|determined|deemed|declared) (?:by [^.]{0,60})?(?:to be )?(?:invalid|illegal|void|unenforceable)\b/i,
  // A provision on force majeure excuses performance; a mention ("notice of force majeure", "for any reason other than
  // an Event of Force Majeure", a table of contents) is not one.
  'Force Majeure':
    /\b(?:liable|responsible|in (?:default|breach))\b[^.]{0,250}\b(?:force majeure|acts? of god|beyond (?:the |its |their |a party's |such party's |the affected party's )?(?:reasonable )?control)\b|\bforce majeure(?: events?)?\b[^.]{0,20}\b(?:shall mean|means|includes?|shall include|occurs?|continues?|exists?|lasts?|persists?|prevents?|delays?)\b|\b(?:by reason of|due to|caused by|because of|as a result of|result(?:s|ing)? from|affected by) (?:an? |any )?(?:event of )?force majeure\b|\bacts? of god\b[^.]{0,250}\b(?:excused|suspended|not (?:be )?(?:liable|responsible|deemed|considered))/i,
};

/** The general types whose defining wording `sentence` shows. */
export function definingTypes(sentence: string): ClauseType[] {
  return (Object.entries(DEFINING_WORDING) as [ClauseType, RegExp][]).filter(([, pattern]) => pattern.test(sentence)).map(([type]) => type);
}
