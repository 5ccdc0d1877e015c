#!/usr/bin/env node
// The `clausewise` command: runs src/main.ts under the project's pinned Node 24 (npm package `node`), which
// executes TypeScript by type stripping, whatever `node` is first on the PATH.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinnedNode = join(root, 'node_modules', 'node', 'bin', 'node');
const node = existsSync(pinnedNode) ? pinnedNode : process.execPath;

const child = spawn(node, [join(root, 'src', 'main.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
// The child handles SIGINT/SIGTERM itself (graceful shutdown); forward what this shim receives.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
