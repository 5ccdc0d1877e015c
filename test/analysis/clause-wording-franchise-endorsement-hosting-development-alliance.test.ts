// Issue #9, twenty-first reading: near-misses read in a franchise agreement, a celebrity endorsement agreement, a web
// hosting and managed services agreement, a software development agreement and a strategic alliance / co-marketing
// agreement. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';

describe('clause types an alliance agreement needs its words for', () => {
  it('gives no Exclusivity to a "No Exclusivity." heading over a non-exclusive arrangement', () => {
    const text = '14. No Exclusivity. The relationship is non-exclusive. Either Party may work with other referral partners, including competitors of the other Party.';
    assert.equal(typeHasItsWords('Exclusivity', text), false);
  });

  it('still gives Exclusivity to an exclusive referral arrangement', () => {
    const text = 'During the Term, Partner shall refer customers for payroll services exclusively to Company and shall not refer them to any other payroll provider.';
    assert.equal(typeHasItsWords('Exclusivity', text), true);
  });

  it('gives no No-Solicit of Customers to a "Non-Solicitation." heading over a bar on soliciting employees for employment', () => {
    const text = '11. Non-Solicitation. For one (1) year after this Agreement ends, neither Party shall solicit for employment any member of the other Party\'s project team.';
    assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  });

  it('still gives No-Solicit of Customers to a "Non-Solicitation." heading over a bar on soliciting customers', () => {
    const text = '11. Non-Solicitation. For one (1) year after this Agreement ends, neither Party shall solicit any customer of the other Party introduced through the Program.';
    assert.equal(typeHasItsWords('No-Solicit of Customers', text), true);
  });
});

describe('clause types an endorsement agreement needs its words for', () => {
  it('gives no Non-Disparagement to a morals clause that lets a party terminate for conduct bringing disrepute', () => {
    const text = '9. Conduct. If the Talent engages in conduct that brings the Talent into public disrepute or damages the reputation of Sponsor, Sponsor may terminate this Agreement immediately by written notice.';
    assert.equal(typeHasItsWords('Non-Disparagement', text), false);
  });

  it('still gives Non-Disparagement to a promise not to disparage beside a right to terminate for breaking it', () => {
    const text = 'The Talent shall not make any public statement that disparages Sponsor or its products. If the Talent breaches this Section, Sponsor may terminate this Agreement.';
    assert.equal(typeHasItsWords('Non-Disparagement', text), true);
  });
});

describe('clause types a hosting agreement needs its words for', () => {
  it('gives no Revenue/Profit Sharing to a service credit stated as a percentage of the monthly fee', () => {
    const text = '6.3 Where monthly uptime is below 99.9%, Customer will receive a service credit equal to ten percent (10%) of the Hosting Fee for that month, capped at 30% of that fee.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  });

  it('still gives Revenue/Profit Sharing to a share of revenue stated beside a service credit', () => {
    const text = 'Service credits are set out in Schedule 4. Reseller shall pay Provider twenty-five percent (25%) of the Net Revenue from each hosting plan it resells.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), true);
  });
});
