// Terms that end on an event (issue #9, thirteenth session): a university patent licence that runs "until the date of
// expiration of the last to expire patent", whose minimum-royalty anniversaries are no end of the term; a distribution
// agreement that runs "until the termination of the Strategic Alliance Agreement", whose support duties "upon a
// termination" state no expiry. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { openEndedTermOf } from '../../src/analysis/durations.ts';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';

const LICENCE = `LICENSE AGREEMENT

This License Agreement is made on May 11, 2026 (the "EFFECTIVE DATE") between Calloway University ("University") and Brightmoor Devices, Inc. ("Company").

2. License. University hereby grants to Company a non-exclusive licence under the PATENT RIGHTS.

3. MINIMUM ANNUAL ROYALTIES 3.1 The minimum annual royalties are due on the 1st anniversary of the EFFECTIVE DATE and each subsequent anniversary of the EFFECTIVE DATE during the term: Three thousand dollars ($3,000).

4. Records. Company shall retain, for a period of three (3) years following each report, true and accurate records.

8. Term. The term of this Agreement shall commence on the EFFECTIVE DATE and shall continue, in each country, until the date of expiration of the last to expire patent within the PATENT RIGHTS in that country.

9. Governing Law. This Agreement is governed by the laws of the State of Maryland.
`;

describe('a licence that runs until its last patent expires', () => {
  it('reads the end as that event', () => {
    assert.match(openEndedTermOf('This term shall commence on the EFFECTIVE DATE and shall continue until the date of expiration of the last to expire patent within the PATENT RIGHTS.') ?? '', /^until the date of expiration of the last to expire patent/);
  });

  it('has no end date, neither a royalty anniversary nor a records period', () => {
    const fields = extractFields(LICENCE);
    assert.equal(fields.expirationDate, null);
    assert.equal(fields.initialTerm, null);
  });
});

describe('an agreement that runs as long as another does', () => {
  it('runs "until the termination of the Strategic Alliance Agreement"', () => {
    assert.equal(openEndedTermOf('This Agreement shall begin on the Effective Date and shall continue until the termination of the Strategic Alliance Agreement; provided that it may end earlier.'), 'until the termination of the Strategic Alliance Agreement');
  });
});

describe('support owed "upon a termination of this Agreement"', () => {
  it('is no Expiration Date: "Upon a termination of this Agreement, Supplier shall continue to make support services available"', () => {
    assert.equal(typeHasItsWords('Expiration Date', 'Upon a termination of this Agreement, Supplier shall continue to make available to Customers support services on commercially reasonable terms for ten (10) years.'), false);
  });
});

describe('a notice named before its length', () => {
  it('is read as the notice: "upon written notice to the other Party of at least 3 months"', () => {
    const text = `RESELLER AGREEMENT

This Reseller Agreement is made on July 31, 2026 between Halvard Imaging Ltd. ("Supplier") and Quarry Living, Inc. ("Reseller").

12. Term. This Agreement shall remain in effect for an initial period of 1 year ("Initial Term"). Thereafter, this Agreement shall automatically be renewed for successive 1-year terms. Following the Initial Term, either Party may terminate this Agreement without cause upon written notice to the other Party of at least 3 months.

13. Governing Law. This Agreement is governed by the laws of the State of New York.
`;
    assert.equal(extractFields(text).noticePeriodToTerminateRenewal?.text, '3 months');
  });
});
