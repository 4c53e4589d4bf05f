import { mkdir } from 'node:fs/promises';
import type pg from 'pg';
import { loadConfig, type Config } from './config.ts';
import {
  authenticatorUrl,
  limitApiRoles,
  openDatabase,
  prepareAuthenticator,
  reloadPostgrestSchema,
} from './db/database.service.ts';
import { applyMigrations } from './db/migration.runner.ts';
import { createServicePool } from './db/pool.ts';
import { applySeedOnce } from './db/seed.runner.ts';
import { buildGateway } from './gateway/gateway.server.ts';
import { loadStartRealtime, loadStoragePlugin } from './gateway/live-modules.loader.ts';
import { assertSafeToListen, loadOrCreateJwtSecret } from './jwt-secret.ts';
import { deriveApiKeys } from './keys.ts';
import { startMailCatcher } from './mail/mail-catcher.service.ts';
import { createMailer } from './mail/mailer.service.ts';
import { resolvePostgrestBinary, startPostgrest } from './rest/postgrest.process.ts';
import { pickFreePort } from './free-port.ts';

export interface RunningStack {
  /** Gateway base URL, as given to `createClient`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Owner (superuser) connection to the database the stack uses. */
  databaseUrl: string;
  /** Mail catcher web inbox; `GET <mailUrl>/email` returns the messages as JSON. */
  mailUrl: string;
  pool: pg.Pool;
  config: Config & { jwtSecret: string };
  /** Which optional services were found and started. */
  services: { storage: boolean; realtime: boolean };
  stop(): Promise<void>;
}

/** The address a local client uses for a listen address (a wildcard is reached on loopback). */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export type StackOptions = Partial<Config> & { seed?: boolean };

/** Starts database → migrations → seed → PostgREST → mail → gateway (+ storage, realtime); stops in reverse. */
export async function startStack(opts: StackOptions = {}): Promise<RunningStack> {
  const { seed = true, ...overrides } = opts;
  const merged = { ...loadConfig(), ...overrides };
  const jwtSecret = merged.jwtSecret ?? (await loadOrCreateJwtSecret(merged.dataDir));
  assertSafeToListen(merged.host, jwtSecret);
  const config: Config & { jwtSecret: string } = { ...merged, jwtSecret };
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const postgrestBinary = resolvePostgrestBinary(config.postgrestBin);
    await mkdir(config.dataDir, { recursive: true });
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      port: config.postgresPort || (await pickFreePort()),
      password: config.postgresPassword,
    });
    stops.push(database.stop);
    const pool = createServicePool(database.databaseUrl);
    stops.push(() => pool.end());
    await applyMigrations(pool, config.migrationsDir);
    if (seed) await applySeedOnce(pool, config.seedFile);
    await prepareAuthenticator(pool, config.authenticatorPassword);
    await limitApiRoles(pool, {
      anon: config.anonStatementTimeout,
      authenticated: config.authenticatedStatementTimeout,
    });
    await reloadPostgrestSchema(pool);

    const postgrest = await startPostgrest({
      binary: postgrestBinary,
      dbUri: authenticatorUrl(database.databaseUrl, config.authenticatorPassword),
      jwtSecret: config.jwtSecret,
      port: config.postgrestPort || (await pickFreePort()),
      pool: config.postgrestPool,
    });
    stops.push(postgrest.stop);

    const mail = await startMailCatcher({
      smtpPort: config.mailSmtpPort || (await pickFreePort()),
      webPort: config.mailWebPort || (await pickFreePort()),
    });
    stops.push(mail.stop);

    const keys = await deriveApiKeys(config.jwtSecret);
    let publicUrl = config.publicUrl ?? '';
    const storagePlugin = await loadStoragePlugin();
    const gateway = await buildGateway({
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      postgrestUrl: postgrest.url,
      auth: {
        pool,
        settings: config,
        sendMail: createMailer(mail.smtpPort),
        publicUrl: () => publicUrl,
      },
      storage: storagePlugin && {
        plugin: storagePlugin,
        pool,
        jwtSecret: config.jwtSecret,
        dataDir: config.dataDir,
      },
    });
    await gateway.listen({ host: config.host, port: config.gatewayPort });
    stops.push(() => gateway.close());
    const address = gateway.server.address();
    const port = typeof address === 'object' && address ? address.port : config.gatewayPort;
    const url = `http://${reachableHost(config.host)}:${port}`;
    publicUrl ||= url;

    const startRealtime = await loadStartRealtime();
    if (startRealtime) {
      const realtime = await startRealtime({
        server: gateway.server,
        pool,
        databaseUrl: database.databaseUrl,
        jwtSecret: config.jwtSecret,
        anonKey: keys.anonKey,
      });
      // Realtime closes its sockets before the gateway stops accepting.
      stops.push(() => realtime.close());
    }

    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: config.jwtSecret,
      databaseUrl: database.databaseUrl,
      mailUrl: mail.webUrl,
      pool,
      config,
      services: { storage: Boolean(storagePlugin), realtime: Boolean(startRealtime) },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
