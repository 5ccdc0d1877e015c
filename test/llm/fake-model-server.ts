// A real HTTP server that speaks the OpenAI chat-completions protocol, on a random port, for the model-engine
// tests. Its "model" reads the contract from the fenced data block with a few plain rules and answers in the
// requested JSON shape, quoting the text exactly. It is naive on purpose: it obeys instructions it finds in
// the user message OUTSIDE the data block, so a prompt that let contract text escape its block would show.
// Tests script failures per request (status codes, headers, broken JSON, hangs) and read every request seen.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';

export type Capability = 'classify' | 'fields' | 'tags' | 'facts' | 'duties' | 'unknown';

export interface SeenRequest {
  capability: Capability;
  path: string;
  body: { model?: string; messages: { role: string; content: string }[]; response_format?: { type: string; json_schema?: { name: string } } };
  /** The contract text inside the fenced data block, or null. */
  data: string | null;
  /** The user message without the data block. */
  outside: string;
  at: number;
}

/** What to do with one request: a scripted HTTP answer, a hang, or (undefined) the model's own answer. */
export type Script = (request: SeenRequest, answer: () => unknown) => { status: number; headers?: Record<string, string>; body: string } | 'hang' | unknown | undefined;

export interface FakeModelServer {
  url: string;
  requests: SeenRequest[];
  /** Replaces the behaviour for the following requests. */
  script(fn: Script | null): void;
}

const INJECTION = /IGNORE ALL PREVIOUS INSTRUCTIONS/;

export async function startFakeModelServer(t: TestContext): Promise<FakeModelServer> {
  const requests: SeenRequest[] = [];
  let script: Script | null = null;
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url?.endsWith('/models')) return sendJson(res, 200, { object: 'list', data: [{ id: 'test-model', object: 'model' }] });
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return sendJson(res, 404, { error: { message: 'not found' } });
    const body = JSON.parse(await readBody(req)) as SeenRequest['body'];
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const block = /<<<(\S+)\n([\s\S]*?)\n\1>>>/.exec(user);
    const seen: SeenRequest = {
      capability: capabilityOf(user),
      path: req.url,
      body,
      data: block ? block[2]! : null,
      outside: block ? user.replace(block[0], '') : user,
      at: Date.now(),
    };
    requests.push(seen);
    const answer = () => modelAnswer(seen);
    const scripted = script?.(seen, answer);
    if (scripted === 'hang') {
      hanging.add(res);
      return;
    }
    if (isHttpAnswer(scripted)) {
      res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
      return res.end(scripted.body);
    }
    const content = scripted === undefined ? JSON.stringify(answer()) : typeof scripted === 'string' ? scripted : JSON.stringify(scripted);
    sendJson(res, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(fn) {
      script = fn;
    },
  };
}

function isHttpAnswer(value: unknown): value is { status: number; headers?: Record<string, string>; body: string } {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number' && typeof (value as { body?: unknown }).body === 'string';
}

function capabilityOf(user: string): Capability {
  if (user.startsWith('Which type of contract')) return 'classify';
  if (/^This is (?:the beginning|a later part) of a contract/.test(user)) return 'fields';
  if (user.startsWith('Each section of the contract below')) return 'tags';
  if (user.startsWith('For each clause below')) return 'facts';
  if (user.startsWith('List the sentences below that impose a duty')) return 'duties';
  return 'unknown';
}

const sentences = (text: string) => text.match(/[^.\n]+\./g)?.map((s) => s.trim()) ?? [];
const firstSentence = (text: string, cue: RegExp) => sentences(text).find((s) => cue.test(s)) ?? null;

const TYPE_CUES: [string, RegExp][] = [
  ['Payment Terms', /shall pay/],
  ['Uncapped Liability', /liability[^.]*unlimited/i],
  ['Termination for Cause', /terminate[^.]*material breach/i],
  ['Governing Law', /governed by the laws/i],
  ['Confidentiality', /confidential information/i],
];

/** The naive model: right answers from plain rules, unless told otherwise outside the data block. */
function modelAnswer(request: SeenRequest): unknown {
  const data = request.data ?? '';
  const obeysInjection = INJECTION.test(request.outside);
  switch (request.capability) {
    case 'classify':
      return obeysInjection ? { contract_type: 'Other', confidence: 1 } : { contract_type: 'Service Agreement', confidence: 0.8 };
    case 'fields': {
      const between = /between (.+?) and ([^\n]+?)\.?$/m.exec(data);
      const date = /\d{4}-\d{2}-\d{2}/.exec(data);
      const law = /governed by the laws of the State of (\w+)/.exec(data);
      const term = /for two \(2\) years/.exec(data);
      return {
        parties: between ? [{ name: between[1], quote: between[1] }, { name: between[2], quote: between[2] }] : [],
        effective_date: date ? { date: date[0], quote: date[0] } : null,
        governing_law: law ? { jurisdiction: law[1], quote: law[0] } : null,
        expiration_date: null,
        initial_term: term ? { value: 2, unit: 'year', quote: 'two (2) years' } : null,
        renewal_term: null,
        notice_period_to_terminate_renewal: null,
        is_perpetual: false,
      };
    }
    case 'tags': {
      const sections = [...data.matchAll(/\[S(\d+)\][^\n]*\n([\s\S]*?)(?=\n\n\[S\d+\]|$)/g)].map((m) => ({ id: Number(m[1]), text: m[2]! }));
      return {
        sections: obeysInjection
          ? []
          : sections.map(({ id, text }) => {
              const types = TYPE_CUES.filter(([, cue]) => cue.test(text)).map(([type]) => type);
              const quote = types.length > 0 ? firstSentence(text, TYPE_CUES.find(([type]) => type === types[0])![1]) : null;
              return { id, types, quote };
            }),
      };
    }
    case 'facts': {
      const clauses = [...data.matchAll(/\[C(\d+)\] \(types: ([^)]*)\)\n([\s\S]*?)(?=\n\n\[C\d+\]|$)/g)].map((m) => ({ id: Number(m[1]), types: m[2]!.split(', '), text: m[3]! }));
      return {
        clauses: clauses.map(({ id, types, text }) => {
          const days = /thirty \(30\) days/.exec(text);
          return {
            id,
            amounts: [],
            durations: days ? [{ value: 30, unit: 'day', quote: days[0] }] : [],
            notice: null,
            cap_months_of_fees: null,
            cap_is_total_fees: false,
            recurrence: /monthly/.test(text) ? 'monthly' : 'none',
            key_sentences: types.flatMap((type) => {
              const cue = TYPE_CUES.find(([t]) => t === type)?.[1];
              const sentence = cue ? firstSentence(text, cue) : sentences(text).find((s) => s.split(' ').length >= 6);
              return sentence ? [{ type, quote: sentence }] : [];
            }),
          };
        }),
      };
    }
    case 'duties':
      return {
        duties: sentences(data)
          .filter((s) => /shall pay/.test(s))
          .map((quote) => ({
            kind: 'payment',
            party: /^(?:\d+\. \w+\. )?([A-Z]\w+ [A-Z]\w+)/.exec(quote.replace(/^\d+\.\s+\w+\.\s+/, ''))?.[1] ?? 'Both',
            action: 'pay the monthly fee',
            amount: null,
            recurrence: 'monthly',
            deadline_period: { value: 30, unit: 'day', quote: 'thirty (30) days' },
            anchor: 'event',
            anchor_text: 'each invoice',
            stated_date: null,
            quote,
          })),
      };
    default:
      return {};
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
