// Client commands (issue #14): talk to any Clausewise over HTTP with a credential, through the typed client of
// packages/client. Human output on stdout by default, `--json` for scripts; progress goes to stderr and only
// when stderr is a terminal.

import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { MultiBar, Presets } from 'cli-progress';
import { ClausewiseError, createClausewiseClient, type ClausewiseClient, type Document } from '../../packages/client/src/index.ts';
import type { ClientSettings } from '../config.ts';
import { PROCESSING_STATES } from '../domain/vocabulary.ts';
import { shortened } from '../analysis/prose.ts';
import { UsageError } from './usage.ts';

type Print = (line: string) => void;

export const CLIENT_COMMANDS = ['login', 'projects', 'documents', 'upload', 'report', 'obligations', 'search', 'events'] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];

const ACCEPTED_EXTENSIONS = new Set(['.pdf', '.docx', '.doc', '.txt', '.png', '.jpg', '.jpeg']);

/** Runs a client command; resolves to the process exit code. */
export async function clientCommand(command: ClientCommand, args: string[], settings: ClientSettings, print: Print): Promise<number> {
  if (command === 'login') return login(args, settings, print);
  const client = connect(settings);
  switch (command) {
    case 'projects': {
      const { values } = parseArgs({ args, options: { json: { type: 'boolean' } } });
      const projects = client.dataOf(await client.api.GET('/api/v1/projects', {}));
      if (values.json) print(JSON.stringify(projects));
      else printTable(print, ['name', 'documents', 'id'], projects.map((p) => [p.name, String(p.document_count), p.id]));
      return 0;
    }
    case 'documents': {
      const { values } = parseArgs({ args, options: { project: { type: 'string' }, json: { type: 'boolean' } } });
      const projectId = values.project === undefined ? undefined : await resolveProject(client, values.project);
      const documents = client.dataOf(await client.api.GET('/api/v1/documents', { params: { query: projectId ? { project_id: projectId } : {} } }));
      if (values.json) print(JSON.stringify(documents));
      else printTable(print, ['file', 'status', 'type', 'risk', 'id'], documents.map((d) => [d.filename, d.pipeline_status, d.classification ?? '', d.overall_risk ?? '', d.id]));
      return 0;
    }
    case 'upload':
      return upload(client, args, print);
    case 'report': {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string', default: 'text' } } });
      const id = positionals[0];
      if (id === undefined) throw new UsageError('report needs a document id');
      const report = await client.report(id);
      if (values.format === 'json') print(JSON.stringify(report, null, 2));
      else print(formatReport(report, values.format === 'markdown'));
      return 0;
    }
    case 'obligations': {
      const { values } = parseArgs({ args, options: { project: { type: 'string' }, format: { type: 'string', default: 'table' } } });
      if (values.project === undefined) throw new UsageError('obligations needs --project NAME|ID');
      const projectId = await resolveProject(client, values.project);
      if (values.format === 'ics') {
        // The server's project calendar: stable UIDs and reminders, the same file a calendar feed serves.
        const calendar = await client.api.GET('/api/v1/projects/{id}/obligations.ics', { params: { path: { id: projectId } }, parseAs: 'text' });
        process.stdout.write(client.dataOf(calendar) as string);
        return 0;
      }
      const documents = client.dataOf(await client.api.GET('/api/v1/documents', { params: { query: { project_id: projectId } } }));
      const rows = [];
      for (const document of documents.filter((d) => d.pipeline_status === 'complete')) {
        for (const o of await client.obligations(document.id)) rows.push({ file: document.filename, ...o });
      }
      if (values.format === 'json') print(JSON.stringify(rows));
      else if (values.format === 'csv') {
        print(['file', 'due_date', 'title', 'responsible_party', 'recurrence', 'status'].join(','));
        for (const r of rows) print([r.file, r.due_date ?? '', r.title, r.responsible_party, r.recurrence, r.status].map(csvCell).join(','));
      } else printTable(print, ['due', 'obligation', 'party', 'file'], rows.map((r) => [r.due_date ?? '—', r.title, r.responsible_party, r.file]));
      return 0;
    }
    case 'search': {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { project: { type: 'string' }, json: { type: 'boolean' } } });
      const q = positionals.join(' ');
      if (q === '') throw new UsageError('search needs a query');
      const projectId = values.project === undefined ? undefined : await resolveProject(client, values.project);
      const hits = client.dataOf(await client.api.GET('/api/v1/search', { params: { query: { q, ...(projectId ? { project_id: projectId } : {}) } } }));
      if (values.json) print(JSON.stringify(hits));
      else for (const hit of hits) print(`${hit.score.toFixed(2)}  ${hit.clause_type}  ${hit.filename}: ${shortened(hit.text, { chars: 120 })}`);
      return 0;
    }
    case 'events': {
      const { values } = parseArgs({
        args,
        options: { project: { type: 'string' }, document: { type: 'string' }, after: { type: 'string' }, count: { type: 'string' }, json: { type: 'boolean' } },
      });
      const projectId = values.project === undefined ? undefined : await resolveProject(client, values.project);
      const count = values.count === undefined ? Infinity : Number(values.count);
      if (!(count > 0)) throw new UsageError('--count needs a positive number');
      const stop = new AbortController();
      process.once('SIGINT', () => stop.abort());
      let seen = 0;
      try {
        for await (const event of client.events({ projectId, documentId: values.document, after: values.after, signal: stop.signal })) {
          const d = event.data;
          print(values.json ? JSON.stringify(event) : `${event.created_at}  ${event.type.padEnd(24)} ${d.filename}  ${d.previous_status ?? '—'} → ${d.status}${d.error_message ? `  (${d.error_message})` : ''}  [${event.id}]`);
          if (++seen >= count) break;
        }
      } catch (error) {
        if (!stop.signal.aborted) throw error;
      }
      return 0;
    }
  }
}

