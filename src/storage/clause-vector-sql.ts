// SQL both backends share for finding and re-embedding clause vectors made by another embedder
// (VectorRepository, domain/reembed.service.ts).

/** Documents with a vector not made by the given embedder (NULL: stored before embedders were recorded), keyset-paged by id. */
export const DOCUMENTS_NOT_EMBEDDED_BY_SQL = `SELECT DISTINCT document_id FROM clause_vectors
  WHERE (model_id IS NULL OR model_id <> ?) AND document_id > ? ORDER BY document_id LIMIT ?`;

export const CLAUSE_TEXTS_SQL = 'SELECT clause_index, text, model_id FROM clause_vectors WHERE document_id = ? ORDER BY clause_index';

/**
 * Binds: the new vector (and its norm, on PostgreSQL) and model id first, then document, clause, text and the
 * model id again: a clause the pipeline replaced meanwhile (other text, or already this embedder's) is left alone.
 */
export const UPDATE_VECTOR_CONDITION = `WHERE document_id = ? AND clause_index = ? AND text = ? AND (model_id IS NULL OR model_id <> ?)`;
