import { useId } from 'react';
import { REPUTATION_REFRESH_ERROR, formatScore } from '@likegripe/shared-core';
import { IconButton, ProgressBar, RefreshCw, TrustBadge } from '@likegripe/shared-ui';
import { useGetReputationQuery, useRefreshReputationMutation } from '../../api/reputation.api';
import { reputationScoreLines, reputationTotals } from './reputation-scores';
import {
  Body,
  CardHeader,
  ErrorText,
  Overall,
  OverallLabel,
  OverallValue,
  Scores,
  Title,
  TitleGroup,
  Totals,
} from './ReputationCard.styles';
import { SectionCard } from '../../components/SectionCard.styles';
import { ReputationCardSkeleton } from './ReputationCardSkeleton';

/**
 * Spec §2, §4: the reputation card, shown once a record (or the zeroed default after a failure) is
 * available, its frame until then; with a refresh action.
 */
export function ReputationCard({ userId }: { userId: string }) {
  const titleId = useId();
  const { data } = useGetReputationQuery(userId);
  const [refresh, refreshState] = useRefreshReputationMutation();
  if (!data) return <ReputationCardSkeleton />;
  const { reputation } = data;
  const error = refreshState.isError ? REPUTATION_REFRESH_ERROR : data.error;

  return (
    <SectionCard aria-labelledby={titleId}>
      <CardHeader>
        <TitleGroup>
          <Title id={titleId}>Reputation</Title>
          <TrustBadge level={reputation.trust_level} />
        </TitleGroup>
        <IconButton
          label="Refresh reputation"
          icon={<RefreshCw />}
          variant="secondary"
          size="sm"
          disabled={refreshState.isLoading}
          onClick={() => void refresh(userId)}
        />
      </CardHeader>
      {error && <ErrorText role="alert">{error}</ErrorText>}
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
