// Issue 10: fields read from where contracts state them (preamble, signatures, choice-of-law sentence, cover
// page), on sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { extractEffectiveDate } from '../../src/engines/local/analysis/fields/effective-date.ts';
import { extractGoverningLaw } from '../../src/engines/local/analysis/fields/jurisdictions.ts';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';

const names = (text: string) => extractParties(text).map((p) => p.name);

describe('parties come from the preamble and signatures, not headings', () => {
  it('ignores a heading of single words in a comma list', () => {
    const text = 'SUPPLY AGREEMENT\n\nSales, Marketing, Distribution\n\nThe parties agree as follows.\n\n1. Supply. Supplier shall supply the Products.\n';
    assert.deepEqual(names(text), []);
  });
  it('ignores "between Sales, Marketing, Distribution" in a section heading', () => {
    const text = 'SUPPLY AGREEMENT\n\n5. Sales, Marketing, Distribution. The relationship between Sales, Marketing, Distribution and the Supplier is set out here.\n';
    assert.deepEqual(names(text), []);
  });
  it('does not take a standard form\'s "Standard Terms" or its cover page as a party', () => {
    const text =
      'MUTUAL NON-DISCLOSURE AGREEMENT\n\nCOVER PAGE\n\nThis Mutual Non-Disclosure Agreement (the "MNDA") consists of: (1) this Cover Page ("Cover Page") and (2) the Model Mutual NDA Standard Terms Version 1.0 ("Standard Terms"). Any modifications of the Standard Terms should be made on the Cover Page.\n\nEffective Date\n[Today\'s date]\n\nBy signing this Cover Page, each party agrees to enter into this MNDA.\n\nPARTY 1     PARTY 2\nSignature\nPrint Name\nCompany\n';
    assert.deepEqual(names(text), []);
    assert.deepEqual(names('STANDARD TERMS\n\nThese Standard Terms govern the Agreement between Standard Terms.\n'), []);
  });
  it('keeps the parties of an ordinary preamble below a title line', () => {
    const text = 'A Supply Agreement between Sales, Marketing, Distribution.\n\nThis Supply Agreement is made on March 3, 2015 by and between Acme Widgets, Inc., a Delaware corporation ("Supplier"), and Beta Stores LLC, a Texas limited liability company ("Buyer").\n\nWHEREAS the parties wish to trade.';
    assert.deepEqual(names(text), ['Acme Widgets, Inc.', 'Beta Stores LLC']);
  });
  it('skips a thing the preamble shortens to its head noun', () => {
    const text = 'This Development Agreement is made by and between Gamma Foods, Inc., a Delaware corporation ("Franchisor"), and Delta Restaurants LLC, a Nevada limited liability company ("Developer"), and concerns the System, which includes the Operations Manual (the "Manual"), policies and standards.\n\nWHEREAS';
    assert.deepEqual(names(text), ['Gamma Foods, Inc.', 'Delta Restaurants LLC']);
  });
  it('keeps a person whose alias is the surname', () => {
    const text = 'THIS ENDORSEMENT AGREEMENT is made by and between Putter Works Incorporated, a Delaware corporation (hereinafter referred to as "Company") and Jane Fairway, an individual (hereinafter referred to as "Fairway").\n\nWHEREAS';
    assert.deepEqual(names(text), ['Putter Works Incorporated', 'Jane Fairway']);
  });
});

describe('effective date from the agreement, never from exhibits', () => {
  const signedLater =
    'LICENSE AGREEMENT\n\nThis License Agreement is entered into by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n\n' +
    '1. Effectiveness. This Agreement shall become effective when executed by all parties.\n2. Fees. Beta shall pay the fees.\n\n' +
    'IN WITNESS WHEREOF, the parties have executed this Agreement.\n\nACME INC.\nBy: ________\nName: A. Smith\nDate: June 3, 2019\n\nBETA LLC\nBy: ________\nName: B. Jones\nDate: June 10, 2019\n\n' +
    'EXHIBIT A\nRelated agreements\nThis exhibit refers to the Distribution Agreement dated January 5, 2012 between Acme and Gamma Corp., effective as of February 1, 2012.\n';
  it('takes the later signature date when the agreement takes effect on execution by all parties', () => {
    assert.equal(extractEffectiveDate(signedLater)?.date, '2019-06-10');
  });
  it('never reads a date from an exhibit after the signatures', () => {
    const unsigned = signedLater.replace(/Date: June \d+, 2019\n/g, '');
    assert.equal(extractEffectiveDate(unsigned), null);
  });
  it('does not read the date of another agreement named in the entire-agreement clause', () => {
    const text = 'SUPPLY AGREEMENT\n\n1. Supply. Seller shall supply the Product.\n2. This Agreement supersedes all prior agreements except the Confidentiality Agreement between the parties dated September 26, 2012.\n\nHamburg, November 19, 2012\n\nSeller GmbH    Buyer Inc.\n';
    assert.notEqual(extractEffectiveDate(text)?.date, '2012-09-26');
  });
  it('still prefers a defined Effective Date in the preamble', () => {
    const text = 'This Agreement is made as of May 1, 2020 (the "Effective Date") by and between Acme Inc. and Beta LLC. It shall become effective when executed by all parties.\n\nIN WITNESS WHEREOF\nAcme Inc.\nBy: ___\nDate: May 7, 2020\n';
    assert.equal(extractEffectiveDate(text)?.date, '2020-05-01');
  });
});

