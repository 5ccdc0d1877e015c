import Type, { type Static } from 'typebox';
import { Nullable, PageQuery, Timestamp, Uuid } from './common.ts';

export const ProjectCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String())),
});
export type ProjectCreate = Static<typeof ProjectCreate>;

export const Project = Type.Object({
  id: Uuid,
  name: Type.String(),
  description: Nullable(Type.String()),
  created_at: Timestamp,
  document_count: Type.Integer(),
});

export const ProjectListQuery = Type.Object({ ...PageQuery });
export type ProjectListQuery = Static<typeof ProjectListQuery>;
