import type pg from 'pg';
import type { AuthContext } from '../auth-context.ts';
import {
  COLUMNS as TYPE_TOKEN_COLUMNS,
  type EmailVerifyType,
  type TokenColumn,
} from '../email-verification.ts';

/** A live mailed code: which user's column holds it, and its stored hash (which names it). */
interface LiveCode {
  userId: string;
  column: TokenColumn;
  token: string;
}

type CodeRow = { id: string; current: boolean; pending: boolean } & Record<
  TokenColumn,
  string | null
>;

/** The live codes of `type` mailed to `email`: a new address's change code went to it as `email_change`. */
async function liveCodes(db: pg.Pool, email: string, type: EmailVerifyType): Promise<LiveCode[]> {
  const { rows } = await db.query<CodeRow>(
    `select id, lower(email) = $1 as current, coalesce(lower(email_change) = $1, false) as pending,
            confirmation_token, recovery_token, email_change_token_current, email_change_token_new
       from auth.users
      where (lower(email) = $1 or lower(email_change) = $1) and deleted_at is null`,
    [email],
  );
  return rows.flatMap((row) =>
    TYPE_TOKEN_COLUMNS[type].flatMap((column) => {
      const mailedHere = column === 'email_change_token_new' ? row.pending : row.current;
      const token = row[column];
      return mailedHere && token ? [{ userId: row.id, column, token }] : [];
    }),
  );
}

/** Empties a code that was guessed at too often, unless a newer one has replaced it meanwhile. */
async function killCode(db: pg.Pool, code: LiveCode): Promise<void> {
  await db.query(
    `update auth.users set ${code.column} = '', updated_at = now() where id = $1 and ${code.column} = $2`,
    [code.userId, code.token],
  );
}

/**
 * Counts a typed code, before it is checked, against each live code it could match: a code survives
 * `otpMaxWrongGuesses` wrong ones, then it is emptied (its link with it) and the member must ask for
 * a new one. Counting first keeps concurrent guesses to that number too. Answers what to do if the
 * typed code turns out wrong.
 */
export async function countCodeGuess(
  deps: AuthContext,
  email: string,
  type: EmailVerifyType,
): Promise<{ wrong(): Promise<void> }> {
  const max = deps.settings.otpMaxWrongGuesses;
  if (max <= 0) return { wrong: async () => undefined };
  const codes = await liveCodes(deps.pool, email, type);
  const counted = await Promise.all(
    codes.map(async (code) => ({
      code,
      guesses: await deps.limits.codeGuess(`${code.userId}:${code.column}:${code.token}`),
    })),
  );
  for (const { code, guesses } of counted) if (guesses > max) await killCode(deps.pool, code);
  return {
    wrong: async () => {
      for (const { code, guesses } of counted) if (guesses >= max) await killCode(deps.pool, code);
    },
  };
}
