import Type from 'typebox';
import type { Playbook as PlaybookData } from '../../engines/types.ts';
import { Timestamp, Uuid } from './common.ts';

/** The engine validates a playbook's rules (engines/local/analysis); HTTP only requires an object. */
export const PlaybookBody = Type.Unsafe<PlaybookData>({
  type: 'object',
  additionalProperties: true,
  description: 'A playbook as returned by GET (the `playbook` field); validated by the analysis engine',
});

export const PlaybookView = Type.Object({
  project_id: Uuid,
  version: Type.Integer({ description: 'Version 1 is the default playbook' }),
  playbook: PlaybookBody,
  created_at: Timestamp,
});
