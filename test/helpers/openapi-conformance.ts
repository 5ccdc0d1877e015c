// Every response the HTTP tests receive through helpers/client.ts is checked against /openapi.json (issue #13):
// the operation must declare the status, the media type, and a schema the body validates against. So the
// description can never drift from the behaviour.

import { Ajv2020 } from 'ajv/dist/2020.js';
import { addFormats } from '../../src/lib/ajv-formats.ts';

interface Spec {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

interface Conformance {
  check(method: string, url: URL, status: number, contentType: string, body: unknown): void;
}

const bySpecUrl = new Map<string, Promise<Conformance>>();

/** The checker for the server at `origin` (its description is fetched once). */
export function conformanceFor(origin: string): Promise<Conformance> {
  let checker = bySpecUrl.get(origin);
  if (checker === undefined) {
    checker = fetch(`${origin}/openapi.json`).then(async (r) => build((await r.json()) as Spec));
    bySpecUrl.set(origin, checker);
  }
  return checker;
}

export function build(spec: Spec): Conformance {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(spec as object, 'openapi');
  const templates = Object.keys(spec.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

  return {
    check(method, url, status, contentType, body) {
      // Routes the description does not cover (the console, /api/docs, unknown paths) are not checked.
      const path = templates.find(({ pattern }) => pattern.test(url.pathname))?.template;
      if (path === undefined || status === 404 && !spec.paths[path]?.[method.toLowerCase()]) return;
      const operation = spec.paths[path]?.[method.toLowerCase()];
      if (operation === undefined) return; // 405s: the description lists what a path has
      const where = `${method} ${path} → ${status}`;
      const declared = operation.responses[String(status)];
      if (declared === undefined) throw new Error(`${where}: status not declared in /openapi.json`);
      if (status === 204 || status === 304 || body === '') return;
      const mediaType = contentType.split(';', 1)[0]!.trim();
      const content = declared.content?.[mediaType];
      if (content === undefined) throw new Error(`${where}: media type ${mediaType} not declared (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`);
      if (content.schema === undefined) return;
      const validate = ajv.getSchema(`openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', mediaType, 'schema')}`)!;
      if (!validate(body)) throw new Error(`${where}: body does not match its schema: ${ajv.errorsText(validate.errors)}`);
    },
  };
}
