import { useId } from 'react';
import { formatScore } from './score-format';
import { IconButton, ProgressBar, RefreshCw } from '@likegripe/shared-ui';
import { useGetProfileStatsQuery } from '../../api/profile.api';
import { useGetReputationQuery } from '../../api/reputation.api';
import { useReputationRefresh } from './reputation-refresh.hook';
import { reputationScoreLines, reputationTotals } from './reputation-scores';
import {
  Body,
  CardHeader,
  ErrorText,
  Overall,
  OverallLabel,
  OverallValue,
  RefreshSlot,
  Scores,
  Title,
  Totals,
} from './ReputationCard.styles';
import { SectionCard } from '../../components/SectionCard.styles';
import { ReputationCardSkeleton } from './ReputationCardSkeleton';

/**
 * The reputation card, shown once a record (or the zeroed default after a failure) is available,
 * its frame until then; with a refresh action. The trust level is the profile header's badge, so
 * the card does not repeat it. Posts are counted live, as 'Posts Created' is: the record only
 * catches up when it is recalculated.
 */
export function ReputationCard({ userId }: { userId: string }) {
  const titleId = useId();
  const { data } = useGetReputationQuery(userId);
  const { data: stats } = useGetProfileStatsQuery(userId);
  const { refresh, refreshing } = useReputationRefresh(userId);
  if (!data) return <ReputationCardSkeleton />;
  const reputation = stats
    ? { ...data.reputation, total_posts_count: stats.postsCount }
    : data.reputation;

  return (
    <SectionCard aria-labelledby={titleId} aria-busy={refreshing || undefined}>
      <CardHeader>
        <Title id={titleId}>Reputation</Title>
        <RefreshSlot>
          <IconButton
            label={refreshing ? 'Refreshing reputation' : 'Refresh reputation'}
            icon={<RefreshCw />}
            variant="secondary"
            size="sm"
            data-busy={refreshing}
            disabled={refreshing}
            onClick={() => void refresh()}
          />
        </RefreshSlot>
      </CardHeader>
      {data.error && <ErrorText role="alert">{data.error}</ErrorText>}
      <Body>
        <Overall>
          <OverallValue>
            {formatScore(reputation.overall_reputation)}
            <small>/100</small>
          </OverallValue>
          <OverallLabel>Overall reputation</OverallLabel>
        </Overall>
        <Scores>
          {reputationScoreLines(reputation).map(({ label, value }) => (
            <ProgressBar key={label} label={label} value={value} showValue />
          ))}
        </Scores>
      </Body>
      <Totals>
        {reputationTotals(reputation).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Totals>
    </SectionCard>
  );
}
