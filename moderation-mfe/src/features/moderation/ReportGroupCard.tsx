import { useId } from 'react';
import { Badge, Card, RelativeTime } from '@likegripe/shared-ui';
import { formatRelativeTime } from '@likegripe/shared-core';
import { reasonLabel, splitPostText } from '../../lib/moderation-rows';
import type { ReportGroup } from '../../lib/moderation.types';
import { DecisionForm } from './DecisionForm';
import { ProfileLink } from './ProfileLink';
import { kindLabel } from './moderation.texts';
import {
  Byline,
  CardBody,
  DetailList,
  FieldLabel,
  InlineLink,
  MetaLine,
  ReasonList,
  ReportedText,
  TargetTitle,
} from './ReportGroupCard.styles';

/** One reported post or comment: what was reported, why, by how many, and the decision. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const titleId = useId();
  const post = group.targetType === 'post' ? splitPostText(group.reportedText) : null;
  const reports = `${group.reportCount} ${group.reportCount === 1 ? 'report' : 'reports'}`;
  return (
    <Card as="article" aria-labelledby={titleId} tone={group.hiddenAt ? 'gripe' : 'neutral'}>
      <CardBody>
        <MetaLine>
          <Badge tone="primary">{kindLabel(group.targetType)}</Badge>
          {group.hiddenAt && <Badge tone="gripe">Hidden</Badge>}
          <span>{reports}</span>
          <span aria-hidden="true">·</span>
          <RelativeTime
            date={group.newestReportAt}
            text={formatRelativeTime(group.newestReportAt)}
          />
        </MetaLine>
        <TargetTitle id={titleId}>{post ? post.title : 'Reported comment'}</TargetTitle>
        {(post ? post.description : group.reportedText) && (
          <ReportedText>{post ? post.description : group.reportedText}</ReportedText>
        )}
        <Byline>
          By <ProfileLink username={group.authorUsername} />
          {group.postId && (
            <>
              {' · '}
              <InlineLink to={`/post/${group.postId}`}>Open post</InlineLink>
            </>
          )}
        </Byline>
        <div>
          <FieldLabel>Reasons</FieldLabel>
          <ReasonList aria-label="Reasons">
            {group.reasons.map((reason) => (
              <li key={reason}>
                <Badge tone="neutral">{reasonLabel(reason)}</Badge>
              </li>
            ))}
          </ReasonList>
        </div>
        {group.details.length > 0 && (
          <div>
            <FieldLabel>What reporters wrote</FieldLabel>
            <DetailList aria-label="What reporters wrote">
              {group.details.map((detail, index) => (
                // The same words can come from two reporters; their order is the database's.
                <li key={index}>{detail}</li>
              ))}
            </DetailList>
          </div>
        )}
        {group.lastNote && <Byline>{`Last note: ${group.lastNote}`}</Byline>}
        <DecisionForm
          targetType={group.targetType}
          targetId={group.targetId}
          hidden={Boolean(group.hiddenAt)}
        />
      </CardBody>
    </Card>
  );
}