function connect(settings: ClientSettings): ClausewiseClient {
  if (settings.url === null || settings.clientId === null || settings.clientSecret === null) {
    throw new UsageError('no server or credential: run `clausewise login`, or set CLAUSEWISE_URL, CLAUSEWISE_CLIENT_ID and CLAUSEWISE_CLIENT_SECRET');
  }
  return createClausewiseClient({ baseUrl: settings.url, clientId: settings.clientId, clientSecret: settings.clientSecret });
}

async function login(args: string[], settings: ClientSettings, print: Print): Promise<number> {
  const { values } = parseArgs({ args, options: { url: { type: 'string' }, 'client-id': { type: 'string' }, 'client-secret': { type: 'string' } } });
  const url = values.url ?? settings.url;
  const clientId = values['client-id'] ?? settings.clientId;
  const clientSecret = values['client-secret'] ?? settings.clientSecret;
  if (!url || !clientId || !clientSecret) throw new UsageError('login needs --url, --client-id and --client-secret');
  // Check the credential before keeping it.
  const client = createClausewiseClient({ baseUrl: url, clientId, clientSecret });
  client.dataOf(await client.api.GET('/api/v1/me', {}));
  await mkdir(dirname(settings.file), { recursive: true, mode: 0o700 });
  await writeFile(settings.file, JSON.stringify({ url, client_id: clientId, client_secret: clientSecret }, null, 2), { mode: 0o600 });
  print(`signed in to ${url}; settings kept in ${settings.file} (readable by you only)`);
  return 0;
}

async function resolveProject(client: ClausewiseClient, nameOrId: string): Promise<string> {
  const projects = client.dataOf(await client.api.GET('/api/v1/projects', { params: { query: { limit: 1000 } } }));
  const found = projects.find((p) => p.id === nameOrId) ?? projects.find((p) => p.name.toLowerCase() === nameOrId.toLowerCase());
  if (found === undefined) throw new ClausewiseError(404, `No project named or with id "${nameOrId}"`);
  return found.id;
}

