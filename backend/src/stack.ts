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
import { applyPlatformSchema } from './db/platform/platform-schema.runner.ts';
import { createServicePool } from './db/pool.ts';
import { applySeedOnce } from './db/seed.runner.ts';
import { buildGateway } from './gateway/gateway.server.ts';
import { opaqueApiKeys } from './gateway/opaque-api-keys.ts';
import { loadStartRealtime, loadStoragePlugin } from './gateway/live-modules.loader.ts';
import { LateBoundHandler } from './gateway/realtime-api.route.ts';
import { assertSafeToListen, loadOrCreateJwtSecret } from './jwt-secret.ts';
import { createJwtKeys, type JwtKeys } from './jwt-keys.ts';
import { deriveApiKeys } from './keys.ts';
import { loadSigningKeys } from './signing-keys.store.ts';
import { startMailCatcher } from './mail/mail-catcher.service.ts';
import { createMailer } from './mail/mailer.service.ts';
import { resolvePostgrestBinary, startPostgrest } from './rest/postgrest.process.ts';
import { pickFreePort } from './free-port.ts';
import { supervisePostgres } from './supervision/postgres.supervision.ts';
import { supervise } from './supervision/service.supervisor.ts';

export interface RunningStack {
  /** Gateway base URL, as given to `createClient`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…`: the gateway takes it as the anon key. */
  publishableKey: string;
  /** `sb_secret_…`: the gateway takes it as the service_role key (refused from a browser). */
  secretKey: string;
  jwtSecret: string;
  /** Signs user tokens (ES256 unless `GOTRUE_JWT_KEYS=[]`) and verifies them in every service. */
  jwtKeys: JwtKeys;
  /** Where the signing keys came from: the data dir's file, `AUTH_SIGNING_KEYS_PATH` or `GOTRUE_JWT_KEYS`. */
  signingKeysSource: string;
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

/** `seed`: the demo data of `supabase/seed.sql` and its photos, once per database (default on). */
export type StackOptions = Partial<Config> & { seed?: boolean };

/** Starts database → platform set-up → migrations → seed → PostgREST → mail → gateway (+ storage, demo photos, realtime); stops in reverse. */
export async function startStack(opts: StackOptions = {}): Promise<RunningStack> {
  const { seed = true, ...overrides } = opts;
  const merged = { ...loadConfig(), ...overrides };
  const jwtSecret = merged.jwtSecret ?? (await loadOrCreateJwtSecret(merged.dataDir));
  assertSafeToListen(merged.host, jwtSecret);
  const config: Config & { jwtSecret: string } = { ...merged, jwtSecret };
  const signingKeys = await loadSigningKeys({
    dataDir: config.dataDir,
    secret: jwtSecret,
    jwtKeys: config.jwtKeys,
    signingKeysPath: config.signingKeysPath,
  });
  const jwtKeys = await createJwtKeys(jwtSecret, signingKeys.keys);
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
      clusterTemplatesDir: config.clusterTemplatesDir,
    });
    const postgres = await supervisePostgres({
      database,
      dataDir: config.dataDir,
      intervalMs: config.postgresWatchIntervalMs,
      restartDelayMs: config.supervisorRestartDelayMs,
      maxRestartsPerMinute: config.supervisorMaxRestartsPerMinute,
    });
    stops.push(postgres.stop);
    const pool = createServicePool(database.databaseUrl);
    stops.push(() => pool.end());
    // What hosted Supabase has before any project migration; the migrations assume it.
    await applyPlatformSchema(pool);
    await applyMigrations(pool, config.migrationsDir, { role: config.migrationRole });
    if (seed) await applySeedOnce(pool, config.seedFile, { role: config.migrationRole });
    await prepareAuthenticator(pool, config.authenticatorPassword);
    await limitApiRoles(pool, {
      anon: config.anonStatementTimeout,
      authenticated: config.authenticatedStatementTimeout,
    });
    await reloadPostgrestSchema(pool);

    const postgrestPort = config.postgrestPort || (await pickFreePort());
    const launchPostgrest = () =>
      startPostgrest({
        binary: postgrestBinary,
        dbUri: authenticatorUrl(database.databaseUrl, config.authenticatorPassword),
        jwtSecret: jwtKeys.postgrestJwks(),
        port: postgrestPort,
        pool: config.postgrestPool,
        maxRows: config.postgrestMaxRows,
      });
    const postgrest = await launchPostgrest();
    // A dead PostgREST comes back on the same port; the gateway's 502 covers the gap.
    const postgrestSupervisor = await supervise(postgrest, {
      name: 'PostgREST',
      start: launchPostgrest,
      restartDelayMs: config.supervisorRestartDelayMs,
      maxRestartsPerMinute: config.supervisorMaxRestartsPerMinute,
    });
    stops.push(postgrestSupervisor.stop);

    const mail = await startMailCatcher({
      smtpPort: config.mailSmtpPort || (await pickFreePort()),
      webPort: config.mailWebPort || (await pickFreePort()),
    });
    stops.push(mail.stop);

    const keys = await deriveApiKeys(config.jwtSecret);
    let publicUrl = config.publicUrl ?? '';
    const storagePlugin = await loadStoragePlugin();
    const startRealtime = await loadStartRealtime();
    let realtimeRunning = false;
    const realtimeApi = new LateBoundHandler();
    const gateway = await buildGateway({
      realtimeApi,
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      opaqueApiKeys: opaqueApiKeys(keys),
      postgrestUrl: postgrest.url,
      auth: {
        pool,
        settings: config,
        sendMail: createMailer(mail.smtpPort),
        jwtKeys,
        publicUrl: () => publicUrl,
      },
      storage: storagePlugin && {
        plugin: storagePlugin,
        pool,
        jwtSecret: config.jwtSecret,
        jwtKeys,
        dataDir: config.dataDir,
        render: {
          concurrency: config.storageRenderConcurrency,
          maxWaiting: config.storageRenderQueue,
          timeoutSeconds: config.storageRenderTimeoutSeconds,
          cacheMaxBytes: config.storageRenderCacheMaxBytes,
        },
      },
      limits: {
        headersTimeoutMs: config.gatewayHeadersTimeoutMs,
        requestTimeoutMs: config.gatewayRequestTimeoutMs,
        keepAliveTimeoutMs: config.gatewayKeepAliveTimeoutMs,
        idleTimeoutMs: config.gatewayIdleTimeoutMs,
        maxHeaderBytes: config.gatewayMaxHeaderBytes,
        restBodyLimitBytes: config.restBodyLimitBytes,
      },
      // Auth and storage run in this process: they are up while it answers.
      health: () => ({
        postgres: postgres.state(),
        postgrest: postgrestSupervisor.state(),
        auth: 'up',
        ...(storagePlugin ? { storage: 'up' as const } : {}),
        ...(startRealtime
          ? { realtime: realtimeRunning ? ('up' as const) : ('down' as const) }
          : {}),
      }),
    });
    await gateway.listen({ host: config.host, port: config.gatewayPort });
    stops.push(() => gateway.close());
    const address = gateway.server.address();
    const port = typeof address === 'object' && address ? address.port : config.gatewayPort;
    const url = `http://${reachableHost(config.host)}:${port}`;
    publicUrl ||= url;
    // After the gateway listens: the photos' URLs need its address when no PUBLIC_URL names one.
    // Loaded here, as the storage module is: only a stack with storage and the seed needs it.
    if (seed && storagePlugin) {
      const { applyDemoPhotos } = await import('./seed/demo-photos/demo-photos.seeder.ts');
      await applyDemoPhotos(pool, { dataDir: config.dataDir, publicUrl });
    }

    if (startRealtime) {
      const realtime = await startRealtime({
        httpApi: realtimeApi,
        server: gateway.server,
        pool,
        databaseUrl: database.databaseUrl,
        jwtKeys,
        anonKey: keys.anonKey,
        limits: {
          maxPayloadBytes: config.realtimeMaxPayloadBytes,
          maxChannelsPerClient: config.realtimeMaxChannelsPerClient,
          maxJoinsPerWindow: config.realtimeMaxJoinsPerWindow,
          maxMessagesPerWindow: config.realtimeMaxMessagesPerWindow,
          rateWindowMs: config.realtimeRateWindowMs,
        },
      });
      realtimeRunning = true;
      // Realtime closes its sockets before the gateway stops accepting.
      stops.push(() => realtime.close());
    }

    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      jwtSecret: config.jwtSecret,
      jwtKeys,
      signingKeysSource: signingKeys.source,
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
