// The default engine factory for the engine thread: the offline local engines.

import { createLocalAnalysisEngine } from '../local/analysis/engine.ts';
import { createLocalEmbedder } from '../local/embedding/embedder.ts';
import type { EngineFactoryModule } from './protocol.ts';

export const createAnalysisEngine: EngineFactoryModule['createAnalysisEngine'] = () => createLocalAnalysisEngine();
export const createEmbedder: EngineFactoryModule['createEmbedder'] = () => createLocalEmbedder();
