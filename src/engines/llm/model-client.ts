// One place that talks to an OpenAI-compatible chat-completions endpoint, through the official `openai`
// client (its baseURL covers OpenAI, Azure OpenAI, vLLM, Ollama, llama.cpp server and LM Studio).
// - Structured output with a JSON schema where the server supports it; where it refuses the schema
//   (HTTP 400/422), JSON mode plus validation against the same schema, remembered for later calls.
// - Every request has a timeout; 429 and 5xx are retried by the client with backoff, honouring Retry-After.
// - Concurrency is bounded, and every document has a token budget (estimated from characters).
// - Failures become ModelUnavailableError with a message a user can read.

import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { TSchema, Static } from 'typebox';
import Value from 'typebox/value';
import type { LlmConfig } from '../../config.ts';
import { ModelUnavailableError } from '../errors.ts';

export interface JsonRequest<S extends TSchema> {
  /** Names the answer's schema for the server (letters, digits, `_`). */
  name: string;
  schema: S;
  system: string;
  user: string;
  /** Upper bound on the answer's tokens. */
  maxAnswerTokens: number;
}

export interface ModelClient {
  readonly model: string;
  /**
   * The validated JSON answer, or null when the document's token budget cannot cover the request (the caller
   * then leaves that part to the local engine or unanswered). Throws ModelUnavailableError.
   */
  completeJson<S extends TSchema>(documentText: string, request: JsonRequest<S>): Promise<Static<S> | null>;
  /** One tiny request: does the model answer at all? */
  probe(): Promise<boolean>;
}

/** Characters per token, a conservative estimate for English contract prose. */
const CHARS_PER_TOKEN = 4;
/** Documents whose budgets are remembered (one analysis run touches one document at a time per worker). */
const BUDGETS_KEPT = 64;

export function createModelClient(config: LlmConfig, logger: Logger): ModelClient {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers need no key; the client insists on one.
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  const limit = createLimiter(config.maxConcurrency);
  const budgets = new Map<string, number>();
  let structuredOutput: 'json_schema' | 'json_object' = 'json_schema';

  function reserve(documentText: string, tokens: number): boolean {
    const key = createHash('sha256').update(documentText).digest('hex');
    const used = budgets.get(key) ?? 0;
    if (used + tokens > config.maxTokensPerDocument) return false;
    budgets.delete(key);
    budgets.set(key, used + tokens);
    if (budgets.size > BUDGETS_KEPT) budgets.delete(budgets.keys().next().value!);
    return true;
  }

  async function ask<S extends TSchema>(request: JsonRequest<S>): Promise<string> {
    const messages = [
      { role: 'system' as const, content: request.system },
      { role: 'user' as const, content: request.user },
    ];
    const base = { model: config.model, messages, temperature: 0, max_tokens: request.maxAnswerTokens };
    if (structuredOutput === 'json_schema') {
      try {
        const completion = await client.chat.completions.create({
          ...base,
          response_format: { type: 'json_schema', json_schema: { name: request.name, schema: request.schema as Record<string, unknown>, strict: true } },
        });
        return completion.choices[0]?.message?.content ?? '';
      } catch (error) {
        if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) throw error;
        logger.info({ status: error.status }, 'the model server refused a JSON schema; using JSON mode with validation from now on');
        structuredOutput = 'json_object';
      }
    }
    const completion = await client.chat.completions.create({
      ...base,
      messages: [
        messages[0],
        { role: 'user', content: `${request.user}\n\nAnswer with one JSON object that conforms to this JSON schema:\n${JSON.stringify(request.schema)}` },
      ],
      response_format: { type: 'json_object' },
    });
    return completion.choices[0]?.message?.content ?? '';
  }

  return {
    model: config.model,
    async completeJson(documentText, request) {
      const estimate = Math.ceil((request.system.length + request.user.length) / CHARS_PER_TOKEN) + request.maxAnswerTokens;
      if (!reserve(documentText, estimate)) {
        logger.warn({ request: request.name, estimate, budget: config.maxTokensPerDocument }, 'token budget of the document reached; part left unanalysed by the model');
        return null;
      }
      const content = await limit(() => ask(request)).catch((error: unknown) => {
        throw new ModelUnavailableError(`the analysis model did not answer (${describe(error, config)})`);
      });
      let parsed: unknown;
      try {
        parsed = JSON.parse(stripFence(content));
      } catch {
        throw new ModelUnavailableError('the analysis model did not answer with valid JSON');
      }
      if (!Value.Check(request.schema, parsed)) {
        const first = [...Value.Errors(request.schema, parsed)][0];
        throw new ModelUnavailableError(`the analysis model's answer does not match the expected format (${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'})`);
      }
      return parsed as Static<typeof request.schema>;
    },
    async probe() {
      try {
        await client.models.list({ timeout: Math.min(config.timeoutMs, 5000), maxRetries: 0 });
        return true;
      } catch (error) {
        // Some compatible servers do not list models; any HTTP answer still means the server is there.
        return error instanceof OpenAI.APIError && error.status !== undefined && error.status < 500 && error.status !== 401 && error.status !== 403;
      }
    },
  };
}

/** Some servers wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return fenced ? fenced[1]! : content;
}

function describe(error: unknown, config: LlmConfig): string {
  const attempts = `${config.maxRetries + 1} attempt${config.maxRetries === 0 ? '' : 's'}`;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return `timed out after ${config.timeoutMs} ms, ${attempts}`;
  if (error instanceof OpenAI.APIConnectionError) return `could not connect to ${config.baseUrl}, ${attempts}`;
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? 'error'} after ${attempts}`;
  return error instanceof Error ? error.message : String(error);
}

/** At most `max` calls at once; the rest wait in arrival order. */
function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
