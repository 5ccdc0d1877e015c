// "A type needs its words" (issue #9): after a model or rule has decided a clause's types, each type must
// still be supported by the clause's own wording, as follows from the type's definition (CUAD's category
// descriptions and plain legal meaning). A model may generalise from neighbouring words; a lawyer will not
// accept "Insurance" on a sentence that never mentions insurance, "Exclusivity" on a non-exclusive grant, or
// "Uncapped Liability" on a sentence that states the cap.
//
// Also: text that is not an operative provision — definitions, recitals, bare headings, schedule/exhibit
// titles, signature blocks, preambles — carries no clause type at all.
//
// Pure and engine-independent: depends on the taxonomy only, so any engine's output can be checked.

import type { ClauseType } from '../domain/taxonomy.ts';
import { MONEY_AS_WRITTEN, NOTICE_ELECTING_TO_RENEW, NUMBER_WORD, PERCENT_SIGN, REDACTION_MARK, replaceWithinRuns, WARRANTY_DISCLAIMER } from './regexp.ts';
import { MONTH_NAMES } from './durations.ts';
import { runsUntilNoticeFromStart } from './review-points.ts';
import { capitalisedSentencesOf, leadSentenceOf, sentencesOf } from './sentences.ts';
import { TITLE_SMALL_WORDS } from './titles.ts';

/** A check: every `all` pattern must match and no `none` pattern may match (after `strip` removals). An `all` entry is
 *  a pattern, or a test where a pattern alone cannot say it (case matters for part of it). */
interface WordingCheck {
  all: { test(text: string): boolean }[];
  none?: RegExp[];
  /** Wording removed before testing `all` (e.g. "non-exclusive" before looking for "exclusive"), or the pattern of it
   *  to use for a given text. */
  strip?: RegExp | ((text: string) => RegExp);
  /** A further condition that patterns alone do not express well. */
  test?: (text: string) => boolean;
}

/** A run-in heading opening a provision ("(b) Governing Law, Venue and Jurisdiction. This Agreement …"): a Title Case
 *  phrase ending in a stop before the first sentence. It names subjects; the provision's sentences say which of them
 *  it deals with. */
