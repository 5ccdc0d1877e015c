// The document columns a partial update may set (shared by both databases' repositories).

import { toJson } from './rows.ts';
import type { UpdatableColumns } from './sql-conditions.ts';

export const DOCUMENT_STATUS_COLUMNS: UpdatableColumns = {
  status: 'pipeline_status',
  errorMessage: 'error_message',
  completedAt: 'completed_at',
};

export const DOCUMENT_FIELD_COLUMNS: UpdatableColumns = {
  classification: 'classification',
  parties: { column: 'parties_json', encode: toJson },
  effectiveDate: 'effective_date',
  governingLaw: 'governing_law',
  fieldEvidence: { column: 'field_evidence_json', encode: toJson },
};