describe('governing law only from a choice-of-law sentence', () => {
  it('does not read an export-control sentence as the governing law', () => {
    const text = '12. Export. Each party shall comply with the export regulations of the United States Department of Commerce.\n13. Notices. Notices shall be in writing.';
    assert.equal(extractGoverningLaw(text), null);
  });
  it('still reads "subject to the legislation of the Republic of …" as a choice of law', () => {
    assert.equal(extractGoverningLaw('This Contract is subject to the legislation of the Republic of Kazakhstan.')?.jurisdiction, 'Kazakhstan');
  });
  it('reports a cover-page Governing Law and a blank Effective Date as cover-page variables, with null values', () => {
    const text =
      'COVER PAGE\nEffective Date: ____________\nGoverning Law: ________\n\nThis Agreement consists of this Cover Page and the Standard Terms.\n\nStandard Terms\n' +
      '1. Liability. Neither party\'s liability will exceed the General Cap Amount.\n' +
      '2. Export. Each party shall comply with the export regulations of the United States Department of Commerce.\n' +
      '3. Law. This Agreement is governed by the Governing Law, without regard to its conflict of laws rules.\n';
    const fields = extractFields(text);
    assert.equal(fields.governingLaw, null);
    assert.equal(fields.effectiveDate, null);
    const variables = fields.coverPageVariables ?? [];
    assert.deepEqual(variables.map((v) => v.field).sort(), ['effectiveDate', 'governingLaw', 'liabilityCap']);
    for (const v of variables) assert.equal(text.slice(v.evidence.start, v.evidence.end), v.evidence.quote);
  });
  it('adds no cover-page variables to an ordinary contract', () => {
    const fields = extractFields('This Agreement is made as of May 1, 2020 between Acme Inc. ("Acme") and Beta LLC ("Beta"). This Agreement shall be governed by the laws of the State of Delaware.');
    assert.equal(fields.coverPageVariables, undefined);
    assert.equal(fields.governingLaw, 'Delaware');
  });
});

