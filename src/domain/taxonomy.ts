// The analysis taxonomy (issue #4): contract types for `classification` and clause types for report clauses.
// Versioned: bump TAXONOMY_VERSION whenever a list changes, and retrain (`npm run train`) when a list the models learn
// changes (the CUAD types, the clause types); types only rules on the title or opening give (version 2's owners' agreements) need none.

export const TAXONOMY_VERSION = '3';

/** The 25 CUAD contract types, as CUAD names them. */
export const CUAD_CONTRACT_TYPES = [
  'Affiliate Agreement',
  'Agency Agreement',
  'Co-Branding Agreement',
  'Collaboration Agreement',
  'Consulting Agreement',
  'Development Agreement',
  'Distributor Agreement',
  'Endorsement Agreement',
  'Franchise Agreement',
  'Hosting Agreement',
  'IP Agreement',
  'Joint Venture Agreement',
  'License Agreement',
  'Maintenance Agreement',
  'Manufacturing Agreement',
  'Marketing Agreement',
  'Non-Compete Agreement',
  'Outsourcing Agreement',
  'Promotion Agreement',
  'Reseller Agreement',
  'Service Agreement',
  'Sponsorship Agreement',
  'Strategic Alliance Agreement',
  'Supply Agreement',
  'Transportation Agreement',
] as const;

export const CONTRACT_TYPES = [
  ...CUAD_CONTRACT_TYPES,
  'Non-Disclosure Agreement',
  'Employment Agreement',
  'Lease Agreement',
  'Master Services Agreement',
  'Statement of Work',
  'Purchase Agreement',
  'Loan Agreement',
  // The owners' agreement on how their company is run: shareholders' / stockholders' agreements, investors' rights,
  // voting and co-sale agreements.
  'Shareholders Agreement',
  // The same for an entity without shares: an LLC's operating (limited liability company) agreement, a partnership agreement.
  'Operating Agreement',
  'Other',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** CUAD's clause categories, by their exact CUAD display names (category_descriptions.csv). */
export const CUAD_CLAUSE_TYPES = [
  'Expiration Date',
  'Renewal Term',
  'Notice Period to Terminate Renewal',
  'Governing Law',
  'Most Favored Nation',
  'Competitive Restriction Exception',
  'Non-Compete',
  'Exclusivity',
  'No-Solicit of Customers',
  'No-Solicit of Employees',
  'Non-Disparagement',
  'Termination for Convenience',
  'Rofr/Rofo/Rofn',
  'Change of Control',
  'Anti-Assignment',
  'Revenue/Profit Sharing',
  'Price Restrictions',
  'Minimum Commitment',
  'Volume Restriction',
  'IP Ownership Assignment',
  'Joint IP Ownership',
  'License Grant',
  'Non-Transferable License',
  'Affiliate License-Licensor',
  'Affiliate License-Licensee',
  'Unlimited/All-You-Can-Eat-License',
  'Irrevocable or Perpetual License',
  'Source Code Escrow',
  'Post-Termination Services',
  'Audit Rights',
  'Uncapped Liability',
  'Cap on Liability',
  'Liquidated Damages',
  'Warranty Duration',
  'Insurance',
  'Covenant Not to Sue',
  'Third Party Beneficiary',
] as const;

/** General clause types a reviewer expects beyond CUAD's categories (found by rules). */
export const GENERAL_CLAUSE_TYPES = [
  'Confidentiality',
  'Indemnification',
  'Termination for Cause',
  'Payment Terms',
  'Warranty',
  'Force Majeure',
  'Dispute Resolution',
  'Data Protection',
  'Limitation of Liability',
  'Notices',
  'Assignment',
  'Entire Agreement',
  'Severability',
  'Amendment',
  'Term',
  'Warranty Disclaimer',
  'Waiver',
  'Survival',
  'Counterparts',
] as const;

export const CLAUSE_TYPES = [...CUAD_CLAUSE_TYPES, ...GENERAL_CLAUSE_TYPES] as const;
export type ClauseType = (typeof CLAUSE_TYPES)[number];

/** What search stores for a clause the analysis could not type; reports never show such clauses. */
export const UNTYPED_CLAUSE_TYPE = 'Other';
