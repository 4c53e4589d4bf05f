export const TRUST_LEVELS = ['new', 'bronze', 'silver', 'gold', 'platinum'] as const;

export type TrustLevel = (typeof TRUST_LEVELS)[number];

export function isTrustLevel(value: unknown): value is TrustLevel {
  return typeof value === 'string' && (TRUST_LEVELS as readonly string[]).includes(value);
}
