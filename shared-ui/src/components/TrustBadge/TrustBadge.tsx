import { ShieldCheck } from 'lucide-react';
import { StyledTrustBadge } from './TrustBadge.styles';

export type TrustLevel = 'new' | 'bronze' | 'silver' | 'gold' | 'platinum';

/** The label shown for each trust level. */
export const trustLevelLabels: Record<TrustLevel, string> = {
  new: 'New',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export interface TrustBadgeProps {
  /** The member's trust level. */
  level: TrustLevel;
  /** sm (in comment chips), md (default), lg (profile header). */
  size?: 'sm' | 'md' | 'lg';
  /** The overall reputation score (0-100); shown rounded in parentheses when given. */
  score?: number | null;
}

/** A member's trust level, e.g. "Gold (87)". */
export function TrustBadge({ level, size = 'md', score }: TrustBadgeProps) {
  const label = trustLevelLabels[level] ?? trustLevelLabels.new;
  const text = score === undefined || score === null ? label : `${label} (${Math.round(score)})`;
  return (
    <StyledTrustBadge data-level={level} data-size={size} title={`Trust level: ${text}`}>
      <ShieldCheck aria-hidden="true" />
      {text}
    </StyledTrustBadge>
  );
}
