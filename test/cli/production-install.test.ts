// `npm ci --omit=dev && npm start` must work (issue #12): the console is built in `prepare` during that
// install, and the server runs from what it installs. So everything the build and the server load at run
// time has to be a dependency, never a devDependency.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = join(import.meta.dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const dependencies = new Set(Object.keys(packageJson.dependencies));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(ROOT, dir, file));
}

/** Packages a file loads at run time (type-only imports are erased, so they do not count). */
function packagesLoadedBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!),
    ...[...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map((match) => match[1]!),
    ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!),
    ...[...source.matchAll(/\.resolve\(\s*'([^'.][^']*)'\s*\)/g)].map((match) => match[1]!),
  ];
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

/** The programs the `prepare` script runs, following `npm run` into the scripts it names. */
function programsOfScript(name: string): string[] {
  return packageJson.scripts[name]!.split('&&').flatMap((command) => {
    const [program = '', ...args] = command.trim().split(/\s+/);
    return program === 'npm' && args[0] === 'run' ? programsOfScript(args[1]!) : [program];
  });
}

function binariesOf(packageName: string): string[] {
  // Direct dependencies sit at the top of node_modules (read directly: some packages' exports hide package.json).
  const manifestPath = join(ROOT, 'node_modules', packageName, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; bin?: string | Record<string, string> };
  if (typeof manifest.bin === 'string') return [manifest.name.split('/').at(-1)!];
  return Object.keys(manifest.bin ?? {});
}

describe('production install (npm ci --omit=dev)', () => {
  it('every package the server and the console load is a dependency', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('web/src'), join(ROOT, 'web', 'vite.config.ts'), join(ROOT, 'bin', 'clausewise.js')];
    const missing = [...new Set(files.flatMap(packagesLoadedBy))].filter((name) => !dependencies.has(name));
    assert.deepEqual(missing, []);
  });

  it('every program the prepare script runs comes from a dependency', () => {
    const provided = new Set([...dependencies].flatMap(binariesOf));
    const missing = programsOfScript('prepare').filter((program) => !provided.has(program));
    assert.deepEqual(missing, []);
  });
});
