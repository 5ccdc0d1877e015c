// Process entry of the `clausewise` CLI (bin/clausewise.js re-execs this with the project's Node 24).

import { ConfigError, loadClientSettings, loadConfig } from './config.ts';
import { CLIENT_COMMANDS, clientCommand, type ClientCommand } from './cli/client.ts';
import { isAppError } from './domain/errors.ts';
import { copyDataCommand, credentialsCommand, migrateCommand, usersCommand } from './cli/admin.ts';
import { serve } from './cli/serve.ts';
import { USAGE, UsageError } from './cli/usage.ts';
import { ClausewiseError } from '../packages/client/src/index.ts';

const print = (line: string) => void process.stdout.write(`${line}\n`);

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    print(USAGE);
    return;
  }
  // Client commands talk to a server over HTTP: they need no data dir or server configuration.
  if ((CLIENT_COMMANDS as readonly string[]).includes(command)) {
    process.exitCode = await clientCommand(command as ClientCommand, args, loadClientSettings(), print);
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'serve':
    case 'worker':
      return serve(config, command);
    case 'migrate':
      return migrateCommand(config, print);
    case 'copy-data':
      return copyDataCommand(config, args, print);
    case 'users':
      return usersCommand(config, args, print);
    case 'credentials':
      return credentialsCommand(config, args, print);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`clausewise: ${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (error instanceof ClausewiseError) {
    process.stderr.write(`clausewise: ${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof ConfigError || isAppError(error)) {
    const details = isAppError(error) ? error.issues.map((issue) => `\n- ${issue.loc.at(-1)}: ${issue.msg}`).join('') : '';
    process.stderr.write(`clausewise: ${error.message}${details}\n`);
    process.exit(1);
  }
  process.stderr.write(`clausewise: unexpected error\n${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
