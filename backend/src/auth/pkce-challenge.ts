import { createHash, timingSafeEqual } from 'node:crypto';
import { errors } from './auth-error.ts';
import type { EmailOtp } from './email-otp.ts';
import type { Json } from './user.types.ts';

/** A flow's code challenge as the client sent it; the method is checked when the flow state is saved. */
export interface PkceChallenge {
  challenge: string;
  method: string;
}

export type CodeChallengeMethod = 's256' | 'plain';

/** Marks a mailed token of a PKCE flow, in the link and in the stored hash alike (GoTrue's PKCEPrefix). */
export const PKCE_PREFIX = 'pkce_';

const CHALLENGE_LENGTH = { min: 43, max: 128 };
const CHALLENGE_CHARACTERS = /^[a-zA-Z._~0-9-]+$/;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * GoTrue's validatePKCEParams: no challenge and no method is the implicit flow (undefined); one
 * without the other, or a challenge RFC 7636 would not produce, is 400 validation_failed.
 */
export function readPkceChallenge(body: Json): PkceChallenge | undefined {
  const challenge = text(body.code_challenge);
  const method = text(body.code_challenge_method);
  if ((challenge === '') !== (method === ''))
    throw errors.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge === '') return undefined;
  if (challenge.length < CHALLENGE_LENGTH.min || challenge.length > CHALLENGE_LENGTH.max)
    throw errors.validation(
      `code challenge has to be between ${CHALLENGE_LENGTH.min} and ${CHALLENGE_LENGTH.max} characters`,
    );
  if (!CHALLENGE_CHARACTERS.test(challenge))
    throw errors.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  return { challenge, method };
}

/** GoTrue's ParseCodeChallengeMethod: case does not matter; anything else is no method at all. */
export function codeChallengeMethod(method: string): CodeChallengeMethod | undefined {
  const lower = method.toLowerCase();
  return lower === 's256' || lower === 'plain' ? lower : undefined;
}

/** Whether `verifier` is the one the challenge was made from, compared in constant time. */
export function verifierMatches(
  challenge: string,
  method: CodeChallengeMethod,
  verifier: string,
): boolean {
  const expected =
    method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The mailed token as a PKCE flow stores and links it; the typed code stays the same. */
export function withFlowPrefix(token: EmailOtp, pkce: PkceChallenge | undefined): EmailOtp {
  return pkce ? { ...token, tokenHash: `${PKCE_PREFIX}${token.tokenHash}` } : token;
}
