// An amendment that ends a joint venture (issue #9, thirteenth session): its title says which agreement it amends, its
// lettered background tells history in the past tense, and the name of an agreement "as amended, supplemented or
// otherwise modified from time to time", or of "this Amendment", says nothing of how an agreement may be amended. A term
// defined by reference to another section is a definition, whatever type its name suggests. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mainAgreementOf } from '../../src/analysis/addendum.ts';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';

describe('an amendment and termination of a joint venture agreement', () => {
  it('is read as part of the agreement its title names', () => {
    const text = 'AMENDMENT AND TERMINATION\n\nOF\n\nJOINT VENTURE AGREEMENT\n\nThis Amendment is made on 30 October 2026 between Harrow Brakes AB and Kestrel Kogyo Co., Ltd.';
    assert.equal(mainAgreementOf(text), 'the Joint Venture Agreement');
  });

  it('leaves an amendment and restatement, a whole agreement again, alone', () => {
    assert.equal(mainAgreementOf('AMENDED AND RESTATED JOINT VENTURE AGREEMENT\n\nThis Agreement is made between Harrow Brakes AB and Kestrel Kogyo Co., Ltd.'), null);
  });
});

describe('lettered background in the past tense', () => {
  it('is a recital: "(A)The Harrow Parties and the Kestrel Parties entered into the JV Agreement as of March 7, 2016 …"', () => {
    assert.equal(nonOperativeKind('(A)The Harrow Parties and the Kestrel Parties entered into the JV Agreement as of March 7, 2016 to engage in the JV Business through Harrow Kestrel Brakes Co., Ltd.;'), 'recital');
  });

  it('is no recital where it binds: "(A) The Parties have entered into this Agreement and shall cooperate …"', () => {
    assert.equal(nonOperativeKind('(A) The Parties have entered into this Agreement and shall cooperate in good faith.'), null);
  });
});

describe('an agreement named "as amended … from time to time"', () => {
  it('is no Amendment clause, nor is the document called "this Amendment"', () => {
    const text =
      'The Kestrel Parties, as amended, supplemented or otherwise modified from time to time in accordance with the terms thereof (the "JV Agreement"). Capitalized terms not defined in this Amendment have the meanings given in the JV Agreement.';
    assert.equal(typeHasItsWords('Amendment', text), false);
  });

  it('leaves an Amendment clause of the document itself: "This Amendment may be modified only in a writing signed by both parties"', () => {
    assert.equal(typeHasItsWords('Amendment', 'This Amendment may be modified only in a writing signed by both parties.'), true);
  });
});

describe('a term defined by reference to another section', () => {
  it('is a definition: "1.12 Confidential Information. The term shall have the meaning set forth in Section 11.03.1"', () => {
    assert.equal(nonOperativeKind('1.12 Confidential Information. The term shall have the meaning set forth in Section 11.03.1'), 'definition');
  });

  it('leaves a provision that states its rule: "1.54 Territory. The Territory shall initially consist of all States"', () => {
    assert.equal(nonOperativeKind('1.54 Territory. The Territory shall initially consist of all States, as may be changed by the written agreement of the Parties.'), null);
  });
});
