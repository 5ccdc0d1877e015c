// What the analysis reads from the whole contract for more than one clause — how a liability cap is best measured,
// which data protection topics the contract states, its invoice terms, whether it lets an invoice be disputed in good
// faith, the charges it adds on top of the rates, the claims its liability caps do not reach, whether it lets a party
// terminate on the other's insolvency and the cure period its Events of Default give — read once per report, where the
// report is built, and passed down with the contract's text, so that no module keeps a contract between calls.

import { contractCarveOutsOf, type ContractCarveOuts } from './carve-outs.ts';
import { dataTermsOf, type DataTerm } from './data-protection.ts';
import { eventOfDefaultCurePeriod, terminatesOnInsolvency } from './events-of-default.ts';
import { addOnChargesOf, allowsGoodFaithDispute, capMeasureOf, paymentTermsOf, type CapMeasure, type PaymentTerms } from './money-terms.ts';

export interface ContractReadings {
  readonly capMeasure: CapMeasure;
  readonly dataTerms: DataTerm[];
  /** `paymentTermsOf(contractText, true)`: when invoices are paid and the interest on late payment. */
  readonly invoiceTerms: PaymentTerms;
  /** `allowsGoodFaithDispute(contractText)`. */
  readonly goodFaithDispute: boolean;
  /** `addOnChargesOf(contractText)`. */
  readonly addOnCharges: string[];
  /** `contractCarveOutsOf(contractText)`. */
  readonly carveOuts: ContractCarveOuts;
  /** `terminatesOnInsolvency(contractText)`. */
  readonly terminatesOnInsolvency: boolean;
  /** `eventOfDefaultCurePeriod(contractText)`. */
  readonly eventOfDefaultCurePeriod: string | null;
}

/** The readings of one contract, each made when a clause first asks for it: many contracts never ask for some. */
export function readContract(contractText: string): ContractReadings {
  let capMeasure: CapMeasure | undefined;
  let dataTerms: DataTerm[] | undefined;
  let invoiceTerms: PaymentTerms | undefined;
  let goodFaithDispute: boolean | undefined;
  let addOnCharges: string[] | undefined;
  let carveOuts: ContractCarveOuts | undefined;
  let onInsolvency: boolean | undefined;
  // Boxed: null is a reading (no cure period), not a reading still to make.
  let curePeriod: { value: string | null } | undefined;
  return {
    get capMeasure() {
      return (capMeasure ??= capMeasureOf(contractText));
    },
    get dataTerms() {
      return (dataTerms ??= dataTermsOf(contractText));
    },
    get invoiceTerms() {
      return (invoiceTerms ??= paymentTermsOf(contractText, true));
    },
    get goodFaithDispute() {
      return (goodFaithDispute ??= allowsGoodFaithDispute(contractText));
    },
    get addOnCharges() {
      return (addOnCharges ??= addOnChargesOf(contractText));
    },
    get carveOuts() {
      return (carveOuts ??= contractCarveOutsOf(contractText));
    },
    get terminatesOnInsolvency() {
      return (onInsolvency ??= terminatesOnInsolvency(contractText));
    },
    get eventOfDefaultCurePeriod() {
      return (curePeriod ??= { value: eventOfDefaultCurePeriod(contractText) }).value;
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
