// Admin routes (issue #2): admins only, in one scope so the guard cannot be forgotten on a new route.

import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../../domain/access.ts';
import type { DomainServices } from '../../../domain/services.ts';
import { principalOf } from '../../plugins/auth.ts';
import { registerAdminCredentialRoutes } from './credentials.ts';
import { registerAdminUserRoutes } from './users.ts';
import { registerAdminWallRoutes } from './ethical-walls.ts';

export async function adminRoutes(scope: FastifyInstance, options: { services: DomainServices }): Promise<void> {
  // preValidation runs after authentication (onRequest), so non-admins get 403 before any 422.
  scope.addHook('preValidation', async (request) => requireRole(principalOf(request), 'admin'));
  registerAdminUserRoutes(scope, options.services);
  registerAdminCredentialRoutes(scope, options.services);
  registerAdminWallRoutes(scope, options.services);
}
