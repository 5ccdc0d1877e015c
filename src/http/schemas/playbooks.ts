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

export const PlaybookVersionParams = Type.Object({ id: Uuid, version: Type.Integer({ minimum: 1, description: 'Playbook version' }) });

export const PlaybookVersionList = Type.Array(PlaybookView, { description: 'Every version, newest first; version 1 (the default playbook) last' });

const StaleDocument = Type.Object({
  id: Uuid,
  filename: Type.String(),
  playbook_version: Type.Integer({ description: 'The playbook version its current report was made with' }),
});

export const StaleDocuments = Type.Object({
  current_playbook_version: Type.Integer(),
  documents: Type.Array(StaleDocument, { description: 'Complete documents whose report used an older playbook version' }),
});

export const ProjectReanalysis = Type.Object({
  current_playbook_version: Type.Integer(),
  queued: Type.Array(
    Type.Object({ id: Uuid, filename: Type.String() }),
    { description: 'Documents queued for re-analysis (those analysed under an older playbook version)' },
  ),
});
