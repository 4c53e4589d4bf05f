/** Reputation scores are shown rounded; a missing score shows as 0. */
export function formatScore(score: number | null | undefined): number {
  return typeof score === 'number' && Number.isFinite(score) ? Math.round(score) : 0;
}

/** Likes received per reaction given, as a rounded percentage capped at 100. */
export function reviewQualityPercent(likesReceived: number, reactionsGiven: number): number {
  const percent = Math.round((likesReceived / Math.max(reactionsGiven, 1)) * 100);
  return Math.min(Math.max(percent, 0), 100);
}
