import { performance } from 'node:perf_hooks';
import { writeAppConfig } from './app-config.file.ts';
import { startStack, type RunningStack } from './stack.ts';

function signingKeyLine(stack: RunningStack): string {
  const { alg, kid } = stack.jwtKeys.signing;
  if (alg === 'HS256' && !kid) return 'HS256 with the JWT secret (GOTRUE_JWT_KEYS=[])';
  return `${alg}${kid ? `, kid ${kid}` : ''}, from ${stack.signingKeysSource}`;
}

/** `npm run backend`: starts the local stack, prints where everything is, stops cleanly on a signal. */
async function main(): Promise<void> {
  const started = performance.now();
  const stack = await startStack();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const appConfigFile = await writeAppConfig(stack);
  const dbUrl = new URL(stack.databaseUrl);
  const lines = [
    `Like and Gripe local backend started in ${seconds} s`,
    `  API URL          ${stack.url}`,
    `  REST             ${stack.url}/rest/v1`,
    `  Auth             ${stack.url}/auth/v1${stack.config.autoconfirm ? ' (email confirmation off)' : ''}`,
    `  Storage          ${stack.url}/storage/v1${stack.services.storage ? '' : ' (not available yet)'}`,
    `  Realtime         ${stack.url.replace('http', 'ws')}/realtime/v1/websocket${stack.services.realtime ? '' : ' (not available yet)'}`,
    `  Mail inbox       ${stack.mailUrl}`,
    `  Database         postgresql://${dbUrl.username}@${dbUrl.host}${dbUrl.pathname}`,
    `  anon key         ${stack.anonKey}`,
    `  service_role key ${stack.serviceRoleKey}`,
    `  publishable key  ${stack.publishableKey} (stands for the anon key)`,
    `  secret key       ${stack.secretKey} (stands for service_role; refused from a browser)`,
    `  JWT secret       ${stack.jwtSecret} (legacy HS256: the keys above, still accepted everywhere)`,
    `  JWT signing key  ${signingKeyLine(stack)}`,
    `  JWKS             ${stack.url}/auth/v1/.well-known/jwks.json`,
    `  app config       ${appConfigFile}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the backend…\n`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The backend could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
