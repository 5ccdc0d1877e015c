// The Link header of paginated lists (issue #2): `Link: <absolute next-page URL>; rel="next"` when more exist.

import type { FastifyReply, FastifyRequest } from 'fastify';

export function setNextLink(request: FastifyRequest, reply: FastifyReply, nextCursor: string | undefined): void {
  if (nextCursor === undefined) return;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('cursor', nextCursor);
  reply.header('Link', `<${url.toString()}>; rel="next"`);
}
