// One-off administration: migrations, copying an embedded installation into PostgreSQL, users and API credentials. Calls the same domain services as the
// HTTP admin API, never SQL (style §5.3).

import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { bootstrap } from '../domain/bootstrap.ts';
import { createCredentialService } from '../domain/credential.service.ts';
import { createUserService } from '../domain/user.service.ts';
import { ROLES, type Role } from '../domain/vocabulary.ts';
import { copyEmbeddedToPostgres } from '../storage/copy-data.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/types.ts';
import { UsageError } from './usage.ts';

type Print = (line: string) => void;

export async function migrateCommand(config: Config, print: Print): Promise<void> {
  const { storage } = await openStorage(config, { migrate: false });
  try {
    const applied = await storage.migrate();
    print(applied === 0 ? 'database is up to date' : `applied ${applied} migration(s)`);
  } finally {
    await storage.close();
  }
}

/** `copy-data --to postgres://…`: the embedded installation of CLAUSEWISE_DATA_DIR into PostgreSQL. */
export async function copyDataCommand(config: Config, args: string[], print: Print): Promise<void> {
  const to = args[args.indexOf('--to') + 1];
  if (!args.includes('--to') || to === undefined || !/^postgres(ql)?:\/\//.test(to)) throw new UsageError('copy-data needs --to postgres://user@host:5432/database');
  const report = await copyEmbeddedToPostgres({ dataDir: config.dataDir, databaseUrl: to });
  const rows = Object.entries(report.copied).map(([table, count]) => `${table} ${count}`).join(', ');
  print(`copied rows: ${rows}; files: ${report.files}`);
  // Tokens and client secrets stay valid only with the keys this data dir generated.
  print('Start every PostgreSQL process with CLAUSEWISE_JWT_SECRET and CLAUSEWISE_CREDENTIAL_HASH_KEY set to the contents of');
  print(`${config.dataDir}/jwt-secret.key and ${config.dataDir}/credential-hash.key, so existing tokens and credentials keep working.`);
}

/** Opens storage (migrated) with the bootstrap admin in place, as `serve` would, for the duration of `work`. */
async function withStorage<T>(config: Config, work: (storage: Storage) => Promise<T>): Promise<T> {
  const { storage } = await openStorage(config);
  try {
    await bootstrap(storage, config);
    return await work(storage);
  } finally {
    await storage.close();
  }
}

export async function usersCommand(config: Config, args: string[], print: Print): Promise<void> {
  const [action, ...rest] = args;
  switch (action) {
    case 'create':
      return createUser(config, rest, print);
    case 'reset-password':
      return resetPassword(config, rest, print);
    default:
      throw new UsageError(`unknown users command "${action ?? ''}"`);
  }
}

async function createUser(config: Config, args: string[], print: Print): Promise<void> {
  const { values } = parseCommand(args, {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!values.email) throw new UsageError('users create needs --email');
  if (!ROLES.includes(values.role as Role)) throw new UsageError(`users create needs --role ${ROLES.join('|')}`);
  const user = await withStorage(config, (storage) =>
    createUserService({ storage }).create({
      email: values.email!,
      role: values.role as Role,
      name: values.name ?? null,
      password: values.password ?? null,
    }),
  );
  if (values.json) {
    print(JSON.stringify({ id: user.id, email: user.email, role: user.role, name: user.name, created_at: user.createdAt }));
  } else {
    print(`created ${user.role} ${user.email} (id ${user.id})`);
  }
}

/** The way back in for an admin who forgot their password: a temporary one, to be changed at the next sign-in. */
async function resetPassword(config: Config, args: string[], print: Print): Promise<void> {
  const { values } = parseCommand(args, { email: { type: 'string' }, json: { type: 'boolean' } });
  if (!values.email) throw new UsageError('users reset-password needs --email');
  const { user, password } = await withStorage(config, async (storage) => {
    const users = createUserService({ storage });
    const found = await users.getByEmail(values.email!);
    if (found === undefined) throw new UsageError(`no user with email ${values.email}`);
    return users.resetPassword(found.id);
  });
  if (values.json) {
    print(JSON.stringify({ id: user.id, email: user.email, temporary_password: password }));
  } else {
    print(`temporary password for ${user.email}: ${password}`);
    print('the user must choose a new password after signing in with it; every console session of the user has ended');
  }
}

export async function credentialsCommand(config: Config, args: string[], print: Print): Promise<void> {
  const [action, ...rest] = args;
  switch (action) {
    case 'create':
      return createCredential(config, rest, print);
    case 'list':
      return listCredentials(config, rest, print);
    case 'delete':
      return deleteCredential(config, rest, print);
    default:
      throw new UsageError(`unknown credentials command "${action ?? ''}"`);
  }
}

async function createCredential(config: Config, args: string[], print: Print): Promise<void> {
  const { values } = parseCommand(args, { name: { type: 'string' }, user: { type: 'string' }, json: { type: 'boolean' } });
  if (!values.name) throw new UsageError('credentials create needs --name');
  const email = values.user ?? config.bootstrapAdminEmail;
  const created = await withStorage(config, async (storage) => {
    const owner = await createUserService({ storage }).getByEmail(email);
    if (owner === undefined) throw new UsageError(`no user with email ${email}`);
    return createCredentialService({ storage, secretHashKey: config.credentialHashKey }).create({ name: values.name!, userId: owner.id });
  });
  if (values.json) {
    print(JSON.stringify({ client_id: created.record.clientId, client_secret: created.clientSecret }));
  } else {
    print(`created credential ${created.record.id} "${created.record.name}" for ${email}`);
    print(`client_id:     ${created.record.clientId}`);
    print(`client_secret: ${created.clientSecret}`);
    print('The secret is shown only this once; store it in a secret manager.');
  }
}

async function listCredentials(config: Config, args: string[], print: Print): Promise<void> {
  const { values } = parseCommand(args, { json: { type: 'boolean' } });
  const rows = await withStorage(config, async (storage) => {
    const users = createUserService({ storage });
    const credentials = await createCredentialService({ storage, secretHashKey: config.credentialHashKey }).list();
    const emails = new Map((await users.list()).map((user) => [user.id, user.email]));
    return credentials.map((credential) => ({
      id: credential.id,
      name: credential.name,
      client_id: credential.clientId,
      user_id: credential.userId,
      user_email: emails.get(credential.userId) ?? null,
      created_at: credential.createdAt,
      last_used_at: credential.lastUsedAt,
    }));
  });
  if (values.json) return print(JSON.stringify(rows));
  if (rows.length === 0) return print('no credentials');
  for (const row of rows) {
    print([row.id, row.name, row.client_id, row.user_email ?? row.user_id, row.created_at, row.last_used_at ?? 'never used'].join('\t'));
  }
}

async function deleteCredential(config: Config, args: string[], print: Print): Promise<void> {
  const { positionals } = parseCommand(args, {}, true);
  const [id] = positionals;
  if (id === undefined || positionals.length !== 1) throw new UsageError('credentials delete needs exactly one credential ID');
  await withStorage(config, (storage) => createCredentialService({ storage, secretHashKey: config.credentialHashKey }).remove(id));
  print(`deleted credential ${id}; its tokens stop working at once`);
}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

function parseCommand<O extends OptionSpec>(args: string[], options: O, allowPositionals = false) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
