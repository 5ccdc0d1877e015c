// The term fields of a contract whose term nothing was read from, for emptyContractFields (model.ts) and the local
// engine's term reader. A module of its own, importing model.ts for types only, so that the engine thread does not load
// model.ts's TypeBox schemas to get six empty fields.

import type { ContractFields } from './model.ts';

export function emptyTermFields(): Pick<ContractFields, 'expirationDate' | 'isPerpetual' | 'initialTerm' | 'renewalTerm' | 'noticePeriodToTerminateRenewal' | 'termEvidence'> {
  return {
    expirationDate: null,
    isPerpetual: false,
    initialTerm: null,
    renewalTerm: null,
    noticePeriodToTerminateRenewal: null,
    termEvidence: {},
  };
}