const RUN_IN_HEADING =
  /^\s*(?:\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-zA-Z]|[ivxlcIVXLC]{1,5})[.)]+\s*)?(?:[A-Z][\w'’-]*(?:\s*[,;&]\s*|\s+(?:and|or|of|the|for|to|in|on)\s+|\s+)){0,6}[A-Z][\w'’-]*\.(?=\s+["“(]?[A-Z])/;

/** Liability, or a time bar on the claims that enforce it ("neither party may bring a claim or action … more than two years after"). */
const LIABILITY = /\bliab(?:le|ility|ilities)\b|\bdamages\b|\blosses\b|\bindemnif|\brecover|\b(?:bring|commence|institute|file)\s+(?:a|an|any)\s+(?:claim|action|suit|proceeding)s?\b/i;
/** What a limitation of liability speaks of in its own sentences, past its heading: liability, or the claims and amounts
 *  it limits ("The total amount payable by the Supplier for all claims shall not exceed …"). */
const LIABILITY_IN_THE_BODY = new RegExp(`${LIABILITY.source}|\\bclaims?\\b|\\bresponsib\\w*|\\bpayable\\b|\\bexposure\\b|\\bremed(?:y|ies)\\b`, 'i');
/** A stated cap: an amount or cap variable the liability may not exceed. */
const CAP_STATED =
  /\b(?:shall|will|may|does|do|to) not (?:in the aggregate )?(?:exceed|be (?:more|greater) than|surpass)|\bnot (?:be )?(?:more|greater) than\b|\bin excess of\b|\b(?:limited|capped) (?:to|at)\b|\bcap(?: amount)?\b|\b(?:maximum|aggregate|cumulative|total) (?:aggregate )?(?:liability|amount)\b|\bup to (?:the|an?) (?:amount|sum)\b/i;
/** A basket reached: "not be liable until the aggregate Losses exceed $25,000 (the "Basket"), after which Seller shall be
 *  liable for all Losses from the first dollar" sets a threshold below which nothing is paid; it lifts no cap. */
const BASKET_REACHED = /\b(?:liable|responsible)\s+for\s+all\b(?=[^.;]{0,60}\b(?:first\s+dollar|basket|deductible|threshold|tipping)\b)/gi;
/** Wording that takes a liability out of the cap or exclusion: the mark of uncapped liability. */
const UNCAPPING =
  /\b(?:shall|will|does|do) not apply\b|\bnot (?:be )?(?:subject to|limited (?:by|to|in))\b|\b(?:excluded|exempt(?:ed)?|carved out) from\b|\bunlimited\b|\bwithout (?:any )?(?:limit(?:ation)?|cap)\b|\bno (?:limit|cap)\b|\bexclusions? (?:of|from) (?:liability|damages)\b[^.]{0,40}\bnot\b|\bfull(?:y)? liab|\bfull amount of\b|\bliable for all\b|\bjointly and severally\b/i;
/** A carve-out ("except for breach of Section 7, neither party is liable for consequential damages"): uncaps
 *  only where no cap is stated in the same clause. It takes out a liability, a breach, a section or a party's fault:
 *  "use of the Products other than in accordance with the manual" describes a fact, it carves nothing out. */
const CARVE_OUT = /\b(?:except(?:ing|ed)?|other than|excluding|notwithstanding|unless)\b[^.;]{0,80}\b(?:liab\w*|damages|claims?|losses|breach\w*|obligations?|indemn\w*|negligen\w*|misconduct|fraud\w*|infring\w*|sections?|articles?|clauses?|paragraphs?|provisions?|contrary|third[- ]part\w*|death|injur\w*|confidential\w*|foregoing|above|herein|provided|set forth)\b/i;
/** A carve-out that names the liabilities it takes out of the cap (breach of confidentiality, indemnities,
 *  gross negligence, infringement …): those stay uncapped even where the clause states the cap. */
const NAMED_CARVE_OUT =
  /\b(?:except(?:ing)?|other than|excluding|excluded|exclusive of|save)\b(?:\s+(?:for|with respect to|in respect of|as to))?\s+(?:(?:any|all|a|the)\s+)?(?:(?:party'?s|its|their)\s+)?(?:liabilit(?:y|ies)|damages|claims?|losses)\b|\b(?:except(?:ing)?|other than|excluding|excluded|exclusive of|save)\b[^.;]{0,60}\b(?:liabilit(?:y|ies) (?:for|arising|under|resulting|in respect of)|breach(?:es)? of (?:section|article|clause|its|their|the|any)|obligations? (?:under|pursuant to) (?:section|article|clause)|indemnif\w*|confidential\w*|gross(?:ly)? neglig\w*|wil(?:l)?ful misconduct|fraud\w*|infring\w*|misappropriat\w*|death|bodily injury|personal injury)/i;

/** The agreement's own damages remedies kept out of an exclusion: "except for damages expressly provided for in this
 *  Agreement", "other than amounts payable under this Agreement". */
const AGREED_DAMAGES_KEPT =
  /\b(?:except|other than|excluding)\s+(?:for\s+)?(?:any\s+)?(?:damages|amounts|sums|payments)\s+(?:(?:expressly|specifically)\s+)?(?:provided\s+(?:for\s+)?|set\s+(?:forth|out)\s+|payable\s+|specified\s+)(?:in|under|by)\s+(?:this|the)\s+agreement\b/gi;
/** "Notwithstanding anything in this Agreement to the contrary,": the sentence takes priority over the rest; it takes no
 *  claim out of a limit ("…, Customer shall not have any liability for failure to deliver any particular quantity"). */
const NOTWITHSTANDING_IDIOM = /\bnotwithstanding\s+anything\s+(?:(?:else\s+)?(?:in|contained\s+in|set\s+forth\s+in)\s+(?:this|the)\s+(?:\w+\s+)?(?:agreement|contract|section|article)\s+)?(?:or\s+\w+\s+)?to\s+the\s+contrary(?:\s+(?:herein|in\s+this\s+(?:\w+\s+)?(?:agreement|contract|section|article)))?,?/gi;
/** "including, without limitation," / "including but not limited to": examples follow, no limit is lifted. */
const WITHOUT_LIMITATION_IDIOM = /\b(?:including|include|includes|included)\s*,?\s*(?:but\s+)?(?:without\s+(?:any\s+)?limitation|not\s+limited\s+to)\b,?/gi;
/** A limit on liability or on claims that a carve-out could take something out of. */
const LIMIT_IN_VIEW =
  /\blimit\w*|\bcap(?:s|ped)?\b|\bin\s+no\s+event\b|\bunder\s+no\s+circumstances\b|\bno\s+liability\b|\bexceed\w*|\bin\s+excess\s+of\b|\bnot\s+be\s+(?:liable|responsible)\b|\bconsequential\b|\bindirect\b|\bspecial\s+damages\b|\bpunitive\b|\b(?:shall|will)\s+not\s+(?:be\s+liable|exceed|have\s+any\s+liability)\b|\bexclu\w*\s+(?:of\s+)?(?:liability|damages)\b|\bmaximum\b|\baggregate\b|\bdisclaim\w*/i;

/** Taxes withheld or grossed up, expenses reimbursed or borne: subjects of their own, not payment terms. So are
 *  the costs of a dispute: each party bearing its own legal fees, or the prevailing party recovering its attorneys'
 *  fees, says who carries the cost of litigating, not how the contract's price is paid. */
const TAX_OR_EXPENSE_SUBJECT =
  /\bbear (?:its|their|his|her) own (?:(?:legal|attorneys?['’]?|counsel)\s+)?(?:fees|costs|expenses)\b|\bprevailing party\b[^.]{0,120}\b(?:attorneys?['’]?|legal|counsel)\s+fees\b|\btax(?:es)?\b[^.]{0,120}\b(?:withh[eo]ld\w*|deduct\w*|gross(?:ed)?[- ]up)|\b(?:withh[eo]ld\w*|deduct\w*)\b[^.]{0,120}\btax|\breimburs\w*\b[^.]{0,100}\bexpenses\b|\bexpenses\b[^.]{0,100}\breimburs\w*|\b(?:exclusive|inclusive) of\b[^.]{0,60}\b(?:tax(?:es)?|VAT|GST)\b|\btax(?:es)?\b[^.]{0,100}\b(?:borne|paid|payable) by\b|\b(?:responsible|liable) for (?:\w+ ){0,3}tax(?:es)?\b/i;
/** What a provision's first sentence is about when it is no payment term: taxes or expenses, audits of the books
 *  and records, what is owed once the agreement ends (effects of termination), or how far a party is liable ("Carrier's
 *  liability for loss shall be the invoice value of the Goods") or what damages it pays ("shall pay the Employer
 *  liquidated damages of £3,000 for each week of delay"): a measure of damages, not a price paid. */
const NOT_PAYMENT_LEAD =
  /\bliab(?:le|ility)\b|\bdamages\b|\btax(?:es|ation)?\b|\bVAT\b|\bwithholding\b|\b(?:out-of-pocket|travel|business) expenses\b|\breimburs\w*|\baudit\w*|\binspect\w*|\b(?:books|records)\b|^\W*(?:\w+\W+){0,3}(?:upon|following|after|on) (?:the |any )?(?:expiration|termination|expiry)\b/i;
/** A right to end the agreement (or its ending by itself): what termination for cause grants. "In the event of
 *  termination, no party shall have any liability except for breach" states the effects of termination instead. */
export const TERMINATION_RIGHT =
  /\b(?:may|might|can|shall be entitled to|is entitled to|(?:shall|will) have the right to|(?:has|have) the right to|right to|option to|elect to)\b[^.;]{0,80}\b(?:terminat\w*|cancel\w*|rescind\w*)|\b(?:may|shall|will|can) (?:\w+ ){0,2}be (?:\w+ )?(?:terminated|cancell?ed|rescinded)\b|\b(?:shall|will) (?:\w+ ){0,2}(?:terminate|cancel|end)\b|\bgrounds? for (?:immediate )?termination\b|\b(?:is|are|be|been) (?:\w+ )?(?:terminated|cancell?ed|rejected)\b|\bevents? of default\b|\bconstitutes? an? ["“]?[\w ]{0,20}default\b|\b(?:terminat\w*|cancel\w*) (?:this|the) (?:agreement|contract)\b/i;
/** A termination under another provision, as the condition of what follows ("If this Agreement is terminated according
 *  to the aforementioned Article 6.1.2,", "In the event that the Agreement is terminated pursuant to Section 9.2,"):
 *  the sentence states the effects of a right given elsewhere. Section numbers may carry stops. */
const TERMINATED_UNDER_ANOTHER_PROVISION =
  /\b(?:if|in\s+the\s+event(?:\s+that)?|where|when)\s+(?:this|the)\s+(?:\w+\s+)?agreement\s+(?:is|has\s+been|shall\s+be)\s+terminated\s+(?:according\s+to|pursuant\s+to|under|in\s+accordance\s+with)\s+(?:the\s+)?(?:aforementioned\s+|above\s+|preceding\s+)?(?:articles?|sections?|clauses?|paragraphs?)\s+(?:[^.;,]|\.(?=\d))*,/i;
/** A right to terminate given up ("shall waive the right to request termination of this Agreement", "irrevocably waives
 *  other rights to terminate this Agreement it may have under any applicable laws"), to the end of its sentence. */
/** A licence kept through a trustee's rejection in bankruptcy ("In the event that this Agreement is terminated or rejected
 *  by Licensor or its trustee under applicable bankruptcy laws, all licenses granted hereunder are, for purposes of
 *  Section 365(n) of the Bankruptcy Code, licenses of intellectual property"): it protects the licensee when the estate
 *  ends the contract; it gives no party a right to terminate. To the end of its sentence. */
export const REJECTION_IN_BANKRUPTCY = /(?:^|(?<=[.;]))(?=[^.;]*\brejected\b[^.;]*\b(?:bankruptcy|insolvency)\b|[^.;]*\b(?:bankruptcy|insolvency)\b[^.;]*\brejected\b|[^.;]*\b365\s*\(n\))[^.;]*/i;
export const TERMINATION_RIGHT_WAIVED = /\bwaive[sd]?\b[^.;]{0,40}\brights?\s+(?:\w+\s+){0,3}?to\s+(?:\w+\s+){0,2}?(?:terminat|rescind|rescission|cancel)\w*[^.;]*/i;
/**
 * Wording that names cause or a termination without giving a right to terminate for cause. "May terminate this
 * Agreement without cause upon sixty (60) days' notice" names cause only to deny it. A long-stop date ("may terminate …
 * if the Closing has not occurred by November 15, unless the failure results from the terminating party's breach") names
 * a breach only to take away the right from the party in breach. What follows a termination under another section ("If
 * this Agreement is terminated according to Article 6.1.2, the rights of the Parties shall be subject to the bankruptcy
 * laws") states its effects, and a right to terminate that is waived ("The non-breaching Party shall waive the right to
 * request termination … as a result of the breach") is none; nor is a rejection by a trustee in bankruptcy.
 */
const NO_TERMINATION_RIGHT = new RegExp(String.raw`${TERMINATED_UNDER_ANOTHER_PROVISION.source}|${TERMINATION_RIGHT_WAIVED.source}|${REJECTION_IN_BANKRUPTCY.source}|` + /\b(?:with or )?without (?:any )?(?:cause|reason)\b|\bfor no cause\b|\b(?:unless|except\s+(?:where|if))\b[^.;]{0,80}?\b(?:the\s+(?:terminating\s+party|party\s+(?:seeking|wishing|electing)\s+to\s+terminate)['’]s|its\s+own)\s+(?:material\s+)?(?:breach|default|failure)\w*(?:\s+(?:of|under)\s+this\s+(?:agreement|contract))?/.source, 'gi');
/** The warranty period named as a point in time ("ends when the warranty period for the last Equipment has expired",
 *  "until the end of the warranty period"): it dates something else and gives no warranty. */
const WARRANTY_PERIOD_AS_A_TIME =
  /\b(?:when|after|until|once|upon|on|following|before|at)\s+(?:the\s+)?(?:(?:expiry|expiration|end|lapse)\s+of\s+(?:the\s+|its\s+|any\s+|each\s+)?warranty\s+periods?\b|warranty\s+periods?\b[^.;]{0,80}?\b(?:has\s+|have\s+)?(?:expired|expires|ends|ended|lapsed|lapses)\b)/gi;
/** What a warranty given says, outside any disclaimer. */
const WARRANTY_GIVEN_WORDS = /\bwarrant\w*|\bguarant\w*|\brepresent\w*|\bfree (?:of|from) (?:\w+ )?(?:defects|errors)|\bdefect\w*|\bconform\w*|\bmerchantab\w*|\bfitness for\b/i;
/** Subjects of certifications that are provisions of their own: debarment, independent-contractor status,
 *  compliance with laws. */
const NOT_WARRANTY_LEAD =
  /\bdebar\w*|\bexcluded from (?:participation in )?(?:any )?federal health care program|\bindependent (?:contractor|business)\b|\b(?:comply|complies|complied|compliance) with (?:all )?(?:applicable )?(?:\w+ ){0,3}(?:laws?|regulations|rules)\b/i;
/** What a warranty of products or services says. */
const PRODUCT_WARRANTY =
  /\bfree (?:of|from) (?:\w+ )?(?:defects|errors)|\bdefect\w*|\bmerchantab\w*|\bfitness for\b|\bworkmanlike\b|\bconform\w* (?:to|with) (?:the )?(?:\w+ )?(?:specifications?|documentation|requirements)|\b(?:compliance|accordance) with (?:the )?(?:\w+ )?specifications?\b|\bcgmp\b|\bgood manufacturing practices?\b|\bwarranty period\b|\bas is\b/i;
/** A provision's first sentence, its number or letter left out. */
function provisionLead(text: string): string {
  return leadSentenceOf(text.replace(/^\s*(?:\(?[\divxlcA-Za-z]{1,4}[.)]\s*)?(?:\d+(?:\.\d+)*\.?\s+)?/, ''));
}
/** A credit for a missed service level: "service credits", a credit "if we miss the uptime promise". */
const SERVICE_CREDIT =
  /\b(?:service|uptime|availability|SLA|downtime)\s+credits?\b|\bcredits?\b[^.;]{0,120}\b(?:service levels?|uptime|availability|SLA|downtime|miss(?:es|ed)?)\b|\b(?:service levels?|uptime|availability|SLA|downtime|miss(?:es|ed)?)\b[^.;]{0,120}\bcredits?\b/i;
/** Money paid, in any of its names: a payment, an invoice, a fee, a price, a royalty, a charge. */
const MONEY_PAID =
  /\bpa(?:y|ys|id|yable|ying|yments?)\b|\binvoic\w*|\bfees?\b|\bpric\w*|\$|\bremit\w*|\bcompensat\w*|\broyalt\w*|\bcharges?\b|\bbill\w*|\bpurchase price\b|\bwire transfer\b|\bcurrency\b|\bdollars?\b/i;
/** Wording that sets how or when amounts are paid. An "invoice value" or "invoice price" measures goods, it bills
 *  nothing; a "VAT invoice" or "tax invoice" is the document a tax provision asks for, not the bill for the price. */
const PAYMENT_MECHANICS =
  /\b(?:U\.?S\.? |United States )?dollars\b|\bby (?:wire|check|cheque|bank transfer)\b|(?<!\b(?:VAT|GST|tax)\s)\binvoic\w*\b(?!\s+(?:value|price|cost)\b)|\bwithin (?:\w+ )?(?:\(\d+\) )?(?:business |calendar )?days\b|\bdue date\b|\bwire transfer\b|\bimmediately available funds\b|\bnet (?:\w+ )?(?:\(\d+\) )?days\b|\bnet \d+\b|\blate payments?\b/i;

/** A party's pay of its own people: incentive or bonus pay of its employees, staff or sales representatives. */
const STAFF_INCENTIVE_PAY =
  /^(?=[^]*\b(?:incentive|bonus)\s+(?:compensation|pay(?:outs?)?|plans?)\b)(?=[^]*\b(?:employees|personnel|staff|(?:sales\s+|medical\s+|field\s+)?representatives|sales\s+(?:force|team|people)|field\s+force)\b)/i;

/** Money an indemnity pays: a sentence that indemnifies or holds harmless, or pays what a court or a settlement awards. */
const INDEMNITY_PAID = /\bindemn\w*|\bhold\w* (?:\w+ ){0,6}harmless\b|\b(?:damages|costs|fees|amounts?|sums?)\b[^.;]{0,80}\b(?:finally\s+)?awarded\b/i;

/** A sentence that states what something costs and not how it is paid: a price, a price list, menu or retail prices
 *  ("The list prices of the Products are set out in Schedule 1", "The prices payable for goods are those in the price
 *  list"). Prices are no terms of payment; paying, invoicing, remitting or billing, or payment mechanics, make a
 *  sentence one. */
function statesOnlyAPrice(sentence: string): boolean {
  const rest = sentence.replace(/\b(pric(?:e|es))\s+payable\b/gi, '$1');
  // A schedule's row that names an amount and no verb ("Availability Date: March 1, 2026 - Licence Fee: $3,900,000",
  // "Annual Subscription Fee $590,000") states a price as much as "the price is …" does.
  return (/\bpric(?:e|es|ing)\b/i.test(rest) || !OPERATIVE_VERB.test(rest)) && !/\bpa(?:y|ys|id|yable|ying|yments?)\b|\binvoic\w*|\bremit\w*|\bbill(?:s|ed|ing)?\b/i.test(rest) && !PAYMENT_MECHANICS.test(rest);
}

/** A renewal or extension of the term. */
const RENEWAL =
  /\brenew\w*|\bextend\w*|\bextension|\bsuccessive\b|\bautomatic(?:ally)? (?:\w+ ){0,2}(?:renew\w*|extend\w*|continu\w*|roll\w*)|\bthereafter\b|\bfrom year to year\b|\byear[- ]to[- ]year\b|\bmonth[- ]to[- ]month\b|\badditional (?:\w+ ){0,3}(?:terms?|periods?|years?)\b|\bevergreen\b|\bcontinu\w*[^.]{0,120}\buntil (?:terminated|either|one|a party|such time|the (?:earlier|first))\b/i;

/** A term that starts and runs on until a party ends it, with no initial term ("effective from the date first above
 *  written and shall continue indefinitely until terminated"). */
const CONTINUES_FROM_THE_START = /\b(?:effective|commence\w*|begin\w*|start\w*)\b[^.;]{0,120}\bcontinu\w*\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:indefinitely\s+)?(?:unless\s+and\s+)?until\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?terminated\b/i;

/** Notice that stops a renewal: of non-renewal, or given before the end of the current term. */
const NON_RENEWAL = new RegExp(`${RENEWAL.source}|\\bend of (?:the |this |its )?(?:then[- ]current |initial |renewal |current |original )?term\\b|\\bexpir\\w* of (?:the |this |its )?(?:then[- ]current |initial |renewal |current |original )term\\b`, 'i');

/** Notice given, in any of its forms. */
const NOTICE_WORD = /\bnoti(?:ces?|fy|fies|fied|fication)\b/i;
/** What a notice of non-renewal stops: a renewal, the end of a term, an expiry. */
const NOTICE_STOPS = new RegExp(`${NON_RENEWAL.source}|\\bexpir\\w*|\\bend of (?:the |this |its )?(?:term|period|agreement)\\b`, 'i');

/** A ground of termination that is a cause: breach, default, insolvency and the like, also as plain-language
 *  contracts put them ("if the other one seriously breaks it and does not fix the problem within 30 days", "stops
 *  doing business"), and a reason the contract names ("may terminate … for Safety Reasons upon thirty (30) days written
 *  notice"): a right that needs a reason is no termination for convenience. */
const CAUSE_GROUND =
  /\bbreak(?:s|ing)?\s+(?:this|the|it|any|its|their|a)\b|\b(?:does|do|did)\s+not\s+(?:fix|put\s+right|correct|remedy)\b|\bstops?\s+(?:doing|carrying\s+on)\s+business\b|\bbreach\w*|\bdefault\w*|\binsolv\w*|\bbankrupt\w*|\breceiver\w*|\bfail\w*|\bcure[ds]?\b|\bviolat\w*|\bliquidat\w*|\bwinding[- ]up\b|\bfor cause\b|\bchange (?:of|in) control\b|\bforce majeure\b|\bdissol\w*|\bceases? to\b|\bnon-?payment\b|\bfor\s+(?:safety|efficacy|medical|scientific|regulatory|technical|health)\s+reasons?\b/i;
/** A termination right tied to an event: a lead-in to the list of events, "in the event that …" or a sentence
 *  opening "If …" (the premises destroyed, a programme cancelled) — unless the event is the party's own wish ("in the
 *  event that the Company desires to terminate"). */
const EVENT_GROUND = /:\s*$|(?:\bin the event (?:that|of)|^\W*(?:\d+(?:\.\d+)*\.?\s+)?if)\b(?![^.;]{0,60}\b(?:desires?|wish(?:es)?|elects?|decides?|chooses?|wants?)\b)|\bupon the occurrence of\b/i;
/** A lead-in to the remedies for a breach or default: "Upon the occurrence of an Event of Default, … may exercise …". */
const REMEDIES_FOR_A_DEFAULT = /\b(?:upon|on|following|after|in\s+the\s+event\s+of|if\s+there\s+is)\s+(?:the\s+occurrence\s+of\s+)?(?:an?\s+|any\s+|such\s+)?(?:Event\s+of\s+Default|default|breach|material\s+breach)\b/i;
/** Wording that makes a termination right one without cause. */
const WITHOUT_CAUSE =
  /\bconvenience\b|\bwithout (?:any )?(?:cause|reason)\b|\bwith or without (?:cause|reason)\b|\bfor any (?:or no )?reason\b|\bfor no reason\b/i;
/** Wording that frees a termination right from a cause only where the sentence names none: "may terminate for Cause
 *  at any time on written notice" is termination for cause. */
const WITHOUT_CAUSE_UNLESS_GROUNDED = /\bat (?:any time|will)\b|\bin its (?:sole |absolute )?discretion\b/i;

/** A right to terminate that arises only "if" an event occurs, written after the right and its notice ("may terminate
 *  this Agreement upon thirty (30) days' written notice if Athlete (a) announces her retirement …; (b) …"): the whole
 *  sentence, listed events included, states grounds, however the events are worded (CUAD: convenience is ending
 *  "solely by giving a notice"). A list after a colon ("upon the occurrence of any of the following:") is read item
 *  by item instead. Not where the event is the party's own wish, nor where an alternative comes first ("upon ninety
 *  (90) days' notice, or immediately if …", "(i) on notice or (ii) if …"). */
const RIGHT_ON_AN_EVENT_CORE = String.raw`\b(?:terminat\w*|cancel\w*)\b(?:(?!\((?:[a-z]|[ivx]{1,4})\)\s|\bor\b)[^.;]){0,200}?\b(?:if|in the event(?: that| of)?|upon the occurrence of|should)\b(?![^.;]{0,60}\b(?:desires?|wish(?:es)?|elects?|decides?|chooses?|wants?)\b)`;
const RIGHT_ON_AN_EVENT = new RegExp(String.raw`(?:[^.]|\.(?=\d))*${RIGHT_ON_AN_EVENT_CORE}(?:[^.:]|\.(?=\d))*`, 'gi');
/** `text` without the sentences RIGHT_ON_AN_EVENT finds; its matches stop at a full stop (not a decimal point). */
const RIGHT_ON_AN_EVENT_CORE_FOUND = new RegExp(RIGHT_ON_AN_EVENT_CORE, 'i');
const withoutRightsOnAnEvent = (text: string) => replaceWithinRuns(text, /(?:[^.]|\.(?=\d))+/g, RIGHT_ON_AN_EVENT_CORE_FOUND, RIGHT_ON_AN_EVENT, ' ');

/**
 * A termination right without cause: wording that says so, or a ground (a sentence or a listed item) that gives
 * notice and names no cause — "either party may terminate: (i) upon thirty (30) days' notice, or (ii) if the other
 * party becomes insolvent" has one.
 */
function terminatesWithoutCause(text: string): boolean {
  const sentences = sentencesOf(text);
  // In a sentence that grants a termination right: a heading alone ("Termination for Convenience.") grants none.
  if (sentences.some((sentence) => WITHOUT_CAUSE.test(sentence) && TERMINATION_RIGHT.test(sentence))) return true;
  if (sentences.some((sentence) => WITHOUT_CAUSE_UNLESS_GROUNDED.test(sentence) && !CAUSE_GROUND.test(sentence))) return true;
  // Remedies listed after a default ("Upon the occurrence of an Event of Default, the Party not in default may exercise
  // the following remedies:" / "(a) terminate this Agreement upon giving 120 days written notice"): each item is a
  // remedy for that default, however its own words read.
  const leadIn = /^(?:[^.]|\.(?=\d))*?:\s*(?=\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s)/i.exec(text.trim())?.[0];
  if (leadIn && REMEDIES_FOR_A_DEFAULT.test(leadIn)) return false;
  return withoutRightsOnAnEvent(text)
    .split(/(?<=[.;:])\s+|(?<=[,;:]|\bor|\band)\s+(?=\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s)/i)
    // A notice of non-renewal ends the agreement at the end of its term: that is no termination right.
    // A lead-in to a list of events ("may terminate by written notice in the event of:") and a right that arises
    // "in the event that" something happens name their grounds elsewhere or in the event. A sentence stating how
    // long the agreement runs ("continues for an initial term of thirty-six (36) months") without a word on ending
    // it is no ground either, nor is a definition ("\"Contract Year\" means each twelve-month period …"): it grants nothing.
    .some(
      (ground) =>
        /\bnotice\b|\bnotif\w*|\bdays?\b|\bmonths?\b/i.test(ground) &&
        !isDefinition(ground.trim()) &&
        !CAUSE_GROUND.test(ground) &&
        !NON_RENEWAL.test(ground) &&
        !EVENT_GROUND.test(ground) &&
        !(AGREEMENT_DURATION.test(ground) && !/\bterminat\w*|\bcancel\w*|\b(?:may|to|shall|can|will) end\b/i.test(ground.replace(UNLESS_TERMINATED_EARLIER, ' '))),
    );
}

/**
 * A sentence that states what follows a termination made under another provision ("If the Company terminates the
 * Executive's employment without Cause, the Company shall continue to pay the Base Salary for twelve (12) months"):
 * severance or a refund, no right to terminate, unless the sentence also grants one ("may terminate").
 * A lettered item may open it ("(d) Upon the termination of this Agreement for any reason: (1) all rights … shall come to
 * an end"; an item "(d) upon the termination of the Service Agreement;" among grounds for ending this one is a ground), and so may the termination named ("Termination under Section 4(a) shall trigger a phase-out period of 18 months").
 */
const CONSEQUENCE_OF_A_TERMINATION =
  /(?<=^|[.;:]\s+|\n)\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?=(?:upon|following|after|on)\s+(?:the\s+|any\s+)?(?:(?:expiration|expiry)\s+or\s+)?termination\s+of\s+this\s+agreement\b[^.;:]*[:,]|termination\s+(?:under|pursuant\s+to|in\s+accordance\s+with)\s+(?:sub-?)?(?:sections?|articles?|clauses?|paragraphs?|subsections?)\b))?(?:(?:if|in\s+the\s+event\s+(?:that\s+)?|upon|where|following)\s+(?:the\s+|a\s+|any\s+)?(?:[\w'’-]+\s+){0,4}?(?:terminates|is\s+terminated|are\s+terminated|has\s+been\s+terminated|resigns|termination\s+of)|(?:any\s+|a\s+)?termination\s+(?:of\s+this\s+agreement\s+)?(?:under|pursuant\s+to|in\s+accordance\s+with)\s+(?:sub-?)?(?:sections?|articles?|clauses?|paragraphs?|subsections?)\s+[\w().]+)\b(?:[^.]|\.(?=\d))*/gi;
const TERMINATION_GRANTED = /\b(?:may|can|(?:is|be)\s+entitled\s+to|right\s+to|option\s+to)\s+(?:\w+\s+){0,3}?(?:terminat\w*|cancel\w*|resign)\b/i;

/** Every refusal in the clause is one to solicit, hire or divert ("shall not, directly or indirectly, solicit …"), and it
 *  never says "compete" or names a business a party may not carry on. */
const ONLY_SOLICITING =
  /^(?![\s\S]*\b(?:compete|competing\s+(?:business|activit\w*)|non-?compet\w*)\b)(?![\s\S]*\b(?:(?:shall|will|may|must)\s+not|neither|nor)\b(?![\s,]+(?:(?:directly|indirectly|or|and|either|itself|himself|herself|themselves|whether|on\s+(?:its|his|her|their)\s+own\s+behalf|(?:for|on)\s+behalf\s+of\s+any\s+other\s+person|alone|jointly)[\s,]+)*(?:solicit|recruit|hire|employ|induce|entice|divert|interfere|call\s+on|contact|attempt\s+to\s+(?:solicit|induce|divert))\w*))(?=[\s\S]*\b(?:shall|will|may|must)\s+not\b[\s\S]*\bsolicit\w*)/i;

/** A promise not to employ or hire the other's staff and nothing else, under a "Non-Competition" title or none
 *  ("20. Non-Competition 20.1 The Contractor and the Customer will not be allowed to employ employees of the other
 *  party …"): the title names the subject; the covenant restrains hiring, not competing. */
const NO_HIRE_UNDER_A_TITLE =
  /^\s*(?:(?:ARTICLE|Article|SECTION|Section)\s+)?(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:Non-?\s?Compet\w*|Restrictive\s+Covenants?)?\s*[.:]?\s*(?![\s\S]*\b(?:compet\w*|non-?compet\w*|similar|rival\w*)\b)(?![\s\S]*\b(?:(?:shall|will|may|must)\s+not|neither|nor)\b(?![\s,]+(?:[^.;]{0,80}?\b(?:shall|will|may|must)\s+)?(?:(?:be\s+(?:allowed|permitted|entitled)\s+to|directly|indirectly|or|and|either|itself|attempt\s+to)[\s,]+)*(?:solicit|recruit|hire|employ|induce|entice|engage)\w*))(?=[\s\S]*\b(?:(?:shall|will|may|must)\s+not|neither\b[^.;]{0,80}\b(?:shall|will|may|must))\b[^.;]{0,40}\b(?:employ|hire|recruit|solicit)\w*[^.;]{0,80}\b(?:employees?|personnel|staff)\b)/i;

/** The sentence up to a phrase, but not back past a "but" or "however" that turns to another party. */
const SENTENCE_UP_TO = String.raw`(?:(?!\b(?:but|however|whereas|while|provided)\b)[^.;])*`;
/** A sentence that denies a termination right: "may not be terminated … for convenience", "neither party may terminate
 *  … without cause" (with a run-in heading that names the right it denies). */
const TERMINATION_REFUSED = String.raw`\b(?:may|shall|can|will) not (?:\w+ ){0,2}(?:be )?(?:terminat\w*|cancel\w*)\b`;
const NO_PARTY_TERMINATES = String.raw`\b(?:neither party|no party|nor (?:shall|may) (?:either|any) party)\b[^.;]{0,40}\b(?:may|shall|can|will|have the right to) (?:\w+ ){0,2}(?:terminat\w*|cancel\w*)\b`;
const TERMINATION_DENIED = new RegExp(String.raw`${SENTENCE_UP_TO}${TERMINATION_REFUSED}[^.;]*|${SENTENCE_UP_TO}${NO_PARTY_TERMINATES}[^.;]*`, 'gi');
/** `text` without the sentences TERMINATION_DENIED finds; its matches stop at a full stop or a semicolon. */
const TERMINATION_DENIAL_FOUND = new RegExp(`${TERMINATION_REFUSED}|${NO_PARTY_TERMINATES}`, 'i');
const withoutDeniedTerminations = (text: string) => replaceWithinRuns(text, /[^.;]+/g, TERMINATION_DENIAL_FOUND, TERMINATION_DENIED, ' ');

/** Something owed after the agreement ends; "for three (3) years after delivery" is a retention period, not one. */
const POST_TERMINATION =
  /\bterminat\w*|\bexpir\w*|\bwind(?:ing)?[- ](?:down|up)\b|\btransition\w*|\bpost-?(?:termination|expiration|term)\b|\bsurviv\w*|\bcessation\b|\bend of (?:the |this |its )?(?:term|agreement)\b|\bsell[- ]off\b/i;

/** Time after the agreement ends: "upon termination", "following the expiration of this Agreement", "if this Agreement
 *  expires or is terminated", what survives, a wind-down or transition, a sell-off period. */
const AFTER_THE_END =
  /\b(?:upon|after|following|on|at|in\s+the\s+event\s+of|as\s+of|from\s+and\s+after|subsequent\s+to|(?:with)?in\s+[^.;]{0,40}?\b(?:after|of|following))\s+(?:the\s+|any\s+|such\s+|its\s+|an?\s+)?(?:(?:effective\s+)?date\s+of\s+(?:the\s+|such\s+|any\s+)?)?(?:(?:early|expiration\s+or|termination\s+or)\s+)?(?:expiration|termination|expiry|cancell?ation|end|cessation|conclusion|non-?renewal|completion)\b|\b(?:if|when|once|where)\s+(?:this|the)\s+(?:\w+\s+){0,2}(?:agreement|contract|term)\s+(?:\w+\s+){0,2}(?:expires|is\s+terminated|terminates|ends|is\s+cancell?ed)\b|\b(?:expired|terminated|ended)\s+(?:for\s+any\s+reason\s*)?[,:]|\b(?:if|in\s+the\s+event|where|when|once|should)\b(?:(?!\b(?:may|shall|will|must|can)\b)(?:[^,.;:]|\.(?=\d))){0,140}?\b(?:terminat(?:es|ed|ion)|expir(?:es|ed|ation|y))\b|\b(?:time|date|event)\s+of\s+(?:the\s+|such\s+|any\s+)?(?:expiration|expiry|termination)\b|\b(?:expiration|expiry|termination)\s+(?:or|and(?:\/or)?)\s+(?:expiration|expiry|termination)\b|\b(?:(?:years?|months?|days?|period)\)?|and|or)\s+thereafter\b|\bsurviv\w*|\bwind(?:ing)?[-\s](?:down|up)\b|\btransition\w*|\bpost-?(?:termination|expiration|term)\b|\bsell[-\s]off\b|\blast[-\s]time[-\s]buy\b|\bcessation\b|\bafter\s+(?:this|the)\s+(?:\w+\s+)?(?:agreement|term)\s+(?:ends|expires|terminates|is\s+terminated)\b/i;
/** The end named as a point in time ("after the termination or expiration of this Agreement", "upon expiry"):
 *  narrower than AFTER_THE_END, whose "in the event … termination" also reads a right being exercised. */
const THE_END_AS_A_TIME =
  /\b(?:after|following|upon|on|from)\s+(?:the\s+|any\s+|such\s+|its\s+)?(?:(?:effective\s+)?date\s+of\s+(?:the\s+|such\s+|any\s+)?)?(?:expiration|termination|expiry|cancell?ation|end)(?:\s+(?:or|and(?:\/or)?)\s+(?:expiration|termination|expiry|cancell?ation))?\b/gi;
/** A word on ending the agreement (or an order, a statement of work, a licence under it). "Withdraw products from
 *  Schedule 1 on ninety (90) days' notice" changes what is sold and ends nothing: a withdrawal counts only as one from
 *  the agreement or the relationship. */
const ENDING_WORD =
  /\bterminat\w*|\bcancel\w*|\bwithdraw\w*\s+from\s+(?:this|the|such|any)\s+(?:\w+\s+)?(?:agreement|contract|arrangement|relationship|partnership|venture|programme|program|plan|lease|license|licence)\b|\bend\b/i;

/** A change in who owns or controls a party: a change of control, a merger, a sale of the business or its shares. */
const CHANGE_OF_CONTROL =
  /\bchange (?:of|in) (?:the )?(?:control|ownership)|\bcontrol\w*|\bmerge[sd]?\b|\bmerger\b|\bconsolidat\w*|\bacqui\w*[^.]{0,80}\b(?:stock|shares|assets|business|equity|voting|interest|all or substantially)|\b(?:sale|transfer|disposition|sells?|sold) (?:of )?(?:all or )?(?:substantially all|a majority|more than (?:fifty|50))|\bvoting (?:power|securities|stock|shares)|\bbeneficial(?:ly)? own\w*|\breorgani[sz]\w*|\bamalgamat\w*|\bbusiness combination\b|\bownership\b|\bequity (?:interest|securities)|\bacquired\b|\binterests? in (?:you|the company|such party|it|licensee|licensor)\b|\bliquidity event\b|\bchange in circumstances\b|\btransfer\w*[^.]{0,40}\binterest\b|\b(?:share|stock)holders?\b|\bdivest\w*/i;
/** Insolvency in the words of a change of control: "a petition seeking reorganization under any applicable bankruptcy
 *  law", "a receiver is appointed for a substantial part of its assets". */
const INSOLVENCY_NOT_CONTROL =
  /\breorgani[sz]\w*[^.;]{0,40}\b(?:bankruptcy|insolvency|creditors?)\b|\b(?:bankruptcy|insolvency)\s+(?:or\s+)?reorgani[sz]\w*|\breceiver\w*\b[^.;]{0,80}\bassets\b/gi;
/** A right to assign or transfer without the other's consent ("either Party may assign this Agreement without such
 *  consent to an acquirer"), or an exception to the need for it ("provided, however, that either Party may assign its
 *  rights to a successor by merger"); "may not assign" is none. */
const ASSIGNABLE_WITHOUT_CONSENT =
  /\b(?:provided|except|notwithstanding)\b[^.;]{0,60}?\b(?:either|each|any|a)\s+(?:party|of\s+the\s+parties)\s+(?:shall\s+have\s+the\s+right\s+to|may)\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)|\b(?:may|can|shall\s+(?:have\s+the\s+right|be\s+(?:entitled|permitted|free))\s+to|(?:is|are)\s+(?:entitled|permitted|free)\s+to)\s+(?!not\b|never\b)(?:[\w,]+\s+){0,12}?(?:assign|transfer)\w*\b[^.;]{0,240}\bwithout\s+(?:the\s+|any\s+|such\s+)?(?:\w+\s+){0,3}?(?:consent|approval)\b|\bwithout\s+(?:the\s+|any\s+|such\s+)?(?:\w+\s+){0,3}?(?:consent|approval)\b[^.;]{0,120}\b(?:may|can)\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)\w*/i;
/** Where an exception to a prohibition begins. */
const EXCEPTION_START = /\b(?:except|provided|notwithstanding|save|other\s+than)\b/i;

/** Whether a sentence ties a change of control to a consequence: not where its only change of control is in a
 *  permission to assign without consent ("except that either Party may assign … to an acquirer by merger"). A sentence
 *  that forbids assignment by merger without consent, or asks for notice of it, keeps it. */
function changeOfControlHasConsequence(sentence: string): boolean {
  if (!CHANGE_OF_CONTROL.test(sentence)) return false;
  if (/\bnotice\b|\bnotif\w*/i.test(sentence)) return true;
  const cut = sentence.search(EXCEPTION_START);
  const permission = cut >= 0 ? sentence.slice(cut) : sentence;
  const before = cut >= 0 ? sentence.slice(0, cut) : '';
  return !ASSIGNABLE_WITHOUT_CONSENT.test(permission) || CHANGE_OF_CONTROL.test(before);
}

/** How a term is stated ("for three years, unless earlier terminated"): a duration, no time after the end. */
const TERM_UNLESS_ENDED = /\b(?:unless|until|except if)\s+(?:(?:this|the)\s+agreement\s+is\s+)?(?:\w+\s+){0,2}(?:sooner|earlier|previously|otherwise)?\s*(?:terminated|cancell?ed)\b(?:\s+(?:by|in accordance with|as provided|pursuant to|under)\b[^.;,]{0,80})?/gi;

/** A party's option to extend or renew, exercised by notice: also a notice "of its election to renew", which starts a
 *  renewal term rather than stopping one. */
/** A renewal that needs both parties' agreement ("may only be renewed if authorized officers of both agree in writing",
 *  "may be extended by mutual written agreement"): no notice is needed to stop it. */
const RENEWAL_BY_AGREEMENT =
  /\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,80}\b(?:if|upon|by|with|subject to|on)\s+(?:the\s+)?(?:mutual|both\s+parties|written\s+agreement|agreement\s+of)|\b(?:renew\w*|extend\w*)\b[^.;]{0,100}\b(?:agree|consent)\w*\s+(?:in\s+writing|to\s+(?:renew|extend))|\bmutual(?:ly)?\s+(?:written\s+)?(?:agree\w*|consent)\b[^.;]{0,60}\b(?:renew\w*|extend\w*|extension)\b/i;
const OPTION_TO_EXTEND = new RegExp(
  String.raw`\boptions? to (?:extend|renew)\b|${NOTICE_ELECTING_TO_RENEW}|\bmay (?:elect to )?(?:extend|renew) (?:the|this) (?:initial |original |then[- ]current )?(?:[A-Z][\w-]*\s+){0,2}(?:term|lease|agreement)\b[^.;]{0,120}\bby (?:giving|delivering|providing)\b`,
  'i',
);

/** What is done about defective or non-conforming goods: repaired, replaced or refunded. */
const DEFECT_REMEDY =
  /\b(?:repair|replace|refund)\w*\b[^.;]{0,120}\b(?:non-?conform\w*|defect\w*)|\b(?:non-?conform\w*|defect\w*)\b[^.;]{0,120}\b(?:repair|replace|refund)\w*/i;

/** How long the agreement runs: when it commences, continues, remains in effect or expires, its initial term. A termination
 *  that "shall become effective at the end of such period" dates the termination, not the agreement. */
const AGREEMENT_DURATION =
  /\bcommenc\w*|\b(?:initial|original|renewal|extended) (?:\w+ )?term\b|\bterm of (?:this|the) (?:agreement|contract)\b|\b(?:shall|will) (?:continue|remain|be) in (?:full )?(?:force|effect)\b|\b(?:continue|remain)s? in (?:full )?(?:force|effect)\b[^.;]{0,20}\b(?:for|until)\b|\b(?:shall|will) (?:continue|run)\b(?!\s+to\b)|\b(?:shall|will) expire\b|\bexpires? (?:on|at|upon)\b|\b(?:shall|will) (?:automatically )?(?:terminate|end|expire) (?:on|at|upon the (?:later|earlier)|in accordance with)\b|(?<!\b(?:terminat|cancel|rescind|withdraw)\w*(?:\s+[\w()[\]*]+){0,6}\s+)\b(?:shall|will) (?:be(?:come)? effective|begin|start)\b|\b(?:beginning|ending|commencing) on\b|["“]Term["”]|\bperpetu\w*|\bindefinite\w*|\bduration of (?:this|the) (?:agreement|contract)\b|\b(?:this (?:\w+ )?agreement|the term)\s+(?:begins|starts|commences|continues|runs|remains)\b/i;
/** A load, shipment or consignment re-brokered, assigned or transferred to another carrier, with the rest of its sentence. */
const GOODS_IN_TRANSIT_HANDED_ON =
  /(?:^|(?<=[.;]))[^.;]*\b(?:assign|transfer|re-?broker|co-?broker|re-?tender)\w*\s+(?:\w+\s+){0,2}(?:shipments?|loads?|freight|cargo|consignments?)\b(?![^.;]*\b(?:agreements?|contracts?|rights?|obligations?)\b)[^.;]*/gi;
/** "Any term of this Agreement", "a term or condition of this Agreement": one of its provisions, not its duration. */
/** "Subject to and except for any indemnification obligations under Article 3.09 below, Company will not be under any
 *  liability …": another provision's indemnities named to leave them alone, given by neither this sentence nor this clause. */
export const INDEMNITIES_LEFT_ALONE = /\b(?:subject\s+to|except\s+for|other\s+than|without\s+prejudice\s+to)(?:\s+and\s+except\s+for)?\s+(?:any\s+|the\s+|its\s+)?(?:indemnification|indemnity)\s+obligations?\s+(?:under|in|pursuant\s+to|set\s+(?:forth|out)\s+in)\s+(?:section|article|clause|paragraph)\s+[\w.()]+(?:\s+(?:below|above|hereof))?/gi;
/** "during the term of this Agreement", "throughout the Term": a time another act takes place in. */
const DURING_THE_TERM = /\b(?:during|throughout|within)\s+the\s+(?:term|life)\s+(?:of\s+(?:this|the)\s+(?:[A-Z]{2,}\s+)?(?:agreement|contract)\b)?/gi;
const A_PROVISION_OF_THE_AGREEMENT = /\b(?:any|a|an|each|every|no|one|other|such)\s+(?:other\s+|material\s+|express\s+)?(?:term|provision)s?\s+(?:(?:or|and)\s+(?:condition|provision|term)s?\s+)?(?:of|in|under)\s+(?:this|the)\s+(?:agreement|contract)\b/gi;
/** The term of another agreement, named by its parties ("the remaining term of the agreement between the Reseller and its
 *  Customers", "the term of any contract with an End User"): how long that one runs, not this one. */
const ANOTHER_AGREEMENTS_TERM = /\bterm\s+of\s+(?:the|any|each|such|its|their)\s+(?:[\w-]+\s+)?(?:agreements?|contracts?)\s+(?:between|with)\b[^.;,]*/gi;
/** The usual reservation of a term sentence ("unless terminated earlier under this Section 7", "until sooner
 *  terminated as provided herein"): it points to the termination rights, it grants none. "Unless terminated earlier by
 *  either Party upon thirty (30) days' notice" grants one, and stays. */
const UNLESS_TERMINATED_EARLIER =
  /\b(?:unless|until|except (?:as|if|where))\s+(?:(?:sooner|earlier|previously|otherwise)\s+)?terminated\b(?:\s+(?:sooner|earlier|previously))?(?![^,.;]{0,80}\b(?:notice|notif\w*|days?|months?|convenience|cause|reason)\b)(?:\s+(?:under|in accordance with|pursuant to|as (?:provided|set (?:forth|out)))\b[^,.;]*)?/gi;

/** A service level and its credit ("available 99.9% of the time", "if availability falls below 99.9%", "a service credit
 *  of five percent (5%) of the monthly fee …, up to a maximum of thirty percent (30%)"): a standard of service and the
 *  remedy for missing it, neither a share of earnings nor a limit on how much is bought or used. */
const SERVICE_LEVEL_OR_CREDIT = String.raw`\b(?:service|performance|availability)\s+credits?\b(?:[^.;]|\.(?=\d))*|\b(?:availability|uptime)\b[^.;]{0,40}?\(?\d+(?:\.\d+)?\s*%\)?|\bavailable\s+\(?\d+(?:\.\d+)?\s*%\)?\s+of\s+the\s+time\b`;

/** A percentage of a price, a fee, rent or a cost, a discount ("the list price less a discount of thirty-five percent
 *  (35%)"), or a rise by a percentage (or a cap on one: "shall not increase the fee by more than five percent (5%)"): a
 *  price's arithmetic, no share of earnings. So is a percentage of a loan or its
 *  principal (an origination fee, a prepayment premium) or a rate of interest ("interest at the rate of one percent (1%)
 *  per month"): the price of money. Taxes on a party's income share none of it either. */
const PERCENT_AMOUNT = String.raw`(?:(?:[a-z]+[- ])*(?:percent|per cent)\s*(?:\(\d+(?:\.\d+)?\s*%\))?|\(?\d+(?:\.\d+)?\s*%\)?)`;
/**
 * A stock option: "an option to purchase 250,000 shares of the Company's common stock", "twenty-five percent (25%)
 * of the option shall vest on the first anniversary": the right to buy shares at a price, and how much of it vests;
 * neither shares revenue or profit. (Shares handed over as pay, "a bonus of 300,000 shares of common stock", CUAD
 * does count as a share of the business.)
 */
/** Ownership or funding in proportion to shares held: "sixty percent (60%) and forty percent (40%) of the shares of the Company", "its pro rata share of any capital call". */
const CAPITAL_SHARES = new RegExp(
  String.raw`(?:(?:[\w-]+\s+)?(?:percent|per\s+cent)\s*)?\(?\d+(?:\.\d+)?\s*%\)?(?:\s+and\s+(?:(?:[\w-]+\s+)?(?:percent|per\s+cent)\s*)?\(?\d+(?:\.\d+)?\s*%\)?)*\s+of\s+(?:the\s+|its\s+)?(?:issued\s+|outstanding\s+)?(?:shares|share\s+capital|equity(?:\s+interests?)?|membership\s+interests?|stock)\b(?:\s+(?:of|in)\s+the\s+Company)?(?:\s+respectively)?|` +
    String.raw`\b(?:its|their|his|her)\s+(?:pro\s+rata|proportionate|pro-rata)\s+share\b(?=[^.;]{0,80}\b(?:capital|contribut\w*|fund\w*|call)\b)`,
  'gi',
);
/** Shares issued as the price of what is bought ("the consideration … is the issuance of the IP Common Shares (the "Share
 *  Consideration")"), and one party keeping all that it earns ("shall be entitled to retain all revenues resulting from
 *  the sale of Advertising"): nothing earned is shared. */
const SHARES_AS_CONSIDERATION_OR_ALL_RETAINED =
  /\b(?:Common|Preferred|Ordinary|Restricted)\s+(?:Shares|Stock)\b|\bShare\s+Consideration\b|\b(?:retain|keep)s?\s+(?:all|one\s+hundred\s+percent(?:\s*\(100%\))?|100%)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?:revenues?|proceeds|income|profits?|receipts)\b(?![^.;]{0,40}\b(?:less|minus|after|except|provided|subject)\b)/g;
const EQUITY_AWARD = new RegExp(
  String.raw`\boptions?\s+to\s+(?:purchase|acquire|buy|subscribe\s+for)\s+(?:up\s+to\s+)?(?:[\w-]+\s+)?(?:\([\d,]+\)\s+)?(?:[\d,]+\s+)?shares\s+of\s+(?:(?:the|its|such)\s+)?(?:[\w'’]+\s+){0,3}(?:common|preferred|ordinary|capital|restricted)\s+(?:stock|shares)\b|` +
    String.raw`${PERCENT_AMOUNT}\s+of\s+(?:the|such|each|any|this|that)\s+(?:\w+\s+)?(?:options?|awards?|grants?|restricted\s+stock(?:\s+units?)?|RSUs?|shares)\s+(?:(?:subject\s+to\s+\w+\s+)?(?:shall|will|to)\s+)?vest\w*`,
  'i',
);

const PERCENT_OF_A_PRICE_OR_COST = new RegExp(
  String.raw`${PERCENT_AMOUNT}\s+of\s+(?:the\s+|its\s+|such\s+|any\s+|each\s+)?(?:[\w"“”]+\s+){0,2}(?:fees?|price|prices|rent|deposit|costs?|expenses|taxes|(?:overdue|unpaid|outstanding) amounts?|amounts? (?:due|overdue|invoiced)|principal(?:\s+amounts?)?|loans?|instal?lments?|invoices?)\b|` +
    // A part of the price paid at a milestone ("twenty percent (20%) on execution of this Agreement, and the balance in
    // eight (8) equal quarterly installments"): when the price is paid, no share of earnings.
    String.raw`${PERCENT_AMOUNT}\s+(?:of\s+(?:the\s+|such\s+)?(?:[\w"“”]+\s+){0,3})?(?:is\s+)?(?:(?:shall\s+be\s+)?(?:payable|due|paid)\s+)?(?:on|upon|at|within\s+\w+\s+(?:\(\d+\)\s+)?days\s+(?:of|after))\s+(?:the\s+)?(?:execution|signing|signature|delivery|acceptance|closing|completion|commencement)\b|${SERVICE_LEVEL_OR_CREDIT}|` +
    // A ceiling counted per subscriber ("on no more than five (5) devices per Subscriber account"): a limit on use, no
    // payment per subscriber.
    String.raw`\b(?:(?:no|not)\s+more\s+than|up\s+to|a\s+maximum\s+of)\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:devices?|screens?|streams?|copies|downloads?|seats?|logins?)\s+per\s+(?:\w+\s+)?(?:subscribers?|customers?|users?|accounts?|households?)\b|` +
    // An audit's tolerance ("if the underpayment exceeds five percent (5%)"): who pays for the audit, no share of earnings.
    String.raw`\b(?:under|over)(?:payments?|charges?|statements?|billings?|reporting)\b[^.;]{0,40}?\b(?:exceed\w*|(?:is|are|be)\s+(?:more|greater)\s+than|in\s+excess\s+of|of\s+more\s+than)\s+${PERCENT_AMOUNT}|` +
    String.raw`\bof which\s+${PERCENT_AMOUNT}|\bincreas\w*\s+(?:annually\s+|each\s+year\s+)?by\s+${PERCENT_AMOUNT}|` +
    String.raw`\b(?:increas|rais|escalat)\w*\s+(?:[^.;]{0,80}?\s)?by\s+(?:(?:not|no)\s+)?more\s+than\s+${PERCENT_AMOUNT}|\binterest\s+(?:at\s+)?(?:(?:a|the)\s+rate\s+(?:of\s+|equal\s+to\s+)?)?${PERCENT_AMOUNT}|` +
    String.raw`\bdiscount\s+(?:of\s+|equal\s+to\s+)?${PERCENT_AMOUNT}|${PERCENT_AMOUNT}\s+(?:trade\s+|volume\s+)?discount\b|` +
    // Cost-plus pricing ("actual cost plus a markup of ten percent (10%) for overhead and five percent (5%) for profit"):
    // the contractor's own margin on a changed price, no share of anyone's earnings.
    String.raw`\bmark-?ups?\s+(?:of\s+|equal\s+to\s+)?${PERCENT_AMOUNT}|${PERCENT_AMOUNT}\s+(?:for|on\s+account\s+of)\s+(?:overhead|profit|(?:overhead\s+and\s+)?profit)\b|` +
    String.raw`\btax(?:es)?\s+(?:on|based\s+(?:on|upon)|measured\s+by|imposed\s+on)\s+(?:[\w'’]+\s+){0,2}income\b|\bincome\s+tax(?:es)?\b|` +
    String.raw`\b(?:pro\s+rata|proportionate)\s+share\s*(?:\(\d+(?:\.\d+)?\s*%\)\s*)?of\s+(?:the\s+)?(?:[\w"“”]+\s+){0,2}(?:expenses|costs|taxes)\b`,
  'gi',
);

/** A percentage of a payment held back until an event ("shall withhold ten percent (10%) of each per-subject payment
 *  until database lock": a retention, paid later in full), a percentage of a quantity ("less than eighty-five percent
 *  (85%) of the Guaranteed Annual Output", "ninety percent (90%) of the forecast") or of a time ("time compression not
 *  exceeding three percent (3%) of running time"), the percentage change in a price
 *  index and a ceiling on a rise ("no single annual increase shall exceed two and one-half percent (2.5%)"): none
 *  shares revenue or profit. */
const PERCENT_TOKEN = String.raw`(?:\b(?:percent|per cent)\s*(?:\(\d+(?:\.\d+)?\s*%\))?|\(?\d+(?:\.\d+)?\s*%\)?)`;
const PERCENT_HELD_BACK_OR_OF_A_QUANTITY = new RegExp(
  String.raw`\b(?:withh[oe]ld\w*|hold\w*\s+back|holdbacks?\s+of)\s+(?:an?\s+(?:amount|sum)\s+(?:of|equal\s+to)\s+)?${PERCENT_AMOUNT}\s+of\b|` +
    // A construction retention ("Contractor shall retain ten percent (10%) of each progress payment until Mechanical
    // Completion, after which retainage shall be reduced to five percent (5%)"): the price, paid later in full.
    String.raw`\bretain\w*\s+${PERCENT_AMOUNT}\s+of\s+(?:each|every|any|all|the)\s+(?:\w+\s+)?(?:payments?|instal?lments?|invoices?|applications?)\b|\bretainage\b[^.;]{0,60}?${PERCENT_AMOUNT}|` +
    String.raw`${PERCENT_TOKEN}\s+of\s+(?:the\s+|its\s+|such\s+|any\s+|each\s+)?(?:[\w"“”]+\s+){0,3}(?:output|capacity|quantit(?:y|ies)|volumes?|forecasts?|requirements|MWh|kWh|energy|time|duration|length)\b|` +
    String.raw`\bpercentage\s+(?:change|increase|movement|variation)\s+in\s+(?:the\s+)?(?:[\w"“”]+\s+){0,6}?index\b|\b(?:increas|ris|escalat|adjust)\w*\s+(?:(?:shall|will|may|must|can)\s+(?:not\s+)?)?(?:exceed\w*|be\s+(?:more|greater)\s+than)\s+${PERCENT_AMOUNT}`,
  'gi',
);

/** A price, and wording that limits changing it. */
/** What is paid for what the contract sells; a fee may be set as a schedule of payments ("may not increase the Payment
 *  Schedule more than once in any twelve months"). */
const PRICE = /\bpric(?:e|es|ing)\b|\bfees?\b|\brates?\b|\bcharges?\b|\btariffs?\b|\broyalt(?:y|ies)\b|\bpayments?\b/i;
/** A limit on a price. A resale price limit counts ("shall not resell any Product to end users at a price exceeding the
 *  maximum resale price published by Supplier"): a ceiling or floor on what the buyer may charge is a price restriction. */
const PRICE_LIMIT =
  /\b(?:not|never|no)\b[^.;]{0,30}\b(?:increas|rais|chang|adjust|escalat|exceed)\w*|\b(?:increas|rais|adjust|chang|escalat)\w*[^.;]{0,40}\b(?:not (?:more|greater) than|no more than|only once|at most|limited to|capped|by more than|in excess of)\b|\b(?:fixed|firm)\b[^.;]{0,40}\b(?:for|during|until|through)\b|\bprice protection\b|\b(?:price|fee|rate|royalty) (?:adjustments?|increases?|changes?)\b|\bheld constant\b|\bremain (?:fixed|firm|unchanged|the same)\b|\bonly be (?:subject to )?(?:increas|adjust|chang)\w*|\bmay (?:only )?(?:increase|adjust|change)\b[^.;]{0,60}\b(?:once|annually|per (?:year|annum)|each year|upon \w+ (?:\(\d+\) )?days)|\b(?:maximum|minimum)\s+(?:resale|retail)\s+pric(?:e|es|ing)\b|\b(?:not|never|no)\b[^.;]{0,80}\bat\s+(?:a\s+)?prices?\s+(?:exceeding|above|below|higher\s+than|lower\s+than|in\s+excess\s+of|greater\s+than|less\s+than)\b/i;

/** The frame of a no-solicit: a promise not to, or a covenant restricting, what follows. Soliciting customers as a duty is
 *  none, and the "not" of a comparison ("a sales staff of not fewer than three (3) persons, and shall call upon
 *  Customers") refuses nothing. */
const SOLICIT_FRAME = /\bnon-?solicit\w*|\bno-?hire\b|\bnon-?circumvent\w*|\b(?:not|no|neither|nor|never)\b(?!\s+(?:fewer|less|more|later|earlier)\s+than\b)|\brefrain\w*|\bcovenant\w*|\brestrict\w*|\bwithout (?:the )?(?:prior )?(?:written )?(?:consent|approval)\b/i;

/** What a competitive restriction is about: competing, exclusive dealing or soliciting ("non-exclusive" is none). */
const RESTRICTION_SUBJECT = /\bcompet(?:e|es|ed|ing|ition|itive|itors?)\b|(?<!\bnon-?|\bnot )exclusiv\w*|\bsolicit\w*|\bnon-?compete\b|\brestrictive covenants?\b|\b(?:restrictions?|covenants?|obligations?|limitations?) (?:in|of|under|set forth in|contained in) (?:this )?(?:section|article|clause|paragraph)|\bengag\w* in\b|\bsimilar (?:products?|services?|business\w*)|\bsell\w*[^.]{0,60}\b(?:other|third|any)\b|\bconflict\w*|\brival\b|\b(?:prohibit|restrict|limit|prevent|preclud)\w*\b[^.;]{0,80}\bfrom\s+\w+ing\b|\b(?:restrictions?|covenants?)\s+(?:set\s+forth|contained|described|above|herein)\b|\bsole (?:and exclusive )?(?:agent|distributor|supplier|provider|reseller|licensee|source|representative)s?\b|\bagrees? not to\b|\breserves? the right\b/i;

/** The grantee's affiliates: "grants to AT&T and its Affiliates", "Licensee and its Affiliates may use", "a license (with a
 *  limited right to sub-license to its Affiliates)". */
const AFFILIATES_OF_THE_GRANTEE =
  /\bgrant\w*\s+(?:\w+\s+){0,4}?to\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,3}?,?\s+(?:and|or|and\/or)\s+(?:the\s+)?(?:its|their|each\s+of\s+its|(?:the\s+)?(?:other\s+)?members\s+of\s+(?:the|its))\s+(?:[\w-]+\s+)?(?:affiliates|subsidiaries|group)\b|\b(?:licensee|grantee|customer|distributor|buyer|purchaser)(?:['’]s)?\s+(?:and|or)\s+(?:its|their)\s+(?:\w+\s+)?(?:affiliates|subsidiaries)\b|\bsub-?\s?licen[cs]\w*\s+(?:\w+\s+){0,3}?to\s+(?:its|their)\s+(?:[\w-]+\s+)?(?:affiliates|subsidiaries)\b/gi;

/** A party keeping what it already owns, or acknowledging what the other owns (see 'IP Ownership Assignment'). */
const OWNERSHIP_KEPT_OR_ACKNOWLEDGED =
  /(?:^|(?<=[.;]))(?![^.;]*\b(?:assign\w*|transfer\w*|convey\w*|vest\w*|made|for hire|develop\w*|creat\w*|conceiv\w*|invent\w*|improve\w*|modif\w*|deriv\w*|deliverables?|results?|arising|generated|produced|authored|jointly|work product)\b)[^.;]*\b(?:(?:shall|will|does|do)\s+(?:be\s+and\s+)?(?:remain|continue\s+to\s+(?:own|be|remain))|retains?|reserves?|is\s+and\s+shall\s+remain|shall\s+be\s+owned|owns,?\s+and\s+shall\s+continue)\b[^.;]*|(?:^|(?<=[.;]))(?![^.;]*\b(?:assign\w*|transfer\w*|convey\w*|vest\w*|becom\w*|made\s+for\s+hire)\b)[^.;]*\backnowledg\w*\b[^.;]{0,160}\b(?:right,?\s+title|ownership|owns|property)\b[^.;]*/gi;

/** A party owning what it creates itself ("Parent shall own all right, title and interest in … Improvements … created by
 *  Parent", "Each Party shall own all inventions made solely by it"): ownership stays where it arose, nothing is assigned. */
const OWN_CREATIONS_KEPT =
  /(?:^|(?<=[.;]))[^.;]*?\b(?:(?<owner>[A-Z][\w&-]+)\s+shall\s+(?:solely\s+|exclusively\s+)?own\b[^.;]*?\b(?:authored|developed|invented|conceived|created|made|generated|discovered)\b[^.;]*?\bby\s+\k<owner>\b|each\s+party\s+shall\s+(?:solely\s+|exclusively\s+)?(?:retain\s+and\s+)?own\b[^.;]*?\b(?:authored|developed|invented|conceived|created|made|generated|discovered)\b[^.;]*?\bby\s+(?:(?:or\s+on\s+behalf\s+of|or\s+for)\s+)?(?:it|such\s+party)\b)[^.;]*/;

/** The grantor's affiliates: "Harpoon (on behalf of itself and its Affiliates) hereby grants AbbVie …", "Licensor and
 *  its Affiliates hereby grant to Licensee …". They give the licence; they do not receive it. */
const AFFILIATES_OF_THE_GRANTOR =
  /\(?\bon\s+behalf\s+of\s+(?:itself|themselves)\s+and\s+(?:its|their)\s+(?:[\w-]+\s+)?(?:[Aa]ffiliates|[Ss]ubsidiaries)\)?|\b(?:(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}),?\s+(?:and|or|and\/or)\s+(?:its|their)\s+(?:[\w-]+\s+)?(?:[Aa]ffiliates|[Ss]ubsidiaries)\s+(?:shall\s+|will\s+)?(?:hereby\s+)?grants?\b/g;

/** A licence denied or rights kept ("Valeant shall not have any license rights hereunder", "Distributor and its Affiliates
 *  shall have no rights to the following", "Licensor retains all rights not expressly granted", "shall not acquire any
 *  license … in any technology owned by Licensor or any of its Affiliates", "No right, title or license in any Marks owned
 *  by Ford or any of its affiliates is intended to be given"): to the end of its sentence. It extends no
 *  licence to anyone's affiliates. */
const LICENCE_DENIED_OR_KEPT =
  /(?:^|(?<=[.;]))[^.;]*\b(?:(?:shall|will|does|do|may)\s+not\s+(?:\w+\s+)?(?:have|acquire|obtain|receive|be\s+granted)\s+(?:any\s+)?(?:(?:other|further|express|implied)\s+)?(?:licen[cs]es?|sub-?licen[cs]es?|rights?)|(?:shall|will)\s+(?:\w+\s+)?have\s+no\s+(?:other\s+|further\s+)?(?:licen[cs]es?|rights?)|no\s+(?:other\s+|further\s+)?(?:licen[cs]es?|rights?)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:granted|implied|conferred)|no\s+(?:rights?|licen[cs]es?)\b[^.;]*\b(?:is|are|shall\s+be|will\s+be)\s+(?:\w+\s+){0,3}?(?:granted|given|conveyed|implied|conferred)|(?:retains?|reserves?)\s+(?:and\s+(?:retains?|reserves?)\s+)?all\s+(?:other\s+)?rights)\b[^.;]*/gi;

/** A party's affiliates: its affiliates, subsidiaries, group, parent, sister or holding companies, what it controls. */
const GROUP_COMPANIES = /\baffiliat\w*|\bsubsidiar\w*|\bgroup\b|\bparent\b|\brelated (?:compan|entit|part)\w*|\bcontrolled\b|\bcommon control\b|\bmembers?\b|\bsister\b|\bholding\b/i;
/** Who may receive a licence with the licensee: its group companies, franchisees, customers or end users. */
const LICENSEE_AFFILIATES = new RegExp(`${GROUP_COMPANIES.source}|\\bfranchisees?\\b|\\bcustomers?\\b|\\bend users?\\b`, 'i');

/** The grantor and its affiliates named as those a grant is shared with: "a co-exclusive right to promote … together with
 *  Licensor and its Affiliates only". */
const AFFILIATES_SHARING_A_GRANT =
  /\bco-?exclusive\b[^.;]{0,120}?\b(?:solely\s+|only\s+)?(?:together\s+)?with\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,2}?\s+(?:and|or)\s+(?:its|their)\s+(?:[\w-]+\s+)?(?:affiliates|subsidiaries)\b/gi;

/** The licence or grant an affiliate licence extends ("Affiliates and Sublicensees" alone extends none). */
const AFFILIATE_LICENSE = /\blicen[cs]e[ds]?\b|\blicensing\b|\bsublicen[cs]e[ds]?\b|\bsublicensing\b|\bsublicensab\w*|\bsub-?distribut\w*|\bentitled to\b|\bgrant\w*|\bright to (?:use|sell|distribute|make|reproduce|access)\b|\brights? (?:under|to|in)\b|\bpermitted to use\b|\bmay (?:use|sell|distribute|exercise)\b/i;

/** Wording that limits or excludes a liability: a ceiling, an exclusion of kinds of damages, a sole remedy, a time bar. */
const CAP_OR_EXCLUSION =
  /\bexceed\w*|\blimit(?:ed|s|ation|ations)?\b(?! to the extent)|\bmore than\b|\bgreater than\b|\bmaximum\b|\bcap(?:ped|s)?\b|\baggregate\b|\bin excess\b|\bnot (?:be )?liable\b|\bin no event\b|\bexclusive remedy\b|\bsole (?:and exclusive )?(?:remedy|liability|obligation)\b|\bwaive\w*|\bno (?:liability|claim)\b|\bconsequential\b|\bindirect\b|\bpunitive\b|\bincidental\b|\bexcluded\b|\bdisclaim\w*|\bnot be responsible\b|\blesser\b|\bcumulative\b/i;
/** A floor on something other than what is bought or paid: a formula's "not less than zero", a specification's
 *  "minimum temperature", a franchise's "minimum hours of operation", a standard of quality or qualification, an
 *  on-time performance level ("at least ninety-seven percent (97%) for pickups and deliveries"), a service's
 *  availability ("available at least 99.9% of the time", "availability below 99.9% but at least 99.5%", whose decimal
 *  point ends no sentence), a measured performance ("continuous torque of at least
 *  40 Nm", "mean time between failures of not less than 20,000 hours"), a service credit "for each 0.1% below the
 *  target" of a service level. */
// A standard of care ("protect it with at least reasonable care", "no less than the degree of care it uses for its own")
// is how well a party must act, not a quantity it must buy.
const MINIMUM_OF_A_QUALITY = new RegExp(
  String.raw`\b(?:at least|not less than|no less than)\s+(?:(?:the|a|that)\s+)?(?:same\s+)?(?:(?:degree|standard|level)\s+of\s+)?(?:(?:commercially\s+)?reasonable\s+|due\s+|professional\s+)?(?:care|skill|diligence)\b|\b(?:not|no) less than zero\b|\b(?:at least|not less than|no less than|minimum(?: of)?)\s+[\d.,]+\s?(?:mm|cm|km|kg|mg|Nm|kN|kW|MW|kV|mA|Hz|kHz|MHz|GHz|dB|psi|bar|kPa|MPa|°\s?[CF]|lbs?|ft|inch(?:es)?|met(?:re|er)s|degrees|watts|volts|amps)(?![\w°])|\b(?:mean time (?:between|to) failures?|MTBF)\b[^.;]{0,40}\b(?:at least|not less than|no less than|minimum(?: of)?)\s+[\d.,]+\s?\w+|\b(?:available|availability|uptime|up-time)\b(?:[^.;]|\.(?=\d)){0,40}\b(?:at least|not less than|no less than|minimum(?: of)?)\s+[\d.]+\s?${PERCENT_SIGN}|\b(?:on[- ]time|performance|service|fill|accuracy|responsiveness)\s+(?:\w+\s+){0,2}?(?:levels?|rates?|performance|percentages?)\b[^.;]{0,40}\b(?:at least|not less than|no less than|minimum(?: of)?)\s+(?:[a-z-]+\s+(?:and\s+[a-z-]+\s+)?(?:percent\s+)?)?\(?[\d.]+\s?${PERCENT_SIGN}\)?|\b(?:at least|not less than|no less than|minimum(?: of)?)\s+(?:[a-z-]+\s+(?:and\s+[a-z-]+\s+)?(?:percent\s+)?)?\(?[\d.]+\s?${PERCENT_SIGN}\)?\s+(?:for|of)\s+(?:the\s+|all\s+)?(?:scheduled\s+)?(?:pick-?ups?|deliveries|delivery\s+times?|on-time)\b|\b(?:at least|not less than|no less than|minimum(?: of)?)\s+[\d.]+\s?${PERCENT_SIGN}\s+(?:of the time|uptime|availability|available)|\bminimum (?:hours of (?:operation|business)|opening hours|operating (?:hours|standards)|temperature|size|dimensions?|width|height|length|weight|thickness|resolution|speed|distance|age|wage|standards?|specifications?|qualifications?|requirements? (?:of|for) (?:quality|performance|the (?:product|service)s?)|shelf[- ]life|levels? of (?:quality|service|performance)|service levels?)\b|\b(?:for\s+each|per|every)\s+[\d.]+\s?${PERCENT_SIGN}\s+(?:below|under|short\s+of)\s+the\s+(?:\w+\s+)?target\b` +
    // What a party must spend on its own advertising ("shall spend at least one percent (1%) of Gross Sales on local
    // advertising"; "shall spend on advertising in each year not less than 3% of Net Sales"): paid to the media, it buys
    // nothing from the other party.
    String.raw`|\bspend\w*\s+(?:(?:in|during)\s+(?:each|every|any)\s+\w+\s+)?(?:at least|not less than|no less than|a minimum of)\b[^.;]{0,100}?\bon\s+(?:\w+\s+){0,2}?(?:advertising|marketing|promotion|publicity)\b|\bspend\w*\s+on\s+(?:\w+\s+){0,3}?(?:advertising|marketing|promotion|publicity)\b[^.;]{0,100}?\b(?:at least|not less than|no less than|a minimum of)\b` +
    // People a party must field ("an opening team of at least two trainers", "shall maintain at least one hundred (100)
    // Sales Representatives") and what it must open, develop or establish
    // ("shall open at least four (4) Restaurants in the Development Area"): staffing and a development schedule,
    // nothing bought.
    String.raw`|\b(?:at least|not less than|no less than|a minimum of)\s+(?:(?:${NUMBER_WORD}[- ]?){1,3}\s*(?:\(\d+\)\s*)?|\(?\d+\)?\s+)(?:(?:full-time|part-time|qualified|trained|experienced|certified)\s+)?(?:trainers?|instructors?|staff|employees|personnel|technicians|engineers|consultants|(?:sales\s+|medical\s+|field\s+)?representatives|sales\s*(?:people|persons|force)|reps)\b` +
    String.raw`|\b(?:open|develop|establish|construct)\s+(?:and\s+(?:operate|open)\s+)?(?:at least|not less than|no less than|a minimum of)\s+(?:(?:${NUMBER_WORD}[- ]?){1,3}\s*(?:\(\d+\)\s*)?|\(?\d+\)?\s+)(?:new\s+|additional\s+|franchised\s+)?[A-Za-z][\w-]*`,
  'gi',
);
/** What is no exclusive dealing although it says "exclusive", "sole" or "only" (see the Exclusivity check). Among it,
 *  the sole right to enforce, defend or settle ("the sole right and discretion to prevent, abate … infringement",
 *  "sole control of any such action") controls a dispute, and "the sole compensation due" is a price. */
const EXCLUSIVITY_STRIP =
  // A freedom the agreement keeps ("Nothing in this Agreement restricts Customer from qualifying a second source … for all
  // of its requirements") takes exclusivity away: whatever it names ("all of its requirements") may be bought elsewhere.
  // A bar on dealing with one kind of third party ("shall not sell Derived Data to any third party that is a provider of
  // mapping data") keeps a party from helping competitors; it binds it to deal with no one exclusively.
  // An exclusive option or period to negotiate ("an exclusive option to negotiate an exclusive, royalty-bearing license")
  // is a right of first negotiation: the exclusive licence it names is only to be negotiated.
  // A heading that denies it ("9. No Exclusivity. This Agreement is non-exclusive.") names exclusivity only to deny it.
  // What belongs to a business or an asset alone ("any contract exclusively related to the Transferred Assets",
  // "Intellectual Property used exclusively in connection with the Business"), as a separation or a sale describes what
  // passes, deals with no one exclusively.
  // A purchase or licence "for its internal use only" limits what the buyer may do with it; it deals with no one exclusively.
  // Using only what the other party has approved ("shall use only promotional materials approved by Valerion") controls
  // quality and content; it binds no one to deal with one supplier.
  /\b(?:use|display|distribute|disseminate)\s+only\s+(?:(?:the|such|those|[\w-]+)\s+){0,3}?(?:(?:previously|expressly)\s+)?(?:approved|authori[sz]ed|reviewed)\s+(?:in\s+(?:advance\s+and\s+in\s+)?writing\s+)?by\b|\bexclusive\s+(?:option|right|period|opportunity)\s+(?:to|of|for)\s+(?:negotiat|discuss)\w*\b[^.;]*|\bexclusive\s+negotiat\w*(?:\s+period)?\b[^.;]*|(?:^|(?<=[.;]))[^.;]*\bnothing\s+in\s+this\s+(?:[\w-]+\s+)?(?:agreement|contract)\s+(?:shall\s+|will\s+)?(?:be\s+construed\s+to\s+)?(?:restricts?|prevents?|limits?|prohibits?|precludes?|restrains?)\b(?:[^.;]|\.(?=\d))*|\b(?:any\s+|a\s+)?third\s+part(?:y|ies)\s+(?:that|who|which)\s+(?:is|are)\s+(?:a|an)\s+(?:\w+\s+){0,2}?(?:competitors?|providers?|suppliers?|vendors?|distributors?|resellers?)\b(?:\s+of\s+[\w-]+(?:\s+(?:or|and)\s+[\w-]+)?(?:\s+[\w-]+)?)?|\b(?:sole|exclusive)(?:\s+and\s+(?:sole|exclusive|absolute))?\s+(?:rights?|control|responsibility|authority)(?:\s+and\s+(?:discretion|authority|obligation|responsibility))?,?\s+(?:\w+\s+){0,2}?(?:to\s+|of\s+|over\s+|for\s+)?(?:(?:the|any|all|such)\s+)?(?:prosecut|enforc|defen[cds]|settl|prevent|abate|litigat|institut|su(?:e|it)|action|claims?\b|proceeding|negotiat|appeal)\w*|\b(?:sole|exclusive)\s+(?:compensation|consideration|remuneration|payment)\b|\bnon(?:-\s?| )?exclusiv\w*|\bno\s+exclusiv(?:ity|eness)\s*[.:]|\bonly\s+with\s+(?:any\s+|all\s+|the\s+)?(?:applicable\s+)?(?:laws?|regulations?|rules)\b|\bexclusively\s+govern\w*|\b(?:used|held|employed|operated)?\s*(?:primarily\s+or\s+)?exclusively\s+(?:(?:in|for)\s+(?:use\s+)?(?:in\s+)?(?:or\s+in\s+)?(?:connection\s+with|the\s+(?:conduct|operation)\s+of)|(?:related|relating)\s+to|(?:used|held)\s+(?:in|for|by))\b|\b(?:solely\s+and\s+)?exclusively\s+(?:own|owned|owns|belong\w*)\b|\b(?:owned|belong\w*)\s+(?:solely\s+and\s+)?exclusively\b|\b(?:retain|reserve)[sd]?\s+(?:\w+\s+){0,2}(?:sole\s+and\s+)?exclusive\s+(?:right|ownership|control)\b|\bgoverned\s+exclusively\b|\bnot exclusiv\w*|\bnot (?:be )?(?:the )?(?:sole|only)\b|\b(?:sole|exclusive)(?: and (?:sole|exclusive))? (?:owners?|ownership|property|discretion|judg(?:e)?ment|option|cost|expense|risk|remed(?:y|ies)|liability|responsibility|jurisdiction|venue|forum|right,? title|obligations?|benefit|purposes?|(?:share|stock)holders?|members?|authority|determination|satisfaction|account|warrant(?:y|ies)|guarantee)\b|\bexclusive of\b|\b(?:does|do|shall|will|is|are)\s+not\s+(?:\w+\s+){0,3}(?:create|constitute|establish|confer|be)\s+(?:\w+\s+){0,2}exclusive\b|\bnothing\b[^.;]{0,100}\b(?:creat|constitut|establish)\w*\s+(?:any\s+|an\s+)?exclusive\b|\b(?:shall|will|may) not (?:\w+ ){0,3}(?:disclose|divulge|reveal|publish|make available)\b[^.]*|\b(?:solely|only) (?:for|in connection with) (?:the )?(?:purposes?|performance|exercise)\b[^.]*|\b(?:internal|personal|own)\s+(?:business\s+)?use\s+only\b|\b(?:solely|only) (?:for|in connection with|to the extent|as (?:necessary|needed|required|permitted|expressly)|in accordance with|with respect to|during|upon|if|when|after)\b/gi;
/** Exclusive dealing stated beside a non-exclusive grant: an exclusive or sole right, all of a party's requirements, or
 *  a refusal to buy from, appoint, engage, display or carry others, or to sell what others make ("shall not sublicense
 *  or distribute the Software to any third party" limits a licence, it deals with no one exclusively). */
const EXCLUSIVE_DEALING_BESIDE_A_GRANT =
  /\bexclusiv\w*|\bsole\b|\bentire (?:requirements|needs)\b|\ball of (?:its|their) (?:requirements|needs|purchases)\b|\b(?:shall|will|may) not\b[^.]{0,120}\b(?:purchase|buy|obtain|source|procure|appoint|engage|display|carry|stock|represent|advertis)\w*\b[^.]{0,120}\b(?:any other|third part\w*|other (?:suppliers?|distributors?|vendors?|manufacturers?|providers?|resellers?|agents?)|anyone|any (?:person|entity|competitor)|competitors?)\b|\b(?:shall|will|may) not\b[^.]{0,120}\b(?:sell|distribute|market|promote|offer)\w*\b[^.]{0,120}\b(?:of|from|by|for) (?:any other|an?y? ?third part\w*|other (?:suppliers?|manufacturers?|providers?)|any competitor|competitors?)\b|\bexcept (?:from|through)\b/i;
/** What promises no floor although it reads like one: the smallest payment a party may choose to make ("each partial
 *  prepayment shall be in a minimum amount of $250,000") and a financial ratio a borrower must keep ("a Fixed Charge
 *  Coverage Ratio of not less than 1.25 to 1.00"), which buy nothing; the idiom "at a minimum" ("each purchase order shall contain, at
 *  a minimum, the following information"; "at a minimum one (1) web page" and "at a minimum of 1,200 GPM" are floors),
 *  the contents a text must "include at least:", the idiom "to the minimum extent necessary" (a severance clause), and an estimate that is no guarantee ("estimates, but does not
 *  guarantee, the display of 1,000,000 impressions"), a shareholding that gives a right ("Shareholders holding at least
 *  75 per cent of the Shares may require the others to sell", "so long as its Pro Rata Interest is at least 14.5%"), a
 *  hand-over "with the minimum of interruption" and records kept "for the minimum period of time required by law": it
 *  buys nothing. */
const NOT_A_PROMISED_MINIMUM = new RegExp(
  String.raw`\b(?:partial\s+)?(?:prepayments?|drawdowns?|drawings?|borrowings?|withdrawals?|redemptions?)\b[^.;]{0,60}\bminimum\s+(?:principal\s+)?amount\s+of\b|\b(?:\w+\s+){0,3}ratio\b[^.;]{0,60}\b(?:at\s+least|(?:not|no)\s+less\s+than|minimum(?:\s+of)?)\s+[\d.]+\s*(?:to|:)\s*[\d.]+|\bat a minimum\b(?!\s+(?:of\b|\(|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)\b))|\b(?:estimat|anticipat|expect|project)\w*,? but (?:does|do|shall|will) not (?:guarantee|warrant|commit)\w*\b[^.;]*|\b(?:include|contain|cover|address|set\s+(?:forth|out))\w*,?\s+(?:at\s+(?:a\s+)?minimum|at\s+least)\s*(?::|,?\s*(?:the\s+following|\((?:a|i|1)\)))|\b(?:(?:pro\s+rata|ownership|equity|voting|percentage)\s+(?:interest|stake|percentage)|shareholding)\s+(?:\w+\s+){0,2}?(?:at\s+least|not\s+less\s+than|no\s+less\s+than|more\s+than)\s+\d+(?:\.\d+)?\s?${PERCENT_SIGN}|\bthe\s+minimum\s+(?:of\s+|possible\s+)?(?:interruption|disruption|delay|inconvenience|interference)\b|\bminimum\s+(?:period|time|retention\s+period)\s+(?:of\s+time\s+)?(?:required|prescribed|permitted)\s+by\b|\b(?:holding|holders?\s+of|owning|representing)\s+(?:at\s+least|not\s+less\s+than|no\s+less\s+than|more\s+than)\s+\d+(?:\.\d+)?\s?${PERCENT_SIGN}\s+of\s+(?:the\s+|its\s+|all\s+)?(?:issued\s+|outstanding\s+)?(?:shares|stock|voting\s+\w+|equity|(?:share\s+)?capital|units|membership\s+interests?)\b|\b(?:to|by)\s+the\s+minimum\s+(?:extent|degree)\b`,
  'gi',
);
/** A service level met on a share of occasions ("resolved within four (4) hours on at least 95% of occasions"), a
 *  target in a sentence that credits its miss ("for each month in which that target is missed, Supplier shall credit"),
 *  and a shortfall paid once a sum is settled ("within fourteen (14) days after determination, the Tenant shall pay any
 *  shortfall": the balance of a reviewed rent or a reconciled charge): a standard of service or a balancing payment,
 *  no floor on what is bought. */
const SERVICE_TARGET_OR_BALANCING_SHORTFALL = new RegExp(
  String.raw`\b(?:at least|not less than|no less than|minimum(?: of)?)\s+(?:[a-z-]+\s+(?:and\s+[a-z-]+\s+)?(?:percent\s+)?)?\(?[\d.]+\s?${PERCENT_SIGN}\)?\s+of\s+(?:all\s+|the\s+)?(?:occasions|cases|incidents|calls|requests|tickets|instances|measurements)\b|` +
    String.raw`(?:^|(?<=[.;]))[^.;]*\btargets?\b(?=[^.;]*\bcredit\w*)[^.;]*|` +
    String.raw`\b(?:after|following|upon|on)\s+(?:the\s+)?(?:determination|reconciliation|review|final\s+account\w*)\b[^.;]{0,80}\bshortfall\b|` +
    // An audit that finds an underpayment ("If the review shows an underpayment of more than five percent (5%), Lumora
    // shall pay the cost of the review in addition to the shortfall"): the shortfall is money owed, not a floor on purchases.
    String.raw`\b(?:under-?payments?|under-?statements?|under-?reporting)\b[^.;]{0,160}\bshortfall\b`,
  'gi',
);
/** A floor denied or lifted ("shall not be subject to any minimum purchase requirements", "shall have no obligation to
 *  purchase any minimum quantity", after expiry "the Minimum Purchase Requirement shall no longer apply") or a comparison ("at least the same standards as", "at least as favourable as"): no floor on
 *  what is bought. */
const NO_MINIMUM =
  /\bthere\s+(?:is|shall\s+be|will\s+be)\s+no\s+minimum\b[^.;]*|\b(?:does|do|shall|will)\s+not\s+(?:include|contain|provide\s+for|impose)\s+(?:a|any)\s+minimum\b[^.;]*|\b(?:makes?|gives?|has|have)\s+no\s+commitment\s+to\b[^.;]*|\b(?:not|no|never)\s+(?:be\s+)?(?:obliged|obligated|required|committed)\s+to\s+(?:purchase|order|buy|tender|take|ship|accept)\s+any\s+minimum\b[^.;]*|\b(?:not|no|never|nor)\s+(?:be\s+)?(?:subject\s+to|required\s+to\s+(?:meet|satisfy|purchase|order|buy)|(?:obligated|obliged)\s+to\s+(?:meet|purchase|order|buy)|(?:obligations?|duty|requirement)\s+to\s+(?:meet|satisfy|purchase|order|buy|take)|bound\s+by)?\s*(?:any\s+|the\s+)?minimum\s+(?:purchase|order|sales|volume|quantity|commitment)\w*(?:\s+(?:requirements?|obligations?|commitments?|levels?|amounts?|targets?))?|\b(?:minimum|quota)\w*(?:\s+[\w-]+){0,5}?\s+(?:shall|will|does|do)\s+(?:no\s+longer|not|cease\s+to)\s+apply\b|\bat\s+least\s+(?:the\s+same|as\s+(?:favou?rabl[ey]|good|high|well))\b/gi;
/** What lies beyond a minimum once it is met: purchases or sales "in excess of the annual minimum quota" (a discount,
 *  a commission on them), orders placed "once the Distributor has purchased the Minimum Quantity", what follows "after
 *  the quota has been met". The floor they name is set elsewhere; such wording states what happens above it, and is
 *  neither a floor on what is bought nor a ceiling on it. */
const MINIMUM_WORDS = String.raw`(?:minimum|quota|target)s?(?:\s+(?:annual\s+|purchase\s+|order\s+|sales\s+)?(?:quantit(?:y|ies)|volumes?|amounts?|requirements?|commitments?|levels?|quotas?|purchases?|orders?))?`;
const BEYOND_A_MINIMUM = new RegExp(
  String.raw`\b(?:in\s+excess\s+of|beyond|(?:over\s+and\s+)?above|over|exceeding)\s+(?:the|its|such|any|that|each|this)\s+(?:[\w-]+\s+){0,2}?${MINIMUM_WORDS}\b|` +
    String.raw`\b(?:once|after|when|where|if|as\s+soon\s+as)\s+(?:[\w'’-]+\s+){1,3}?(?:has|have|shall\s+have)\s+(?:\w+\s+)?(?:met|reached|purchased|bought|ordered|achieved|satisfied|exceeded|fulfilled|attained)\s+(?:the|its|such|that|any|this)\s+(?:[\w-]+\s+){0,2}?${MINIMUM_WORDS}\b|` +
    String.raw`\b(?:the|its|such|that|this)\s+(?:[\w-]+\s+){0,2}?${MINIMUM_WORDS}\s+(?:\w+\s+){0,4}?(?:is|are|has\s+been|have\s+been)\s+(?:met|reached|achieved|satisfied|exceeded|fulfilled|attained)\b`,
  'gi',
);
/** A floor on what is bought, sold or paid. A commitment is one; a committee ("administered by the Steering
 *  Committee") is none, nor is "commit" as a verb of any act ("commits a material breach", "commits itself to
 *  monitor the Network"): only a commitment to buy, pay or take. */
const MINIMUM_MARK =
  /\bminimum\w*|\bat least\b|\bnot less than\b|\bno less than\b|\bshortfall\w*|\bquotas?\b|\bcommitments?\b|\bcommit\w*\s+(?:itself\s+|themselves\s+)?to\s+(?:purchase|buy|order|spend|pay|procure|take|acquire|sell|fund|ship)\b|\bcommitted\s+(?:sales|quantit\w*|volumes?|amounts?|purchases?|spend|bandwidth|capacity)\b|\bguaranteed\s+(?:\w+\s+){0,2}(?:minimum|amounts?|payments?|purchases?|impressions|circulation|royalt\w*|sales|revenues?|fees?|volumes?|quantit\w*|units|number|levels?|sums?)\b|\b(?:minimum|annual|royalty|advance|revenue|purchase)\s+guarantee\w*|\bguarantee[sd]?\s+(?:\w+\s+){0,3}?(?:a\s+minimum|at\s+least|not\s+less\s+than|payments?\s+of|(?:the\s+)?(?:purchase|sale|delivery|display)\s+of)|\bguarantee\s+(?:payment|amount|fee)s?\b|\b(?:impressions|sales|revenues?|units|purchases?|payments?)\s+guaranteed\b|\btake[- ]or[- ]pay\b|\brequired to (?:purchase|order|buy|sell|spend|pay|procure|achieve|generate)\b|\btargets?\b|\bthresholds?\b|\bforecast\w*(?=[^.;]{0,80}\b(?<!non-?)(?:binding|firm|locked|commit\w*|obligat\w*)\b)|\b(?<!non-?)(?:binding|firm|locked)\b[^.;]{0,60}\bforecast\w*|\bmin\b|\bfloor\b|\bnot (?:be )?reduced\b|\b(?:all|entire|100%) of (?:its|their) (?:requirements|needs)\b/i;
/** The mechanics of a notices provision: how, where and when notices count. */
const NOTICE_MECHANICS =
  /\b(?:all|any)\s+(?:such\s+)?(?:notices?|communications?)\b|\bnotices?\s+(?:(?:hereunder|under\s+this\s+agreement|required|permitted)\s+)*(?:shall|must|will|may)\s+be\b|\bdeemed\b[^.]{0,60}\b(?:given|received|delivered|effective|made)\b|\bby\s+(?:hand|courier|registered|certified|first[- ]class|overnight|e-?mail|facsimile|fax|telecop\w*|personal\s+delivery|prepaid)|\baddress(?:es|ed)?\s+(?:for\s+notices|set\s+forth|as\s+follows|below|above|of\s+record)|\battention:?\b|\battn\b|\bchange\s+(?:its|their)\s+address/i;
/** A right exercised by notice given some time ahead ("Customer may change the Specifications on thirty (30) days'
 *  written notice", "may increase the fee upon sixty (60) days' prior notice"): the notice that exercises the right
 *  and its period, not how notices are given. */
const RIGHT_ON_NOTICE =
  /\b(?:may|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to|(?:has|have)\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?!not\b)[^.;]{0,120}?\b(?:on|upon|by\s+giving|by|with|after)\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?(?:[a-z]+(?:[- ][a-z]+)?\s+)?(?:\(\d+\)\s+)?(?:business\s+|calendar\s+)?(?:days?|weeks?|months?)['’]?\s+(?:\w+\s+){0,2}notice\b/i;
/** A duty to tell the other party of an event within a time: a notice obligation, not a notices provision. */
const EVENT_NOTICE_DUTY = /\b(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}(?:notify|inform|advise)\b|\b(?:shall|will|must)\s+(?:\w+\s+){0,2}(?:give|provide|send)\s+(?:\w+\s+){0,3}(?:prompt\s+)?(?:written\s+)?notice\s+of\b/i;

/** Intellectual property or what a party creates: the subject of an IP ownership or assignment clause. */
const INTELLECTUAL_PROPERTY =
  /\bintellectual property\b|\binvent\w*|\bpatent\w*|\bcopyright\w*|\btrade ?marks?\b|\bservice marks?\b|\bmarks\b|\btrade secrets?\b|\bwork(?:s)? (?:product|made for hire|of authorship)\b|\bdeliverables?\b|\bknow-?how\b|\btechnolog\w*|\bsoftware\b|\bsource code\b|\bdata\b|\bresults\b|\bimprovements?\b|\bdevelopments?\b|\bdesigns?\b|\bmaterials?\b|\bcontent\b|\bworks?\b|\bIP\b|\bproprietary\b|\brights?\b|\bdiscover\w*|\bcreat\w*|\bdomain names?\b|\bgoodwill\b|\bdocumentation\b|\binformation\b|\bartwork\b|\bcompounds?\b|\bproducts?\b/i;

/** A sentence assigning intellectual property or work product, and not the agreement or rights under it. */
const IP_ASSIGNED =
  /(?:^|(?<=[.;]))(?![^.;]*\bassign\w*\s+(?:(?:this|the) (?:\w+ )?agreement|(?:any|all|its|their) (?:of (?:its|their) )?(?:rights|obligations|interest) (?:under|hereunder|in this))|[^.;]*\bhereunder\b)[^.;]*\bassign\w*\b[^.;]{0,160}\b(?:intellectual property|IP|inventions?|deliverables|work product|works? made for hire|copyrights?|patents?|moral rights|trade ?marks?|know-?how)\b[^.;]*/gi;

/** What an audit examines. */
const AUDITED =
  /\baudit\w*|\bbooks\b|\brecords?\b|\baccounts?\b|\bpremises\b|\bfacilit(?:y|ies)\b|\bsites?\b|\blocations?\b|\bplants?\b|\bsystems?\b|\bcompliance\b|\bcomply\w*|\boperations\b|\bdocument\w*|\bdata\b|\bstatements?\b|\breports?\b|\bcalculations?\b|\bprocedures\b|\bprocesses\b|\bquality\b|\bmanufactur\w*|\binventor(?:y|ies)\b|\bworks?\b|\bstores?\b|\bproducts?\b|\bservices\b|\bequipment\b|\bmaterials?\b|\bsupplies\b|\btools?\b|\binformation\b|\binstallation\w*|\bpayments?\b|\broyalt\w*|\bfees\b/i;

/** (Also: a notice due once something passes a threshold — "notify Buyer of any forced outage exceeding ten percent
 *  (10%) of the capacity" — and a meter "found to be inaccurate by more than one percent (1%)": a duty to tell and a
 *  measuring tolerance, neither a ceiling on what is used.) Limits on something other than quantity or use. "To the maximum extent permitted by law", "including but not
 *  limited to", "the maximum rate permitted" limit no use; nor does how often a party may audit or adjust prices ("not
 *  more than once per year"), nor a cap on how far a price or cost may rise ("shall not increase by more than five
 *  percent (5%) per year", "may increase its rates once a year on notice, by no more than four percent", "the increase
 *  will not be more than 5% of the price you paid": a price
 *  restriction), nor a time passed ("if the delay exceeds 12 weeks", "unless the delay goes on for more than eight
 *  weeks"), nor a point in time ("the Services performed up to the
 *  effective date of termination"), nor a price compared with others ("if the Charges are more than five per cent (5%) above the upper quartile":
 *  a benchmark), nor how many people may attend or take part ("up to two (2) Sponsor executives to present awards"), nor insurance "with limits of not less than $2,000,000" or "not fewer than twelve (12) social media posts": a floor is
 *  no ceiling. Nor is a ceiling on a markdown ("nor offer them at a discount of more than thirty per cent (30%) from the
 *  suggested retail price"): it limits the price a party may charge, not how much it may sell. */
const VOLUME_STRIP_REST = new RegExp(
  String.raw`\b(?:not|no)\s+(?:fewer|less)\s+than\b|\b(?:discounts?|mark-?downs?|price\s+reductions?)\s+(?:of\s+)?(?:(?:not|no)\s+)?(?:more|greater)\s+than\s+(?:[a-z]+(?:[- ][a-z]+){0,3}\s+)?(?:${PERCENT_SIGN}\s*)?\(?\d+(?:\.\d+)?\s?${PERCENT_SIGN}\)?|\b(?:prices?|pricing|fees?|charges?|rates?|royalt(?:y|ies)|costs?)\s+(?:are|is|were|be|would\s+be)\s+(?:more|greater|higher)\s+than\s+\d+(?:\.\d+)?\s?${PERCENT_SIGN}|\b(?:exceed\w*|more than|in excess of|longer than|up to)\s+(?:(?:a\s+)?(?:maximum|total)\s+of\s+)?(?:[a-z]+(?:[- ][a-z]+){0,3}\s+)?\(?\d+\)?\s+(?:(?:additional|further|extra)\s+)?(?:(?:\w+\s+)?\(\d+\)\s+)?(?:business\s+|calendar\s+|consecutive\s+)?(?:days?|weeks?|months?|years?|(?:year|month)-?\s?periods?|periods?|terms?)\b|\b(?:exceed\w*|more than|in excess of|longer than)\s+${NUMBER_WORD}(?:[- ]${NUMBER_WORD}){0,3}\s+(?:(?:additional|further|extra)\s+)?(?:(?:\w+\s+)?\(\d+\)\s+)?(?:business\s+|calendar\s+|consecutive\s+)?(?:days?|weeks?|months?|years?|(?:year|month)-?\s?periods?|periods?|terms?)\b|\b(?:no|not)\s+more\s+than\s+one\s+(?:such\s+)?(?:audit|inspection|examination|visit)s?\b|\bup\s+to\s+(?:\w+\s+)?\(?\d+\)?\s+(?:[A-Z][\w&'’-]*\s+)?(?:representatives?|members?|designees?|directors?|observers?|nominees?|executives?|officers?|guests?|invitees?|speakers?)\b|\bup\s+to\s+[^.;]{0,20}?\b(?:feet|foot|inches|inch|centimet\w+|millimet\w+|characters?|digits?|pixels?)\b|\b(?:increas|ris|escalat)\w*\s+(?:(?:its|the|their|such|any)\s+(?:\w+\s+)?(?:prices?|pricing|rates?|fees?|charges?|royalt(?:y|ies))\b[^.;]{0,120}?\s)?(?:(?:will|shall|may|can|must)\s+(?:not|never)\s+(?:be\s+)?)?(?:by\s+)?(?:not\s+|no\s+)?more\s+than\b|\b(?=increas|ris|escalat|adjust)(?<=\b(?:prices?|pricing|rates?|fees?|charges?|royalt(?:y|ies)|rent)\b[\s\S]{0,300})(?:increas|ris|escalat|adjust)\w*\s+(?:(?:shall|will|may|must|can)\s+(?:not\s+)?)?(?:exceed\w*|be\s+(?:more|greater)\s+than)\b|\b(?:under|over)(?:payments?|charges?|statements?|billings?|reporting)\b[^.;]{0,40}?\b(?:exceed\w*|(?:is|are|be)\s+(?:more|greater)\s+than|in\s+excess\s+of|of\s+more\s+than)\b|\b(?:notify|notif(?:ies|ied|ication)|inform|report|advise)\b[^.;]{0,80}?\b(?:exceed\w*|(?:of\s+)?more\s+than|in\s+excess\s+of)\b|\b(?:inaccura\w*|in\s+error|errs?)\s+(?:\w+\s+){0,2}?by\s+more\s+than\b|\blimits?\s+(?:of\s+)?(?:(?:not|no)\s+less\s+than|at\s+least)\b|\bup\s+to\s+(?:and\s+including\s+)?(?:the\s+|such\s+)?(?:(?:effective\s+)?date|time|day|end|expiration|expiry|termination|moment|point)\b|\b(?:to )?the (?:maximum|fullest|greatest) (?:extent|rate|amount|degree)(?: permitted| allowed| possible)?\b|\b(?:but )?not limited to\b|\bmaximum (?:lawful|legal) rate\b|\b(?:not|no) more (?:often |frequently )?than (?:once|twice|one time|two times)\b(?=[^.;]{0,120}\b(?:audit|inspect|examin|adjust|increas|chang|revis|visit)\w*)|(?<=\b(?:audit|inspect|examin|adjust|increas|chang|revis|visit)\w*\b[^.;]{0,120})\b(?:not|no) more (?:often |frequently )?than (?:once|twice|one time|two times)\b` +
    // A rule for when several share an event ("Where more than one affiliate is credited with a click, the commission
    // shall be paid only to …", "if more than one Party is in default"): it says who gets what, it caps no quantity.
    String.raw`|\b(?:where|if|when|in\s+the\s+event\s+that)\s+more\s+than\s+one\b` +
    // How often a party reports ("keep the Client informed of progress at intervals of no more than two hours"): a
    // frequency, no ceiling on a quantity.
    String.raw`|\b(?:at\s+)?intervals\s+of\s+(?:no|not)\s+(?:more|longer)\s+than\s+[^.;]{0,30}?\b(?:hours?|minutes?|days?|weeks?|months?)\b` +
    // A service level and its credit (SERVICE_LEVEL_OR_CREDIT).
    String.raw`|${SERVICE_LEVEL_OR_CREDIT}` +
    // A ceiling on time ("may extend this Contract for up to three (3) additional one-year periods", "the total
    // duration … shall not exceed five (5) years"): it bounds the term, not a quantity bought or used.
    String.raw`|\b(?:exceed\w*|(?:not|no)\s+more\s+than|more\s+than|up\s+to|maximum\s+of|longer\s+than)\s+(?:(?:a\s+)?(?:total|maximum)\s+of\s+)?(?:[a-z]+[- ])?(?:\(?\d+\)?\s+)?(?:\(\d+\)\s+)?(?:(?:additional|further|successive|consecutive)\s+)?(?:[a-z]+[- ](?:year|month)\s+)?(?:years?|months?|(?:renewal\s+|extension\s+)?(?:periods?|terms?))\b(?![^.;]{0,20}\b(?:of\s+(?:data|usage|use|storage|records|history|supply|inventory|stock|production|output|requirements)))` +
    // A ceiling on a rise in pay or price ("increase the remuneration of any employee … by more than ten per cent (10%) in
    // any year"): it limits money, not a quantity bought or used.
    String.raw`|\b(?:increas\w*|rais\w*|rise|adjust\w*)\b(?:\s+(?:in|of))?\s+(?:(?:the|its|any|their)\s+)?(?:[\w-]+\s+){0,2}?(?:remuneration|salar(?:y|ies)|pay|wages?|compensation|prices?|fees?|rents?|rates?|charges?|budgets?)\b[^.;]{0,100}?\bby\s+(?:(?:not|no)\s+)?(?:more\s+than|over|in\s+excess\s+of|up\s+to|a\s+maximum\s+of)\s+(?:[a-z]+(?:[- ][a-z]+){0,3}\s+)?(?:${PERCENT_SIGN}\s*)?\(?\d+(?:\.\d+)?\s?${PERCENT_SIGN}\)?` +
    // A holding in a listed company kept as an investment ("up to three per cent (3%) of the shares of a company listed
    // on a recognised stock exchange"): a carve-out from a non-compete, not a limit on what the contract supplies. Nor is
    // the threshold of a change of control ("the acquisition by any person of more than fifty percent (50%) of the voting
    // interests in Provider"): it says when ownership has changed hands.
    String.raw`|\b(?:up\s+to|(?:not|no)\s+more\s+than|more\s+than|exceed\w*|in\s+excess\s+of)\s+(?:[a-z]+(?:[- ][a-z]+){0,3}\s+)?(?:${PERCENT_SIGN}\s*)?\(?\d+(?:\.\d+)?\s?${PERCENT_SIGN}?\)?\s+of\s+(?:the\s+)?(?:(?:issued|outstanding|voting)\s+)?(?:shares|share\s+capital|stock|equity|securities|voting\s+(?:rights|power|interests?)|(?:ownership|equity|membership|partnership)\s+interests?)\b`,
  'gi',
);
/** A ceiling on a sum of money ("the fees for any month shall not exceed $14,000", "capped at ten percent (10%) of the
 *  Price", "service credits shall not exceed ten per cent (10%) of the Charges", "not to exceed Forty Thousand Dollars
 *  ($40,000) in any calendar quarter"): a cap on what is paid, not on the quantity bought or used. */
const MONEY_CEILING = new RegExp(
  String.raw`\b(?:exceed\w*|up to(?: an? (?:maximum|total|aggregate) of)?|maximum(?: of)?|(?:not|no) more than|in excess of|(?:capped|limited) (?:at|to)|cap of|ceiling of)\s+(?:an? )?(?:aggregate |total )?(?:(?:amount|sum) of )?(?:${MONEY_AS_WRITTEN}|(?:(?:\w+(?:[- ]\w+)?\s+)?(?:${PERCENT_SIGN}\s+)?\(?\d+(?:\.\d+)?\s*${PERCENT_SIGN}\)?|(?:[a-z]+[- ]){1,5}per\s?cent\s*(?:\(\d+(?:\.\d+)?\s*%\))?)\s+of\s+(?:the\s+)?(?:\w+\s+){0,2}(?:price|fees?|charges?|contract (?:price|value|sum)|purchase price|amount|value|total|invoices?|compensation|revenues?))`, 'gi');

/** A ceiling on a quantity or on use. */
const VOLUME_CEILING =
  /\bup to\b|\bmaximum\b|\bmax\.?\s|\bexceed\w*|\bno more than\b|\bnot more than\b|\bmore than\b|\bfewer than\b|\bat most\b|\blimited to\b|\blimit(?:s|ation)? (?:of|on)\b|\bin excess of\b|\bexcess\b|\bcap(?:s|ped)?\b|\bceiling\b|\bthresholds?\b|\boverages?\b|\bunlimited\b|\bdeviat\w*|\bfluctuat\w*|\badditional (?:charges?|fees?)\b|\bforecast\w*|\bcapacity\b|\ballocat\w*/i;

/** A count: figures, a number in words, or a figure the filing redacted ("[***]"). */
const COUNT = String.raw`(?:\(?\d[\d,.]*\)?|${REDACTION_MARK}|\b(?!and\b)${NUMBER_WORD}\b|\bthousand\b)`;
/** A term a contract defines for a quantity ("the MDQ", "Customer's Firm Service Gas", "Committed Bandwidth"). */
const DEFINED_QUANTITY = String.raw`(?:Quantit(?:y|ies)|Capacity|Forecast|MDQ|MDDO|Gas|Usage|Bandwidth|Volumes?|Allocation|Limits?|Cap|Size|Units)`;
/** A ceiling the clause puts on a count: "up to three (3) servers", "shall not exceed the MDQ", "limited to six
 *  speaking engagements", "19 hours cap monthly", a tolerance ("deviate from the Forecast by more than 10%", "+/-5%"),
 *  a maximum quantity or an overage. A ceiling word alone ("allocate", "forecast", "limited to the particular marks")
 *  sets no number to stay under. */
const CEILING_ON_A_COUNT = new RegExp(
  String.raw`\b(?:up\s+to|maximum(?:\s+of|\s+equivalent\s+to)?|max\.?|exceed(?:s|ed|ing)?|(?:no|not)\s+more\s+than|more\s+than|fewer\s+than|at\s+most|limited\s+to|in\s+excess\s+of|cap(?:ped)?\s+(?:at|of)|ceiling\s+of|deviat\w*\s[^.;]{0,60}\bby\s+more\s+than)\s+(?:(?:the|a|an)\s+)?(?:(?:total|maximum|aggregate)\s+(?:of\s+|equivalent\s+to\s+)?)?(?:[a-z]+[- ])?${COUNT}` +
    String.raw`|\b(?:exceed\w*|up\s+to|in\s+excess\s+of|over)\s+(?:the\s+|such\s+|its\s+|[A-Z]\w*['’]s\s+)?(?:applicable\s+|then[- ]current\s+)?(?:[A-Z][\w-]*\s+){0,3}${DEFINED_QUANTITY}\b` +
    String.raw`|${COUNT}\s+(?:\w+\s+)?(?:cap|maximum|max)\b|\b(?:deviat|fluctuat|vari)\w*\b[^.;]{0,80}(?:\bpercent\b|%)|\+\s*\/\s*-|\bover\s+(?:the\s+)?(?:\w+\s+)?maximum\b` +
    String.raw`|\bmaximum\s+(?:\w+\s+){0,2}(?:quantit(?:y|ies)|capacity|number|volume)\b|\boverages?\b|\bexcess\s+(?:usage|use|volume|quantit\w*|units)\b`,
  'i',
);

/** Disparaging the other party, or acting against its reputation or goodwill. */
const DISPARAGEMENT =
  /\bdisparag\w*|\bderogat\w*|\bdefam\w*|\bdemean\w*|\bdiscredit\w*|\bspeak ill\b|\bdisrepute\b|\bcriticiz\w*|\bcriticis\w*|\bnegative (?:\w+ )?(?:comments?|statements?|remarks?|publicity|reviews?)\b|\b(?:harm|injur|damag|impair|tarnish|detriment|prejudic|advers|diminish|degrad|reflect)\w*\b[^.;]{0,80}\b(?:reputation|goodwill|image|good name|honou?r)\b|\b(?:reputation|goodwill|image|good name)\b[^.;]{0,60}\b(?:harm|injur|damag|impair|tarnish|detriment|prejudic|advers)\w*/i;

/** A restraint that runs on after the end and asks nothing else ("During the Term and for twelve (12) months after its
 *  expiry or termination, Distributor shall not … sell or promote any Competing Product"): a non-compete or non-solicit
 *  whose period outlasts the agreement, not a service, transition or wind-down after it. */
const RESTRAINT_ONLY_OUTLASTS =
  /^(?![\s\S]*\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?!not\b)(?!(?:directly|indirectly|either|or|,|\s)+not\b)\w)(?=[\s\S]*\b(?:shall|will|may|must)\s+not\b[^.;]*\b(?:compet\w*|solicit\w*|hire|employ|recruit\w*|engag\w*\s+in|manufactur\w*|distribut\w*|sell|market|promote|own|operate)\b)/i;
/** A sentence that only keeps provisions alive after the end ("This paragraph survives the end of the term for three
 *  (3) years", "Sections 7, 9 and 11 shall survive termination", "Those provisions which by their nature extend beyond
 *  termination will survive", a heading "Survival."): nothing in it is done after the end. A survival clause is a
 *  general provision of its own kind; CUAD's Post-Termination Services annotations are transition, payment, return and
 *  wind-down duties, and only 9 of its 338 excerpts of the type mention survival at all. */
const PROVISIONS_MERELY_SURVIVE =
  /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:\(?[a-z\d]{1,4}\)\s*)?(?:[A-Z][\w'’/ -]{0,40}\.\s+)?(?:the\s+|this\s+|these\s+|those\s+|such\s+|its\s+|each\s+party['’]s\s+)?(?:[\w-]+\s+){0,4}?(?:paragraphs?|sections?|clauses?|articles?|obligations?|duties|dut(?:y|ies)|provisions?|undertakings?|restrictions?)\b(?:[^.;]|\.(?=\d)){0,200}?\b(?:surviv(?:e|es|al)\b|continu(?:e|es)\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?for)\b(?!(?:[^.;]|\.(?=\d))*\b(?:return|destroy|deliver|transfer|assist|provide|continue\s+to\s+(?:supply|provide|perform|serve))\w*)(?:[^.;]|\.(?=\d))*[.;]?\s*$|^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:[\w'’/-]+\s+){0,3}surviv\w*(?:[\s/]+[\w'’-]+){0,3}[.:]?\s*$/i;

/** No duty after the end, stated as such ("In the event of any termination of this Agreement prior to the Effective Time,
 *  no Party shall have any Liability or further obligation to the other Party by reason of this Agreement"): unless the
 *  sentence keeps something back ("except that Licensee shall pay all amounts due"), it releases rather than binds. */
const NO_FURTHER_OBLIGATION =
  /^(?![^.;]*\b(?:except|other\s+than|save|provided|but|however|subject\s+to)\b)[^.;]*\b(?:no|neither)\s+(?:party|parties|one|\w+)\b[^.;]{0,120}\b(?:shall|will)\s+(?:\w+\s+)?(?:have|bear|incur|be\s+under)\s+(?:any\s+)?(?:(?:further|continuing|other)\s+)?(?:liabilit(?:y|ies)|obligations?)\b/i;

/** What a first right is a right to (CUAD: "to purchase, license, market, or distribute equity interest, technology,
 *  assets, products or services"), or the dealing it governs: a sale, an offer, a negotiation, a transfer, a put or
 *  call option. */
const ROFR_OBJECT =
  /\b(?:purchas|acqui|buy|sell|sold|sale|offer|licen[cs]|transfer|negotiat|distribut|market|subscri|invest|equity|shares?\b|stock|securit|assets?\b|products?\b|services?\b|technolog|business|propert|interest|rights?\b|opportunit|proposal|bid|deal|contract|agreement|project|programs?\b|compound|territor|options?\b)\w*/i;

/** Soliciting, diverting or taking the other's customers or business, within one sentence. "Service" counts only as a
 *  verb on the customers ("service any customers of the Company"): a "delivery service to customers" takes none. Nor does
 *  "contract" as a noun ("has a written supply contract with a customer that extends beyond the Wind Down Period"). */
const CUSTOMERS_SOLICITED =
  /\bnon-?solicit\w*\b(?!\s+of\s+(?:employees?|personnel|staff))|\bnon-?circumvent\w*|\b(?:solicit\w*|induc\w*|entic\w*|divert\w*|interfer\w*|call (?:on|upon)|tak(?:e|ing) away|approach\w*|circumvent\w*|accept (?:any )?(?:orders|business)|(?<!\b(?:a|an|the|its|his|her|their|any|each|such|supply|sales?|written|existing|separate|service)\s)contract with|deal(?:ing)? directly|do business with|sell to|servic(?:e|ing)(?=\s+(?:(?:any|the|such|its|their|those|all)\s+)?(?:(?!(?:to|for|of|in|on|at|with|by)\b)\w+\s+)?(?:customers?|clients?|accounts?)\b))\b[^.;]{0,150}\b(?:customers?|clients?|accounts?|patrons?|suppliers?|business|subscribers?|buyers?|users?|prospects?|merchants?|opportunit\w*|referrals?)\b|\b(?:customers?|clients?|accounts?)\b[^.;]{0,100}\b(?:solicit\w*|induc\w*|entic\w*|divert\w*|circumvent\w*)/i;

/** A sentence that leaves a party free to solicit: "may at any time (directly or indirectly) solicit", "is free to solicit". */
const SOLICITING_LEFT_FREE = /(?:^|(?<=[.;]))(?![^.;]*\b(?:not|no|nor|neither|never|refrain\w*|without)\b)[^.;]*\b(?:may|is\s+free\s+to|shall\s+be\s+free\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to)\s+(?:[\w()]+\s+){0,6}?solicit\w*\b[^.;]*/gi;

/** A sentence on soliciting or selling to customers picked out only by place: outside (or beyond) a territory or area. */
const CUSTOMERS_BY_PLACE_ONLY =
  /(?:^|(?<=[.;]))[^.;]*\b(?:solicit\w*|sell\w*|accept\w*|market\w*|seek\w*)\b[^.;]{0,60}\b(?:customers?|orders?|accounts?|purchasers?|clients?)\s+(?:(?:located|based|situated|resident)\s+)?(?:outside|beyond)\s+(?:of\s+)?(?:the|its|his|their|such)\s+(?:\w+\s+)?(?:territory|territories|area|region|country|market)\b[^.;]*/gi;

/** Hiring, soliciting or enticing away a party's people, within one sentence ("Non-solicitation of Clients" is not). */
const STAFF_SOLICITED =
  /\bnon-?solicit\w*\b(?!\s+of\s+(?:(?:existing|current)\s+)?(?:clients?|customers?|accounts?|business|suppliers?))|\bno-?hire\b|\b(?:solicit\w*|hir(?:e|es|ed|ing)|employ|recruit\w*|induc\w*|entic\w*|engag\w*|retain|contract with)\b[^.;]{0,200}\b(?:employees?|employed|employment|personnel|staff|consultants?|contractors?|officers?|workers?)\b|\b(?:employees?|personnel|staff)\b[^.;]{0,120}\b(?:solicit\w*|hire[ds]?|hiring|recruit\w*|induc\w*|entic\w*)/i;

/** A denial that the contract benefits anyone else. */
const NO_BENEFICIARY =
  /\b(?:no|not|nothing|neither|nor|none)\b[^.;]{0,160}\b(?:beneficiar\w*|confer\w*|enforceable by|rights? (?:or|and) remed\w*|benefits? (?:upon|on|to) any|(?:has|have|acquires?|obtains?) any (?:rights?|benefits?|remed\w*))/i;
/** Who the denial leaves out: those are beneficiaries. */
const BENEFICIARY_EXCEPTION =
  /\bexcept\w*\b|\bwith the exception\b|\bsave (?:for|as)\b|\bother than (?!the parties\b|a party\b|the party\b|parties\b|(?:the )?signator)|\bprovided,? (?:however,? )?that\b|\bnotwithstanding\b|\b(?:is|are|shall be) (?:an? )?(?:express(?:ly)? |intended )*(?:third[- ]part(?:y|ies) )?beneficiar\w*|\bintended (?:third[- ]part(?:y|ies) )?beneficiar\w* (?:of|to|under)\b/i;

/** A breach, failure, delay or ending in view: with none of them, a sum paid is the price, not damages fixed for one. */
const BREACH_OR_END_WORDS = String.raw`\bbreach\w*|\bdefault\w*|\bfail\w*|\bdelay\w*|\blate\b|\bdamages?\b|\bterminat\w*|\bcancel\w*|\bexpir\w*|\bviolat\w*|\bliquidated\b|\bpenalt\w*|\bforfeit\w*|\bcredits?\b|\bshortfall\w*`;
/** Liquidated damages in their own words: named as such, a penalty or forfeit, a fee for ending early, a charge per day of delay, a credit. */
const SUM_FIXED_IN_ADVANCE =
  /\bliquidated\b|\bpenalt\w*|\bforfeit\w*|\bpre-?estimate\b|\b(?:termination|cancellation|break(?:age)?|exit|kill) (?:fees?|charges?|payments?|amounts?)\b|\b(?:per|for each|each|every) (?:\w+ )?(?:day|week|month)\b[^.;]{0,60}\b(?:delay\w*|late\w*|overdue)\b|\b(?:delay\w*|late\w*|overdue)\b[^.;]{0,100}\b(?:per|for each|each|every) (?:\w+ )?(?:day|week|month)\b|\bcredits?\b|\brebate\w*|\bshortfall\w*/i;

/** Liquidated damages named among what a cap leaves out ("Except for its indemnity obligations, liability for liquidated
 *  damages, and liability arising from gross negligence, Subcontractor's aggregate liability shall not exceed …"): the
 *  carve-out keeps a sum fixed elsewhere outside the cap, it fixes none. */
const LIQUIDATED_DAMAGES_CARVED_OUT =
  /\b(?:except(?:\s+for)?|other\s+than|excluding|save\s+for|apart\s+from)\b[^.;]{0,150}?\b(?:liability|obligations?)\s+(?:for|to\s+pay)\s+liquidated\s+damages\b/gi;
/** A sentence that charges a fee for ending the agreement early: a cancellation, termination or break fee. */
const FEE_FOR_ENDING_EARLY = /(?:^|(?<=[.;]))[^.;]*\b(?:cancellation|(?:early\s+)?termination|break(?:age)?|exit)\s+(?:fee|charge|payment)s?\b[^.;]*/;

/** Liquidated damages named among the remedies a party has ("The demand for liquidated damages and specific performance
 *  in respect of any breach … are all remedies that the non-breaching Party shall have"), with no sum in the sentence:
 *  it limits the remedies to damages fixed elsewhere, it fixes none. */
const LIQUIDATED_DAMAGES_AMONG_REMEDIES = /(?:^|(?<=[.;]))\s*(?:\d+(?:\.\d+)*\.?\s+)?(?=[^.;]*\bremed(?:y|ies)\b)(?![^.;]*(?:\d|\$|%|\bper\b))[^.;]*\bliquidated\s+damages\b[^.;]*/gi;

/** A minimum of time ("at least sixty (60) days before", "not less than 30 days' notice") is no purchase minimum. Nor
 *  is how long the agreement runs before it may be ended ("until the end of the first 24 months after Launch (the
 *  minimum term)"), nor how often an act recurs ("update its website at a minimum of once a quarter", "shall maintain
 *  and update the Exit Plan at least annually", "Board meetings shall be held at least once every calendar quarter";
 *  "a minimum of four (4) times per year" is a count and stays), nor a dividend policy ("shall distribute by way of dividend not less than 80 per cent of its distributable profits"): nothing is
 *  bought. */
const MINIMUM_OF_TIME = new RegExp(
  // "to be delivered within a minimum three (3) months period": a lead time, with or without "of".
  String.raw`\bminimum\s+(?:\w+[- ]?\w*\s+)?\(\d+\)\s+(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?)['’]?\s+(?:period|notice|lead\s+time)\b|\b(?:at least|not less than|no less than|a minimum of|minimum of)\s+(?:\w+[- ]?\w*\s+)?(?:\(\d+\)\s+|\([a-z]+(?:[- ][a-z]+)*\)\s+)?(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?)\b|\b(?:at least|not less than|no less than)\s+${REDACTION_MARK}\s*(?:(?:business\s+|calendar\s+)?(?:days?|weeks?|months?|years?)\s+)?(?:following|after|prior\s+to|before|in\s+advance|from)\b|\b(?:at least|not less than|no less than|a minimum of)\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:of\s+(?:these|the|such|its)\s+)?(?:meetings?|sessions? of the (?:\w+\s+)?committee)\b|\bminimum\s+(?:order\s+)?(?:lead|notice|response|cure|waiting)\s+(?:times?|periods?)\b|\bminimum\s+(?:initial\s+)?term\b|\b(?:dividends?|distribut\w*)\b[^.;]{0,60}\b(?:not less than|at least|no less than)\s+\d+(?:\.\d+)?\s?${PERCENT_SIGN}\s+of\s+(?:its\s+|the\s+)?(?:\w+\s+)?profits\b|\b(?:at\s+(?:a\s+)?minimum(?:\s+of)?|at\s+least|not\s+less\s+(?:often|frequently)\s+than)\s+(?:once|twice|one\s+\(1\)\s+time|(?:annually|yearly|semi-?annually|quarterly|monthly|weekly|daily)\b)(?:\s+(?:a|an|per|each|every|in\s+(?:each|every|any))\s+(?:calendar\s+|contract\s+|fiscal\s+)?\w+)?`,
  'gi',
);

/** Terms for a third party compared with those offered to (or by) the holder of a first right that declined them or did not
 *  agree, or those "last offered" before the negotiations ended (or those "set out in the Transfer Notice" it did not
 *  accept): without the declined offer ("shall not grant any other licensee terms more favourable than those offered
 *  to Licensee") the same words are a most-favoured-nation promise. */
const FIRST_OFFER_LAST_LOOK =
  /^(?=[\s\S]*\b(?:refus\w*|declin\w*|reject\w*|(?:not|fails? to|failed to)\s+(?:\w+\s+)?(?:accept\w*|agree\w*|exercise\w*)|if\s+(?:\w+\s+){1,3}(?:does|do|did)\s+not|last\s+(?:offered|proposed)|(?:termination|end|conclusion|cessation)\s+of\s+(?:the\s+|such\s+|those\s+)?(?:discussions|negotiations))\b)[\s\S]*\bfavou?rable\b[^.;]{0,60}\bthan,?\s+(?:those|the\s+(?:terms|price|prices)(?:\s+and\s+conditions)?|that)\b(?:[^.;]{0,30}?\b(?:offered|proposed|presented)\s+(?:to|by)\s+(?!(?:any|an|other|third|another|all|its\s+other|similarly)\b)|\s+(?:set\s+(?:out|forth)|specified|stated|contained|described)\s+in\s+the\s+(?:\w+\s+)?(?:notice|offer))/i;

/** A limit on passing a licence on: "non-transferable", "personal", "may not sublicense", "sublicensable only to its
 *  Affiliates", "transferable subject to Article VIII", "for its internal use". */
const LIMITS_PASSING_ON =
  /\bnon(?:transfer|assign|sub-?licen)\w*|\bpersonal\b|\b(?:not|no|nor|without|neither|never|prohibit\w*|restrict\w*|limit\w*|except)\b[^.;]{0,80}\b(?:transfer\w*|assign\w*|sub-?licen[cs]\w*|delegat\w*|sell|lease|rent|share|disclose|pledge|encumb\w*)|\b(?:transfer\w*|assign\w*|sub-?licen[cs]\w*|sub-?distribut\w*)\b[^.;]{0,60}\b(?:only|solely|consent|approval|prohibit\w*|void|restrict\w*|not permitted|subject to|provided (?:that|however)|on condition)\b|\b(?:does|do|shall|will) not grant (?:any|a|the)\b[^.]{0,200}\b(?:transfer|assign|sub-?licen[cs]e)\b|\b(?:own|internal) (?:\w+ )?(?:use|purposes?|business)\b|\bonly (?:to|by) (?:its |their )?(?:affiliates|subsidiaries)/i;

/** An end of the agreement, stated: an expiry, a date or period it runs until or for, an anniversary. "Sell-through"
 *  (sales to end customers) is a word of its own, not "through" a date, and so is a channel ("for itself, or through or
 *  on behalf of any person", "through its affiliates"). */
const STATED_END =
  /\bexpir\w*|\buntil\b|(?<!-)\bthrough\b(?!\s+(?:or|and|any|its|their|his|her|an?|another|other|one)\b)|\b(?:for|of) (?:a|an|the) (?:\w+ )?(?:period|term) of\b|\b(?:years?|months?)\)? (?:from|after|following)\b|\banniversary\b|\bperpetu\w*|\bindefinite\w*|\b(?:years?|months?)\b|\bvalid\b|\bterm (?:is|shall be|will be)\b|\b(?:shall|will) (?:automatically )?terminate (?:upon|on|when|at)\b/i;
/** A time inside the term ("decorate in the third and sixth years of the Contractual Term and in the last three months
 *  of the Term"): when something is done, not when the agreement ends. */
const TIME_WITHIN_THE_TERM = /\b(?:years?|months?|weeks?|quarters?)\s+of\s+the\s+(?:[A-Z][\w-]*\s+)?Term\b/g;
/** Interest that runs at a yearly rate until a sum is paid ("interest at four percent (4%) a year above base rate from the
 *  due date until the date of payment"): the life of a debt, not of the agreement. */
const INTEREST_RUNS = new RegExp(
  String.raw`\b(?:until|till)\s+(?:the\s+)?(?:date\s+of\s+)?(?:full\s+|actual\s+)?(?:payment|paid|receipt)\b|(?:${PERCENT_SIGN}\)?|\bper\s*cent)\s+(?:a|per|each)\s+(?:year|annum|month)\b`,
  'gi',
);
/** "Shall remain in full force and effect" with no end after it. */
const REMAINS_WITHOUT_END = /\b(?:remain|continue)s?\s+(?:operative\s+and\s+)?in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\b(?![^.;]{0,30}\b(?:for|until|through|till|unless)\b)/gi;
/** How long a covenant lasts ("During the term of this SOW and for six (6) months afterward, Agency shall not …"): the
 *  term is the covenant's measure, and the months after it say nothing of when the agreement ends. Only as the sentence's
 *  opening: "This Agreement shall remain in effect during the term of the Lease and for six months thereafter" is an end. */
const COVENANT_OUTLASTS_THE_TERM = /^\s*(?:\d+(?:\.\d+)*\.?\s+)?(?:during|for|throughout)\s+the\s+(?:term|period)\b[^.;]{0,40}?\s+and\s+(?:for\s+)?(?:a\s+period\s+of\s+)?(?:[\w-]+\s+){0,2}(?:\(\d+\)\s+)?(?:years?|months?|days?)\s+(?:afterwards?|thereafter|after\s+(?:it|that|its\s+(?:end|expiry|expiration|termination)))\b/gi;
/** A period that begins when the agreement ends ("for a continuous, uninterrupted period commencing upon the expiration,
 *  termination or assignment of this Agreement … and continuing for two (2) years thereafter"): how long a covenant
 *  outlasts the agreement, not when the agreement ends. */
const PERIOD_FROM_THE_END = /\b(?:commencing|beginning|starting|running)\s+(?:up)?on\s+(?:the\s+|any\s+|such\s+)?(?:expiration|termination|expiry|end)\b[^.;]*?\b(?:thereafter|afterwards?)\b/gi;
/** A condition before the contract binds ("This Contract shall not be valid or enforceable until it has been approved by
 *  the State Controller"): when it starts to bind, not when it ends. */
const NOT_IN_FORCE_UNTIL = /\b(?:shall|will|does|is)\s+not\s+(?:be\s+)?(?:become\s+)?(?:valid|binding|effective|enforceable)(?:\s+(?:or|and|nor)\s+(?:valid|binding|effective|enforceable))?\s+(?:unless\s+and\s+)?until\b[^.;]*?(?=\s+and\s+(?:shall|will)\b|[.;]|$)/gi;
/** What an expiration date is the end of. */
const ABOUT_THE_AGREEMENT_OR_ITS_END = /\bagreements?\b|\bterm\b|\bcontract\b|\bperiod\b|\bschedule\b|\blicen[cs]e\b|\blease\b|\bengagement\b|\bemployment\b|\bappointment\b|\bexpir\w*/i;

/** A licence or right stated to be perpetual or irrevocable (rather than only surviving). */
const PERPETUAL_OR_IRREVOCABLE = /\bperpetu\w*|\birrevocab\w*|\bin perpetuity\b|\bforever\b|\bnon-?terminable\b|\bnot (?:be )?(?:revoked|terminated|revocable|terminable)\b|\bcannot be (?:revoked|terminated)\b/i;
/** A right that lasts: perpetual or irrevocable, or one that survives the agreement or runs indefinitely. */
const LASTING_RIGHT = new RegExp(String.raw`${PERPETUAL_OR_IRREVOCABLE.source}|\bsurviv\w*|\bindefinite\w*`, 'i');

/** What a licensee may do with what is licensed. */
const LICENSED_ACTS = String.raw`(?:use|sell|distribute|reproduce|market|make|manufacture|display|perform|copy|access|promote|resell|import|export|exploit|practi[cs]e|offer|host|modify|operate|develop|commerciali[sz]e|research|publish|broadcast|exhibit|print|install|run|create|incorporate|provide|have\s+made)`;
/** A grant of rights, not the word "Licensed" in a defined term ("deliver one copy of the Licensed Materials"): a grant,
 *  a licence to or under something, a right, permission or authority to use or sell, an appointment, a franchise, an
 *  option to take a licence, or a list item that continues a grant ("(b) to use the Marks in advertising"). */
const GRANT_OF_RIGHTS = new RegExp(
  String.raw`\bgrant\w*|\b(?:is|are|be|been|being)\s+(?:hereby\s+)?(?:sub-?)?licen[cs]ed\b|\b(?:hereby\s+)?(?:sub-?)?licen[cs]es?\s+(?:to\s+)?(?:\w+\s+){0,4}?(?:to|under)\b|\bsub-?licen[cs]\w*|\brights?(?:,?\s+(?:title\s+)?(?:and|or)\s+(?:licen[cs]e|privilege|authority))*\s+to\s+(?:\w+\s+){0,2}${LICENSED_ACTS}\b|\blicen[cs]e\b[^.;]{0,120}\bto\s+(?:\w+\s+){0,2}${LICENSED_ACTS}\b|\bpermi(?:t|ts|tted|ssion)\b[^.;]{0,60}\bto\s+(?:\w+\s+){0,2}${LICENSED_ACTS}\b|\bauthori[sz]\w*\b[^.;]{0,60}\bto\s+(?:\w+\s+){0,2}${LICENSED_ACTS}\b|\bappoint\w*|\bfranchise\b|\bmay\s+(?:\w+\s+){0,2}${LICENSED_ACTS}\b|\blicen[cs]e\s+(?:agreement|fee|term)s?\b|\boption\s+to\s+(?:obtain\s+)?(?:an?\s+)?(?:\w+\s+)?licen[cs]e|^\W*(?:[\d.]+|\(?[a-z]{1,4}\)|[a-z]\.)?\s*(?:and\s+)?to\s+(?:\w+\s+)?${LICENSED_ACTS}\b|\bexclusive\s+right\s+to\b`,
  'i',
);

/** A promise not to grant ("Distributor shall not grant any sublicence of the Marks", "neither party shall grant a licence
 *  under the Joint Patents", "nor authorise any other person to operate a Restaurant", "is not permitted to sublicense",
 *  "has no right to grant sublicences"): a prohibition, from the denial
 *  to the end of its clause. It grants nothing; a grant beside it in the same provision still stands. */
const GRANT_FORBIDDEN =
  /\b(?:(?:shall|will|may|must|can|does|do|should|agrees?\s+|undertakes?\s+|covenants?\s+)\s*not(?:\s+to)?|(?:is|are|be|being)\s+not\s+(?:permitted|authori[sz]ed|allowed|entitled)\s+to|(?:has|have|shall\s+have|will\s+have)\s+no\s+(?:right|authority|power)\s+to|cannot|neither\s+(?:[\w'’]+\s+){1,3}?(?:shall|will|may|can)|no\s+(?:party|person|one)\s+(?:shall|will|may|can)|nor),?\s+(?:[\w,'’]+\s+){0,4}?(?<!\b(?:the|a|an|any|its|their|such|this|that|each)\s)(?:grant|sub-?licen[cs]e|licen[cs]e|authori[sz]e|permit|allow|appoint|franchise)\b[^.;]*/gi;

/** Wording that binds a party to confidence: not disclosing, holding in confidence, keeping secret, a non-disclosure or
 *  confidentiality obligation. A clause without it may mention confidential information and still not be about keeping it. */
const CONFIDENCE_DUTY = String.raw`\bdisclos\w*|\bin confidence\b|\b(?:keep|hold|treat|maintain)\w* (?:\w+ ){0,4}(?:confidential|secret)|\bsecre(?:t|cy)\b|\bnon-?disclos\w*|\bconfidential(?:ity)? (?:obligations?|duties|undertakings?)\b`;

/** An escrow that holds only money: an escrow amount, fund or account of funds, and nothing deposited that is code,
 *  software, technology, documentation or materials. */
const ESCROW_OF_MONEY_ONLY =
  /^(?![\s\S]*\b(?:source|software|code|technolog\w*|documentation|materials?|programs?|know-?how|object)\b)[\s\S]*\b(?:escrow(?:ed)? (?:amount|funds?|monies|money|sum|payment|deposit)|(?:amount|funds?|monies|money|sum|payment|portion of the (?:purchase )?price)\b[^.;]{0,80}\b(?:in|into|to) (?:an? |the )?escrow)\b/i;

/** People put on the work ("shall assign to each SOW a project manager", "assign qualified personnel to the Services"):
 *  staffing, not an assignment of the agreement or its rights. */
const PEOPLE_ASSIGNED =
  /\bassign\w*\s+(?:to\s+(?:each|the|any|a|every)\s+(?:[\w-]+\s+){1,2}?)?(?:an?\s+|the\s+|its\s+|one\s+|two\s+|sufficient\s+|suitabl[ey]\s+|qualified\s+|dedicated\s+|experienced\s+|senior\s+)*(?:project\s+managers?|account\s+managers?|personnel|staff|employees|engineers|consultants|technicians|team\s+members|teams?|resources)\b/gi;
/** The time for doing the work: when a party begins or completes the Works, the Services or the installation. */
const TIME_FOR_THE_WORK = /\b(?:begin|commenc|start|complet|finish)\w*\s+(?:the\s+|its\s+|such\s+)?(?:Works|work|Services|installation|construction|project)\b[^.;]*/gi;

/** A service credit ("a service credit of five percent (5%) of the Monthly Fee for each 0.1% by which availability falls
 *  short") and the uptime it is measured against: a reduction of a fee for missing a service level, from the sentence's
 *  start to its end (past the stops of "99.95%"). It shares no revenue or profit. */
const SENTENCE_OF_A_SERVICE_CREDIT = /(?:^|(?<=[.;]))(?:[^.;]|\.(?=\d))*\b(?:service|SLA|availability|uptime|performance)\s+credits?\b(?:[^.;]|\.(?=\d))*/gi;

/** What the Revenue/Profit Sharing check strips: shares of capital, shares as the price, service credits, equity awards,
 *  percentages of a price, a cost, a payment held back or a quantity, and royalty-free grants. */
const NO_SHARE_OF_EARNINGS = new RegExp(
  `${CAPITAL_SHARES.source}|${SHARES_AS_CONSIDERATION_OR_ALL_RETAINED.source}|${SENTENCE_OF_A_SERVICE_CREDIT.source}|${EQUITY_AWARD.source}|${PERCENT_OF_A_PRICE_OR_COST.source}|${PERCENT_HELD_BACK_OR_OF_A_QUANTITY.source}|\\broyalty[-\\s]free\\b|\\bfree\\s+of\\s+(?:any\\s+)?royalt\\w*|\\bwithout\\s+(?:any\\s+)?(?:payment\\s+of\\s+)?royalt\\w*|\\bno\\s+royalt\\w*`,
  'gi',
);
/** What PERCENT_AMOUNT needs: "percent", "per cent" or "%". */
const PERCENTAGE_WRITTEN = /percent|per cent|%/i;
/** NO_SHARE_OF_EARNINGS with PERCENT_AMOUNT matching nothing ("(?!)"): the same matches in a text without a percentage,
 *  where PERCENT_AMOUNT's "words up to 'percent'" would be tried from every letter of every sentence. */
const NO_SHARE_OF_EARNINGS_WITHOUT_PERCENTAGES = new RegExp(NO_SHARE_OF_EARNINGS.source.replaceAll(PERCENT_AMOUNT, '(?!)'), 'gi');

/** What names no affiliate of the licensee: the party called "Customer" (the licensee itself), the grantor's affiliates,
 *  a licence denied or rights kept. */
const AFFILIATE_LICENSEE_STRIP = new RegExp(`\\bCustomer(?:['’]s)?\\b|${AFFILIATES_OF_THE_GRANTOR.source}|${LICENCE_DENIED_OR_KEPT.source}`, 'g');

const CHECKS: Record<ClauseType, WordingCheck> = {
  // CUAD types
  // When the agreement ends: its term, expiry or duration. A right to terminate for breach "within thirty (30)
  // days" states no end of the agreement.
  // A survival period ("this Section shall survive … for five (5) years", "the obligations in this Section continue for
  // three (3) years after this Agreement ends", "shall not disclose … for five years after its termination", what follows
  // "Upon any termination of this Agreement," such as a six-month sell-off, or "In the event this Agreement is terminated for
  // any reason," such as a buy-out) and what remains someone's property are no term of the agreement (a
  // sentence that states the term keeps it, whatever survives).
  'Expiration Date': { strip: new RegExp(`${/(?:^|(?<=[.;]))(?![^.;]*\b(?:the term of this|this (?:\w+ )?agreement (?:shall|will) (?:be|continue|remain|expire|terminate)))[^.;]*\b(?:surviv\w*|(?:upon|on) (?:any |the |such |a |an )?(?:early )?(?:expiration|termination|expiry)(?: (?:or|and) (?:expiration|termination|expiry))?(?: of (?:this|the) (?:\w+ )?agreement)?(?: for any reason)?,|(?:in the event|if)(?: that)? (?:this|the) (?:\w+ )?agreement (?:is|has been|shall be) (?:terminated|cancel+ed)\b[^.;,]*,|(?:after|following) (?:(?:this (?:\w+ )?agreement|it) (?:ends|expires|terminates|is terminated)|the (?:expiration|termination|expiry|end) of this (?:\w+ )?agreement|(?:its|such) (?:expiration|termination|expiry|end)\b|(?:expiration|termination|expiry)(?: (?:or|and) (?:expiration|termination|expiry))?\b(?! of)))[^.;]*/.source}|${DURING_THE_TERM.source}`, 'gi'), all: [/\b(?:term|expir\w*|continu\w*|remain(?:s|ing)? (?:in (?:full )?(?:force|effect)|valid|effective|binding|in place|operative|until|for|through)|until|through|duration|perpetu\w*|indefinite\w*|end(?:s|ing|ed)?|conclud\w*|in effect|in force|valid for|engagement)\b|\b(?:shall|will) (?:automatically )?terminate\b|\bterminates\b|\bautomatically terminat/i],
    // When the agreement ends, stated: a duration, an end date or an expiry. "This Agreement may be terminated by
    // ArTara upon thirty (30) days' notice" under a heading "Term" states none.
    // One sentence must state it of the agreement (or its term, period, licence …): "within the following three (3)
    // Months" in a notice duty does not. "The balance of the Agreement shall remain in full force and effect"
    // (severability, an amendment's continuing validity) states no end.
    test: (text) =>
      capitalisedSentencesOf(text).some((sentence) => {
        // A notional letting ("the rent at which the Property might reasonably be expected to be let … for a term of ten
        // (10) years", a rent review's assumptions) is a measure of value, not this agreement's term.
        if (/\b(?:might|would|could)\s+(?:reasonably\s+)?be\s+expected\s+to\b/i.test(sentence)) return false;
        const rest = sentence.replace(REMAINS_WITHOUT_END, ' ').replace(TIME_WITHIN_THE_TERM, ' ').replace(INTEREST_RUNS, ' ').replace(COVENANT_OUTLASTS_THE_TERM, ' ').replace(PERIOD_FROM_THE_END, ' ').replace(NOT_IN_FORCE_UNTIL, ' ');
        // A right to end it after a stated time ("if the Property has not been reinstated within three (3) years after the
        // damage, either party may terminate this Lease") states when a right arises, not when the agreement ends: such a
        // sentence needs duration wording of its own.
        const right = /\b(?:may|(?:shall\s+)?(?:be\s+entitled|have\s+the\s+right)\s+to)\s+(?:\w+\s+){0,3}?terminat\w*/i.test(rest);
        return ABOUT_THE_AGREEMENT_OR_ITS_END.test(rest) && (AGREEMENT_DURATION.test(rest.replace(/\s+/g, ' ')) || (!right && STATED_END.test(rest)));
      }),
  },
  // A renewal or extension of the term. "Shall continue for two (2) years, unless terminated earlier" is the
  // initial term, not a renewal; "continues thereafter until terminated" is one.
  // A survival period ("shall survive … and continue in effect thereafter for five (5) years") renews nothing.
  // Nor do "for a period of five (5) years thereafter" (counted from the start) or a mention of the defined "Renewal
  // Term" ("the Term consists of the Initial Term and the Renewal Term, if applicable") renew anything.
  // A contract that runs from its start until a party ends it ("begins on the Effective Date and continues until
  // terminated by either party", "shall be effective from the date first above written and shall continue indefinitely
  // until terminated") has no initial term to renew: it needs renewal in other words.
  // CUAD counts automatic extensions and unilateral ones on notice. A renewal the parties may agree later, of no stated
  // length ("the parties may renew this Agreement for further periods by mutual written agreement"), is an agreement to
  // agree: it states no renewal term.
  'Renewal Term': {
    strip: /(?:^|(?<=[.;]))[^.;]*\bsurviv\w*[^.;]*|(?:^|(?<=[.;]))(?![^.;]*\b(?:years?|months?|weeks?|days?)\b)[^.;]*\b(?:renew\w*|extend\w*|extension)\b[^.;]*\b(?:by|upon|on|with|through|under|subject\s+to)\s+(?:the\s+)?mutual\s+(?:written\s+)?(?:agreement|consent)\b[^.;]*|(?<!\bto )\b(?:years?|months?|days?|period)\)? thereafter\b|\b(?:the|any|each|a) (?:Renewal|Extension) (?:Terms?|Periods?)\b(?! (?:shall|will|of|is|means)\b)/gi,
    all: [RENEWAL],
    test: (text) =>
      (!runsUntilNoticeFromStart(text) && !CONTINUES_FROM_THE_START.test(text)) ||
      RENEWAL.test(text.replace(/\bcontinu\w*[^.]{0,120}\buntil\b[^.;]*/gi, ' ')) ||
      /\b(?:thereafter|afterwards|after\s+(?:that|the\s+(?:initial|original|first)\b)|initial\s+(?:term|period))\b/i.test(text),
  },
  // Notice that stops a renewal or is tied to the end of the term; notice of termination at any time is not.
  // A notice that stops a renewal. The notice that exercises an option to extend ("Tenant has one option to extend the
  // Term … by giving notice no later than nine (9) months before the Expiration Date") starts one instead.
  'Notice Period to Terminate Renewal': {
    all: [NOTICE_WORD, NOTICE_STOPS],
    // A notice that can stop the renewal: one that names what it stops, or one given for no stated event ("A six (6)
    // months notice must be given by either party of their intention to terminate relations"). An automatic renewal
    // beside a termination right "by written notice … in the event of the following:" defaults sets no such period.
    test: (text) =>
      sentencesOf(text).some((sentence) => NOTICE_WORD.test(sentence) && (NOTICE_STOPS.test(sentence) || !EVENT_GROUND.test(sentence))) &&
      (!OPTION_TO_EXTEND.test(text) || /\b(?:not|non-?)[- ]?renew\w*|\bterminat\w*|\bcancel\w*|\bautomatic\w*/i.test(text)) &&
      // A renewal that needs both parties' agreement can be stopped by simply not agreeing: a termination right beside it is no renewal notice.
      (!RENEWAL_BY_AGREEMENT.test(text) || /\b(?:not|non-?)[- ]?renew\w*|\bautomatic\w*/i.test(text)) &&
      // The notice ends or renews the contract: a reminder that a period of holding stock is about to lapse ("30 days
      // before the lapse of the 6 month period, the Contractor shall notify the Customer"), in a clause that names no
      // renewal and no agreement, stops nothing.
      /\brenew\w*|\bextend\w*|\bextension\b|\b(?:agreement|lease|licen[cs]e|arrangement|relationship)\b|\bcontract\b(?!\s+(?:price|year|period|quantit\w*|rate)s?\b)/i.test(text),
  },
  'Governing Law': {
    // A choice-of-law sentence: the agreement governed/construed under a named law, or that law applying.
    // Law named as what is broken, allowed or demanded ("whether asserted or determined before the Closing, and whether
    // arising from negligence or violation of Law", "to the extent permitted by applicable Law") chooses none.
    strip: /\b(?:violations?|breach(?:es)?|contraventions?|infringements?)\s+of\s+(?:any\s+)?(?:applicable\s+)?(?:laws?|statutes?)\b|\b(?:permitted|prohibited|required|allowed|mandated)\s+(?:by|under)\s+(?:any\s+)?(?:applicable\s+)?(?:laws?|statutes?)\b|\bcompl(?:y|ies|iance)\s+with\s+(?:all\s+|any\s+)?(?:applicable\s+)?(?:laws?|statutes?)\b/gi,
    // "complies with all applicable Laws" or "taxes borne in accordance with applicable Law" is no choice of law.
    // Plain-language contracts say "The laws of the State of Ohio apply to this agreement".
    // So do "made under and subject to the provision of the substantive laws of the State of New York", "requires
    // application of the laws of the State of Texas", "Effective legislation of the Republic of Kazakhstan shall apply",
    // "governed in all its parts by the applicable regulations of the Republic of Colombia".
    all: [
      /\b(?:governed|construed|interpreted|enforced|determined|controlled|regulated|decided|resolved|adjudicated)\b(?:[^.;]|\.(?=\S)){0,200}\b(?:laws?|statutes?)\b|\b(?:laws?|statutes?)\b[^.;]{0,120}\b(?:shall|will|to) (?:govern|apply|control|be applied)|\bgoverning laws?\b|\bchoice of (?:law|laws|forum and law)\b|\bwith reference to the laws? of\b|\b(?:applicable|proper|governing) law (?:of|to) (?:this|the) (?:agreement|contract)\b|\b(?:english|scots|new york|delaware|california|swiss|german|french|irish|texas|[A-Z][a-z]+) law (?:shall|will) (?:govern|apply)\b|\bsubject to (?:the )?(?:provisions? of (?:the )?)?(?:substantive |internal )?laws? of\b|\bapplication of (?:the )?(?:laws? of\b|[A-Z][a-z]+ [Ll]aws?\b)|\blegislation of\b[^.;]{0,120}\b(?:shall|will) (?:govern|apply)\b|\b(?:governed|construed|interpreted)\b[^.;]{0,60}\b(?:legislation|regulations) of the (?:Republic|State|Kingdom|Commonwealth|People['’]s Republic|Federal Republic)\b|\bin accordance with (?:the )?(?:laws?|statutes?) of\b|\bin accordance with (?:english|[a-z]+) law\b|\blaws? of\b[^.;]{0,80}\b(?:appl(?:y|ies)|governs?) (?:to )?(?:this|the) (?:agreement|contract)\b/i,
    ],
  },
  // Terms at least as good as those given to others: a comparison with other customers' prices or terms, the price
  // compared named as the contract defines it ("a per-minute rate lower than the Applicable Rate then payable").
  // A right of first offer's last look ("if Tessera declines, the Seller may sell to the third party on terms no more
  // favourable than those offered to Tessera") compares the third party's terms with the holder's own offer, not
  // with what others get: that protects the first right, it gives no most-favoured terms.
  // Nor is a co-sale at "the same price per Share and on the same terms" (tag-along, drag-along): shareholders selling
  // together to one buyer, not a buyer promised the terms others get.
  // Nor is a right of first refusal's match: "shall first offer them to the other Venturer at the same price and on
  // the same terms as offered by a bona fide third party purchaser" compares the holder's price with a buyer's offer.
  // Protection against dilution ("protecting JHU against dilution of its equity interest in the event the post-money
  // valuation … is less than $2,000,000") keeps a shareholding's size, it matches no terms given to others.
  'Most Favored Nation': {
    strip: /(?:^|(?<=[.;]|,\s+and\b))[^.;]*?\b(?:anti-?\s?)?dilut\w*(?:[^.;,]|,(?!\s+and\b))*|\b(?:at|for)\s+the\s+same\s+(?:price|consideration)\s+per\s+(?:share|unit|security|interest)\b(?:\s+and\s+on\s+the\s+same\s+terms(?:\s+and\s+conditions)?)?|\bsame\s+(?:price|terms|consideration)\b[^.;]{0,60}?\bas\s+(?:those\s+)?(?:offered|proposed|agreed|contained)\s+(?:by|in)\s+(?:a|the|such|any)\s+(?:bona\s+fide\s+)?(?:proposed\s+|prospective\s+|intending\s+)?(?:third[- ]part(?:y|ies)\s+)?(?:purchaser|buyer|offeror|acquirer|transferee|third\s+party|offer)\b|\b(?:shares?|units|interests?|securities|stock)\b[^.;]{0,60}?\bon\s+the\s+same\s+terms(?:\s+and\s+conditions)?\b/gi,
    none: [FIRST_OFFER_LAST_LOOK],
    all: [
      /\bmost[- ]favou?red\b|\b(?:no|not) (?:be )?(?:less|more) favou?rable\b|\bat least (?:as (?:favou?rable|good|low)|equal)\b|\b(?:the )?same (?:or (?:better|more favou?rable) )?(?:terms|prices?|pricing|rates?|conditions|royalt\w*|benefits)\b|\bterms [^.]{0,40}\bsame\b|\bas favou?rable as\b|\bmore favou?rable\b|\bbetter (?:terms|prices?|pricing|rates?|conditions)\b|\b(?:lowest|best) (?:net )?(?:prices?|pricing|rates?|terms)\b|\b(?:equal to or )?(?:lower|less) than (?:the )?(?:(?:applicable|then[- ]current|current|standard|base|list|contract|agreed|wholesale|published|per[- ]\w+)\s+){0,2}(?:prices?|rates?|fees?|charges?|those)\b|\bparity\b|\bno (?:higher|greater) than (?:the )?(?:(?:applicable|then[- ]current|current|standard|base|list|contract|agreed|wholesale|published|per[- ]\w+)\s+){0,2}(?:prices?|rates?|fees?|charges?|those)\b|\bmatch\w*/i,
      /\bothers?\b|\bthird part\w*|\banyone\b|\bany (?:person|entity|customer|licensee|distributor|purchaser)\b|\bcustomers?\b|\bsimilar(?:ly)?\b|\bcomparable\b|\bmarket\b|\bcompetit\w*|\bprevailing\b/i,
    ],
  },

  'Competitive Restriction Exception': {
    // An exception to a restriction on competing, dealing exclusively or soliciting: the restriction must be in view.
    // "Exclusive" names the restriction, not an exception to it: an exclusive appointment ("appoints Distributor as its
    // exclusive distributor … shall not appoint any other distributor") carves nothing out; "excluding", "exclusion" do,
    // and so does a waiver of the exclusivity for named cases. "Section 5.1 does not prevent Distributor from …" excepts
    // as "shall not prevent" does. (CUAD also labels exclusivity held on a condition so, "upon the customer fulfilling the
    // minimum annual purchase requirement"; counting "exclusive" before such a condition placed 27 more unsupported
    // clauses in the grouped CV, so it is not counted.)
    // A promise not to sell a party's own assets ("shall not sell any Purchased Asset other than inventory in the
    // ordinary course") keeps property for a buyer or a lender; it restricts no competition.
    strip: /\b(?:sell|transfer|dispose\s+of|lease|encumber)\w*\s+(?:any|all|its|the)\s+(?:of\s+(?:its|the)\s+)?(?:[\w-]+\s+)?(?:assets?|propert(?:y|ies)|equipment)\b[^.;]*/gi,
    all: [
      RESTRICTION_SUBJECT,
      /\bnotwithstanding\b|\bexcept\w*|\bexclu(?!siv)\w*|\bwaiv\w*|\b(?:shall|does|do|will|is) not (?:apply|prevent|restrict|prohibit|preclude|limit|bar)|\bprovided(?:,)? (?:that|however)\b|\bother than\b|\bpermit\w*|\bmay\b|\breserv\w*|\ballow\w*|\bnothing\b|\bfree to\b|\bentitled\b|\bright to\b|\bunless\b/i,
    ],
  },
  // A promise not to compete may be put "neither Franchisee nor any of its owners shall own, operate or have any
  // interest in any bakery café …": "neither … nor" denies as "not" does. A non-exclusive appointment ("appoints
  // Manufacturer as a non-exclusive manufacturer; Customer may engage other manufacturers") restricts no one.
  // "Competitive" as a quality of a price or an offer ("market competitive labor rates", "competitive quotations",
  // "a competitive advantage") and a representation that no non-competition agreement binds a party restrain no one.
  'Non-Compete': {
    strip: /\bnon-?\s?exclusiv\w*|\b(?:market[- ])?competitive(?:ly)?\s+(?:(?:labou?r|market|unit)\s+)?(?:pric\w*|rates?|quot\w*|bid\w*|terms|fees?|costs?|advantage|position|edge|salar\w*|compensation|offers?|proposals?|tenders?|bidding|process|basis|levels?)\b|\b(?:not|nor)\s+(?:\w+\s+){0,6}?(?:bound\s+by|party\s+to|subject\s+to)\s+(?:any\s+)?non-?\s?compet\w*\s+(?:agreements?|covenants?|obligations?)\b|\b(?:not|nor)\s+(?:\w+\s+){0,3}?(?:offer|give|grant|provide|allow)\w*\s+(?:any\s+)?(?:discounts?|rebates?|price\s+reductions?|coupons?|refunds?)\b|(?:\bnothing\b[^.;]{0,80}?|\b(?:shall|will|does|do)\s+not\s+(?:in\s+any\s+way\s+)?)(?:restrict|limit|prevent|prohibit|preclude)\w*\b[^.;]*|\b(?:not|never)\s+(?:\w+\s+){0,4}?(?:use|make\s+use\s+of|exploit)\s+(?:any\s+)?(?:of\s+)?(?:the\s+)?(?:other\s+party['’]s\s+|[\w-]+['’]s\s+)?(?:Confidential|Proprietary)\s+Information\b[^.;]*/gi,
    // A bar on using the other's confidential information ("will not make use of any Confidential Information for its own
    // purposes, such as creation of a competitive product") keeps a secret; it bars no competing.
    // A sentence saying what a provision does not restrict ("This Section shall not in any way restrict either party from
    // complying with any law") restrains nobody.
    // A bar on offering discounts ("shall not offer discounts other than those approved by the Franchisor") governs how a
    // party prices, not whether it competes.
    // A grantor's promise not to license or appoint anyone else ("The Licensor shall not grant to any other person a
    // licence to use the Marks on knitwear in the Territory") makes the grant exclusive; it bars no one from competing.
    // A promise not to solicit customers or staff ("shall not solicit any customer … for the purpose of selling products
    // competitive with the Company's products") is a non-solicitation covenant, however it names the competition it
    // guards against: it bars approaching people, not competing.
    none: [
      ONLY_SOLICITING,
      NO_HIRE_UNDER_A_TITLE,
      /^(?![\s\S]*\b(?:compet\w*|similar|rival\w*|engag\w*\s+in|conflict\w*|non-?compet\w*)\b)(?=[\s\S]*\b(?:shall|will|may)\s+not[\s,]+(?:\w+[\s,]+){0,4}?(?:grant|appoint|licen[cs]e)\w*\b[^.;]{0,80}\b(?:any\s+other|another|other|third)\b)(?![\s\S]*\b(?:shall|will|may)\s+not[\s,]+(?:\w+[\s,]+){0,6}?(?:sell|market|distribut|manufactur|develop|offer|provide|operate|own|promote|produce|make|use)\w*)/i,
      // Nor does an appointment's promise that the supplier will not "itself sell the Products to customers located in
      // the Territory": keeping out of the territory it has given away makes the appointment exclusive; it restrains no
      // competition with the other party's own business.
      /^(?![\s\S]*\b(?:compet\w*|similar|rival\w*|engag\w*\s+in|conflict\w*|non-?compet\w*)\b)(?=[\s\S]*\bappoint\w*\b[^.;]{0,80}\bexclusive\b|[\s\S]*\bexclusive\s+(?:distributor|reseller|agent|dealer|licensee)\b)(?![\s\S]*\b(?:shall|will|may)\s+not[\s,]+(?:(?!itself\b|appoint|grant|licen[cs])[\w'’]+[\s,]+){0,6}?(?:sell|market|distribut|manufactur|develop|offer|provide|operate|own|promote|produce|make|use)\w*)/i,
    ],
    // The negation must govern the act: in "the matter in dispute shall not proceed and the Company shall continue to carry
    // on the Business" (a deadlock's end) the Company's own affirmative duty follows a new verb, and bars nothing.
    all: [/\bcompet\w*|\bsimilar\b|\bexclusiv\w*|\brestrict\w*|\b(?:not|neither|nor)\b(?:(?!\band\s+(?:[\w'’]+\s+){0,3}(?:shall|will|must)\s+(?!not\b))[^.]){0,80}\b(?:engage|sell|market|distribut\w*|manufactur\w*|develop|offer|provide|participate|own|operate|carry on|promote|represent|produce|commerciali[sz]e|license|work|render)\b|\bconflict\w*|\brival\b/i],
  },
  Exclusivity: {
    // "non-exclusive" / "nonexclusive" is the opposite of exclusivity: strip it before looking.
    // So is a duty of confidence: "shall not disclose it to any third party", "use it solely for the Purpose".
    // "sole and exclusive owner", "sole discretion", "exclusive remedy", "exclusive jurisdiction" deal with no one exclusively.
    // A bare "only" or "solely" limits what is granted or done ("use the Technology solely to develop", "will only apply
    // in the event of"); it deals exclusively where it names through whom ("procure the Products solely from STAAR") or
    // what alone may be used ("agrees to use only the golf clubs of the Company").
    strip: EXCLUSIVITY_STRIP,
    all: [
      /\bexclusiv\w*|\bsole\b|\b(?:solely|only)\s+(?:from|through|with|via|by|to)\s+(?!the\s+extent\b)|\b(?:use|purchase|buy|carry|stock|sell|wear|display|endorse|promote)\s+only\b|\bonly\s+(?:use|purchase|buy|carry|stock|wear)\b|\bnot\s+(?:to\s+)?appoint\s+(?:any\s+)?(?:additional|other|another|further)\b|\bentire (?:requirements|needs)\b|\ball of (?:its|their) (?:requirements|needs|purchases)\b|\b(?:shall|will|may) not\b[\s,]*(?:(?:directly|indirectly|either|itself|or|and)\b[\s,]*)*(?=[a-z])(?!(?:be\s+(?:permitted|entitled|allowed)\s+to\s+)?(?:sub-?licen[cs]\w*|sublet\w*|assign\w*|transfer\w*|disclos\w*|delegat\w*|pledg\w*|encumb\w*|rent|lease|lend|loan)\b)[^.]{0,240}\b(?:any other(?!\s+(?:intellectual|property|information|materials?|purposes?|use|manner|means|way|provisions?|terms?|obligations?|remed(?:y|ies)|rights?|reasons?|amounts?|sums?|fees?|payments?)\b)|third part\w*|other (?:suppliers?|distributors?|vendors?|manufacturers?|part(?:y|ies)|persons?|entit\w+|licensees?|providers?|resellers?|agents?)|anyone|any (?:person|entity|competitor)|competitors?)\b|\bexcept (?:from|through|to)\b/i,
    ],
    // A grant the clause itself calls non-exclusive is made exclusive by no "only" or "solely" ("a non-exclusive
    // license in the Territory during the Term only to display …"): it needs exclusive dealing in other words.
    // Nor is it by the limits of the licence ("shall not sublicense, disclose or distribute … to any third party"):
    // beside a non-exclusive grant, a refusal to deal counts only where it is one (not to buy from, appoint or sell
    // through others).
    test: (text) => !/\bnon(?:-\s?| )?exclusiv/i.test(text) || EXCLUSIVE_DEALING_BESIDE_A_GRANT.test(text.replace(EXCLUSIVITY_STRIP, ' ')),
  },
  // Soliciting, diverting or dealing with the other's customers, in one sentence: customers and a refusal merely
  // mentioned apart ("provide access to its records … review the services provided to customers") are no covenant.
  // Customers named only by where they are ("shall not solicit orders from customers outside the Territory") are
  // anyone's: that limits where a party may sell (a territorial restriction), not whom of the other's it may approach.
  // A ban on bribes ("shall not offer or give anything of value to any employee of a Customer to induce a purchase") is
  // an anti-corruption covenant: it bars how a party sells, not whom of the other's it approaches.
  // A "Non-Solicitation." heading above a bar on soliciting people "for employment" heads an employee covenant: the
  // heading alone names no customers.
  // A party left free to solicit ("Chase may at any time (directly or indirectly) solicit customer referrals on other
  // terms") is bound by no covenant not to.
  'No-Solicit of Customers': {
    strip: new RegExp(`${SOLICITING_LEFT_FREE.source}|${CUSTOMERS_BY_PLACE_ONLY.source}|\\bnon-?solicit\\w*\\s*[.:](?=[\\s\\S]*\\bsolicit\\w*\\s+(?:\\w+\\s+){0,3}?for\\s+(?:employment|hire|hiring)\\b)|(?:^|(?<=[.;]))[^.;]*\\b(?:anything of value|brib\\w*|kickbacks?|improper (?:payments?|advantages?))\\b[^.;]*`, 'gi'),
    all: [SOLICIT_FRAME, CUSTOMERS_SOLICITED],
    // A "Non-Solicitation" heading over a covenant that names only the other's people ("neither party shall solicit
    // for employment or hire any employee of the other party") bars hiring, not approaching customers: beside staff
    // solicited, the title alone names no customers.
    test: (text) => {
      const untitled = text.replace(/\bnon-?solicit\w*/gi, ' ');
      return !STAFF_SOLICITED.test(untitled) || CUSTOMERS_SOLICITED.test(untitled);
    },
  },


  'No-Solicit of Employees': {
    // Soliciting or hiring the other's people, in one sentence: employees merely mentioned ("neither party's
    // employees are agents of the other") are not solicited.
    all: [SOLICIT_FRAME, STAFF_SOLICITED],
  },


  // A promise not to disparage: disparaging, defamatory or negative statements, or acts that harm the other's
  // reputation or goodwill. "Damages" and "statements" alone are neither. Disparaging named only as a ground on which
  // a party may end the agreement ("may terminate … if the Licensee makes any public statement that disparages the
  // Marks") promises nothing: it is a morals or termination clause, and so is the whole sentence that states the right
  // ("If Athlete commits any act which brings Athlete into public disrepute …, Company may terminate"). Nor does a carve-out that names the covenant
  // ("except for breach of the non-disparagement paragraph, neither party is liable for lost profits") make one.
  'Non-Disparagement': {
    strip: /(?:^|(?<=[.;]))(?![^.;]*\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+not\b)[^.;]*\b(?:may|shall\s+(?:be\s+)?(?:entitled|free)\s+to|is\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:immediately\s+)?(?:terminate|end|cancel|rescind)\b[^.]*|\b(?:may|shall\s+(?:be\s+)?(?:entitled|free)\s+to|is\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:immediately\s+)?(?:terminate|end|cancel|rescind)\b[^.]*|\b(?:breach\w*|violat\w*)\s+of\s+(?:the\s+|its\s+|this\s+|any\s+)?non-?disparagement\s+(?:paragraph|section|clause|provision|covenant|obligation|undertaking)s?\b|\b(?:content|materials?|publication|works?|advertis\w*|programm?e?s?|products?|marks?)\b[^.;]{0,80}\b(?:will|shall|does|do)\s+not\s+(?:\w+\s+){0,2}?(?:constitute|contain|be|include|infringe)\b[^.;]*\b(?:defam\w*|libel\w*|slander\w*|disparag\w*)[^.;]*/gi,
    // A warranty that what is published "will not constitute defamation, product disparagement or trade libel" keeps the
    // content lawful towards anyone; it restrains no party from speaking ill of the other.
    all: [DISPARAGEMENT],
  },
  // A right to end the agreement without cause. A right to terminate for an uncured material breach is
  // termination for cause, however many days' notice it takes.
  'Termination for Convenience': {
    all: [ENDING_WORD, /\bconvenience\b|\bwithout cause\b|\bfor any reason\b|\bany time\b|\bat will\b|\bwith or without\b|\bno reason\b|\bin its (?:sole )?discretion\b|\bnotice\b|\bnotif\w*|\bdays?\b|\bmonths?\b|\bfor any or no\b|\bwithout (?:penalty|liability)\b|\bupon\b|\bif\b/i],
    // "May not be terminated by either Party for its own convenience" denies the right it names. A period after the
    // end ("within thirty (30) days after the termination or expiration of this Agreement, each Party shall return
    // …") is what follows an ending, no right to end: some word on ending must stand outside such phrases.
    test: (text) => {
      const granted = withoutDeniedTerminations(text).replace(CONSEQUENCE_OF_A_TERMINATION, (sentence) => (TERMINATION_GRANTED.test(sentence) ? sentence : ' '));
      return ENDING_WORD.test(granted.replace(THE_END_AS_A_TIME, ' ')) && terminatesWithoutCause(granted);
    },
  },
  // A first right to buy, license or negotiate: something must be bought, sold, licensed or negotiated ("information
  // that was known to the receiving Party before disclosure" has "before" and nothing to acquire). "The first right to bring an action against any infringement" is who
  // enforces a patent first, and "any recovery shall first reimburse the Parties' expenses" the order in which money is
  // applied, and "the first achievement", "the first Licensed Product" count in order: none is a right to acquire
  // anything; nor is a severability clause's promise to "negotiate in good faith a valid provision", nor a patent
  // licence's "make, use, sell, offer for sale and import" (the acts the patent covers). A pre-emptive
  // right to subscribe for new securities is one.
  // A drag-along or tag-along ("may require the other Venturer to sell its shares to the purchaser", "may require that the
  // purchaser also acquire Solmar's shares") makes shareholders sell together: it gives no one a first right to buy.
  // Nor does a deadlock's buy-sell ("either Member may serve a notice offering to buy the other's Interests at the price
  // stated, and the other Member shall either sell its Interests or buy the offering Member's at that price"): it
  // forces one owner out at a price one of them sets, with no third party for anyone to come before.
  'Rofr/Rofo/Rofn': {
    none: [
      /^(?![\s\S]*\b(?:first|refus\w*|match\w*|pre-?empt\w*|option)\b)(?=[\s\S]*\brequire\b[^.;]{0,80}\b(?:to\s+sell|(?:also\s+)?(?:acquire|purchase|buy))\b)/i,
      /^(?![\s\S]*\b(?:first|refus\w*|match\w*|pre-?empt\w*|third\s+part\w*)\b)(?=[\s\S]*\beither\s+(?:to\s+)?(?:sell|transfer)\b[^.;]{0,120}\bor\s+(?:to\s+)?(?:buy|purchase|acquire)\b|[\s\S]*\beither\s+(?:to\s+)?(?:buy|purchase|acquire)\b[^.;]{0,120}\bor\s+(?:to\s+)?(?:sell|transfer)\b)/i,
    ],
    strip: /\b(?:first|initial|primary)\s+(?:right|option|opportunity)\b[^.;]{0,40}?\bto\s+(?:\w+\s+)?(?:bring|institute|commence|initiate|take|enforce|prosecute|defend|control|file|maintain|sue|respond)\b[^.;]*|\bfirst\s+(?:be\s+)?(?:applied|used|paid|allocated|distributed|credited|reimburs\w*|deduct\w*|repa\w*|recover\w*)\b|\b(?:the|that|this|its|each|such)\s+first\s+(?!(?:right|refusal|offer\w*|negotiat\w*|options?|opportunity|look|to)\b)\w+|\bfirst(?<=\(\s*(?:[a-z]|[ivx]{1,4}|\d{1,2})\s*\)\s*first)\s+(?!(?:right|refusal|offer\w*|negotiat\w*|options?|opportunity|look|to)\b)\w+|\bnegotiat\w*\b[^.;]{0,60}\b(?:valid|substitute|replacement|enforceable|lawful|legal|equivalent)\s+(?:provision|term|clause)s?\b|\boffer(?:s|ed|ing)?\s+(?:for|to)\s+sale\b|\b(?:notif\w*|inform\w*|advis\w*|consult\w*)\b[^.;]{0,60}?\b(?:before|prior\s+to)\s+(?:doing\s+so|so\s+doing|it\s+does\s+so)\b|\b(?:before|prior\s+to)\s+(?:the\s+|its\s+|such\s+)?(?:expiry|expiration|termination|end|completion)\b|\bbefore\s+(?:any|a|an|the|such)\s+(?:\w+\s+){0,2}(?:courts?|tribunals?|arbitra\w*|offices?|authorit(?:y|ies)|agenc(?:y|ies)|bod(?:y|ies)|panels?|boards?|judges?|commissions?)\b/gi,
    all: [/\bfirst\b|\bsubscri(?:be|bes|bed|ption)\b|\bmatch\w*|\bnegotiat\w*|\brefus\w*|\boffer\w*|\bprior to\b|\bbefore\b|\bpreferen\w*|\boption\b|\bright to (?:purchase|acquire|buy|participate)\b|\bopportunity\b/i, ROFR_OBJECT],
  },
  // A change in who owns or controls a party: a transfer or a sale of goods alone is not one.
  // A permission to assign without consent to an acquirer ("either party may assign this Agreement without consent to
  // a successor by merger") asks for nothing on a change of control: some other sentence must tie one to a consequence.
  'Change of Control': {
    // A sentence that also forbids assignment by merger without consent, or asks for notice of it, keeps the type.
    // A reorganisation in bankruptcy, or a receiver appointed over a party's assets, is insolvency: no one new controls it.
    test: (text) =>
      sentencesOf(text.replace(INSOLVENCY_NOT_CONTROL, ' ')).some(changeOfControlHasConsequence),
    all: [
      CHANGE_OF_CONTROL,
    ],
  },

  // A transfer that needs the other's consent or notice, or is forbidden: "binding upon the parties and their
  // successors and assigns" restricts nothing.
  'Anti-Assignment': {
    all: [
      /\bassign\w*|\btransfer\w*|\bdelegat\w*|\bsubcontract\w*|\bsucce\w*|\bchange (?:of|in) control\b|\bsublicens\w*|\bpledg\w*|\bencumb\w*|\bmerge\w*|\bacqui\w*|\bpersonal\b/i,
      /\bconsent\w*|\bapprov\w*|\bnotice\b|\bnotif\w*|\bpermission\b|\bauthori[sz]\w*|\b(?:not|no|neither|nor|never|without|cannot)\b|\bremains? (?:fully |solely |primarily )?(?:responsible|liable)\b|\bprohibit\w*|\bvoid\b|\bnull\b|\bpersonal\b|\bonly\b|\bsolely\b|\bexcept\b|\bprovided\b|\bterminat\w*|\brestrict\w*|\bcondition\w*/i,
    ],
  },
  // A share of revenue or profit: royalties, commissions, a percentage of sales. A fixed fee ("the license fees
  // specified in Exhibit B", "a transfer fee of half the franchise fee") shares nothing, nor does a percentage of a
  // price or a cost: "of which fifty percent (50%) is payable on signing", rent "increasing by three percent (3%)",
  // a tenant's "pro rata share (11.4%) of Operating Expenses", a late charge of "five percent (5%) of the overdue amount".
  // A licence "royalty-free" or "without royalty" shares nothing. Nor does a figure the filing redacted ("an upfront
  // fee of [***]"): it may be any amount.
  // Nor does a capital contribution "in exchange for sixty percent (60%) … of the shares of the Company", or a duty to fund
  // "its pro rata share" of a capital call: what a party owns or funds, not a share of what the business earns.
  'Revenue/Profit Sharing': {
    strip: (text) => (PERCENTAGE_WRITTEN.test(text) ? NO_SHARE_OF_EARNINGS : NO_SHARE_OF_EARNINGS_WITHOUT_PERCENTAGES),
    all: [/\brevenues?\b|\bprofits?\b|\broyalt\w*|\bpercent\w*|%|\bshar(?:e|es|ed|ing)\b|\bcommissions?\b|\bproceeds\b|\bnet sales\b|\bgross (?:sales|revenues?|receipts|margin|income|amount)\b|\bsplit\b|\bincome\b|\bearnings\b|\bmargin\w*|\b(?:per|(?:for|on|in respect of) (?:each|every)) (?:unit|sale|transaction|subscriber|customer|order)\b|\bper (?:\w+ ){1,3}(?:shipped|sold|delivered|purchased|processed|traded)\b|\bsales (?:price|volume)\b/i],
  },
  // A limit on raising or lowering a price: a price that is merely stated restricts nothing.
  'Price Restrictions': {
    // A rate of interest, of a dividend or of exchange is the price of money, not of what the contract sells.
    strip: /\b(?:interest|dividend|exchange|discount|tax|withholding|remarketing|coupon|reset|floating|maximum)\s+rates?\b|\brates?\s+(?:per\s+annum|of\s+interest)\b|\bper\s+annum\b/gi,
    all: [
      new RegExp(`(?:${PRICE.source})[^.;]{0,80}(?:${PRICE_LIMIT.source})|(?:${PRICE_LIMIT.source})[^.;]{0,80}(?:${PRICE.source})`, 'i'),
    ],
  },

  // A minimum amount or number of units one party must buy, sell or pay per period. A fixed fee is a price, a
  // lead time "at least sixty (60) days before" is no quantity, and insurance limits "of not less than $5,000,000"
  // are cover, not a purchase.
  // A fee for ending early ("BNL shall pay to VIP a cancellation fee equal to the greater of (i) the Minimum Fee
  // multiplied by the remaining number of months …") is what ending costs, not a minimum a party must buy while it lasts.
  'Minimum Commitment': {
    strip: new RegExp(`${FEE_FOR_ENDING_EARLY.source}|${MINIMUM_OF_TIME.source}|${MINIMUM_OF_A_QUALITY.source}|${NO_MINIMUM.source}|${NOT_A_PROMISED_MINIMUM.source}|${SERVICE_TARGET_OR_BALANCING_SHORTFALL.source}|${BEYOND_A_MINIMUM.source}`, 'gi'),
    all: [MINIMUM_MARK],
    // Insurance a party must "purchase and maintain" is cover it carries, not goods it buys.
    test: (text) =>
      !/\binsur\w*|\bpolicy limits?\b|\b(?:liability|umbrella|cargo|property|casualty)\s+coverage\b|\bminimum\s+limits?\b/i.test(text) ||
      /\b(?:purchase|order|buy|sell|sales|units|volume|quantit\w*|royalt\w*)\b/i.test(text.replace(/\b(?:purchase|procure|obtain|buy)\w*\s+(?:and\s+(?:maintain|keep)\w*\s+)?(?:[^.;]{0,80}?\s)?(?:insurance|insurance\s+polic(?:y|ies)|coverages?)\b/gi, ' ')),
  },
  // A ceiling on quantity or use ("up to two (2) technicians", "shall not exceed 20 hours", "in excess of the
  // forecast"), or a charge or consent once it is passed: a quantity merely stated restricts nothing, and a cap on
  // liability is no volume.
  'Volume Restriction': {
    strip: new RegExp(`${MONEY_CEILING.source}|${VOLUME_STRIP_REST.source}|${BEYOND_A_MINIMUM.source}`, 'gi'),
    all: [VOLUME_CEILING, CEILING_ON_A_COUNT],
    // Nor are the limits of an arbitration (depositions, interrogatories, arbitrators): they ration no product or service.
    none: [/\bliab(?:le|ility|ilities)\b[^.;]{0,150}\b(?:exceed\w*|up to|limited to|in excess of|more than|maximum|cap(?:ped)?)\b|\b(?:maximum|aggregate|total|cumulative) liab/i, /^(?=[\s\S]*\barbitrat)(?=[\s\S]*\b(?:depositions?|interrogatories|discovery)\b)/i],
  },
  // Who owns what is created: intellectual property, inventions, work product. "The Security Deposit shall be the
  // property of the Repairer" owns money, not IP.
  'IP Ownership Assignment': {
    // A party keeping what it already owns ("the Certegy Group's rights in the Licensed Materials shall be and remain
    // the exclusive property of Certegy", "all right, title and interest in the Licensed IP shall be owned by SpinCo")
    // moves nothing: only a sentence about what is created, improved or transferred can.
    strip: new RegExp(`${OWN_CREATIONS_KEPT.source}|${OWNERSHIP_KEPT_OR_ACKNOWLEDGED.source}`, 'gi'),
    // Nor does acknowledging what the other already owns ("Honeywell hereby acknowledges SpinCo's right, title and
    // interest in and to the SpinCo IP").
    all: [
      /\bassign\w*|\bown\w*|\bproperty\b|\btitle\b|\bvest\w*|\btransfer\w*|\bmade for hire\b|\bright,? title\b|\bbelong\w*|\bconvey\w*|\bretain\w*/i,
      INTELLECTUAL_PROPERTY,
    ],
  },
  // Intellectual property both parties own: "the parties" or "each party shall own" its own inventions is not that,
  // nor a cable segment "owned by the Parties in common and undivided shares".
  'Joint IP Ownership': { all: [INTELLECTUAL_PROPERTY, /\bjoint(?:ly)?[- ]?(?:own\w*|invent\w*|patents?|ip|intellectual|works?|technology|improvements?|data|results)|\bjoint(?:ly)? develop\w*\b[^.;]{0,160}\b(?:own\w*|title|co-?own\w*|undivided)\b|\bco-?own\w*|\bundivided\b|\bin common\b|\bshared? (?:ownership|rights)\b|\b(?:own|owned|title)\b[^.]{0,60}\b(?:jointly|equally|together|in equal shares)\b|\bjointly\b[^.]{0,60}\b(?:own|owned|title)\b|\bjoint (?:owners?|ownership)\b/i] },
  // A grant of a licence or right. A reservation ("no rights or licenses are granted except as expressly set forth")
  // grants nothing.
  'License Grant': {
    // An option or right to negotiate a licence ("grants Sponsor an option … to negotiate an exclusive, royalty-bearing
    // licence on commercially reasonable terms") grants none yet: the licence awaits an agreement not yet made.
    strip: new RegExp(`${/(?:^|(?<=[.;]))[^.;]*\b(?:options?|rights?|opportunit(?:y|ies))\b[^.;]{0,80}?\bto\s+(?:negotiate|discuss)\b[^.;]*\blicen[cs]\w*[^.;]*|(?:^|(?<=[.;]))[^.;]*\b(?:no|not|nothing)\b[^.;]{0,100}\b(?:rights?|licen[cs]es?)\b[^.;]{0,60}\b(?:(?:is|are|shall be|will be|be|being) (?:hereby )?(?:granted|conferred|implied|given)|grants?|confers?)\b[^.;]*|\ball rights not (?:expressly )?granted[^.;]*|\breserves? all rights[^.;]*|\b(?:to the (?:maximum |fullest )?extent )?(?:permitted|allowed) (?:by|under) (?:applicable )?laws?\b|(?:^|(?<=[.;]))(?![^.;]*\b(?:grant\w*|licen[cs]e (?:to|under)|right to|may (?:\w+ ){0,2}(?:use|sell|distribute|copy|make)))[^.;]*\b(?:(?:shall|will|may|must) not|agrees? not to)\b[^.;]*/.source}|${GRANT_FORBIDDEN.source}`, 'gi'),
    all: [/\blicen[cs]\w*|\bsublicens\w*|\bright to (?:use|sell|distribute|reproduce|market|make|manufacture|display|perform|copy|access|promote|resell|import|export|exploit|practice|offer|host|modify|operate)|\bgrants?\b|\bgranted\b|\bpermi(?:t|ts|tted|ssion)\b|\bauthori[sz]\w*|\brights? (?:in|under|to)\b|\bappoint\w*|\bfranchise\b|\bright and (?:license|authority)\b|\buse\b/i, GRANT_OF_RIGHTS],
  },
  // A licence or granted right that may not be transferred: a duty not to disclose information is no licence.
  // A limit on passing the licence on must be stated: "non-transferable", "personal", "may not sublicense without
  // consent", "sublicensable only to its Affiliates". A grant that is merely silent on it, or that calls the licence
  // transferable or sublicensable, limits nothing; a word about third parties or selling alone is a cue, not the type.
  // Training annotations refused: 15 more of 220 (CUAD also labels purpose limits, "for research purposes only"); nested
  // CV presence / report coverage / annotated share 0.754 / 0.816 / 0.686 → 0.755 / 0.817 / 0.688.
  'Non-Transferable License': {
    test: (text) => {
      const grant = text.replace(/\bnon-?\s*(?:\d+\s+)?(?=transfer|assign|sub-?licen)/gi, 'non').replace(/\bnon-?\s?exclusive\b/gi, '');
      return LIMITS_PASSING_ON.test(grant);
    },
    all: [/\blicen[cs]\w*|\bsub-?licens\w*|\brights?\b|\bgrant\w*|\bappoint\w*|\bsub-?distribut\w*|\bhave made\b/i, /transfer\w*|assign\w*|\bsublicens\w*|\bpersonal\b|\bdelegat\w*|\bsell\b|\blease\b|\brent\b|\bshare\b|\bdisclose\b|\bthird part\w*|\bany other (?:person|entity|party)\b|\bown (?:internal )?use\b|\binternal\b/i],
  },
  // A licence that reaches affiliates: the affiliates and a licence or a grant of rights.
  // The licensor's affiliates: a grant "to Customer and its Affiliates" reaches the licensee's (Affiliate License-Licensee).
  // Nor do the licensor's affiliates named as the holders a grant is shared with ("the right, on a co-exclusive basis
  // (solely with Licensor and its Affiliates), to promote"): they grant nothing.
  'Affiliate License-Licensor': { strip: new RegExp(`${AFFILIATES_OF_THE_GRANTEE.source}|${LICENCE_DENIED_OR_KEPT.source}|${AFFILIATES_SHARING_A_GRANT.source}`, 'gi'), all: [AFFILIATE_LICENSE, GROUP_COMPANIES] },
  // The party the contract calls "Customer" is the licensee itself, not its customers: a grant "to Customer" alone
  // reaches no one else.
  // The grantor's affiliates give a licence; only the grantee's receive one.
  'Affiliate License-Licensee': {
    strip: AFFILIATE_LICENSEE_STRIP,
    all: [AFFILIATE_LICENSE, LICENSEE_AFFILIATES],
    // The licence and the affiliates in one sentence: "Products sold by the Distributor or its Affiliates may be
    // co-branded" beside a trade-mark licence granted "to the other party" extends that licence to no affiliate.
    test: (text) => sentencesOf(text.replace(AFFILIATE_LICENSEE_STRIP, ' ')).some((sentence) => AFFILIATE_LICENSE.test(sentence) && LICENSEE_AFFILIATES.test(sentence)),
  },
  // Use without a ceiling on its amount: unlimited users, copies, calls or rights, any number of them, enterprise-wide.
  // A royalty-free or fully paid licence is priced, not unlimited.
  // Unlimited use under a licence: an "Unlimited Guarantee", unlimited access to books or an "unlimited legal right" to
  // contract licenses nothing.
  'Unlimited/All-You-Can-Eat-License': {
    // "renew for an unlimited period of time" says how long, not how much: a perpetual term is no unlimited licence.
    strip: /\bunlimited\s+(?:period|time|duration|term|number\s+of\s+(?:renewals?|extensions?|renewal\s+terms?))\b/gi,
    all: [
      /\blicen[cs]\w*|\bsub-?licens\w*|\bgrant\w*|\bright to (?:use|access|copy|reproduce|install|distribute)\b|\bseats?\b|\busers?\b|\bcopies\b|\binstall\w*|\bsubscri\w*|\bdeploy\w*|\bcalls?\b|\bsupport\b|\bservices?\b|\busage\b|\bquer(?:y|ies)\b|\bdownloads?\b/i,
      /\bunlimited\b|\bany number of\b|\ball[- ]you[- ]can[- ]eat\b|\benterprise[- ]?wide\b|\benterprise (?:license|licence|agreement)\b|\bas many (?:\w+ ){0,2}as\b|\bwithout (?:any )?(?:limit(?:ation)?|restriction) (?:on|as to|of) (?:the )?(?:number|quantity|amount|volume|use)\b|\bno (?:limit(?:ation)?|cap|maximum|restriction) (?:on|as to) (?:the )?(?:number|quantity|amount|volume|use)\b/i,
    ],
  },
  // A licence or granted right that is irrevocable or perpetual: "hereby irrevocably assigns … all right, title and
  // interest" transfers ownership and licenses nothing.
  // "Upon termination, all licenses granted hereunder shall automatically terminate" under a heading "Surviving
  // Obligations" says the opposite: without a perpetual or irrevocable word, licences that end are neither.
  'Irrevocable or Perpetual License': {
    test: (text) => PERPETUAL_OR_IRREVOCABLE.test(text) || !/\blicen[cs]es?\b[^.;]{0,80}\b(?:shall|will)\s+(?:automatically\s+|immediately\s+)?(?:terminate|cease|end|expire|revert)/i.test(text),
    all: [/\blicen[cs]\w*|\bsub-?licens\w*|\bgrant\w*|\bright to (?:use|sell|distribute|reproduce|make|copy|exploit|practi[cs]e|access)\b|\brights? (?:in|under|to)\b/i, LASTING_RIGHT] },
  // Source code deposited with a third party or released on events: a licence to source code alone is not escrow.
  // Nor is an escrow of money ("$620,000 (the Escrow Amount) paid to the escrow agent as security for Seller's
  // indemnification obligations"): what is deposited must be code, software, technology or materials. An escrow
  // agreement named among the documents that make up the entire agreement deposits nothing either.
  'Source Code Escrow': { strip: /(?:^|(?<=[.;]))[^.;]*\b(?:entire (?:agreement|understanding)|supersed\w*)\b[^.;]*/gi, none: [ESCROW_OF_MONEY_ONLY], all: [/\bsource (?:code|materials?)\b|\bdeposit(?:ed)? materials?\b|\bescrow (?:agent|agreement|account|deposit|arrangement|materials?|company|provider)\b|\bdeposit\w*\b[^.;]{0,80}\bescrow\b|\bescrow\b[^.;]{0,80}\b(?:deposit\w*|releas\w*)/i, /\bescrow\w*|\bdeposit\w*|\breleas\w*|\binsolv\w*|\bbankrupt\w*|\bceas\w*|\bobtain\w*|\baccess conditions?\b|\breceptacle\b|\bstor(?:e|ed|age)\b|\boccurrence\b/i] },
  'Post-Termination Services': {
    all: [POST_TERMINATION],
    // The Closing of a sale completes the agreement's purpose, it ends nothing: help "for six (6) months after the
    // Closing" to transition the business is a covenant of the sale, not a duty after termination or expiry.
    none: [/^(?![\s\S]*(?:\bterminat\w*|\bexpir\w*|\bcessation\b|\bwind(?:ing)?[- ](?:down|up)\b|\bend of (?:the |this |its )?(?:term|agreement)\b))[\s\S]*\b(?:after|following|from and after|subsequent to) (?:the )?Closing\b/i],
    // A right to end the agreement ("may terminate … for material breach") is not itself a duty after its end.
    // Nor is a term that runs "unless earlier terminated": that states how long the agreement lasts.
    // The sentence must place something after the end ("upon termination", "following expiry", "survive"): a
    // right to terminate "upon written notice" or a term renewed unless ended "prior to the expiration" places nothing there.
    // A provision that merely survives ("This paragraph survives the end of the term for three (3) years", "Sections 7
    // and 9 shall survive termination") asks for no service, transition or wind-down after the end: keeping a secret
    // longer is confidentiality, a survival clause is a survival clause. It counts only where some other sentence
    // places an act after the end (returning or destroying the information).
    // Nor does a licence kept through a trustee's rejection in bankruptcy (Section 365(n)): it keeps rights, it asks
    // for no service after the end.
    test: (text) =>
      sentencesOf(text).some(
        (sentence) =>
          AFTER_THE_END.test(sentence.replace(TERM_UNLESS_ENDED, ' ')) &&
          !(TERMINATION_RIGHT.test(sentence) && !/\b(?:shall|will|must)\b/i.test(sentence)) &&
          !PROVISIONS_MERELY_SURVIVE.test(sentence) &&
          !RESTRAINT_ONLY_OUTLASTS.test(sentence) &&
          !NO_FURTHER_OBLIGATION.test(sentence) &&
          !REJECTION_IN_BANKRUPTCY.test(sentence),
      ),
  },
  // A right to audit, inspect or examine the other party's books, records or premises: keeping records is
  // not, by itself, an audit right.
  // Financial statements a party delivers "audited" by its own accountants are reporting: the other party audits nothing.
  'Audit Rights': {
    strip: /\b(?:un)?audited\s+(?:(?:annual|quarterly|monthly|consolidated|year-end|interim|and\s+unaudited|or\s+unaudited)\s+)*(?:financial\s+statements|accounts|balance\s+sheets?|statements\s+of\s+\w+)\b/gi,
    all: [/\baudit\w*|\binspect\w*|\bexamin\w*|\breview\w*|\baccess\b|\bverif\w*|\bcop(?:y|ies)\b|\bvisit\w*|\bcheck\w*|\bmonitor\w*|\bavailable (?:to|for)\b|\bmake (?:\w+ ){0,4}available\b|\b(?:right to )?enter\b|\bupon (?:\w+ )?request\b|\bfurnish\w*[^.]{0,80}\breports?\b/i],
    // What is examined: books, records, premises, systems or compliance. Access to premises in order to perform the
    // services ("Owner shall furnish reasonable access to the Premises to allow Provider to perform") audits nothing.
    test: (text) => AUDITED.test(text) && !/^(?![\s\S]*\b(?:audit\w*|inspect\w*|examin\w*|verif\w*|books|records|accounts)\b)[\s\S]*\baccess\b[^.;]{0,120}\b(?:to|in order to|so as to) (?:allow|enable|permit)?\s*(?:\w+ ){0,4}(?:perform|provide|install|deliver|carry out)/i.test(text),
  },
  'Uncapped Liability': {
    // Uncapped: a liability, and wording that takes it out of any cap or exclusion. A sentence stating the cap
    // ("will not be more than the General Cap Amount") or a bare consequential-damages waiver is not uncapped.
    // "Including, without limitation," lists examples; it lifts no cap. An exception to an indemnity ("except to the
    // extent the Losses result from the other's negligence") takes nothing out of a limit: a carve-out needs a limit.
    all: [LIABILITY],
    // Nor does a carve-out of the damages the agreement itself provides ("except for damages expressly provided for in
    // this Agreement, neither party shall be liable for consequential damages"): it keeps the agreed remedies (delay
    // damages, a termination payment) out of the exclusion, and lifts no cap from any breach.
    test: (text) => {
      const body = text.replace(WITHOUT_LIMITATION_IDIOM, ' ').replace(NOTWITHSTANDING_IDIOM, ' ').replace(AGREED_DAMAGES_KEPT, ' ').replace(BASKET_REACHED, ' ');
      return UNCAPPING.test(body) || (LIMIT_IN_VIEW.test(body) && (NAMED_CARVE_OUT.test(body) || (CARVE_OUT.test(body) && !CAP_STATED.test(body))));
    },
  },
  'Cap on Liability': {
    all: [
      LIABILITY,
      /\bexceed\w*|\blimit\w*|\bmore than\b|\bgreater than\b|\bmaximum\b|\bcap\w*|\baggregate\b|\bin excess\b|\bnot (?:be )?liable\b|\bin no event\b|\bexclusive remedy\b|\bsole (?:and exclusive )?(?:remedy|liability|obligation)\b|\btotal\b|\bwaive\w*|\bno (?:liability|claim)\b|\bconsequential\b|\bindirect\b|\bpunitive\b|\bincidental\b|\bwithin (?:\w+ )?(?:\(\d+\) )?(?:days|months|years?)\b|\bexcluded\b|\bdisclaim\w*|\bnot be responsible\b|\bonly\b|\blesser\b|\bcumulative\b|\bequal to\b|\bamount\w*/i,
    ],
    // An indemnity ("shall indemnify and hold harmless … from all losses, in any amount") limits nothing unless
    // a sentence also says how far the liability goes. A heading that names liability over a body that only disclaims
    // warranties ("4.2 LIMITATION OF WARRANTY AND LIABILITY. LICENSOR DOES NOT MAKE WARRANTIES OF ANY KIND") limits none;
    // where the filing redacted the body, the heading is all there is to read.
    test: (text) =>
      (!/\bindemnif\w*|\bhold\w* (?:\w+ ){0,6}harmless\b/i.test(text) || CAP_OR_EXCLUSION.test(text)) &&
      (REDACTION.test(text) || LIABILITY_IN_THE_BODY.test(text.replace(/^\s*\d{1,3}(?:\.\d{1,3})*\.?\s+/, '').replace(RUN_IN_HEADING, ' '))),
    // Insurance limits ("excess liability insurance … $5,000,000 per occurrence") are cover a party must carry,
    // not a cap on what it owes, unless a sentence also limits the liability itself.
    none: [/^(?![\s\S]*(?:\blimited to\b|\blimitations? (?:of|on) liab|\bexceed\w*|\bin no event\b|\bnot (?:be )?liable\b|\bno liability\b|\bwaive\w*|\bdisclaim\w*|\bconsequential\b|\bcap(?:ped)?\b|\bentire liability\b|\bsole (?:and exclusive )?remedy\b))[\s\S]*\binsur\w*/i],
  },
  // A sum fixed in advance for a breach, a delay or an early end: "all losses, damages and expenses" an indemnity
  // covers, or the damages a limitation of liability excludes, are not fixed in advance.
  'Liquidated Damages': {
    // Liquidated damages named only among what a cap leaves out, or among a party's remedies, are fixed elsewhere.
    strip: new RegExp(`${LIQUIDATED_DAMAGES_CARVED_OUT.source}|${LIQUIDATED_DAMAGES_AMONG_REMEDIES.source}`, 'gi'),
    all: [/\bliquidated\b|\bpenalt\w*|\bdamages\b|\bfees?\b|\bpay\w*|\bamounts?\b|\bforfeit\w*|\bsums?\b|\bcompensat\w*|\$|\bcharges?\b|\bcredits?\b|\brebate\w*|\brefund\w*|\bpercent\w*|%/i],
    // A price and how it may change ("we can raise our prices once a year", "our prices do not include sales tax") is
    // what is paid for the service: with no breach, failure, delay or ending in view it fixes no damages. So is a fee
    // floor ("The minimum monthly fee shall not be less than $5,000") and a rate for work by the hour ("Such fee shall be
    // $100 per hour for programming time"): a shortfall is "less than" a minimum, a floor is "not … less than" one.
    // A periodic fee, an instalment, a bonus or a reimbursement paid for the work itself ("an annual fee of $480,000,
    // payable in twelve equal monthly installments"; "a bonus of $60,000 if the content reaches 15,000,000 views") with
    // no breach, failure, delay, shortfall or ending anywhere in view is the price, not a sum fixed for a breach or an
    // early end. (A one-off buy-out or event fee is left to the model.) Nor is a security deposit the holder may apply to
    // what is owed ("Owner may apply the deposit to any amount Renter owes and does not pay"): it secures actual debts,
    // unless it is kept as liquidated damages, forfeited or a penalty.
    none: [/^(?![\s\S]*\b(?:liquidated|forfeit\w*|penalt\w*|pre-?estimate)\b)(?=[\s\S]*\b(?:security\s+deposits?|deposits?\s+(?:as|by\s+way\s+of)\s+security)\b)(?=[\s\S]*\b(?:apply|applied|set\s+off|draw\s+on|deduct)\w*\b[^.;]{0,60}\b(?:amounts?|sums?|monies|money|rent|charges?)\b[^.;]{0,30}\b(?:owe[sd]?|owing|due|unpaid|outstanding)\b)/i, new RegExp(String.raw`^(?![\s\S]*(?:${BREACH_OR_END_WORDS}|\bnot\s+(?:\w+\s+)?(?:deliver|perform|complet|meet|achiev|return|paid|made|open|ship|supply|suppl)\w*|\bnon-?\w+|\bearly\b|\bwithdraw\w*|\bmiss\w*|\boverdue\b|\bbelow\b|(?<!\bnot\s+(?:be\s+)?)\bless than\b|\bloss\w*|\bceas\w*|\bwithout cause\b|\bconvenience\b))(?=[\s\S]*(?:\b(?:annual|monthly|weekly|quarterly|hourly|daily)\s+(?:fees?|retainer|salary|compensation|remuneration)\b|\binstal?lments?\b|\bbonus\w*|\breimburs\w*|\bper\s+(?:man-?|person-?)?hour\b|\bhourly\s+rates?\b))`, 'i'), new RegExp(String.raw`^(?![\s\S]*(?:${BREACH_OR_END_WORDS}))[\s\S]*(?:\b(?:prices?|pricing|fees?|rates?|charges?)\b[^.;]{0,60}\b(?:increas\w*|rais\w*|adjust\w*|(?:sales |value added |use )?tax(?:es)?|VAT)\b|\b(?:increas\w*|rais\w*|adjust\w*)\b[^.;]{0,40}\b(?:prices?|pricing|fees?|rates?|charges?)\b)`, 'i')],
    test: (text) =>
      (SUM_FIXED_IN_ADVANCE.test(text.replace(LIQUIDATED_DAMAGES_CARVED_OUT, ' ')) || !/\bindemnif\w*|\bhold\w* (?:\w+ ){0,6}harmless\b|\b(?:not|no) (?:be )?liab\w*|\bin no event\b|\bliability\b[^.;]{0,80}\b(?:exceed|limited to)\b/i.test(text)) &&
      // Interest on a late payment ("shall bear interest at the lower of 1% per month") is the price of credit, not
      // damages fixed in advance for a breach.
      !(/\binterest\b/i.test(text) && /\b(?:late|overdue|past[- ]due|unpaid|delinquent|not\s+(?:been\s+)?(?:paid|made|received)|due\s+date)\b/i.test(text) && !SUM_FIXED_IN_ADVANCE.test(text.replace(/(?:^|(?<=[.;]))[^.;]*\binterest\b[^.;]*/gi, ' '))),
  },
  'Warranty Duration': {
    // A warranty, or a remedy for defects (repair, replace, correct): a duty to report a defect is neither. Nor is the
    // warranty period named only to date something else ("this agreement ends when the warranty period has expired").
    strip: WARRANTY_PERIOD_AS_A_TIME,
    all: [/\bwarrant\w*|\bguarant\w*|\bfree (?:of|from) (?:defects|errors)\b|\b(?:non-?)?conform\w*|\breject\w*\b[^.]{0,80}\b(?:products?|goods|shipments?|deliver\w*|batch\w*|units?|defect\w*|samples?|lots?)\b|\binspect\w*\b[^.]{0,120}\b(?:reject|accept|defect|conform|nonconform|non-conform|damage|shortage)\w*|\b(?:reject|accept)\w*\b[^.]{0,120}\binspect\w*|\b(?:repair|replace|correct|remed(?:y|ied)|fix)\w*\b[^.]{0,120}\b(?:defect\w*|nonconform\w*|non-conform\w*|errors?|bugs?|malfunction\w*)|\b(?:defect\w*|nonconform\w*|non-conform\w*|errors?|bugs?|malfunction\w*)\b[^.]{0,120}\b(?:repair|replace|correct|remed|fix)\w*/i, /\bperiod\b|\bmonths?\b|\byears?\b|\bdays?\b|\bduration\b|\bterm\b|\bexpir\w*|\bfrom the date\b|\bafter\b|\buntil\b|\bthereafter\b|\blife\b|\bfollowing\b|\bwithin\b/i],
  },
  // Insurance a party must carry. "Take precautions to insure that the network is free of viruses" uses "insure"
  // for "ensure": no insurance is in view. "Shall insure it for its full replacement value" is cover.
  Insurance: {
    // Nor does a party that "may at its own expense insure": cover left to a party's choice is required of no one.
    // Nor does a repairing covenant that excepts damage by an "Insured Risk" unless "the insurance money is
    // irrecoverable": it names risks and proceeds of cover another clause requires, and asks no one to carry any.
    // Nor a sentence saying only that insurance limits no liability ("Neither Party's insurance will be construed to
    // create a limit of liability"): it asks no one to carry cover.
    strip: /\b(?:the\s+|an?\s+|any\s+)?Insured\s+Risks?\b|\binsurance\s+(?:money|moneys|monies|proceeds)\b|\binsur(?:e|es|ing)\s+(?:that|the (?!\w+ against)|it is|its (?!\w+ against))|(?:^|(?<=[.;]))[^.;]*\bmay\s+(?:\w+\s+){0,5}?insure\b[^.;]*|(?:^|(?<=[.;]))(?![^.;]*\b(?:maintain|carry|carries|obtain|procure|purchase|keep|provid|name|endorse|furnish|deliver)\w*)(?=[^.;]*\b(?:not|no|nothing|neither|nor|never)\b(?!\s+(?:less|fewer|lower)\b))[^.;]*\binsur\w*[^.;]*\b(?:limit|reduc|relie[vf]|restrict)\w*[^.;]*\bliabilit\w*[^.;]*/gi,
    all: [
      /\binsur\w*|\bunderwrit\w*|\breinsur\w*|\bpolicyholder\b|\bcertificates? of coverage\b|\bcoverages?\b[^.]{0,80}\bpolic(?:y|ies)\b|\bpolic(?:y|ies)\b[^.]{0,80}\b(?:limits?|coverages?|premiums?)\b|\beach occurrence\b|\bworkers'? compensation\b|\bgeneral liability\b|\bumbrella (?:liability|coverage|polic)|\bproducts? liability (?:coverage|polic)|\berrors and omissions\b/i,
    ],
  },
  // Not enforcing a right at once gives up nothing ("consent to any act shall not be deemed to waive consent to any
  // subsequent act", "no waiver shall be effective unless in writing"): a non-waiver clause keeps claims, it gives none up.
  'Covenant Not to Sue': {
    strip: /(?:^|(?<=[.;]))[^.;]*\b(?:shall|will|does|do)\s+not\s+(?:in\s+any\s+way\s+)?(?:be\s+)?(?:deemed|construed|considered|constitute|operate)\s+(?:to\s+(?:be\s+)?|as\s+)?(?:an?\s+)?waive\w*[^.;]*|(?:^|(?<=[.;]))[^.;]*\bno\s+(?:\w+\s+)?waiver\b[^.;]*/gi,
    all: [/\bsue\b|\bsuits?\b|\bactions?\b|\bclaims?\b|\bchalleng\w*|\bcontest\w*|\bproceedings?\b|\bassert\w*|\blitigat\w*|\bdisput\w*|\boppos\w*|\battack\w*|\bvalidity\b|\brelease\w*|\bwaive\w*|\binstitut\w*|\bcommenc\w*|\bbring\b|\bcontrovert\w*|\binfring\w*|\bcancel\w*|\binterfer\w*/i],
  },
  // A non-party who may enforce the contract or a part of it. "There are no third-party beneficiaries" names none;
  // "except for the Indemnitees, no third party …" does.
  // An agreement that "shall inure to the benefit of VIP, BNL and their respective successors and assigns" binds and
  // benefits whoever steps into a party's place by succession or assignment: those become parties, no outsider may
  // enforce it.
  'Third Party Beneficiary': {
    strip: /\binure\w*\s+(?:solely\s+)?to\s+the\s+benefit\s+of\s+(?:[^.;]{0,120}?\b(?:and|or)\s+)?(?:their|its|his|her|each\s+party['’]s|the\s+parties['’])\s+(?:respective\s+)?(?:(?:heirs|executors|administrators|legal\s+representatives|personal\s+representatives|representatives|permitted|successors(?:\s+in\s+(?:title|interest))?|assigns|assignees)(?:\s*,\s*|\s+(?:and|or)\s+|\s+))+/gi,
    all: [/\bbeneficiar\w*|\bconfer\w*\b[^.;]{0,120}\b(?:rights?|benefits?|remed\w*)\b|\brights? of third parties\b|\benforc\w*\b[^.;]{0,80}\bthird[- ]part\w*|\bthird[- ]part\w*\b[^.;]{0,80}\benforc\w*|\bnot (?:a )?part(?:y|ies) (?:to|hereto)\b[^.;]{0,120}\b(?:rights?|benefits?|enforc\w*)|\bin trust for\b|\binure\w* (?:solely )?to the benefit of\b|\bno (?:person|one|entity|third[- ]part(?:y|ies))\b[^.;]{0,100}\b(?:rights?|benefits?|remed\w*)\b/i],
    test: (text) => !NO_BENEFICIARY.test(text) || BENEFICIARY_EXCEPTION.test(text),
  },

  // General types
  Confidentiality: {
    all: [/\bconfiden\w*|\bnon-?disclos\w*|\bsecre\w*|\bproprietary\b|\bdisclos\w*|\bprivileged\b|\bsensitive information\b|\bnon-?public\b|\bsecrecy\b/i],
    // "All Confidential Information is provided as is" disclaims warranties about the information; it neither
    // keeps it secret nor limits its use.
    // Nor does a court's relief "to protect … confidential information" carved out of an arbitration clause: it names
    // what a remedy protects and binds no one to secrecy.
    none: [
      /^(?![\s\S]*(?:\bdisclos(?:e|es|ed|ing|ures?)\b|\bin confidence\b|\b(?:keep|hold|treat|maintain)\w* (?:\w+ ){0,4}(?:confidential|secret)|\bsecre(?:t|cy)\b|\buse\b))[\s\S]*(?:\bas is\b|\bno (?:representations?|warrant\w*)\b|\bdisclaim\w*)/i,
      new RegExp(String.raw`^(?![\s\S]*(?:${CONFIDENCE_DUTY}))[\s\S]*\b(?:relief|injunct\w*|remed(?:y|ies))\b[^.;]{0,120}\b(?:protect|preserve|safeguard)\w*\b[^.;]{0,80}\bconfiden\w*`, 'i'),
      // Nor does a freedom to publish that names the other side's confidential information only as its exception ("In no
      // event may Sponsor require University to withhold or alter the substance of any Research Results, other than
      // Sponsor's Confidential Information"): the duty of confidence is stated elsewhere, if at all.
      new RegExp(String.raw`^(?![\s\S]*(?:${CONFIDENCE_DUTY}))(?=[\s\S]*\b(?:publish\w*|publications?|presentations?|withhold|theses|thesis)\b)[\s\S]*\b(?:other\s+than|except(?:\s+for)?|excluding|save\s+for)\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}Confidential\s+Information\b`, 'i'),
      // Nor does a restrictive covenant that names protecting confidential information as its purpose ("In order to
      // protect the Confidential Information and business connections …, the Executive covenants that she shall not
      // solicit …"): what it forbids is soliciting or competing, not disclosing or using the information.
      new RegExp(String.raw`^(?![\s\S]*(?:${CONFIDENCE_DUTY}|\buse\b))[\s\S]*\b(?:in order |so as )?to (?:protect|preserve|safeguard)\b[^.;]{0,80}\bconfiden\w*`, 'i'),
    ],
  },
  // An indemnity: to indemnify, hold harmless or defend. Reimbursing expenses is not one.
  // A term that voids any indemnity one side might be asked for ("Any term … that requires the State to indemnify or hold
  // the Contractor harmless … shall be void", public bodies' prohibited terms) gives no indemnity.
  Indemnification: {
    // Nor does a limit that leaves another article's indemnities alone ("Subject to and except for any indemnification
    // obligations under Article 3.09 below, Company will not be under any liability …") give one.
    strip: new RegExp(String.raw`(?:^|(?<=[.;]))[^.;]*\b(?:requires?|obliges?|obligates?|purports?\s+to\s+(?:require|oblige))\b[^.;]{0,80}\b(?:indemn\w*|hold\w* (?:\w+ ){0,6}harmless)\b[^.;]*\b(?:void|invalid|unenforceable|of\s+no\s+(?:force\s+(?:or|and)\s+)?effect)\b[^.;]*|${INDEMNITIES_LEFT_ALONE.source}`, 'gi'),
    all: [/\bindemn\w*|\bhold\w* (?:\w+ ){0,6}harmless\b|\bdefend\w*/i],
  },
  'Termination for Cause': {
    strip: NO_TERMINATION_RIGHT,
    test: (text) => TERMINATION_RIGHT.test(text.replace(NO_TERMINATION_RIGHT, ' ')),
    all: [
      /\bterminat\w*|\bcancel\w*|\brescind\w*|\brescission\b|\bend\b/i,
      /\bbreach\w*|\bdefault\w*|\binsolv\w*|\bbankrupt\w*|\breceiver\w*|\bfail\w*|\bcure\w*|\bremed\w*|\bviolat\w*|\bcause\b|\bliquidat\w*|\bwinding[- ]up\b|\bassignment for the benefit of creditors\b|\bnon-?performance\b|\bnot perform\w*|\bfraud\w*|\bmisconduct\b|\bnegligen\w*|\bchange (?:of|in) control\b|\bceases?\b|\bdissol\w*|\bunable to pay\b|\bpayment of (?:its|their|all) debts\b|\badministrat(?:or|ion)\b/i,
    ],
  },
  'Payment Terms': {
    // Money paid: "reports shall be due" or "amounts may not be set off" names no payment.
    all: [MONEY_PAID],
    // How and when the contract's amounts are paid. An employee's salary is compensation; withholding or
    // grossing up taxes and reimbursing expenses are provisions of their own — unless the clause also sets
    // the payment mechanics (invoices, days to pay, funds).
    none: [/\b(?:base|annual|monthly) (?:salary|wages?)\b|\bsalary\b[^.]{0,80}\b(?:per annum|per year|annual)/i],
    // So are audits of the books and what is owed upon termination, when the first sentence says so and sets
    // no payment mechanics.
    test: (text) => {
      if (TAX_OR_EXPENSE_SUBJECT.test(text) && !PAYMENT_MECHANICS.test(text)) return false;
      // A service credit (how it is claimed, its cap, that it is the only remedy for a missed service level) is the
      // remedy for a missed service level, not how the price is paid: unless another sentence, neither on credits nor on
      // ending the agreement, sets payment mechanics.
      const lead = provisionLead(text);
      // Nor is a service level whose only money is the credit for missing it ("Service desk: 90% of calls answered
      // within 30 seconds. Service Credit: 2% of the monthly Charges if missed.").
      // Nor is a provision whose only money is what things cost ("Menu prices shall be set by the Operator").
      const moneySentences = sentencesOf(text).filter((sentence) => MONEY_PAID.test(sentence));
      if (moneySentences.length > 0 && moneySentences.every((sentence) => SERVICE_CREDIT.test(sentence) || statesOnlyAPrice(sentence))) return false;
      // Nor is title or risk passing ("Title to the Products shall pass to the Distributor on payment in full, and risk
      // shall pass on delivery"): payment is the moment property moves, not how or when the price is paid.
      if (moneySentences.length > 0 && moneySentences.every((sentence) => /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:legal\s+)?title|risk|ownership|property)\b[^.;]{0,80}\bpass\w*/i.test(sentence))) return false;
      if (SERVICE_CREDIT.test(lead) && !sentencesOf(text).some((sentence) => PAYMENT_MECHANICS.test(sentence) && !/\bcredit/i.test(sentence) && !ENDING_WORD.test(sentence))) return false;
      // Nor is a sentence that only keeps a duty to pay alive ("Paycrest's obligation to pay the revenue share for
      // customers referred before termination survives termination of this Agreement"): an effect of termination.
      if (moneySentences.length > 0 && moneySentences.every((sentence) => /\bobligations?\s+to\s+(?:pay|make\s+payments?)\b[^.;]{0,160}\b(?:shall\s+|will\s+)?surviv\w*|\bsurviv\w*\b[^.;]{0,80}\bobligations?\s+to\s+pay\b/i.test(sentence) && !PAYMENT_MECHANICS.test(sentence))) return false;
      // Nor is how a party pays its own staff ("shall ensure the incentive compensation package for each of its Sales
      // Representatives derives at least half of the target incentive compensation from sales of the Product"): a duty of
      // how it runs its sales force, not how the contract's amounts are paid. A heading ("4.3 Incentive Compensation.") is
      // no sentence of money.
      const moneyStated = moneySentences.filter((sentence) => !/^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][\w-]*\s*){1,6}[.:]?\s*$/.test(sentence));
      if (moneyStated.length > 0 && moneyStated.every((sentence) => STAFF_INCENTIVE_PAY.test(sentence) && !PAYMENT_MECHANICS.test(sentence))) return false;
      // Nor is what an indemnitor pays ("shall defend and indemnify Customer, and will pay the costs, damages and legal fees
      // finally awarded against Customer"): the indemnity's measure, not the price.
      if (moneySentences.length > 0 && moneySentences.every((sentence) => INDEMNITY_PAID.test(sentence) && !PAYMENT_MECHANICS.test(sentence))) return false;
      // A remedy for defective goods ("repair or replace … or refund their price") is the warranty's, not how the price is paid.
      if (DEFECT_REMEDY.test(text) && !/\binvoic\w*|\bpayments?\b|\bpayable\b/i.test(text)) return false;
      // What is paid once the agreement ends is an effect of termination, however it is paid.
      if (/^\W*(?:\w+\W+){0,3}(?:upon|following|after|on) (?:the |any )?(?:expiration|termination|expiry)\b/i.test(lead)) return false;
      if (!NOT_PAYMENT_LEAD.test(lead) || PAYMENT_MECHANICS.test(lead)) return true;
      // "Fees are exclusive of taxes. Customer shall pay each invoice within 30 days": sentences that set the
      // mechanics without speaking of taxes, expenses or audits make it a payment term when they are not
      // outnumbered by those that do (a tax or audit clause may say once when a shortfall is paid).
      const sentences = text.split(/(?<=[.;])\s+(?=["“(]?[A-Z(])/);
      const mechanics = sentences.filter((sentence) => PAYMENT_MECHANICS.test(sentence) && !NOT_PAYMENT_LEAD.test(sentence)).length;
      return mechanics > 0 && mechanics >= sentences.filter((sentence) => NOT_PAYMENT_LEAD.test(sentence)).length;
    },
  },
  Warranty: {
    // A warranty named as what an indemnity or a remedy answers for ("arising out of its breach of any of its
    // representations and warranties in this Agreement") refers to warranties given elsewhere; it gives none. Nor does
    // an acknowledgement of non-reliance ("it does not rely on any statement, representation or warranty that is not set
    // out in this agreement"): it excludes warranties not given, like an entire-agreement clause.
    // Nor does a sum or a date tied to the defined "Warranty Period" ("retained … and released on expiry of the Warranty
    // Period") or a certificate or payment that "shall not constitute acceptance of Defects": the first names when
    // something else happens, the second keeps the remedies for defects that the warranty gives elsewhere.
    strip: new RegExp(`${/\b(?:the|each|any|such|that)\s+Warranty\s+Period\b(?!\s*["”)])|\b(?:(?:shall|will|does|do)\s+not|(?<=\bno\s+\w+\s+)(?:shall|will))\s+(?:constitute|be\s+(?:deemed|construed\s+as|treated\s+as)|operate\s+as|amount\s+to)\s+(?:an?\s+)?(?:acceptance|waiver)\s+of\s+(?:any\s+)?(?:Defects?|defective\s+\w+|non-?conform\w*(?:\s+\w+)?)\b|(?:^|(?<=[.;]))[^.;]*\b(?:not|no|nor|without)\b[^.;]{0,60}\brel(?:y|ies|ied|ying|iance)\b[^.;]{0,120}\b(?:representations?|warrant(?:y|ies)|statements?)\b[^.;]*|\b(?:breach(?:es|ed)?|inaccura\w*|untruth\w*|falsity|misrepresentation)(?:\s+or\s+(?:an?\s+)?(?:alleged|claimed|threatened|actual)\s+breach(?:es)?)?\s+(?:of|in|by)\s+(?:any\s+(?:of\s+)?)?(?:(?:its|their|the|such|a\s+party'?s|either\s+party'?s|such\s+party['’]?s|the\s+other\s+party'?s|[A-Z]\w+'s)\s+)?(?:\w+\s+)?(?:representations?|warrant(?:y|ies))(?:,?\s+(?:and(?:\/or)?|or)\s+(?:representations?|warrant(?:y|ies)|covenants?|obligations?|agreements?))*(?:\s+(?:in|under|set\s+forth\s+in|contained\s+in|made\s+in|of)\s+(?:this\s+agreement|section\s+[\d.]+))?/.source}|${WARRANTY_PERIOD_AS_A_TIME.source}`, 'gi'),
    all: [/\bwarrant\w*|\bguarant\w*|\brepresent\w*|\bfree (?:of|from) (?:defects|errors)|\bdefects?\b|\bconform\w*|\bmerchantab\w*|\bfitness for\b|\bas is\b/i],
    // A certification that a party is not debarred, acts as an independent contractor or complies with the laws is
    // a provision of its own even when phrased "represents and warrants" — unless it also warrants what is delivered.
    // A disclaimer takes warranties away ("EXCEPT AS STATED ABOVE, SUPPLIER MAKES NO OTHER WARRANTIES …"): a clause whose
    // every warranty word stands in a disclaimer is a Warranty Disclaimer, and gives no warranty.
    test: (text) => {
      const lead = provisionLead(text);
      if (!sentencesOf(text).some((sentence) => !WARRANTY_DISCLAIMER.test(sentence) && WARRANTY_GIVEN_WORDS.test(sentence))) return false;
      return !(NOT_WARRANTY_LEAD.test(lead) && !PRODUCT_WARRANTY.test(text));
    },
  },
  // Warranties disclaimed or excluded, none other given, implied terms excluded, goods or software "as is".
  'Warranty Disclaimer': {
    all: [new RegExp(`${WARRANTY_DISCLAIMER.source}|\\bwithout\\s+(?:any\\s+)?(?:representations?\\s+or\\s+)?warrant(?:y|ies)\\s+of\\s+any\\s+kind\\b`, 'i')],
  },
  // Not enforcing a right at once does not give it up; a waiver counts only as the clause says. A waiver of a jury
  // trial, of subrogation or of immunity gives up that right and is a provision of another kind.
  Waiver: {
    strip: /\bwaive\w*\s+(?:(?:any|all|its|their|the)\s+)*(?:rights?\s+(?:to|of)\s+)?(?:a\s+)?(?:trial\s+by\s+jury|jury\s+trial|subrogation|(?:sovereign\s+)?immunity)\b|\bwaiver\s+of\s+(?:(?:any|all|its|the)\s+)*(?:rights?\s+to\s+)?(?:a\s+)?(?:trial\s+by\s+jury|jury\s+trial|subrogation|(?:sovereign\s+)?immunity)\b/gi,
    all: [/\bwaive[drs]?\b|\bwaivers?\b/i, /\bfail\w*|\bdelay\w*|\bomi(?:t|ssion)\w*|\bforbear\w*|\bneglect\w*|\bindulgence\b|\bwrit\w*|\bsigned\b|\bconstitut\w*|\bdeemed\b|\bsubsequent\b|\bcontinuing\b|\bexercis\w*|\benforc\w*|\bcourse of dealing\b/i],
  },
  // Provisions that stay in force after the agreement ends.
  Survival: {
    all: [/\bsurviv\w*|\b(?:continue|remain)s?\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:after|following|beyond|notwithstanding)\s+(?:the\s+|any\s+|its\s+|such\s+)?(?:expir\w*|terminat\w*|end)\b/i],
  },
  // Signing in separate copies, or by exchanged electronic or scanned signatures.
  Counterparts: {
    all: [/\bcounterparts?\b|\b(?:facsimile|electronic(?:ally)?|pdf|scanned|digital)\b[^.;]{0,40}\bsignatures?\b|\bsignatures?\b[^.;]{0,60}\b(?:facsimile|electronic(?:ally)?|pdf|scanned|digital)\b/i],
  },
  // Events no party controls or could foresee, as English and US contracts name them: acts of God, war, fire, flood,
  // riot or civil commotion, exceptionally adverse weather, "events neither party could reasonably have foreseen".
  'Force Majeure': {
    all: [/\bforce majeure\b|\bacts? of god\b|\bbeyond (?:the |its |their |a party's |such party's )?(?:reasonable )?control\b|\bnatural disasters?\b|\bstrikes?\b|\bwars?\b|\bepidemic\w*|\bpandemic\w*|\bfires?\b|\bfloods?\b|\bearthquakes?\b|\bterroris\w*|\bunforeseeable\b|\bacts of (?:government|civil|public)\b|\bexcused\b|\bcould not (?:reasonably )?be (?:foreseen|prevented)\b|\briots?\b|\bcivil (?:commotion|unrest|disorder)\b|\b(?:exceptionally |severe(?:ly)? )?adverse weather\b|\bsevere weather\b|\b(?:could|can) ?not reasonably (?:have )?(?:been )?(?:foreseen|anticipated|prevented|avoided)\b|\b(?:neither (?:party|of them)|no (?:party|one)|nobody)\b[^.;]{0,40}\bcould reasonably have (?:foreseen|anticipated|prevented|avoided)\b/i],
  },
  'Dispute Resolution': {
    // A choice of law ("This Agreement and any dispute or claim arising out of or in connection with it shall be governed
    // by … the law of England and Wales") says which law decides a dispute, not where or how it is resolved: without a
    // forum or a procedure in it, that sentence is the governing-law provision.
    // Nor does a run-in heading that names the forum ("(b) Governing Law, Venue and Jurisdiction.") over a body that
    // only chooses the law.
    strip: new RegExp(
      String.raw`${RUN_IN_HEADING.source}|(?:^|(?<=[.;]))(?![^.;]*\b(?:courts?|arbitra\w*|mediat\w*|jurisdiction\w*|venue|tribunal\w*|forum|jury|escalat\w*|experts?|proceedings?|submit\w*|brought|refer\w*)\b)[^.;]*\b(?:governed\s+by|construed\s+(?:in\s+accordance\s+with|under)|interpreted\s+(?:in\s+accordance\s+with|under))[^.;]*`,
      'gi',
    ),
    // A claim, a settlement or a resolution alone is no dispute ("the net gain on all hedging transactions closed and
    // settled", "claims for indemnification", "a resolution of the Board"): the provision names the dispute or the forum.
    all: [/\bdisput\w*|\barbitra\w*|\bmediat\w*|\bcourts?\b|\bjurisdiction\w*|\bvenue\b|\blitigat\w*|\bproceedings?\b|\btribunal\w*|\bescalat\w*|\bcontrovers\w*|\bjury\b|\bforum\b|\bdifferences?\b|\bdisagree\w*/i],
  },
  'Data Protection': {
    // A provision binds someone about the data: a product description ("The Vault server allows subscribers to securely
    // store and manage their personal data") says what the product does, and binds no party to protect anything.
    test: (text) => /\b(?:shall|must|will|agrees?|undertakes?|warrants?|represents?|covenants?|certif(?:y|ies)|compl(?:y|ies|iance))\b|\b(?:may|can)\s+not\b|\bcannot\b|\b(?:is|are|be)\s+(?:responsible|required|prohibited|obliged|obligated|liable)\b/i.test(text),
    // "Shall comply with all applicable laws, including the FTC Guides …, the CAN-SPAM Act, and state privacy laws" names
    // privacy law among the laws to obey and says nothing of personal data: a compliance-with-laws clause.
    none: [/^(?![\s\S]*(?:\bpersonal(?:ly)?\s+(?:data|information|identifiable)|\bdata\b|\bGDPR\b|\bHIPAA\b|\bhealth information\b|\bprocess(?:ing|or)\b|\bsecurity\b|\b(?:consumer|customer)\s+information\b|\bprivacy\s+polic\w*))[\s\S]*\bcompl\w*\s+with\s+(?:all\s+)?(?:applicable\s+)?(?:laws?|legislation)\b[^.;]{0,40}\b(?:including|such\s+as)\b[^.;]*\bprivacy\b/i],
    all: [/\bpersonal(?:ly)? (?:data|information|identifiable)\b|\bdata\b|\bprivacy\b|\bGDPR\b|\bHIPAA\b|\bhealth information\b|\bdata subjects?\b|\bprocess(?:ing|or)\b|\bsecurity\b|\bbreach notification\b|\bconsumer information\b|\bcustomer information\b|\brecords?\b/i],
  },
  // Not being liable "for the debts or obligations of the other" (independent contractors, no partnership) says whose debts
  // each party owes, not how far it answers for a breach or a loss.
  'Limitation of Liability': {
    strip: /(?:^|(?<=[.;]))[^.;]*\b(?:liable|responsible)\s+for\s+(?:any\s+of\s+)?(?:the\s+)?(?:debts|obligations|liabilities)(?:\s+(?:or|and)\s+(?:debts|obligations|liabilities))?\s+of\s+(?:the\s+)?other(?:\s+part(?:y|ies))?\b[^.;]*/gi,
    all: [LIABILITY, /\bexceed\w*|\blimit\w*|\bmore than\b|\bmaximum\b|\bcap\w*|\baggregate\b|\bin excess\b|\bnot (?:be )?liable\b|\bin no event\b|\bexclusive remedy\b|\bsole (?:and exclusive )?remedy\b|\btotal\b|\bwaive\w*|\bno liability\b|\bconsequential\b|\bindirect\b|\bpunitive\b|\bincidental\b|\bspecial\b|\bexclu\w*|\bdisclaim\w*|\bnot be responsible\b|\bregardless\s+of\s+(?:whether|the\s+(?:form|theory|nature|cause|basis|legal)|any\s+(?:theory|form|other))\b/i],
  },
  // How notices are given: in writing, by what means, to which address, when received. A duty to notify someone
  // of an event ("shall notify the Discloser in writing within five (5) business days") is not that provision.
  Notices: {
    all: [
      /\bnotices?\b|\bnotif\w*|\bcommunications?\b|\bcorrespondence\b/i,
      /\bwriting\b|\bwritten\b|\baddress\w*|\bdeliver\w*|\bmail\w*|\be-?mail\w*|\bfax\w*|\bfacsimile\b|\bcourier\b|\bsent\b|\bsend\b|\bgiven\b|\bgive\b|\battention\b|\battn\b|\breceipt\b|\breceived\b|\bdeemed\b|\bovernight\b|\bregistered\b|\bcertified\b|\btelecop\w*|\bpersonally\b|\bhand\b/i,
    ],
    // A right to end the agreement "by written notice" or "on thirty (30) days' notice" names the notice that
    // exercises it, not how notices are given: without the mechanics it is a termination right, no notices provision.
    // So does any other right exercised on some days' notice ("may change the Specifications on thirty (30) days'
    // written notice").
    test: (text) => NOTICE_MECHANICS.test(text) || !(EVENT_NOTICE_DUTY.test(text) || TERMINATION_RIGHT.test(text) || RIGHT_ON_NOTICE.test(text)),
  },
  // Subcontracting the work is a provision of its own: it needs the agreement or its rights assigned,
  // transferred or delegated. Assigning intellectual property ("hereby assigns to the Company all right, title and
  // interest in the Deliverables") transfers what was created, not the agreement.
  // A run-in heading ("6.2 Employee Assignments.", "5.2 Assignment.") names the subject, and a body that only assigns inventions to a party
  // assigns no agreement: the words must stand in the provision itself.
  // Assigning the agreement or what it gives: rights, obligations, an interest, the lease or the premises ("Contract
  // Energy", a defined term, names no contract). A seller
  // that may not "sell, assign or otherwise dispose of any Contract Energy … to any person other than Buyer" deals
  // in the goods it sells (exclusive supply), and assigns no part of the contract.
  // Nor is a load handed on ("shall not permit a Carrier to re-broker, co-broker, or assign any Shipment to another
  // carrier, or to interline it"): that dispatches goods in transit, it transfers no contract.
  Assignment: {
    test: (text) =>
      sentencesOf(text.replace(GOODS_IN_TRANSIT_HANDED_ON, ' ')).some(
        (sentence) =>
          /\bassign\w*|\btransfer\w*|\bdelegat\w*|\bsuccessors?\b|\bnovat\w*|\bchange (?:of|in) control\b/i.test(sentence) &&
          (/\b(?:[Aa]greements?|[Cc]ontracts?|AGREEMENTS?|CONTRACTS?)\b(?!\s+[A-Z][a-z])/.test(sentence) ||
            /\blease\b|\btenancy\b|\bpremises\b|\bproperty\b|\brights?\b|\bobligations?\b|\bduties\b|\binterests?\b|\bbenefits?\b|\bburdens?\b|\blicen[cs]es?\b|\borders?\b|\bstatements? of work\b|\bSOWs?\b|\bit\b|\bthem\b|\bsuccessors?\b|\bassigns\b|\bassignees?\b|\bnovat\w*|\bchange (?:of|in) control\b|\bdelegat\w*|\bsubcontract\w*|\bhere(?:under|in|of)\b|\bthereunder\b|\bmerger\b|\bacquir\w*/i.test(sentence)),
      ),
    strip: new RegExp(`${IP_ASSIGNED.source}|${PEOPLE_ASSIGNED.source}|^\\s*(?:\\d+(?:\\.\\d+)*\\.?\\s+)?(?:[A-Z][\\w'’;,& -]{0,60}?\\s)?Assignments?\\.(?=\\s+[A-Z])`, 'gi'),
    all: [/\bassign\w*|\btransfer\w*|\bdelegat\w*|\bsuccessors?\b|\bnovat\w*|\bchange (?:of|in) control\b/i],
  },
  // The whole agreement in writing: "entire", "whole" and "complete" of the agreement or understanding ("the entire set of
  // line drawings" is a quantity), and "integration"
  // in the lawyer's sense ("a fully integrated agreement"), not a software integration ("reasonable remote integration and
  // implementation assistance", "to complete their respective responsibilities").
  // Terms that "supersede the Existing Terms to the extent of the inconsistency or conflict" (after "The terms of this
  // Agreement are in addition to any other existing terms") set an order of precedence between documents that all stay in
  // force: the agreement is not the whole of the parties' terms.
  'Entire Agreement': {
    strip: /(?:^|(?<=[.;]))[^.;]*\bsupersed\w*[^.;]*\bto\s+the\s+extent\s+of\s+(?:the\s+|any\s+|such\s+)?(?:inconsisten\w*|conflict\w*)[^.;]*|(?:^|(?<=[.;]))[^.;]*\bto\s+the\s+extent\s+of\s+(?:the\s+|any\s+|such\s+)?(?:inconsisten\w*|conflict\w*)[^.;]*\bsupersed\w*[^.;]*/gi,
    all: [/\bentire(?:\s+(?:and|sole|exclusive|complete|final|full|only|integrated)){0,3}\s+(?:agreements?|understandings?|contracts?|bargain|terms|statement|arrangements?|agreement\s+and\s+understanding)\b|\bwhole\s+(?:of\s+the\s+|the\s+)?(?:agreement|understanding|contract|terms)\b|\bcomplete\s+(?:and\s+(?:exclusive|final|entire|integrated)\s+)?(?:statement|agreement|understanding|expression|contract)\b|\bsupersed\w*|\b(?:fully\s+|completely\s+)?integrated\s+(?:agreement|writing|contract|document)\b|\bintegration\s+(?:clause|provision)\b|\b(?:is|be|are)\s+(?:a\s+)?(?:fully\s+|completely\s+)?integrated\b|\bintegrates\s+(?:all\s+)?(?:prior|previous)\b|\bsole (?:and entire )?(?:agreement|understanding)\b|\bprior (?:agreements?|understandings?|negotiations?|arrangements?|representations?|discussions?)\b|\bmerge[sd]?\b|\bmerger\b|\bno other (?:agreements?|understandings?|representations?)\b|\bexclusive statement\b|\bfull (?:and final )?(?:agreement|understanding)\b|\bconstitutes? the agreement\b/i],
  },
  Severability: {
    all: [/\bsever\w*|\binvalid\w*|\bunenforceab\w*|\billegal\w*|\bvoid\b|\benforceab\w*|\binoperative\b|\bprohibited\b|\bcontrary to (?:law|public policy)\b|\blegal(?:ly)?\b|\bvalidity\b|\bblue[- ]pencil\b|\breform\w*/i],
  },
  Amendment: {
    // Changing an order ("the right to cancel, reschedule or modify all or any portion of a purchase order") changes a
    // transaction under the agreement, not the agreement. So does changing what is made or shown under it ("The content
    // of Product Materials shall not be modified or changed without the prior written approval of Dova", new
    // Specifications). Nor does a name's "as amended, supplemented or otherwise
    // modified from time to time" say how the agreement may be amended.
    strip: /(?:^|(?<=[.;]))(?![^.;]*\b(?:this|the)\s+(?:\w+\s+)?(?:agreement|contract)\b)[^.;]*\b(?:purchase\s+orders?|orders?|forecasts?|shipments?|delivery\s+(?:dates?|schedules?)|(?:product|promotional|marketing|advertising|training)\s+materials?|content|label(?:s|ing|ling)?|packaging|specifications?|artwork|formula(?:s|tions?)?|manufacturing\s+process(?:es)?)\b[^.;]*|\bas\s+(?:the\s+same\s+may\s+be\s+|it\s+may\s+be\s+|so\s+)?(?:(?:amended|restated|supplemented|modified|otherwise\s+modified|replaced|extended|renewed)(?:\s*,\s*|\s+(?:and|or)\s+|\s+and\/or\s+|\s+)?)+(?:from\s+time\s+to\s+time)?(?:\s+in\s+accordance\s+with\s+(?:the\s+terms\s+(?:thereof|hereof)|its\s+terms))?/gi,
    all: [
      // Changing the agreement's terms; a waiver alone is not an amendment. "This Amendment" or "the First Amendment"
      // names a document (capitalised, as a name is), it changes nothing by being named.
      { test: (body) => /\bamend\w*|\bmodif\w*|\bsupplement\w*|\balter\w*|\bvari(?:ed|ation|ations|y)\b|\bchang(?:e|es|ed)\b|\brevis\w*/i.test(body.replace(/\b(?:[Tt]his|[Tt]he|[Ss]uch)\s+(?:[A-Z][a-z]+\s+)?Amendment\b/g, ' ')) },
      /\bwrit\w*|\bsign\w*|\bexecut\w*|\binstruments?\b|\bagree\w*|\bmutual\w*|\bconsent\w*|\bparties\b|\bauthori[sz]ed\b|\bnotice\b|\bunilateral\w*|\bright to\b|\bmay\b/i,
    ],
  },
  Term: {
    // "A material breach of any term of this Agreement": a term in the sense of a provision, not the agreement's duration.
    // Nor is the time for doing the work ("shall begin the Works on the Commencement Date and complete them within forty
    // weeks"): a programme, not how long the agreement runs.
    // Nor is "during the term of this IP Agreement" qualifying another act ("Improvements made … during the term of this
    // IP Agreement shall be deemed Technical Information"): the term is named, not stated.
    strip: new RegExp(`${A_PROVISION_OF_THE_AGREEMENT.source}|${TIME_FOR_THE_WORK.source}|${DURING_THE_TERM.source}|${ANOTHER_AGREEMENTS_TERM.source}`, 'gi'),
    all: [/\bterm\b|\bcommenc\w*|\bexpir\w*|\bduration\b|\bperiod of\b|\buntil\b|\byears?\b|\bmonths?\b|\beffective (?:date|as of|upon|on)\b|\bin effect\b|\bremain in (?:full )?(?:force|effect)\b/i],
    // A right to terminate ("may terminate … after the first Subscription Year") or a duty after the end ("for
    // twelve (12) months after expiration or termination, Supplier shall continue to supply") has periods but
    // states no duration of the agreement.
    test: (text) => {
      const flat = text.replace(/\s+/g, ' ').replace(A_PROVISION_OF_THE_AGREEMENT, ' ').replace(ANOTHER_AGREEMENTS_TERM, ' ');
      return AGREEMENT_DURATION.test(flat) || !(TERMINATION_RIGHT.test(flat) || AFTER_THE_END.test(flat));
    },
    // "the remaining provisions shall remain in full force and effect" inside a severability provision is no
    // statement of the agreement's duration.
    none: [/^(?![\s\S]*\b(?:commenc\w*|expir\w*|initial term|term of (?:this|the) agreement|years?|months?)\b)[\s\S]*\b(?:invalid|unenforceable|illegal|void|severab\w*|severed)\b/i],
  },
};

/** The title of a provision referred to ("Section 11.7 [Assignment]", "Article 15 (Insurance)", the second of
 *  "Sections 14.3 [Transfer] through 14.8 [Right of First Refusal]" and of "Sections 2(a) [Licence], 2(b) [Fees]", and
 *  the later ones of "Sections 6 (Ownership), 9 (Royalties) and 18 (Non-Solicitation)", titles being capitalised): it names
 *  that provision's subject, not this clause's. */
const CROSS_REFERENCE_TITLE = /(\b(?:Sections?|Articles?|Clauses?|Paragraphs?|§)\s*\d+(?:\.\d+)*(?:\s*\([a-z0-9]{1,4}\))*|(?:,|\b(?:through|to|and|or))\s+\d+(?:(?:\.\d+)+(?:\s*\([a-z0-9]{1,4}\))*|(?:\s*\([a-z0-9]{1,4}\))+|(?=\s*[([][A-Z])))\s*[([](?![a-z0-9]{1,4}[)\]])[^()[\]]{2,60}[)\]]/gi;
/** What every match of CROSS_REFERENCE_TITLE ends with, a number's last digit and the title after it: looked for first,
 *  as few texts have one and the full pattern is tried at every word. */
const CROSS_REFERENCE_TITLE_END = /\d(?:\s*\([a-z0-9]{1,4}\))*\s*[([](?![a-z0-9]{1,4}[)\]])[^()[\]]{2,60}[)\]]/i;

/** A section's heading line with its first subsection after it ("2.3 Non-Competition; Non-Solicitation." over "2.3.1
 *  Non-Competition. …"): it names the subjects of the whole section, and the subsection that follows says which one this
 *  clause is about; a non-compete under it is no non-solicit. */
const PARENT_HEADING_OF_ITS_SUBSECTION = /^\s*(\d{1,3}(?:\.\d{1,3})*)\.?[ \t]+[^\n]{1,120}\n\s*(?=\1\.\d{1,3}\b)/;

/** Whether the clause's own wording supports `type` (see CHECKS). Unknown types pass. */
export function typeHasItsWords(type: ClauseType, text: string): boolean {
  const check = CHECKS[type];
  if (check === undefined) return true;
  if (CROSS_REFERENCE_TITLE_END.test(text)) text = text.replace(CROSS_REFERENCE_TITLE, '$1');
  text = text.replace(PARENT_HEADING_OF_ITS_SUBSECTION, '');
  const strip = typeof check.strip === 'function' ? check.strip(text) : check.strip;
  const body = strip ? text.replace(strip, ' ') : text;
  if (!check.all.every((pattern) => pattern.test(body))) return false;
  if (check.test !== undefined && !check.test(text)) return false;
  return !(check.none ?? []).some((pattern) => pattern.test(text));
}

/** The types of `types` that `text` supports, order kept. */
export function typesWithTheirWords<T extends ClauseType>(types: readonly T[], text: string): T[] {
  return types.filter((t) => typeHasItsWords(t, text));
}

/** A section number or letter ("12.", "1.1", "IV.", "(a)"): only before a stop or a space, so the "T" of "Termination." is no letter. */
const NUMBER_PREFIX = /^\s*(?:(?:ARTICLE|Article|SECTION|Section|Schedule|SCHEDULE|Exhibit|EXHIBIT)\s+)?(?:\(?(?:\d{1,2}\.l(?:\.\d{1,3})*(?=\.?\s)|l\.\d{1,3}(?:\.\d{1,3})*(?=\.?\s)|[IVXLC]+|\d{1,3}(?:\.\d{1,3})*|[A-Za-z])(?:[.)]+\s*|\s+|$))?/;
/** Words that make a line a sentence rather than a title. */
const OPERATIVE_VERB =
  /\b(?:shall|will|may|must|agrees?|is|are|be|been|was|were|has|have|had|means|mean|includes?|grants?|warrants?|represents?|acknowledges?|pay|provide|deliver|terminate|constitutes?|covenants?|undertakes?|can|cannot|should|would|does|do|did)\b/i;

/** A later sentence of a defining provision that imposes a duty (not one that goes on defining: "shall not include"). */
const UNDERTAKING_AFTER_DEFINITION =
  /[.;]["”']?\s+(?=["“(]?[A-Z])[^.;]{0,200}?\b(?:shall|will|must|agrees? to|undertakes? to)\b(?!\s+(?:not\s+)?(?:mean|include|have the meaning|be deemed to (?:mean|include)|be (?:regarded|considered|treated) as|refer|be construed|exclude)\b)/;

/**
 * A definition of the agreement's own period that says when it ends ('"Term" means the period beginning on the
 * Commencement Date and ending on the third anniversary …', "INITIAL TERM shall mean the Effective Date through …",
 * '"Expiration Date" means March 31, 2027'): it sets the term as a term clause would, wherever the contract puts it.
 * A product's or a royalty's term ("Royalty Term") is no term of the agreement.
 */
const TERM_OF_THE_AGREEMENT_DEFINED =
  /(?:^|[.;:]\s+)(?:\(?[\w.]{1,6}\)?\s+)?["“]?(?:(?:Initial|Original|Contract|Agreement)\s+)?(?:Term|Contract\s+Period|Initial\s+Period|Term\s+of\s+(?:this|the)\s+Agreement)["”]?\s*:?\s+(?:shall\s+)?(?:mean|means|is)\b:?[^;"“]{0,300}?\b(?:end(?:s|ing)?|conclud\w*|terminat\w*|expir\w*|through|until|to\s+(?:and\s+including\s+)?(?:\d|[A-Z][a-z]+\s+\d)|anniversary|indefinitely|(?:years?|months?)\b)|(?:^|[.;:]\s+)(?:\(?[\w.]{1,6}\)?\s+)?["“](?:Expiration|Expiry|Termination)\s+Date["”]\s+(?:shall\s+)?means?\b/i;

function isDefinition(text: string): boolean {
  // "In this Agreement, the term "Confidential Information" shall mean …": the definition behind its lead-in.
  text = text.replace(/^(?:(?:In|For (?:the )?purposes? of)\s+this\s+(?:Agreement|Section|Article)|As\s+used\s+(?:herein|in\s+this\s+(?:Agreement|Section|Article)))\s*,?\s+(?:the\s+(?:term|expression|phrase)s?\s+)?/i, '');
  return (
    /^["“”'‘][^"“”'’]{1,80}["”“'’]\s*(?:\([^)]{0,60}\)\s*)?(?:(?:or|and)\s+["“”'‘][^"“”'’]{1,80}["”“'’]\s*)?(?:shall\s+)?(?:means?|mean|has the meaning|have the meaning|refers? to|shall (?:have|refer|include)|includes?|is defined|as used (?:herein|in this)|:)/i.test(text) ||
    /^[A-Z][\w'’\- ]{1,60}(?:\s*:)?\s+(?:shall mean|means)\b/.test(text) ||
    // "1.12 Confidential Information. The term shall have the meaning set forth in Section 11.03.1": a term defined elsewhere.
    /^[A-Z][\w'’\- ]{1,60}\.\s+(?:The|This|Such)\s+(?:term|expression|phrase)\s+(?:shall\s+)?(?:has|have|means?)\s+(?:the\s+)?meanings?\s+(?:set\s+(?:forth|out)|given|ascribed|assigned|specified|provided)\b/.test(text) ||
    // A definitions table set in two columns, as a PDF's text gives it: the quoted term, a gap, its meaning
    // ('"Lease Term"         thirty-six (36) months from the Commencement Date').
    /^["“][^"“”\n]{1,80}["”][ \t]{3,}\S/.test(text)
  );
}

/** A date written day first ("1 April", "31 March 2026"): its day is no section number. */
const DAY_OF_A_MONTH = new RegExp(String.raw`^\d{1,2}\s+(?:${MONTH_NAMES.join('|')})\b`, 'i');
/** A definition run together with the next numbered section ("… means Taiwan. 2. APPOINTMENT 2.1 JRVS appoints …"): that section is operative. */
function operativeSectionFollows(text: string): boolean {
  return text
    .split(/\s(?=(?:ARTICLE\s+)?\d{1,2}(?:\.\d{1,2})*\.?\s+["“A-Z])/)
    // "'Contract Year' means each period of twelve months beginning on 1 April, save that the first Contract Year shall
    // begin on …": what follows a date goes on defining, it opens no section.
    .filter((section, i) => i === 0 || !DAY_OF_A_MONTH.test(section))
    .slice(1)
    .some((section) => !isDefinition(section.replace(NUMBER_PREFIX, '')) && /\b(?:shall|will|agrees?|hereby|grants?|appoints?)\b/i.test(section));
}

const REDACTION = new RegExp(REDACTION_MARK);
const REDACTION_ALL = new RegExp(REDACTION.source, 'g');

/** Why a text is not an operative provision, or null when it is one. */
export function nonOperativeKind(text: string): 'definition' | 'recital' | 'heading' | 'schedule' | 'signature' | 'preamble' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'heading';
  // Counted only for the short texts the last tests ask about.
  let words: number | undefined;
  const wordCount = () => (words ??= trimmed.split(/\s+/).length);

  // A span redacted in the filing ("[***] [***] 201804 [***]"): fewer than four words are left to read.
  if (REDACTION.test(trimmed) && (trimmed.replace(REDACTION_ALL, ' ').match(/\p{L}{2,}/gu) ?? []).length < 4) return 'heading';
  // An amendment's lead-in ("Section 15 is hereby amended by adding … which shall read as follows:"): the type is in what follows.
  if (trimmed.length <= 400 && /\bhereby\s+amended\b/i.test(trimmed) && /\bas\s+follows\s*:?\s*$/i.test(trimmed)) return 'heading';

  // Signature blocks: "S/ Jane Doe", "/s/ Jane Doe", "By: ____ Name: … Title: …", "IN WITNESS WHEREOF".
  if (/^(?:S\/|\/s\/|By\s*:|By\s+_{2,}|Name\s*:|Title\s*:|Signature\s*:|Signed\s*:|Date\s*:|_{4,})/i.test(trimmed)) return 'signature';
  if (/^IN WITNESS WHEREOF\b/i.test(trimmed)) return 'signature';
  const signatureMarks = (trimmed.match(/\b(?:By|Name|Title|Its|Date|Signature|Print(?:ed)? Name)\s*:|\/s\/|\bS\/\s*[A-Z]|_{4,}/g) ?? []).length;
  if (signatureMarks >= 2 && !/\b(?:shall|will|agrees?)\b/i.test(trimmed)) return 'signature';

  // A filing's redaction legend ("[***] = Certain confidential information … has been omitted") is no provision.
  if (/^(?:Exhibit\s+[\d.]+\s+)?\[\s*[*.\s]+\]\s*=?\s*(?:certain\s+)?(?:confidential|information)/i.test(trimmed) && /\bomitted\b/i.test(trimmed) && !/\b(?:shall|will|agrees?)\b/i.test(trimmed)) return 'heading';

  // Recitals: "WHEREAS, …", "RECITALS", "W I T N E S S E T H", "NOW, THEREFORE, … agree as follows:" on its own.
  if (/^(?:\(?[A-Z0-9]\)?[.)]?\s+)?WHEREAS\b/i.test(trimmed) || /^(?:RECITALS?|BACKGROUND|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H)\b[:.\s]*$/i.test(trimmed)) return 'recital';
  if (/^NOW,?\s+THEREFORE\b/i.test(trimmed) && /\bas follows\s*[:.]?\s*$/i.test(trimmed)) return 'recital';
  // … or lettered, without "Whereas": "D. NetGrocer wishes to promote use of its site …", "B. Licensor has developed …":
  // a party's wish or situation in the present tense, with no promise in it.
  if (
    /^\(?[A-H]\)?[.)]\s+(?:The\s+)?(?:parties|[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.,'’-]*){0,4})\s+(?:wish|wishes|desire|desires|is\s+engaged|is\s+in\s+the\s+business|has\s+developed|is\s+the\s+owner|owns|intends|is\s+a|is\s+an)\b/.test(trimmed) &&
    // A representation listed in the same form ("B. Metavante is a corporation validly existing …") is operative.
    !/\b(?:shall|will|agrees?|hereby|must|undertakes?|covenants?|represents?|warrants?)\b|\b(?:duly|validly)\s+(?:organi[sz]ed|existing|incorporated)\b|\bcorporate\s+power\b/i.test(trimmed)
  )
    return 'recital';
  // … or history told in the past tense ("(A)The Autoliv Parties and the Nissin Parties entered into the JV Agreement as
  // of March 7, 2016 to engage in the JV Business …"): how the parties came here, binding no one.
  if (
    /^\(?[A-H]\)?[.)]?\s*(?:The\s+)?(?:parties|[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.,'’-]*){0,4})(?:\s+and\s+(?:the\s+)?[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.,'’-]*){0,4})?\s+(?:(?:has|have|had)\s+)?(?:entered\s+into|executed|previously\s+entered\s+into)\b/.test(trimmed) &&
    !/\b(?:shall|will|agrees?|hereby|must|undertakes?|covenants?|represents?|warrants?)\b/i.test(trimmed) &&
    trimmed.length <= 700
  )
    return 'recital';
  // … or the background to what the parties "have agreed" ("(B) The parties have agreed that the source code of the
  // system will be deposited with an escrow agent."): it reports the bargain the clauses then make, in the past tense of
  // agreeing, and binds no one by itself; "The parties have agreed as follows" opens the operative part instead.
  if (
    /^\(?[A-H]\)?[.)]\s+(?:The\s+)?(?:parties|[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.,'’-]*){0,4})\s+(?:has|have)\s+agreed\s+(?:to|that|with)\b/.test(trimmed) &&
    !/\bas\s+follows\b|\bhereby\b|\b(?:undertakes?|covenants?|represents?|warrants?)\b/i.test(trimmed) &&
    trimmed.length <= 400
  )
    return 'recital';

  // Tables of contents: headings followed by page numbers ("Governing Law .......... 32"), binding no one. The verbs are
  // read once, before the page-number patterns they spare; a run of spaces is tried from its first space only (from a
  // later one it reaches the same number).
  const bindsAParty = /\b(?:shall|will|agrees?)\b/i.test(trimmed);
  if (!bindsAParty && (trimmed.match(/(?:\.{4,}\s*|(?<!\s)\s{2,})(?:Page\s+)?\d{1,3}\b/g) ?? []).length >= 2) return 'heading';
  // … or one entry alone, its dot leader running to the page number ("7. Non disclosure.............5").
  if (/^[^.\n]{1,80}?\s*\.{4,}\s*(?:Page\s+)?\d{1,3}$/i.test(trimmed.replace(NUMBER_PREFIX, ''))) return 'heading';
  // … or run together: "9.1 Entire Agreement 16 9.2 Assignment 16 9.3 Bankruptcy 17" (a page number, then the next section).
  if (!bindsAParty && (trimmed.match(/\b\d{1,3}\s+(?:(?:Section|Article)\s+)?\d{1,2}\.\d{1,2}\.?\s+[A-Z]/g) ?? []).length >= 3) return 'heading';
  // … or with its articles: "8.4 Disclosure of Know-How. 33 ARTICLE 9 CONFIDENTIALITY 33 9.1 Confidential Information. 33"
  // (a title, its page number, then the next article or section, or the end).
  if (!bindsAParty && (trimmed.match(/(?<=[A-Za-z.)])\s+\d{1,3}(?=\s+(?:(?:ARTICLE|Article|SECTION|Section)\s+\d|\d{1,2}\.\d{1,2}\.?\s+[A-Z])|\s*$)/g) ?? []).length >= 2) return 'heading';

  // Definitions: `"Affiliate" means …`, `1.1 "Territory" shall mean …`, `Affiliate: means …`, also after the
  // agreement's lead-in ("NOW, THEREFORE, … agree as follows:", "THE PARTIES hereto hereby agree as follows:") and a run-in "Definitions." heading. A provision
  // that defines its term and then imposes the duty ('"Confidential Information" means … Each party shall hold the
  // Confidential Information in confidence') is operative, and so is a definition run into the next section.
  const afterLeadIn = trimmed.replace(/^(?:NOW,?\s+THEREFORE\b[^:]{0,300}|(?:THE\s+)?PARTIES\b[^:.]{0,100})\bas follows\s*[:.]\s*/i, '');
  // A definitions article opens with its heading and "The following terms shall have the meanings …:".
  const afterNumber = afterLeadIn
    .replace(NUMBER_PREFIX, '')
    .replace(/^(?:Definitions|Defined Terms|Interpretation)\s*[.:]?\s+(?=["“]|(?:The|As used|Capitali[sz]ed)\b)/i, '')
    // A run-in title before the term it defines: '2.8 Change of Control. "Change of Control" means …'.
    .replace(/^[A-Z][\w'’&\- ]{1,60}\.\s+(?=["“])/, '')
    .replace(/^(?:The following|As used (?:herein|in this Agreement),? the following)\b[^:.]{0,160}\bmeanings?\b[^:.]{0,80}:\s*(?=["“])/i, '')
    // "Capitalized terms used in this Agreement have the following meanings:" leads in the same way.
    .replace(/^Capitali[sz]ed\s+terms\b[^:.]{0,80}\bhave\s+the\s+(?:following\s+)?meanings?\b[^:.]{0,80}:\s*(?=["“])/i, '');
  if (isDefinition(afterNumber) && !operativeSectionFollows(afterNumber) && !UNDERTAKING_AFTER_DEFINITION.test(afterNumber) && !TERM_OF_THE_AGREEMENT_DEFINED.test(afterNumber)) return 'definition';
  if (/^(?:DEFINITIONS|CERTAIN DEFINITIONS|DEFINED TERMS)\b[:.\s]*$/i.test(afterNumber)) return 'heading';
  // Rules of construction ("words used in the singular include the plural", "reference to any gender includes the
  // other gender") say how the text is read, like definitions; they are no provision of any type.
  if (CONSTRUCTION_RULE.test(afterNumber) && !/\b(?:shall|will|must)\s+(?!be\s+(?:deemed|construed|read|interpreted)\b|have\s+(?:a\s+)?corresponding\b|include\b|mean\b|refer\b)/i.test(afterNumber.replace(new RegExp(CONSTRUCTION_RULE.source, 'gi'), ' '))) return 'definition';

  // Schedules and exhibits: a title line such as "SCHEDULE A — PRICING" or "Exhibit B: Products".
  if (/^(?:SCHEDULE|Schedule|EXHIBIT|Exhibit|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment|ADDENDUM|Addendum)\s+[\w.\-]+(?:\s*[-–—:.]|\s+(?:to|TO)\b|\s*$|\s+[A-Z])/.test(trimmed)) {
    const firstLine = trimmed.split('\n')[0]!;
    if (!OPERATIVE_VERB.test(firstLine) || wordCount() <= 12) return 'schedule';
  }

  // Preamble: "This Agreement is made … by and between …" without any operative undertaking. "This Agreement may not be
  // changed orally, but only in a writing executed by the party to be charged" is an amendment clause.
  if (
    /^(?:THIS|This)\s+[\w\s,'’\-()"“”]{0,120}(?:AGREEMENT|Agreement)\b[^.]{0,200}\b(?:made|entered into|dated|executed|effective)\b[^.]{0,400}\b(?:by and between|between|among|by)\b/.test(trimmed) &&
    !/\b(?:shall|will|must|agrees? to|hereby (?:grants?|appoints?|assigns?)|constitutes?|supersed\w*|entire)\b|\bmay (?:not |only )?(?:be )?(?:changed|amended|modified|varied|altered|waived|terminated|assigned)\b/i.test(trimmed)
  )
    return 'preamble';
  if (/^(?:the )?parties\b[^.]{0,60}\bagree as follows\s*[:.]?\s*$/i.test(trimmed)) return 'preamble';

  // A form's blank fields or a table's column headings ("Quarter; product model; units shipped; royalty due."):
  // labels of a few words between semicolons, none a sentence. What goes into the form is no provision.
  if (isFieldList(afterNumber)) return 'heading';

  // Bare headings: a short title with no sentence in it ("ARTICLE 9 CONFIDENTIALITY", "12. Indemnification.").
  let lower: string[] | undefined;
  const lowerWords = () => (lower ??= afterNumber.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !TITLE_SMALL_WORDS.has(w.replace(/[^a-z]/g, ''))));
  // A semicolon joins two subjects in a heading set in capitals ("DEVELOPMENT OF THE CENTER; EXCLUSIVITY"), and ends a
  // subject of a heading cut at it ("18. Applicable Law; Choice of Forum; Waiver of Jury Trial." read as sentences).
  if (wordCount() <= 10 && lowerWords().length === 0 && !OPERATIVE_VERB.test(afterNumber) && (!/;(?!\s*$)/.test(trimmed) || trimmed === trimmed.toUpperCase())) return 'heading';
  // … or a short one in sentence case, run in before the body ("F. Limitation of liability. VIP shall have no liability …"
  // read as its sentences): up to four words, no verb, no figure.
  if (/^[A-Z][a-z'’-]+(?:\s+[A-Za-z'’-]+){0,3}\.?$/.test(afterNumber) && lowerWords().length <= 2 && !OPERATIVE_VERB.test(afterNumber)) return 'heading';
  // A title set in capitals whose noun is also a verb ("1. GRANT OF FRANCHISE", "PAYMENT TERMS", "DELIVER AND INSTALL")
  // is a heading still: a sentence in capitals has its modal or its copula ("LICENSOR SHALL NOT BE LIABLE").
  if (wordCount() <= 6 && /[A-Z]{2}/.test(afterNumber) && afterNumber === afterNumber.toUpperCase() && !/[.;:]\s+\S/.test(afterNumber) && !/\b(?:SHALL|WILL|MAY|MUST|IS|ARE|BE|BEEN|WAS|WERE|HAS|HAVE|HAD|HEREBY|AGREES?|DOES|DO|CAN|CANNOT|SHOULD|WOULD|MEANS?|INCLUDES?)\b/.test(afterNumber)) return 'heading';
  return null;
}

/** At least three labels of one to four words each, separated by semicolons, with no verb and no list marker ("(a)"
 *  opens an item of a provision's list, whose sentence is elsewhere). */
function isFieldList(text: string): boolean {
  // Three labels need two semicolons.
  if ((text.match(/;/g)?.length ?? 0) < 2) return false;
  const items = text.replace(/\s+/g, ' ').replace(/[.:]\s*$/, '').split(/\s*;\s*/);
  return (
    items.length >= 3 &&
    items.every((item) => /^[\p{L}\d][\p{L}\d'’\-/ ]*$/u.test(item) && item.split(/\s+/).length <= 4 && !OPERATIVE_VERB.test(item))
  );
}

/** The rules of construction an interpretation clause lists. */
const CONSTRUCTION_RULE =
  /\bwords?\s+(?:used\s+)?(?:in|importing)\s+the\s+singular\b|\bsingular\s+(?:shall\s+)?includes?\s+the\s+plural\b|\b(?:reference|references)\s+to\s+(?:any|one|a)\s+gender\b|\bany\s+gender\s+(?:shall\s+)?includes?\b|\bthe\s+words\s+["“]?includ(?:e|es|ing)["”]?[^.;]{0,60}\b(?:deemed|construed)\b/i;

/** Definitions, recitals, bare headings, schedule titles, signature blocks and preambles: no clause type. */
export function isNonOperativeText(text: string): boolean {
  return nonOperativeKind(text) !== null;
}

/** The words that open a contract's operative part: "NOW, THEREFORE, … the parties agree as follows:", "THE PARTIES
 *  hereto hereby agree as follows:". "The Parties agree to amend the Agreement as follows:" opens an amendment. */
const OPERATIVE_PART_OPENS =
  /\b(?:NOW,?\s+THEREFORE\b[^:]{0,400}?\b(?:agree|covenant)\w*\b[^:]{0,80}?\bas\s+follows|(?:parties|they)\b[^.:]{0,80}\b(?:hereby\s+)?agree\w*\s+as\s+follows)\s*[:.]/gi;
/** Where recitals begin: "WHEREAS", a "RECITALS" or "BACKGROUND" heading, "W I T N E S S E T H", or a first lettered
 *  paragraph ("A. Licensor has developed …"). */
const RECITALS_BEGIN = /\bWHEREAS\b|^[ \t]*(?:RECITALS?|Recitals?|BACKGROUND|Background|PRELIMINARY\s+STATEMENTS?|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H)\b|(?:^|\s{2,})\(?A\)?[.)]\s+[A-Z]/m;
/** How far into a contract its operative part may open: later, "agree as follows" leads into a schedule or an
 *  amendment, not the contract's own clauses; recitals rarely run to more than a few pages. */
const OPERATIVE_PART_OPENS_WITHIN = 0.3;
/** How far the words opening the operative part run (OPERATIVE_PART_OPENS: "NOW, THEREFORE" and up to 400 + 80
 *  characters to "as follows:", with room for the spaces between words; the same recitals as reading the whole text
 *  over all 410 CUAD texts). */
const OPERATIVE_PART_OPENS_MAX_CHARS = 600;
const RECITALS_MAX_CHARS = 15_000;
/** A short contract's recitals may fill more than 30 % of it. */
const RECITALS_MIN_REACH = 4_000;

/**
 * The recitals, as offsets into `fullText`: from where they begin to the words that open the operative part, when
 * both stand near the start. Recitals tell how the parties came here and bind no one, however a long paragraph of
 * them is cut ("(iv) Bunker One was the exclusive seller of the Product to third parties. E. The Parties wish to …").
 * A cover page's key terms before them ("Agreement Term: 1 Year … Either Party may terminate …") are no recitals.
 */
export function recitalsOf(fullText: string): { start: number; end: number } | null {
  const limit = Math.min(Math.max(fullText.length * OPERATIVE_PART_OPENS_WITHIN, RECITALS_MIN_REACH), RECITALS_MAX_CHARS);
  // Only the start is read: an opening that begins by the limit ends within OPERATIVE_PART_OPENS_MAX_CHARS of it.
  for (const opening of fullText.slice(0, limit + OPERATIVE_PART_OPENS_MAX_CHARS).matchAll(OPERATIVE_PART_OPENS)) {
    if (opening.index > limit) break;
    if (/\bamend/i.test(opening[0])) continue;
    const begin = RECITALS_BEGIN.exec(fullText.slice(0, opening.index));
    return begin === null ? null : { start: begin.index, end: opening.index + opening[0].length };
  }
  return null;
}

/** Whether a clause (offsets into the text `recitalsOf` read) lies among the recitals. */
export function isAmongRecitals(clause: { start: number; end: number }, recitals: { start: number; end: number } | null): boolean {
  return recitals !== null && clause.start >= recitals.start && clause.end <= recitals.end;
}

/** Per clause (offsets into `fullText`), whether it is operative: it lies outside the recitals and is no definition,
 *  recital, heading, schedule, signature block or preamble by its own words. */
export function operativeClauses(clauses: readonly { start: number; end: number; text: string }[], fullText: string): boolean[] {
  const recitals = recitalsOf(fullText);
  return clauses.map((clause) => !isAmongRecitals(clause, recitals) && !isNonOperativeText(clause.text));
}
