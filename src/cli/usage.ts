export const USAGE = `Usage: clausewise <command>

Commands:
  serve                                   HTTP API and pipeline workers (what \`npm start\` runs)
  worker                                  pipeline workers only, no HTTP
  migrate                                 apply pending database migrations
  copy-data --to postgres://…             copy this embedded installation (SQLite and files in the data dir)
                                          into PostgreSQL; safe to run again
  users create --email E --role admin|member|viewer [--name N] [--password P] [--json]
  credentials create --name N [--user EMAIL] [--json]
                                          the secret is printed once; --user defaults to the bootstrap admin
  credentials list [--json]
  credentials delete ID

Configuration comes from the environment (see the README), e.g. CLAUSEWISE_DATA_DIR, PORT, HOST.`;

/** Wrong command line: print the message and the usage, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
