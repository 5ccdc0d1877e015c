// Composes the domain services over one storage and engine set; the HTTP app and the CLI both use this.

import type { Config } from '../config.ts';
import type { BlobStore, Storage } from '../storage/types.ts';
import { createCredentialService } from './credential.service.ts';
import { createEventService } from './event.service.ts';
import { createWebhookService } from './webhook.service.ts';
import { createCalendarFeedService } from './calendar-feed.service.ts';
import { type DetectFileType, createDocumentService } from './document.service.ts';
import { createObligationService } from './obligation.service.ts';
import { createPlaybookService } from './playbook.service.ts';
import { createReanalysisService } from './reanalysis.service.ts';
import { type AnalysisModes, createProjectService } from './project.service.ts';
import { createSearchService, type QueryEmbedder } from './search.service.ts';
import { createSessionService } from './session.service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { createTokenService } from './token.service.ts';
import { createTokenThrottle } from './token-throttle.ts';
import { createUserService } from './user.service.ts';
import { createWallService } from './wall.service.ts';

export interface DomainDeps {
  config: Pick<Config, 'jwtSecret' | 'credentialHashKey' | 'maxUploadBytes' | 'eventPollMs' | 'webhooks'>;
  storage: Storage;
  blobs: BlobStore;
  /** The analysis modes this server can run and the one new projects get. */
  analysisModes: AnalysisModes;
  embedder: QueryEmbedder;
  detectFileType: DetectFileType;
  onDocumentQueued?: () => void;
}

export function createDomainServices(deps: DomainDeps) {
  const { storage, config } = deps;
  // Deleting a credential or changing a user here ends the token service's remembered owner checks at once
  // (the hooks run only after construction, when `tokens` exists).
  const users = createUserService({ storage, onUserChanged: () => tokens.forgetOwners() });
  const credentials = createCredentialService({ storage, secretHashKey: config.credentialHashKey, onCredentialRemoved: () => tokens.forgetOwners() });
  const tokens = createTokenService({ storage, credentials, secret: config.jwtSecret, throttle: createTokenThrottle({ counters: storage.failureCounters }) });
  return {
    storage,
    users,
    credentials,
    tokens,
    sessions: createSessionService({ storage, users, throttle: createSignInThrottle({ counters: storage.failureCounters }) }),
    projects: createProjectService({ storage, blobs: deps.blobs, analysisModes: deps.analysisModes }),
    documents: createDocumentService({
      storage,
      blobs: deps.blobs,
      detectFileType: deps.detectFileType,
      maxUploadBytes: config.maxUploadBytes,
      onDocumentQueued: deps.onDocumentQueued,
    }),
    obligations: createObligationService({ storage }),
    playbooks: createPlaybookService({ storage }),
    reanalysis: createReanalysisService({ storage, onDocumentQueued: deps.onDocumentQueued }),
    search: createSearchService({ storage, embedder: deps.embedder }),
    walls: createWallService({ storage }),
    events: createEventService({ storage, pollMs: config.eventPollMs }),
    calendarFeeds: createCalendarFeedService({ storage }),
    webhooks: createWebhookService({ storage, allowPrivateTargets: config.webhooks.allowPrivateTargets }),
  };
}

export type DomainServices = ReturnType<typeof createDomainServices>;
