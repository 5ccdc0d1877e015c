import Type from 'typebox';
import { PlaybookSchema } from '../../analysis/model.ts';
import { Timestamp, Uuid } from './common.ts';

/** The typed playbook of src/analysis/model.ts: the same schema validates the body and describes it. */
export const PlaybookBody = PlaybookSchema;

export const PlaybookView = Type.Object({
  project_id: Uuid,
  version: Type.Integer({ description: 'Version 1 is the default playbook' }),
  playbook: PlaybookBody,
  created_at: Timestamp,
});
