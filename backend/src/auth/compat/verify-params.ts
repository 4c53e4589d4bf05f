import { AuthError, errors } from '../auth-error.ts';
import { normaliseEmail } from '../email-address.ts';
import { isEmailVerifyType, type EmailVerifyType } from '../email-verification.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export type VerifyParams =
  | { type: EmailVerifyType; tokenHash: string }
  | { type: EmailVerifyType; email: string; code: string };

/** POST /verify's body, refused as GoTrue's VerifyParams refuses it: a token hash, or a code with its address. */
export function verifyParams(body: Record<string, unknown>): VerifyParams {
  const type = text(body.type);
  const token = text(body.token);
  const tokenHash = text(body.token_hash);
  if (!type) throw errors.validation('Verify requires a verification type');
  if ((token === '') === (tokenHash === ''))
    throw errors.validation('Verify requires either a token or a token hash');
  if (type === 'sms' || type === 'phone_change')
    throw errors.phoneDisabled('Unsupported phone provider');
  let email = '';
  if (token) {
    if (text(body.phone)) throw errors.phoneDisabled('Unsupported phone provider');
    if (!text(body.email))
      throw errors.validation('Only an email address or phone number should be provided on verify');
    try {
      email = normaliseEmail(body.email);
    } catch {
      throw new AuthError(422, 'validation_failed', 'Invalid email format');
    }
  } else if (text(body.email) || text(body.phone) || text(body.redirect_to)) {
    throw errors.validation('Only the token_hash and type should be provided');
  }
  if (!isEmailVerifyType(type)) throw errors.validation('Unsupported verification type');
  return token ? { type, email, code: token } : { type, tokenHash };
}
