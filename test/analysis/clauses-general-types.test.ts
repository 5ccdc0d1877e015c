// Issue #9: general clause types a lawyer can trust. Sentences written for these tests the way commercial,
// licensing and employment agreements phrase them, numbered as paragraphs without headings, and typed right
// through the engine's tagger (the general model, its defining wording and the wording check) — not only by
// the wording check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadClauseTagger } from '../../src/engines/local/analysis/clauses/tagger.ts';
import { segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';
import { GENERAL_MODEL_TYPES, provisionDefiningTypes } from '../../src/engines/local/analysis/clauses/general.ts';
import { definingTypes } from '../../src/engines/local/analysis/clauses/defining-wording.ts';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import type { ClauseType } from '../../src/domain/taxonomy.ts';

const tagger = loadClauseTagger();

/** The general types the engine gives each provision of a numbered document (clauses covering half of it). */
function generalTypes(provisions: string[]): ClauseType[][] {
  let text = '';
  const spans: [number, number][] = [];
  provisions.forEach((p, i) => {
    text += `${i + 1}. `;
    spans.push([text.length, text.length + p.length]);
    text += `${p}\n\n`;
  });
  const segments = segmentClauses(text, []);
  const types = tagger.tag(segments, { fullText: text });
  return spans.map(([start, end]) => {
    const found = new Set<ClauseType>();
    segments.forEach((s, i) => {
      const overlap = Math.min(s.end, end) - Math.max(s.start, start);
      if (overlap > 0 && overlap >= 0.5 * (end - start)) for (const t of types[i]!) if ((GENERAL_MODEL_TYPES as readonly string[]).includes(t)) found.add(t);
    });
    return [...found];
  });
}

function assertTyped(type: ClauseType, provisions: string[]): void {
  generalTypes(provisions).forEach((types, i) => assert.ok(types.includes(type), `${provisions[i]} → ${types.join(', ') || 'no type'}`));
}

function assertNotTyped(type: ClauseType, provisions: string[]): void {
  generalTypes(provisions).forEach((types, i) => assert.ok(!types.includes(type), `${provisions[i]} → ${types.join(', ')}`));
}

test('provisions stating when and how fees are paid are typed Payment Terms', () => {
  assertTyped('Payment Terms', [
    'Licensee shall pay Licensor the fees set forth in Exhibit B within thirty (30) days of the date of each invoice.',
    'Customer shall pay all undisputed amounts within forty-five (45) days after receipt of a correct invoice. Overdue amounts shall bear interest at the rate of one percent (1%) per month.',
    'Distributor shall pay for all Products ordered hereunder in U.S. dollars by wire transfer to the account designated by Supplier, no later than sixty (60) days from the date of shipment.',
    'Royalties due under this Agreement shall be paid quarterly within thirty (30) days after the end of each calendar quarter, accompanied by a report showing the calculation of the royalties.',
    'Buyer shall remit payment for each shipment within net forty-five (45) days of receipt of Supplier\u2019s invoice.',
  ]);
});

test('expenses, taxes, salary, audits, set-off and reports are not Payment Terms', () => {
  assertNotTyped('Payment Terms', [
    'The Company shall reimburse Consultant for all reasonable out-of-pocket travel expenses incurred in performing the Services, upon presentation of receipts.',
    'All amounts payable hereunder are exclusive of sales, use and value added taxes, which shall be borne by Customer.',
    'The Executive shall receive an annual base salary of $250,000, payable in accordance with the Company\u2019s normal payroll practices.',
    'Distributor shall maintain complete and accurate books and records of all sales of Products, which Supplier may audit upon reasonable notice.',
    'Amounts due hereunder may not be set off except with the mutual prior written consent of the parties.',
  ]);
});

test('confidentiality undertakings are typed Confidentiality', () => {
  assertTyped('Confidentiality', [
    "Each party shall hold the other party's Confidential Information in strict confidence and shall not disclose it to any third party without the prior written consent of the disclosing party.",
    "The Receiving Party shall use the Disclosing Party's Confidential Information only for the purposes of this Agreement and shall protect it using at least the same degree of care it uses to protect its own confidential information.",
    'Recipient agrees to keep confidential all non-public information disclosed by Discloser and not to use such information except to perform its obligations under this Agreement.',
    'Neither party shall disclose the terms of this Agreement to any person other than its attorneys, accountants and advisors who are bound by obligations of confidentiality.',
    'The Employee shall not, during or after the Employment Period, divulge to any person any confidential information concerning the business or affairs of the Company.',
  ]);
});

test('product and service warranties are typed Warranty', () => {
  assertTyped('Warranty', [
    'Supplier warrants that the Products shall be free from defects in materials and workmanship for twelve (12) months from the date of delivery.',
    'Contractor warrants that the Services will be performed in a professional and workmanlike manner in accordance with generally accepted industry standards.',
    'If any Product fails to conform to the warranty set forth above during the warranty period, Seller shall, at its option, repair or replace such Product at no charge to Buyer.',
  ]);
});

test('a disclaimer of warranties is typed Warranty Disclaimer, not Warranty', () => {
  const disclaimer = 'EXCEPT AS EXPRESSLY SET FORTH IN THIS AGREEMENT, LICENSOR MAKES NO WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.';
  assertTyped('Warranty Disclaimer', [disclaimer, 'The Software is provided "as is" and Licensor disclaims all other warranties, express or implied.']);
  assertNotTyped('Warranty', [disclaimer]);
});

test('waiver, survival and counterparts provisions are typed as such', () => {
  assertTyped('Waiver', ['No failure or delay by either party in exercising any right under this Agreement shall operate as a waiver of that right, nor shall any single exercise of a right preclude its further exercise.']);
  assertTyped('Survival', ['Sections 5 (Confidentiality), 8 (Indemnification) and 9 (Limitation of Liability) shall survive any termination or expiration of this Agreement.']);
  assertTyped('Counterparts', ['This Agreement may be executed in any number of counterparts, each of which shall be deemed an original and all of which together shall constitute one instrument.']);
});

test('a waiver of jury trial is no waiver provision', () => {
  assert.equal(typeHasItsWords('Waiver', 'EACH PARTY HEREBY IRREVOCABLY WAIVES ITS RIGHT TO A TRIAL BY JURY IN ANY PROCEEDING ARISING OUT OF THIS AGREEMENT.'), false);
  assert.ok(typeHasItsWords('Waiver', 'No waiver of any breach of this Agreement shall be effective unless made in writing and signed by the waiving party.'));
});

test('a debarment or independent-contractor certification phrased "represents and warrants" is not Warranty', () => {
  assertNotTyped('Warranty', [
    'Consultant represents and warrants that Consultant has not been debarred under 21 U.S.C. Section 335a and does not appear on the FDA debarment list.',
    'Vendor hereby represents and warrants that Vendor is engaged in an independent business and will perform all obligations under this Agreement as an independent contractor and not as the agent of Customer.',
  ]);
  assert.equal(typeHasItsWords('Warranty', 'Each Party represents and warrants that neither it nor any of its personnel has been debarred under any health care laws.'), false);
  assert.ok(typeHasItsWords('Warranty', 'Supplier represents and warrants that it is an independent contractor and that the Products will be free from defects.'));
});

test('arbitration, exclusive jurisdiction, negotiation between executives and a jury waiver are typed Dispute Resolution', () => {
  assertTyped('Dispute Resolution', [
    'Any dispute arising out of or relating to this Agreement shall be finally settled by arbitration administered by the American Arbitration Association in accordance with its Commercial Arbitration Rules.',
    'The courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this Agreement.',
    'The parties shall attempt in good faith to resolve any dispute arising out of this Agreement promptly by negotiation between executives who have authority to settle the controversy.',
    'EACH PARTY HEREBY IRREVOCABLY WAIVES ALL RIGHT TO TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT.',
  ]);
});

test('disparaging or derogatory statements are typed Non-Disparagement', () => {
  assertTyped('Non-Disparagement', [
    'Employee agrees not to make any statements, written or oral, that disparage the Company or its officers, directors, products or services.',
    'Neither party shall make any public statement that is derogatory of or detrimental to the reputation of the other party.',
  ]);
});

test('the agreement\u2019s duration is Term; "remain in full force and effect" inside severability is not', () => {
  const [term, initial, effective, severability] = generalTypes([
    'This Agreement shall commence on the Effective Date and shall continue for a period of three (3) years, unless terminated earlier in accordance with Section 10.',
    'The initial term of this Agreement is two (2) years from the Effective Date. Thereafter, this Agreement shall automatically renew for successive one-year periods unless either party gives notice of non-renewal.',
    'This contract shall be effective as of November 1, 2024 and shall remain in force until October 31, 2029.',
    'If any provision of this Agreement is held to be invalid or unenforceable, the remaining provisions shall remain in full force and effect.',
  ]);
  assert.ok(term!.includes('Term') && initial!.includes('Term') && effective!.includes('Term'));
  assert.ok(!severability!.includes('Term') && severability!.includes('Severability'), severability!.join(', '));
});

test('governing law, assignment and amendment are typed; subcontracting and a non-assignable license are not Assignment', () => {
  const [law, assign, amend, subcontract, license] = generalTypes([
    'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.',
    'Neither party may assign or transfer this Agreement or any of its rights or obligations hereunder without the prior written consent of the other party.',
    'No change, amendment or modification of this Agreement shall be valid unless set forth in writing and signed by both parties.',
    'Company may not subcontract with any Affiliate or third party to perform any of its obligations under this Agreement without the prior written consent of Janssen.',
    'Licensor hereby grants to Licensee a limited, non-exclusive, non-transferable, non-assignable license to use the Software solely for its internal business purposes.',
  ]);
  assert.ok(law!.includes('Governing Law') && assign!.includes('Assignment') && amend!.includes('Amendment'));
  assert.ok(!subcontract!.includes('Assignment') && !license!.includes('Assignment'), `${subcontract} / ${license}`);
});

test('termination for material breach, for cause or on insolvency is typed Termination for Cause', () => {
  assertTyped('Termination for Cause', [
    'Either party may terminate this Agreement upon written notice if the other party materially breaches this Agreement and fails to cure such breach within thirty (30) days after receiving notice thereof.',
    'Either party may terminate this Agreement immediately if the other party becomes insolvent, makes an assignment for the benefit of creditors, or has a receiver appointed for its business.',
    'If either party commits a material breach of this Agreement which is not remedied within thirty (30) days of written notice, the other party may terminate this Agreement with immediate effect.',
  ]);
});

test('boilerplate of other kinds gets no general type', () => {
  generalTypes([
    'Nothing in this Agreement shall be construed to create a partnership, joint venture or agency relationship between the parties.',
    'Supplier shall comply with all applicable laws and regulations in performing its obligations under this Agreement.',
    'Neither party shall issue any press release regarding this Agreement without the prior written consent of the other party.',
    'Distributor shall purchase a minimum of 10,000 units of the Products during each calendar year of the Term.',
  ]).forEach((types) => assert.deepEqual(types, []));
});

test('a mention of force majeure, a severability reference or "the Warranty Period" is no defining wording', () => {
  assert.deepEqual(definingTypes('All notices (including any notice of force majeure, breach or termination) shall be in writing and delivered by courier.'), ['Notices']);
  assert.deepEqual(definingTypes('If for any reason other than an Event of Force Majeure, Supplier delivers any shipment late, Buyer may cancel the order.'), []);
  assert.deepEqual(definingTypes('Neither party shall be liable for any failure or delay in performance caused by events beyond its reasonable control, including acts of God.'), ['Force Majeure']);
  assert.deepEqual(definingTypes('Paragraphs 4.1 (License Fee), 9.3 (Severability) and 9.7 (Indemnification) shall survive termination of this Agreement.'), ['Survival']);
  assert.deepEqual(definingTypes('Following the expiry of the Warranty Period, Supplier shall provide maintenance services during successive annual terms.'), []);
});

test('"advance notice will be given" is no notices clause', () => {
  assert.deepEqual(definingTypes('The timing of any press release shall be agreed by the Parties, except disclosures required by law, in which case advance notice will be given to the other Party.'), []);
});

test('a representation of compliance with laws is not Warranty; a warranty of conformity to specifications is', () => {
  assert.equal(typeHasItsWords('Warranty', 'Company represents and warrants that it will comply with all applicable export control laws and regulations of the United States.'), false);
  assert.ok(typeHasItsWords('Warranty', 'Supplier represents and warrants that the Products shall conform to the Product Specifications and be manufactured in compliance with all applicable laws.'));
});

test('the effects of termination are not Termination for Cause; an event of default is', () => {
  assert.equal(
    typeHasItsWords('Termination for Cause', 'In the event of the termination of this Agreement, no party shall have any liability to any other party except for liabilities relating to any breach occurring before termination.'),
    false,
  );
  assert.ok(typeHasItsWords('Termination for Cause', 'Each of the following constitutes an Event of Default: (a) a party fails to cure a material breach within thirty (30) days; (b) a party becomes insolvent, whereupon the other party may terminate.'));
});

test('English-style insolvency, liability exclusion and payment provisions are typed', () => {
  const [insolvency, liability, payment] = generalTypes([
    'Either party may terminate this agreement with immediate effect by giving written notice to the other party if the other party suspends, or threatens to suspend, payment of its debts or is unable to pay its debts as they fall due.',
    "Nothing in this agreement shall limit or exclude either party's liability for death or personal injury caused by its negligence. Subject to that, neither party shall be liable for any loss of profit or any indirect or consequential loss.",
    'The Customer shall pay each invoice submitted by the Supplier in full and in cleared funds within 30 days of receipt.',
  ]);
  assert.ok(insolvency!.includes('Termination for Cause'), insolvency!.join(', '));
  assert.ok(liability!.includes('Limitation of Liability'), liability!.join(', '));
  assert.ok(payment!.includes('Payment Terms'), payment!.join(', '));
});

test('what is paid upon termination is an effect of termination, not Payment Terms', () => {
  assertNotTyped('Payment Terms', ["Upon termination, the Customer shall pay to the Supplier all of the Supplier's outstanding unpaid invoices and interest."]);
});

test('"modifications shall be valid only if made in writing" and "shall not be deemed amended unless in writing" are Amendment', () => {
  assert.deepEqual(definingTypes('Any modifications and additions to this Agreement shall be valid only if made in writing and signed by duly authorized representatives of both Parties.'), ['Amendment']);
  assert.deepEqual(definingTypes('No provision of this Agreement shall be deemed waived, amended or modified by any Party unless such amendment is in writing and signed by the Party against whom it is sought to be enforced.'), ['Amendment']);
  assertTyped('Amendment', ['Any modifications and additions to this Agreement shall be valid only if made in writing and signed by duly authorized representatives of both Parties.']);
});

test('a provision that defines its term and then imposes the duty is typed; a definition alone is not', () => {
  const [confidentiality, fees, definition] = generalTypes([
    '"Confidential Information" means all non-public information disclosed by one party to the other, whether orally or in writing. Each party shall hold the other party\u2019s Confidential Information in confidence and shall not disclose it to any third party.',
    '"Fees" means the fees set out in Schedule 2. The Customer shall pay the Fees within thirty (30) days of the date of the Supplier\u2019s invoice.',
    '"Confidential Information" means all non-public information disclosed by one party to the other. Confidential Information shall not include information that is publicly available.',
  ]);
  assert.ok(confidentiality!.includes('Confidentiality'), confidentiality!.join(', '));
  assert.ok(fees!.includes('Payment Terms'), fees!.join(', '));
  assert.deepEqual(definition, []);
});

test('a payment provision that opens by saying fees exclude taxes is still Payment Terms', () => {
  assertTyped('Payment Terms', [
    'All fees are exclusive of applicable sales taxes. Customer shall pay all invoices within thirty (30) days of receipt by wire transfer to the account designated by Supplier.',
    'Prices are stated exclusive of VAT, which shall be payable in addition. Invoices are payable within 30 days of the invoice date.',
  ]);
  assert.equal(
    typeHasItsWords('Payment Terms', 'All sums payable under this Agreement are exclusive of VAT. The Recipient shall pay the VAT to the Supplier. Any VAT shall be shown on a valid VAT invoice. Payments shall be made within 30 days.'),
    false,
  );
});

test('a "Miscellaneous" section that bundles several provisions is given the type of each', () => {
  const text =
    "19. Miscellaneous. This Agreement constitutes the entire agreement between the parties regarding its subject matter. It may be amended only by a writing signed by both parties. Notices shall be in writing and delivered by courier to the addresses above (attention: General Counsel). This Agreement may be signed in counterparts.";
  const types = provisionDefiningTypes(text);
  for (const type of ['Entire Agreement', 'Amendment', 'Notices', 'Counterparts'] as const) assert.ok(types.includes(type), type);
});

test('a single provision keeps only the type its lead sentence states, though a later sentence names another in passing', () => {
  const text = 'All notices under this Agreement shall be in writing and delivered by hand or courier. A notice is received on delivery. Notice of a change of address may be given by email.';
  assert.deepEqual(provisionDefiningTypes(text), ['Notices']);
});
