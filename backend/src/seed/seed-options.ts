import { parseArgs } from 'node:util';

/** The local stack's database, as the Supabase CLI exposes it. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54322/postgres';

export interface SeedOptions {
  databaseUrl: string;
  posts: number;
  comments: number;
  users: number;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** Reads `--posts N --comments N [--users N]` and DATABASE_URL. */
export function readSeedOptions(argv: string[], env: NodeJS.ProcessEnv): SeedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      posts: { type: 'string' },
      comments: { type: 'string' },
      users: { type: 'string' },
    },
    allowPositionals: false,
  });
  const posts = positiveInteger('posts', values.posts, 100_000);
  const comments = positiveInteger('comments', values.comments, posts * 10);
  const users = positiveInteger('users', values.users, Math.max(100, Math.ceil(posts / 50)));
  if (users < 2) throw new Error('--users must be at least 2');
  return { databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL, posts, comments, users };
}
