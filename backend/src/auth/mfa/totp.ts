import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp defaults): SHA1, 6 digits, 30-second steps, 20-byte secrets. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SECRET_BYTES = 20;
/** Codes of one step before or after the current one are accepted too, for clocks that drift. */
const WINDOW = 1;

const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });

export interface TotpKey {
  /** Base32, no padding, as authenticator apps take it. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code of `uri` as SVG markup (supabase-js makes it a data URI). */
  qrCode: string;
}

/**
 * The SVG's '#rrggbb' colours as rgb(): supabase-js puts the SVG into a `data:` URI unescaped,
 * where a '#' starts the fragment and cuts the image short (GoTrue's own SVG has none).
 */
function withoutHashColours(svg: string): string {
  return svg.replace(
    /#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?\b/gi,
    (_, r, g, b) => `rgb(${[r, g, b].map((hex: string) => parseInt(hex, 16)).join(',')})`,
  );
}

/** A new random TOTP key for `accountName` at `issuer`, with its QR code. */
export async function newTotpKey(issuer: string, accountName: string): Promise<TotpKey> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  // High error correction, as GoTrue's QR codes have.
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  return { secret, uri, qrCode: withoutHashColours(qrCode) };
}

/** The 30-second step a moment falls in. */
export const timeStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/** The step whose code `code` is, within the accepted window around `now`; undefined when it is none. */
export function matchedStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? undefined : timeStep(now) + delta;
}