describe('numbers in term prose', () => {
  const PREAMBLE = 'This Agreement is made as of January 1, 2020 (the "Effective Date") by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n\n';
  const fieldsOf = (sentence: string) => extractFields(PREAMBLE + sentence);
  it('reads "automatic 2 year term extensions" as a two-year renewal, not the three-year initial term', () => {
    const f = fieldsOf('1. Term. This Agreement shall have an initial term of three (3) years from the Effective Date, with automatic 2 year term extensions unless either party gives written notice of non-renewal at least ninety (90) days prior to the end of the then-current term.');
    assert.deepEqual([f.initialTerm?.value, f.initialTerm?.unit], [3, 'year']);
    assert.deepEqual([f.renewalTerm?.value, f.renewalTerm?.unit], [2, 'year']);
    assert.equal(f.expirationDate, '2023-01-01');
    assert.equal(f.noticePeriodToTerminateRenewal?.value, 90);
  });
  it('reads "ending twenty-four (24) months thereafter" as a fixed end', () => {
    const f = fieldsOf('1. Term. The term of this Agreement shall commence on the Effective Date and ending twenty-four (24) months thereafter.');
    assert.equal(f.expirationDate, '2022-01-01');
    assert.equal(f.isPerpetual, false);
  });
  it('reads a licence that "shall remain in effect perpetually as long as fees are paid" as perpetual, not as a year', () => {
    const f = fieldsOf('5. Term. This License shall remain in effect perpetually as long as the annual license fees are paid. 6. Support. Acme will provide support for a period of one (1) year from the Effective Date.');
    assert.equal(f.isPerpetual, true);
    assert.equal(f.initialTerm, null);
    assert.equal(f.expirationDate, null);
  });
  it('does not read a termination-for-default cure period as the notice to stop a renewal', () => {
    const f = fieldsOf('1. Term. This Agreement shall continue for one year and shall thereafter renew automatically for successive one year periods. 2. Default. If either party defaults and fails to cure the default within thirty calendar days after written notice, the other party may terminate this Agreement, unless the Agreement is renewed.');
    assert.equal(f.noticePeriodToTerminateRenewal, null);
    assert.equal(f.expirationDate, '2021-01-01');
  });
  it('finds no renewal notice where renewal needs both parties\' agreement', () => {
    const f = fieldsOf('1. Term. This Agreement shall continue for one year. It may be renewed for an additional one year term upon mutual written agreement of the parties, to be requested at least ninety (90) days prior to the end of the term.');
    assert.equal(f.noticePeriodToTerminateRenewal, null);
  });
  it('reads the renewal notice from the sentence that continues an automatic renewal', () => {
    const f = fieldsOf('1. Term. The term of this Agreement is twelve (12) months from the Effective Date and will be automatically renewed for one additional twelve month period unless either party notifies the other of its intention not to renew. Such notice must be given ninety (90) days prior to expiration of the original term.');
    assert.equal(f.noticePeriodToTerminateRenewal?.value, 90);
    const g = fieldsOf('1.3 Renewal. This agreement will be automatically renewed at the end of every ten (10) year term. A six (6) months notice must be given by either party of their intention to terminate relations.');
    assert.deepEqual([g.noticePeriodToTerminateRenewal?.value, g.noticePeriodToTerminateRenewal?.unit], [6, 'month']);
  });
  it('does not take a termination-at-will notice after a renewal by mutual agreement', () => {
    const f = fieldsOf('5. Term. The term of the Agreement will be for 12 months. This Agreement may be renewed upon mutual, written agreement of the parties. Either party may terminate this Agreement at any time with 30 days written notice.');
    assert.equal(f.noticePeriodToTerminateRenewal, null);
  });
  it('reads month-to-month continuation as a renewal with its notice', () => {
    const f = fieldsOf('2. Term. After the Initial Term, this Agreement shall continue on a month to month basis until terminated by either party upon thirty (30) days prior written notice to the other.');
    assert.equal(f.noticePeriodToTerminateRenewal?.value, 30);
  });
  it('reads a defined end date on a label or in a definition', () => {
    assert.equal(fieldsOf('Expiration Date: August 31, 2022\n\n1. Term. This Agreement shall expire on the Expiration Date set forth above.').expirationDate, '2022-08-31');
    assert.equal(fieldsOf('1. Definitions. "Expiration Date" means March 31, 2021.\n2. Term. The term of this Agreement is two years from the Effective Date.').expirationDate, '2021-03-31');
    assert.equal(fieldsOf('TERM: November 01, 2019 to October 31, 2022\n').expirationDate, '2022-10-31');
  });
  it('reads a "Term:" label with a period from the date of the agreement over a longer period elsewhere', () => {
    const f = fieldsOf('Term: twelve (12) months from the date of the Agreement, which term shall automatically renew for an additional twelve (12) months if the Agreement is not otherwise terminated.\n\n4. Services. Consultant shall provide the services for a period of three (3) years from the Effective Date.');
    assert.equal(f.expirationDate, '2021-01-01');
  });
  it('computes an "Expiration Date" defined as the last day of the month a period after the Effective Date', () => {
    const f = fieldsOf('Expiration Date: at midnight on the last day of the month fifteen (15) years from the Effective Date\n\n2. Term. The Term will end on the Expiration Date, unless terminated earlier.');
    assert.equal(f.expirationDate, '2035-01-31');
    assert.equal(f.initialTerm?.value, 15);
  });
  it('does not take another defined period ("Contract Year") as the term', () => {
    const f = fieldsOf('1. Definitions. "Contract Year" means the period commencing on the Effective Date and ending on September 30, 2020. "End of Term" means the seventh (7th) anniversary of the Effective Date.\n\n2. Term. This Agreement shall commence on the Effective Date and shall continue until the End of Term.');
    assert.equal(f.expirationDate, '2027-01-01');
  });
  it('reads the defined period the term sentence runs for ("through to")', () => {
    const f = fieldsOf('1. Definitions. "Service Period" means April 1, 2020 through to March 30, 2021.\n\n2. Term. The Agreement shall commence on the Effective Date and continue in effect for the Service Period. Warranty claims may be made for five (5) years from delivery.');
    assert.equal(f.expirationDate, '2021-03-30');
  });
  it('reads the notice to stop an automatic renewal from the termination clause', () => {
    const f = fieldsOf('1. Term. The term of this Agreement shall be five (5) years from the Effective Date, subject to automatic successive renewal terms of three (3) years each.\n\n2. Termination. This Agreement may be terminated by either party upon written notice no later than ninety (90) days prior to the expiration of the relevant Term.');
    assert.deepEqual([f.noticePeriodToTerminateRenewal?.value, f.noticePeriodToTerminateRenewal?.unit], [90, 'day']);
  });
  it('does not read a termination notice as a renewal notice when nothing renews automatically', () => {
    const f = fieldsOf('1. Term. The term of this Agreement shall be five (5) years from the Effective Date and may be renewed by mutual agreement.\n\n2. Termination. Either party may terminate upon notice no later than ninety (90) days prior to the expiration of the Term.');
    assert.equal(f.noticePeriodToTerminateRenewal, null);
  });
  it('reads the stated date of "until the later of (a) July 31, 2021 or (b) …"', () => {
    assert.equal(fieldsOf('2. Term. The term of this Agreement shall begin on the Effective Date and shall remain in effect until the later of (a) July 31, 2023 or (b) the date that the last Purchase Order is fulfilled.').expirationDate, '2023-07-31');
  });
  it('reads "The term of this Agreement is five (5) years"', () => {
    assert.equal(fieldsOf('3. Term. The term of this Agreement is five (5) years unless terminated earlier in accordance with this Agreement.').expirationDate, '2025-01-01');
  });
  it('never takes "an annual fee" as the initial term', () => {
    const f = fieldsOf('1. Term. The term of this Agreement shall be five (5) years from the Effective Date. 2. Fees. Beta shall pay an annual fee for each year of the Term.');
    assert.equal(f.expirationDate, '2025-01-01');
  });
});

