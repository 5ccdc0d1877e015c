// What the analysis reads from the whole contract for more than one clause — how a liability cap is best measured,
// which data protection topics the contract states — read once per report, where the report is built, and passed
// down with the contract's text, so that no module keeps a contract between calls.

import { dataTermsOf, type DataTerm } from './data-protection.ts';
import { capMeasureOf, type CapMeasure } from './money-terms.ts';

export interface ContractReadings {
  readonly capMeasure: CapMeasure;
  readonly dataTerms: DataTerm[];
}

/** The readings of one contract, each made when a clause first asks for it: many contracts never ask for some. */
export function readContract(contractText: string): ContractReadings {
  let capMeasure: CapMeasure | undefined;
  let dataTerms: DataTerm[] | undefined;
  return {
    get capMeasure() {
      return (capMeasure ??= capMeasureOf(contractText));
    },
    get dataTerms() {
      return (dataTerms ??= dataTermsOf(contractText));
    },
  };
}

/**
 * What a liability cap of the contract is measured against: the report's reading where it has one, else the text's
 * read now (a caller outside a report); months of fees where there is no contract text.
 */
export function capMeasureIn(contractText: string | undefined, readings?: ContractReadings): CapMeasure {
  if (contractText === undefined) return 'fees';
  return readings?.capMeasure ?? capMeasureOf(contractText);
}
