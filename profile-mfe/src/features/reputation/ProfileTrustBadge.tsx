import { TrustBadge } from '@likegripe/shared-ui';
import { useGetReputationQuery } from '../../api/reputation.api';

/** The header's trust badge with the rounded overall score. */
export function ProfileTrustBadge({ userId }: { userId: string }) {
  const { data } = useGetReputationQuery(userId);
  if (!data) return null;
  const { trust_level, overall_reputation } = data.reputation;
  return <TrustBadge level={trust_level} size="lg" score={overall_reputation} />;
}
