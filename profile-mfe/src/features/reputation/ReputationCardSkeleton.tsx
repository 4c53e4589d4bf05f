import { useId } from 'react';
import { Skeleton, theme } from '@likegripe/shared-ui';
import { REPUTATION_SCORE_LABELS, REPUTATION_TOTAL_LABELS } from './reputation-scores';
import {
  Body,
  CardHeader,
  Overall,
  OverallLabel,
  OverallValue,
  PendingScore,
  Scores,
  Title,
  Totals,
} from './ReputationCard.styles';
import { SectionCard } from '../../components/SectionCard.styles';

/**
 * The reputation card's frame while its record loads, the same size as the card, so the activity
 * feed below does not jump when the numbers arrive.
 */
export function ReputationCardSkeleton() {
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId} aria-busy="true">
      <CardHeader>
        <Title id={titleId}>Reputation</Title>
        <Skeleton variant="circle" width={32} />
      </CardHeader>
      <Body>
        <Overall>
          <OverallValue>
            <Skeleton variant="rect" width={96} height={theme.fontSizes.display} />
          </OverallValue>
          <OverallLabel>Overall reputation</OverallLabel>
        </Overall>
        <Scores>
          {REPUTATION_SCORE_LABELS.map((label) => (
            <PendingScore key={label}>
              {label}
              <Skeleton variant="rect" height={theme.sizes.progress} />
            </PendingScore>
          ))}
        </Scores>
      </Body>
      <Totals>
        {REPUTATION_TOTAL_LABELS.map((label) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Skeleton width="2em" />
            </dd>
          </div>
        ))}
      </Totals>
    </SectionCard>
  );
}
