export const TRUST_LEVELS = ['new', 'bronze', 'silver', 'gold', 'platinum'] as const;

export type TrustLevel = (typeof TRUST_LEVELS)[number];

export const TRUST_LEVEL_LABELS: Readonly<Record<TrustLevel, string>> = {
  new: 'New',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export function isTrustLevel(value: unknown): value is TrustLevel {
  return typeof value === 'string' && (TRUST_LEVELS as readonly string[]).includes(value);
}

/** The badge label; an unknown or missing level shows as New, the default level. */
export function trustLevelLabel(level: string | null | undefined): string {
  return isTrustLevel(level) ? TRUST_LEVEL_LABELS[level] : TRUST_LEVEL_LABELS.new;
}

/** Reputation scores are shown rounded; a missing score shows as 0. */
export function formatScore(score: number | null | undefined): number {
  return typeof score === 'number' && Number.isFinite(score) ? Math.round(score) : 0;
}

/** Likes received per reaction given, as a rounded percentage capped at 100. */
export function reviewQualityPercent(likesReceived: number, reactionsGiven: number): number {
  const percent = Math.round((likesReceived / Math.max(reactionsGiven, 1)) * 100);
  return Math.min(Math.max(percent, 0), 100);
}
