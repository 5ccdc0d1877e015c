// The environment for a child `clausewise` process in tests (issue #12): the machine's own environment minus
// every setting the server reads, so a developer's exported CLAUSEWISE_* or DATABASE_URL (or a TZ) cannot change
// what a test sees. Only PATH-like basics pass through; the test adds what it means to set.

const SERVER_SETTINGS = /^(CLAUSEWISE_|DATABASE_URL$|PORT$|HOST$|LOG_LEVEL$|TZ$)/;

export function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVER_SETTINGS.test(name)));
  return { ...inherited, TZ: 'UTC', ...settings };
}