describe('choice-of-law sentences in other words', () => {
  const lawOf = (sentence: string) => extractFields(`This Agreement is made as of May 1, 2020 between Acme Inc. and Beta LLC.\n\n12. ${sentence}`).governingLaw;
  it('reads "The laws of the State of New York … govern all matters arising out of this Agreement"', () => {
    assert.equal(lawOf("The laws of the State of New York (excluding any laws that direct the application of another jurisdiction's law) govern all matters arising out of this Agreement."), 'New York');
  });
  it('reads "its interpretation and construction are to be applied in accordance with the laws of …"', () => {
    assert.equal(lawOf('This Agreement, its interpretation and construction, and the remedies for its enforcement are to be applied in accordance with the laws of the State of Colorado.'), 'Colorado');
  });
  it('reads "any controversy … shall be determined in accordance with the laws of …"', () => {
    assert.equal(lawOf('Any controversy between the parties arising under this Agreement shall be determined in accordance with the laws of the State of Michigan.'), 'Michigan');
  });
  it('reads a name glued to "of" by text extraction ("the laws ofthe State ofTexas")', () => {
    assert.equal(lawOf('This Agreement shall be construed in accordance with and governed by the laws ofthe State ofTexas.'), 'Texas');
  });
  it('reads "subject to the application of the Italian Law", not the seat named after it', () => {
    assert.equal(lawOf('Any such arbitration shall be subject to the application of the Italian Law and take place in Paris, France.'), 'Italy');
  });
});

describe('effective dates stated in other words', () => {
  const dateOf = (text: string) => extractFields(text).effectiveDate;
  it('reads "The effective date of the Franchise will be January 1, 2016"', () => {
    assert.equal(dateOf('This Franchise Agreement is made this 17th day of November, 2015 between the Town of Vinton and Roanoke Gas Company.\n\n7. Effective Date. The effective date of the Franchise will be January 1, 2016.'), '2016-01-01');
  });
  it('reads a cover-page label "EFFECTIVE DATE  JUNE 1, 1998"', () => {
    assert.equal(dateOf('OUTSOURCING AGREEMENT BETWEEN IBM CORPORATION AND MSL INC.\nEFFECTIVE DATE\n\n JUNE 1, 1998\n\nDated 05/05/98\n\n1. Services. MSL shall provide the Services.'), '1998-06-01');
  });
  it('reads `"Effective Date" means …` in a definitions schedule after the signatures', () => {
    const text = 'This Joint Development Agreement is entered into between FuelCell Energy, Inc. and ExxonMobil Research.\n\n1. Program. The parties shall conduct the Program.\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\nBy: /s/ Jason Few\nDate: November 5, 2019\n\nSCHEDULE A DEFINITIONS\n"Effective Date" means October 31, 2019.';
    assert.equal(dateOf(text), '2019-10-31');
  });
  it('takes the start of "This agreement begins on 1 February 2026" over the date the agreement is dated', () => {
    const text = 'This Agreement is dated 10 March 2025.\n\nPARTIES\n(1) Alder Pumps Limited (the "Principal").\n(2) Birch Sales Ltd (the "Agent").\n\n8. Term. This agreement begins on 1 April 2025 and continues until terminated by either party on notice.';
    assert.equal(dateOf(text), '2025-04-01');
  });
});

