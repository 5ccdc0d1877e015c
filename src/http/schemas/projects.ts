import Type, { type Static } from 'typebox';
import { ANALYSIS_MODES } from '../../analysis/model.ts';
import { Nullable, OneOf, PageQuery, Timestamp, Uuid } from './common.ts';

const OurSide = Nullable(
  Type.String({
    maxLength: 200,
    description: 'The party the matter acts for: a role as the contracts name it (`customer`, `licensee`, `supplier` …) or a party’s name. Risk levels and recommendations read the contract from this side.',
  }),
);

const AnalysisEngine = OneOf(ANALYSIS_MODES, {
  description:
    '`local`: analysed on this server only, no network; `llm`: by the configured OpenAI-compatible model (the text is sent to it); `hybrid`: the local engine proposes and the model reviews. `llm` and `hybrid` exist only where a model is configured.',
});

export const ProjectCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String())),
  analysis_engine: Type.Optional(AnalysisEngine),
  our_side: Type.Optional(OurSide),
});
export type ProjectCreate = Static<typeof ProjectCreate>;

export const Project = Type.Object({
  id: Uuid,
  name: Type.String(),
  description: Nullable(Type.String()),
  created_at: Timestamp,
  document_count: Type.Integer(),
  analysis_engine: AnalysisEngine,
  our_side: OurSide,
});

export const ProjectPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Renames the project; a name another project has answers 409' })),
    description: Type.Optional(Nullable(Type.String())),
    analysis_engine: Type.Optional(AnalysisEngine),
    our_side: Type.Optional(OurSide),
  },
  { additionalProperties: false },
);
export type ProjectPatch = Static<typeof ProjectPatch>;

export const ProjectListQuery = Type.Object({ ...PageQuery });
export type ProjectListQuery = Static<typeof ProjectListQuery>;
