import { createHash, randomInt } from 'node:crypto';

/** A mailed one-time code and the hash stored for it (and carried by the mailed link). */
export interface EmailOtp {
  otp: string;
  tokenHash: string;
}

/** GoTrue's GenerateTokenHash: sha224 of address + code, hex; one code works as a code and as a link. */
export function emailTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** GoTrue's GenerateOtp: `length` random decimal digits. */
export function newEmailOtp(email: string, length: number): EmailOtp {
  let otp = '';
  for (let i = 0; i < length; i += 1) otp += String(randomInt(10));
  return { otp, tokenHash: emailTokenHash(email, otp) };
}