describe('effective dates on the training split: where else contracts state them', () => {
  const dateOf = (text: string) => extractEffectiveDate(text)?.date ?? null;
  it('reads "shall commence on the 1st of March, 2003"', () => {
    assert.equal(dateOf('JOINT VENTURE AGREEMENT\n\n8. Term. The Joint Venture shall commence on the 1st of March, 2003 and shall continue for one year.'), '2003-03-01');
  });
  it('reads a preamble date whose blank before the month was filled in ("1st day of --- June, 2004")', () => {
    assert.equal(dateOf('This SPEAKING AGREEMENT is made this 1st day of --- June, 2004 by and between Orchard Inc. and Jo Lane.'), '2004-06-01');
  });
  it('reads a dash-written signature date ("Date: 4-9-99") when the agreement takes effect on signed acceptance', () => {
    const text = 'SERVICE AGREEMENT\nDate: April 1, 1999\n\n(a) Provider shall maintain the equipment listed in the attached schedule in good working order.\n(b) Customer shall pay the annual fee in advance, and Provider shall invoice the fee each year.\n(c) This Agreement shall be effective on the date of signed acceptance ("Effective Date") by Provider.\n\nIN WITNESS WHEREOF\nCustomer: ____\nDate: April 7, 1999\nProvider: ____\nDate: 4-9-99\n';
    assert.equal(dateOf(text), '1999-04-09');
  });
  it('reads "Dated 14/6/19" after an exhibit label on the same line', () => {
    assert.equal(dateOf('EXHIBIT 10.7 Dated 14/6/19\nDistribution agreement between Koala Devices Pty Ltd and Brightside Inc.\n1. Appointment.'), '2019-06-14');
  });
  it('reads the date "This Amendment #2 to the Supply Agreement … is made effective as of"', () => {
    const text = 'This Amendment #2 to the Supply Agreement (this "Amendment #2") is made effective as of March 3, 2016 ("Amendment Effective Date"), by and between Orchard Inc. and Pine LLC, who are parties to the Supply Agreement, effective May 1, 2010.';
    assert.equal(dateOf(text), '2016-03-03');
  });
  it('reads "This amendment to Section 4 of the Services Agreement is made effective <date>"', () => {
    assert.equal(dateOf('AMENDMENT\nThis amendment to Section 4 of the Services Agreement is made effective July 8, 2001 by and between Orchard Inc. and Pine LLC.'), '2001-07-08');
  });
  it('does not take the date of a letter the recitals cite ("confirmed by letter dated")', () => {
    const text = 'Hosting Agreement between Orchard Inc. and Pine LLC, 3/10/2012\n\nWHEREAS Pine LLC has confirmed by letter dated June 1, 2011 that it agrees to the proposal;';
    assert.notEqual(dateOf(text), '2011-06-01');
  });
  it('reads a definition whose date comes after "i.e." later in its sentence', () => {
    const text = 'This Maintenance Agreement is entered into this 15 March, 2001 by Orchard SA and Pine Inc.\n\n1. DEFINITIONS\nEFFECTIVE DATE shall mean the Date of Acceptance of the System at the Customer site, i.e. February 2, 2001.';
    assert.equal(dateOf(text), '2001-02-02');
  });
  it('reads "Effective Date 01 May 2007" in a confirmation\'s table of terms', () => {
    assert.equal(dateOf('Cap Agreement\nDate: 20 May 2007\nTo: Pine Trust\nTrade Date: 18 May 2007\nEffective Date 01 May 2007\nTermination Date: 1 May 2010'), '2007-05-01');
  });
  it('does not take the date a title says the agreement was later amended on', () => {
    const text = 'Orchard Ltd. and Pine Ltd. Supply Agreement — As amended on March 1, 2012\n\nThis Supply Agreement was made and entered into as of the 5 day of June, 2003 by and between Orchard Ltd. and Pine Ltd.';
    assert.equal(dateOf(text), '2003-06-05');
  });
  it('reads the later signature date when the labels print under the dates', () => {
    const text = '"Effective Date" means the date of last signature on this Agreement.\n\nIN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.\nBy: /s/ A. Smith   By: /s/ B. Jones\n5/2/2017   05/04/2017\nDate   Date\n\nTERMS AND CONDITIONS\n1. Appointment.';
    assert.equal(dateOf(text), '2017-05-04');
  });
  it('adds a day for "effective on the day after the date of last signature"', () => {
    const text = 'BASE TERMS\n3.1 Term. This Agreement will be effective on the day after the date of last signature to these Base Terms ("Effective Date").\n\nIN WITNESS WHEREOF\nCustomer  Date: 3/30/2004\nProvider  Date: 3/31/2004\n';
    assert.equal(dateOf(text), '2004-04-01');
  });
  it('reads the testimonium\'s date over a date in the recitals', () => {
    const text = 'ENDORSEMENT AGREEMENT\n\nThis Agreement is made by and between Orchard Inc. (the "Company") and Jo Lane ("Executive").\n\nWHEREAS, a statute bars certain loans on or after July 30, 2002; and\nWHEREAS, the parties wish to amend the arrangement;\n\nNOW, THEREFORE, the parties agree as follows.\n1. Services.\n\nIN WITNESS WHEREOF, the parties hereto have executed this Agreement as of this 4th day of April, 2003.\nORCHARD INC.';
    assert.equal(dateOf(text), '2003-04-04');
  });
});