/** Files named on the command line; folders are walked for the accepted types. */
async function filesOf(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    if ((await stat(path)).isDirectory()) {
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      for (const entry of entries) if (entry.isFile() && ACCEPTED_EXTENSIONS.has(extname(entry.name).toLowerCase())) files.push(join(entry.parentPath, entry.name));
    } else files.push(path);
  }
  return files.sort();
}

async function upload(client: ClausewiseClient, args: string[], print: Print): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { project: { type: 'string' }, wait: { type: 'boolean' }, json: { type: 'boolean' } } });
  if (values.project === undefined || positionals.length === 0) throw new UsageError('upload needs FILE… and --project NAME|ID');
  const projectId = await resolveProject(client, values.project);
  const files = await filesOf(positionals);
  // One bar per file through the pipeline's stages; only on a terminal, and never on stdout.
  const bars = process.stderr.isTTY ? new MultiBar({ stream: process.stderr, format: '{bar} {file} {status}', hideCursor: true, clearOnComplete: false }, Presets.shades_classic) : null;
  const steps = PROCESSING_STATES.length + 1;
  const results = await Promise.all(
    files.map(async (file) => {
      const bar = bars?.create(steps, 0, { file, status: 'uploading' });
      try {
        const uploaded = await client.upload(projectId, file);
        bar?.update(0, { status: 'queued' });
        if (!values.wait) return { file, document: null as Document | null, id: uploaded.id, status: 'queued', error: null as string | null };
        const document = await client.waitForDocument(uploaded.id, {
          onStatus: (status) => bar?.update(Math.max(0, (PROCESSING_STATES as readonly string[]).indexOf(status) + 1) || (status === 'complete' ? steps : 0), { status }),
        });
        bar?.update(steps, { status: document.pipeline_status });
        return { file, document, id: uploaded.id, status: document.pipeline_status, error: document.error_message };
      } catch (error) {
        bar?.update(0, { status: 'failed' });
        return { file, document: null, id: null, status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  bars?.stop();
  if (values.json) print(JSON.stringify(results.map(({ document, ...r }) => ({ ...r, classification: document?.classification ?? null, overall_risk: document?.overall_risk ?? null }))));
  else {
    printTable(
      print,
      ['file', 'type', 'classification', 'risk', 'status', 'error'],
      results.map((r) => [r.file, extname(r.file).slice(1), r.document?.classification ?? '', r.document?.overall_risk ?? '', r.status, r.error ?? '']),
    );
  }
  return results.some((r) => r.status === 'failed') ? 1 : 0;
}

function formatReport(report: Awaited<ReturnType<ClausewiseClient['report']>>, markdown: boolean): string {
  const heading = (text: string) => (markdown ? `## ${text}` : text.toUpperCase());
  const lines = [markdown ? `# Contract analysis — overall risk ${report.overall_risk}` : `Overall risk: ${report.overall_risk}`, '', report.executive_summary, ''];
  lines.push(heading('Clauses'));
  for (const c of report.clauses) lines.push(`${markdown ? '- **' : '- '}${c.type}${markdown ? '**' : ''} (${c.risk_level}): ${c.analysis}`, `  Recommendation: ${c.recommendation}`);
  if (report.missing_clauses.length > 0) {
    lines.push('', heading('Missing protections'));
    for (const m of report.missing_clauses) lines.push(`- ${m.type} (${m.risk_level}): ${m.recommendation}`);
  }
  return lines.join('\n');
}

function printTable(print: Print, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length))));
  const line = (cells: string[]) => cells.map((c, i) => (c.length > widths[i]! ? `${c.slice(0, widths[i]! - 1)}…` : c.padEnd(widths[i]!))).join('  ').trimEnd();
  print(line(header));
  for (const row of rows) print(line(row));
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
