// Shared setup of the browser tests (issue #5): a real Clausewise server on a random port with a temp data
// dir, and Debian's Chromium driven by playwright-core. Tests skip with a message when either is unavailable.

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig } from '../../src/config.ts';
import type { AnalysisEngine, Engines } from '../../src/engines/types.ts';
import { startRuntime } from '../../src/runtime.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ADMIN_EMAIL = 'admin@clausewise.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');
export const CONTRACT_PATH = resolve(import.meta.dirname, 'fixtures/services-agreement.txt');
const CONSOLE_INDEX = resolve(import.meta.dirname, '../../web/dist/index.html');

/** Why the browser tests cannot run here, or null when they can. */
export function skipReason(): string | null {
  if (!existsSync(CHROMIUM_PATH)) return `${CHROMIUM_PATH} is missing: install Debian's chromium package (apt-get install chromium)`;
  if (!existsSync(CONSOLE_INDEX)) return 'the console is not built: run `npm run build:web`';
  return null;
}

export interface ConsoleHarness {
  baseUrl: string;
  apiUrl: string;
  browser: Browser;
  /** A browser profile of its own (cookies included), so several people can be signed in at once. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * An engine for tests that never run the pipeline: any call is a test bug. Saves starting the analysis
 * thread where only accounts, projects and walls are exercised.
 */
function engineNotUsedHere<T extends object>(name: string): T {
  return new Proxy<T>(
    {} as T,
    {
      get: (_target, property) =>
        property === 'then' ? undefined : () => Promise.reject(new Error(`${name}.${String(property)} is not used by this test`)),
    },
  );
}

/**
 * Starts the server with a bootstrap admin and launches headless Chromium with a fresh profile.
 * `pipeline: false` runs no workers and no analysis engine (tests that upload nothing); `env` adds settings.
 */
export async function startConsoleHarness(options: { pipeline: boolean; env?: Record<string, string> }): Promise<ConsoleHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-browser-'));
  const config = loadConfig({
    CLAUSEWISE_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CLAUSEWISE_BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
    CLAUSEWISE_BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ...options.env,
  });
  const runtime = await startRuntime(
    config,
    options.pipeline
      ? {}
      : {
          workers: false,
          engines: {
            analysis: engineNotUsedHere<AnalysisEngine>('analysis'),
            embedder: engineNotUsedHere<Engines['embedder']>('embedder'),
          },
        },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Playwright gives each launch a fresh temporary user-data-dir; these switches keep Chromium off the network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const baseUrl = runtime.url.replace(/\/$/, '');
  return {
    baseUrl,
    apiUrl: `${baseUrl}/api/v1`,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
      return context.newPage();
    },
    async close() {
      await browser.close();
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Saves a full-page screenshot as a test artefact (test-results/screenshots/<name>.png). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Calls the API as a machine client would (bearer token or none), outside the browser. */
export async function apiRequest(
  apiUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}