describe('governing law: the agreement\'s own choice, in other words', () => {
  const lawOf = (text: string) => extractGoverningLaw(text)?.jurisdiction ?? null;
  it('reads "shall be in accordance with and controlled by the laws of the State of …"', () => {
    assert.equal(lawOf('15.1 THE INTERPRETATION AND PERFORMANCE OF THIS CONTRACT SHALL BE IN ACCORDANCE WITH AND CONTROLLED BY THE LAWS OF THE STATE OF OHIO, WITHOUT REGARD TO CONFLICTS OF LAW.'), 'Ohio');
  });
  it('reads "This AGREEMENT is controlled by the laws of …"', () => {
    assert.equal(lawOf('18. Venue. This AGREEMENT is controlled by the laws of the State of Oklahoma, and venue shall lie in Tulsa County.'), 'Oklahoma');
  });
  it('prefers the sentence about this agreement to a legal opinion\'s "matters governed by the laws of …"', () => {
    const text = '(c) Such counsel\'s opinion shall be limited to matters governed by federal laws and by the laws of Oregon, and may add other qualifications.\n\nSection 17. Construction. This Agreement shall be construed in accordance with the laws of the State of Vermont.';
    assert.equal(lawOf(text), 'Vermont');
  });
  it('prefers the agreement\'s choice to a state addendum\'s law for that state\'s franchisees', () => {
    const text = 'ILLINOIS ADDENDUM\nChoice of law: Except to the extent governed by the Lanham Act, Illinois law will apply to Illinois franchisees.\n\n27.1 Choice of Law. This Agreement will be interpreted and construed exclusively under the laws of the State of Utah.';
    assert.equal(lawOf(text), 'Utah');
  });
  it('does not read "organized and existing under the laws of" as a choice of law', () => {
    assert.equal(lawOf('(a) Provider is a limited liability company duly organized and existing under the laws of Japan and has the power to enter into this Agreement.'), null);
  });
  it('prefers a "governed by" sentence that never names this agreement to a weaker cue in a sentence that does', () => {
    const text = '3. Representations. Seller, under the laws of Nevada, may enter into this Agreement.\n\n20. Disputes. All disputes shall be governed by the laws of the State of Maine.';
    assert.equal(lawOf(text), 'Maine');
  });
  it('does not read "may not be enforceable under California law" as a choice of law', () => {
    assert.equal(lawOf('CALIFORNIA ADDENDUM\n3. These provisions may not be enforceable under California law.\n4. The franchisor shall deliver a disclosure document.'), null);
  });
  it('reads a disclosure addendum\'s "The Franchise Agreement requires application of the laws of …"', () => {
    assert.equal(lawOf('CALIFORNIA ADDENDUM\n7. The Franchise Agreement requires application of the laws of Arizona.'), 'Arizona');
  });
});

