import { AuthError, errors } from './auth-error.ts';

/**
 * A trigger on auth.users (the profile trigger) may refuse a row; hosted GoTrue then answers
 * 500 "Database error saving new user". The same happens here, and the transaction is rolled back.
 * A unique violation on the email itself means a concurrent signup won the race.
 */
export async function databaseErrorSavingUser<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthError) throw error;
    const pgError = error as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === 'users_email_partial_key')
      throw errors.userExists();
    if (typeof pgError.code === 'string') {
      throw Object.assign(errors.unexpected('Database error saving new user'), { cause: error });
    }
    throw error;
  }
}
