import { TrustBadge } from '@likegripe/shared-ui';
import type { Reputation } from '../../lib/reputation';

/** The header's trust badge with the rounded overall score. */
export function ProfileTrustBadge({ reputation }: { reputation: Reputation }) {
  const { trust_level, overall_reputation } = reputation;
  return <TrustBadge level={trust_level} size="lg" score={overall_reputation} />;
}