describe('term and renewal as contracts on the training split write them', () => {
  const PREAMBLE = 'This Agreement is made as of March 1, 2010 (the "Effective Date") by and between Orchard Inc. ("Orchard") and Pine LLC ("Pine").\n\n';
  const fieldsOf = (sentence: string) => extractFields(PREAMBLE + sentence);
  const renewalOf = (sentence: string) => {
    const r = fieldsOf(sentence).renewalTerm;
    return r ? [r.value, r.unit] : null;
  };
  it('reads "for the five (5) year term" as the initial term, not the one-year extensions after it', () => {
    const f = fieldsOf('12. Term. This contract shall remain in effect initially for the five (5) year term ("Initial Term") from the date signed and shall be automatically extended for one (1) year periods after the Initial Term unless either party gives notice of non-renewal.');
    assert.equal(f.expirationDate, '2015-03-01');
  });
  it('reads "This Agreement shall be for the term of one year"', () => {
    assert.equal(fieldsOf('7.1. This Agreement shall be for the term of one year; thereafter, the Agreement shall renew automatically.').expirationDate, '2011-03-01');
  });
  it('reads "shall continue for a minimum period of 12 months"', () => {
    assert.equal(fieldsOf('3. Term. The term of this Agreement shall commence on the Effective Date and shall continue for a minimum period of 12 months and thereafter upon mutual agreement.').expirationDate, '2011-03-01');
  });
  it('reads "shall be effective through and including <date>"', () => {
    assert.equal(fieldsOf('14.1 TERM. This Agreement shall be effective through and including June 30, 2013.').expirationDate, '2013-06-30');
  });
  it('reads the first date of "will end the later of (i) <date> or (ii) …"', () => {
    assert.equal(fieldsOf('8. TERM AND TERMINATION a) The term of this Agreement will begin on March 1, 2010 and will end the later of (i) March 1, 2012 or (ii) delivery of all guaranteed impressions.').expirationDate, '2012-03-01');
  });
  it('reads the anniversary in "shall expire upon the earlier of (i) the first anniversary of the Effective Date"', () => {
    assert.equal(fieldsOf('4.1 Term. (a) This OMA shall expire upon the earlier of (i) the first anniversary of the Effective Date and (ii) the date all shares are sold.').expirationDate, '2011-03-01');
  });
  it('reads "The term of this JSMA shall commence on … and ends at <date>" before a reporting period ending earlier', () => {
    const f = fieldsOf('4. Reports. If the last statement includes the three-month period ending on September 30, 2009, the next statement covers the following quarter.\n\n5.1. The term of this JSMA shall commence on May 1, 2010 and ends at April 30, 2019, with automatic renewals unless notice is given.');
    assert.equal(f.expirationDate, '2019-04-30');
  });
  it('reads "This Agreement shall become effective on the Effective Date and shall continue for a period of three (3) years" over a defined transition period', () => {
    const f = fieldsOf('1.20 "Transition Services" shall mean services performed from the Effective Date through December 31, 2010.\n\nSECTION 4.0 TERM This Agreement shall become effective on the Effective Date and shall continue for a period of three (3) years unless terminated as provided in Section 5.0.');
    assert.equal(f.expirationDate, '2013-03-01');
  });
  it('does not take "during the Term and for a period of one (1) year thereafter" as the term', () => {
    const f = fieldsOf('9.4 Records. Each Party will, during the Term and for a period of one (1) year thereafter, maintain complete books and records.\n\n15. Duration. This Agreement shall commence on the Effective Date and shall continue for an initial period of five years.');
    assert.equal(f.expirationDate, '2015-03-01');
  });
  it('does not take a cure period ("remains uncured for sixty (60) days following written notice") as the term', () => {
    const f = fieldsOf('8. b) Either party may terminate this Agreement if the other party materially breaches it and such breach remains uncured for sixty (60) days following written notice.');
    assert.equal(f.initialTerm, null);
  });
  it('does not end the term at an anniversary that a termination fee is counted before', () => {
    const f = fieldsOf('2. Term. The appointment shall commence on the Effective Date and shall continue for three years thereafter (the "Initial Term").\n\n11. (c) If the termination occurs prior to the first anniversary of the commencement date of the current term, the termination fee shall equal twelve monthly invoices.');
    assert.equal(f.expirationDate, '2013-03-01');
  });
  it('still ends the term at "the day prior to the second anniversary of the Effective Date"', () => {
    const f = fieldsOf('1.9 INITIAL TERM shall mean the Effective Date through the day prior to the second anniversary of the Effective Date, unless earlier terminated.');
    assert.deepEqual([f.initialTerm?.value, f.initialTerm?.unit], [2, 'year']);
  });
  it('reads the anniversary in the list item after a term sentence that ends in a colon', () => {
    const f = fieldsOf('4.1 For two (2) years following the Effective Date, Pine shall route half of its transfers through Orchard.\n\n6.2 Unless otherwise agreed, this Agreement shall remain in effect until the earlier of the below events occur: (a) The third (3rd) anniversary of this Agreement; and (b) Pine ceasing to hold shares of Orchard.');
    assert.equal(f.expirationDate, '2013-03-01');
  });
  it('reads "Contract is renewable for 1 year extension" as a one-year renewal', () => {
    assert.deepEqual(renewalOf('Contract is renewable for 1 year extension by amendment to this agreement.'), [1, 'year']);
  });
  it('reads "automatically renewing annually thereafter" as a one-year renewal', () => {
    assert.deepEqual(renewalOf('2. Term. The term of this Agreement shall be for one (1) year commencing on the Effective Date and automatically renewing annually thereafter, unless either party gives thirty days notice.'), [1, 'year']);
  });
  it('reads "shall continue on a year to year basis" as a one-year renewal', () => {
    assert.deepEqual(renewalOf('B. Unless either party gives notice at least six (6) months prior to the end of the Initial Term, this Agreement shall continue on a year to year basis until terminated.'), [1, 'year']);
  });
  it('does not read prices that may rise "from year to year thereafter" as a renewal', () => {
    assert.equal(renewalOf('4. Prices. Seller may increase the prices at the end of the first calendar year and from year to year thereafter on 90 days prior written notice.'), null);
  });
  it('reads "successive terms of the same duration" as renewals as long as the initial term', () => {
    assert.deepEqual(renewalOf('10. Term. This Agreement shall continue for a period of four (4) years (the "Initial Term"). Upon the expiry of the Initial Term this Agreement shall automatically renew for successive terms of the same duration, unless either party gives notice of non-renewal.'), [4, 'year']);
  });
  it('does not read a defined "Calendar Quarter" as the renewal term', () => {
    const text = '"Calendar Quarter" means each successive period of three consecutive calendar months commencing on January 1.\n\n15.1 Term. Thereafter, the Buyer may extend the Term for successive renewal terms of two (2) years each.';
    assert.deepEqual(renewalOf(text), [2, 'year']);
  });
  it('does not read the initial term that "shall extend for a period of Five (5) years thereafter ("Initial Term")" as the renewal', () => {
    assert.deepEqual(renewalOf('7.1 Term. This Agreement shall commence on the Effective Date and shall extend for a period of Five (5) years thereafter ("Initial Term"). This Agreement may be renewed for additional periods of one (1) year unless either Party provides notice of nonrenewal.'), [1, 'year']);
  });
  it('reads the notice of an agreement that continues "indefinitely after that until terminated" on notice', () => {
    const f = fieldsOf('11.1 This agreement begins on the Effective Date and shall continue for an initial term of one (1) years and indefinitely after that until terminated by either party giving at least twelve (12) months\' prior written notice.');
    assert.deepEqual([f.noticePeriodToTerminateRenewal?.value, f.noticePeriodToTerminateRenewal?.unit], [12, 'month']);
  });
});

