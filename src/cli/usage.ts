export const USAGE = `Usage: clausewise <command>

Commands:
  serve                                   HTTP API and pipeline workers (what \`npm start\` runs)
  worker                                  pipeline workers only, no HTTP
  migrate                                 apply pending database migrations
  copy-data --to postgres://…             copy this embedded installation (SQLite and files in the data dir)
                                          into PostgreSQL; safe to run again
  users create --email E --role admin|member|viewer [--name N] [--password P] [--json]
  users reset-password --email E [--json]  a temporary password, printed once; the user chooses a new one at
                                          the next sign-in
  credentials create --name N [--user EMAIL] [--json]
                                          the secret is printed once; --user defaults to the bootstrap admin
  credentials list [--json]
  credentials delete ID

Client commands (any Clausewise over HTTP; CLAUSEWISE_URL, CLAUSEWISE_CLIENT_ID, CLAUSEWISE_CLIENT_SECRET, or \`login\`):
  login --url URL --client-id ID --client-secret SECRET
                                          check the credential and keep it in ~/.config/clausewise/client.json (0600)
  projects [--json]
  documents [--project NAME|ID] [--json]
  upload FILE|FOLDER… --project NAME|ID [--wait] [--json]
                                          progress per file on stderr (terminals only), then a summary; exit 1 if any failed
  report DOC [--format text|markdown|json]
  obligations --project NAME|ID [--format table|csv|json|ics]
  search QUERY… [--project NAME|ID] [--json]
  events [--project NAME|ID] [--document ID] [--after EVENT_ID] [--count N] [--json]
                                          follow document events live (until Ctrl-C, or N events)

Configuration comes from the environment (see the README), e.g. CLAUSEWISE_DATA_DIR, PORT, HOST.`;

/** Wrong command line: print the message and the usage, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
