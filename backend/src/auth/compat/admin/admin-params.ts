import { AuthError, errors } from '../../auth-error.ts';
import type { Json } from '../../user.types.ts';
import { parseGoDuration } from './go-duration.ts';

/** The name Go's JSON decoder gives a JSON value's type in its errors. */
function goTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/**
 * Reads a request body as GoTrue's JSON decoder fills its params struct: a missing or null field is
 * the zero value, a field of the wrong type is 400 bad_json.
 */
export class BodyReader {
  constructor(
    private readonly body: Json,
    private readonly struct: string,
  ) {}

  private mismatch(name: string, goType: string): AuthError {
    const value = this.body[name];
    return errors.badJson(
      `json: cannot unmarshal ${goTypeOf(value)} into Go struct field ${this.struct}.${name} of type ${goType}`,
    );
  }

  /** A string field; '' when absent or null. */
  string(name: string): string {
    return this.optionalString(name) ?? '';
  }

  /** A string field that may be left out (Go's *string): undefined when absent or null. */
  optionalString(name: string): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw this.mismatch(name, 'string');
    return value;
  }

  boolean(name: string): boolean {
    const value = this.body[name];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') throw this.mismatch(name, 'bool');
    return value;
  }

  /** A JSON object field; undefined when absent or null. */
  object(name: string): Json | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw this.mismatch(name, 'map[string]interface {}');
    return value as Json;
  }
}

// The address form GoTrue's mail library (checkmail) accepts.
const EMAIL_FORM =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail, as the admin endpoints use it; the address comes back in lower case. */
export function validateEmail(email: string): string {
  if (email === '') throw errors.validation('An email address is required');
  if (email.length > 255) throw errors.validation('An email address is too long');
  if (!EMAIL_FORM.test(email))
    throw errors.validation('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const E164 = /^[1-9][0-9]{1,14}$/;

/** GoTrue's validatePhone: without the leading + and spaces, it must be an E.164 number. */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(formatted))
    throw errors.validation('Invalid phone number format (E.164 required)');
  return formatted;
}

/**
 * A `ban_duration`: undefined when not given, 0 for "none" (lifts a ban), else Go duration
 * milliseconds; a malformed one is 400 as in GoTrue.
 */
export function parseBanDuration(text: string): number | undefined {
  if (text === '') return undefined;
  if (text === 'none') return 0;
  try {
    return parseGoDuration(text);
  } catch (error) {
    throw errors.validation(`invalid format for ban duration: ${(error as Error).message}`);
  }
}

/** GoTrue's Ban: a zero duration lifts the ban, any other sets its end. */
export const bannedUntil = (durationMs: number): Date | null =>
  durationMs === 0 ? null : new Date(Date.now() + durationMs);
