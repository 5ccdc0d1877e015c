// A university patent licence's term (issue #9, thirteenth session): a term that runs "until the date of expiration of
// the last to expire patent" ends on an event, and the anniversaries on which a minimum royalty falls due are no end of
// the term. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { openEndedTermOf } from '../../src/analysis/durations.ts';

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