describe('effective date "as of the date first written above"', () => {
  it('reads the preamble date, not an "Effective Date:" label in a later price list', () => {
    const text = 'AGENCY AGREEMENT\nThis Agency Agreement is made as of May 3, 2001, by and between Orchard Inc. and Pine LLC.\n\n4.1 Term. This Agreement will become effective as of the date first written above and will continue until terminated.\n\nEXHIBIT A\nPRICE LIST\nUnit price $10.00\nEffective Date: January 5, 2001\n';
    assert.equal(extractEffectiveDate(text)?.date, '2001-05-03');
  });
});

describe('a term counted from an event the contract names', () => {
  it('gives no expiration date when the years run from the day the business opens, not from the effective date', () => {
    const f = extractFields('This Franchise Agreement is made as of March 2, 2026 between Alder Franchising LLC and Birch Foods Inc.\n\n3.1 Term. The term of this Agreement begins on the Effective Date and expires eight (8) years after the date the Restaurant first opens for business.');
    assert.equal(f.expirationDate, null);
  });
});

describe('a term that runs from an event the sentence before defines', () => {
  const text = [
    'EQUIPMENT LEASE',
    '',
    'This Lease is made as of April 17, 2026 between Keystone Leasing LLC ("Lessor") and Brightwater Co. ("Lessee").',
    '',
    '2. Term. The term of each Schedule begins on the date Lessee signs a Delivery and Acceptance Certificate for the Equipment (the "Commencement Date") and continues for the number of months stated in that Schedule (the "Base Term"). Schedule No. 1 has a Base Term of sixty (60) months.',
  ].join('\n');

  it('reads the stated length as the initial term and gives no end date counted from the effective date', () => {
    const fields = extractFields(text);
    assert.equal(fields.initialTerm?.text, 'sixty (60) months');
    assert.equal(fields.expirationDate, null);
    assert.deepEqual(fields.termStart, { name: 'Commencement Date', date: null });
  });
  it('still counts a term from a start defined as the date first written above', () => {
    const fields = extractFields('This Agreement is dated December 23, 2003 between Acme Inc. and Beta LLC.\n\nThe initial term of this Agreement shall be for 3 years commencing on the date first set forth above (the "Commencement Date") and ending on the 3rd anniversary of the Commencement Date.');
    assert.equal(fields.expirationDate, '2006-12-23');
  });
});
