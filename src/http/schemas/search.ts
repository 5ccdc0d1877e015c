import Type, { type Static } from 'typebox';
import { Uuid } from './common.ts';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '../../domain/search.service.ts';

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 2000 }),
  project_id: Type.Optional(Uuid),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT, default: DEFAULT_SEARCH_LIMIT })),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchHit = Type.Object({
  document_id: Uuid,
  project_id: Uuid,
  filename: Type.String(),
  clause_type: Type.String(),
  text: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
  score: Type.Number(),
});
