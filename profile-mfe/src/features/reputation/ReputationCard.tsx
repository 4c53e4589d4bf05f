import { useId } from 'react';
import { formatScore } from './score-format';
import { IconButton, ProgressBar, RefreshCw } from '@likegripe/shared-ui';
import type { ReputationResult } from '../../api/reputation.api';
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

interface ReputationCardProps {
  userId: string;
  /** The record, or the zeroed default with the error after a failure. */
  result: ReputationResult;
  /** The live count that 'Posts Created' shows. */
  postsCount: number;
}

/**
 * The reputation card with a refresh action. The trust level is the profile header's badge, so
 * the card does not repeat it. Posts are counted live, as 'Posts Created' is: the record only
 * catches up when it is recalculated.
 */
export function ReputationCard({ userId, result, postsCount }: ReputationCardProps) {
  const titleId = useId();
  const { refresh, refreshing } = useReputationRefresh(userId);
  const reputation = { ...result.reputation, total_posts_count: postsCount };

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
      {result.error && <ErrorText role="alert">{result.error}</ErrorText>}
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
