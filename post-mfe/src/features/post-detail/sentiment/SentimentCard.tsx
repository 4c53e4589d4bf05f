import { useId } from 'react';
import { Card, Chip, ProgressBar, Sparkles } from '@likegripe/shared-ui';
import { analyzeSentiment } from '@likegripe/shared-core';
import type { PostCommentSummary } from '../../../api/post-detail.api';
import {
  NoWords,
  SentimentHeading,
  SentimentSide,
  SentimentSides,
  SidePercent,
  SideTitle,
  Summary,
  WordList,
} from './SentimentCard.styles';
import { topWordLabel } from './top-word-label';

interface SentimentCardProps {
  summary: PostCommentSummary;
}

interface SideProps {
  label: string;
  percent: number;
  words: string[];
  tone: 'like' | 'gripe';
  wordsLabel: string;
}

function SentimentSideView({ label, percent, words, tone, wordsLabel }: SideProps) {
  const titleId = useId();
  return (
    <SentimentSide aria-labelledby={titleId} data-tone={tone}>
      <SideTitle id={titleId}>
        {label}
        <SidePercent>{percent}%</SidePercent>
      </SideTitle>
      <ProgressBar value={percent} label={`${label} share`} tone={tone} />
      {words.length > 0 ? (
        <WordList aria-label={wordsLabel}>
          {words.map((word) => (
            <li key={word}>
              <Chip label={topWordLabel(word)} tone={tone} />
            </li>
          ))}
        </WordList>
      ) : (
        <NoWords>No frequent words yet</NoWords>
      )}
    </SentimentSide>
  );
}

/**
 * The sentiment card: the positive and negative share of written likes and gripes, top words,
 * summary; the counts and words come from the post's comment summary.
 */
export function SentimentCard({ summary }: SentimentCardProps) {
  const headingId = useId();
  const sentiment = analyzeSentiment({
    likeCount: summary.counts.like,
    gripeCount: summary.counts.gripe,
    topPositiveWords: summary.topPositiveWords,
    topNegativeWords: summary.topNegativeWords,
  });
  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <SentimentHeading id={headingId}>
        <Sparkles aria-hidden="true" />
        AI Sentiment Analysis
      </SentimentHeading>
      <SentimentSides>
        <SentimentSideView
          label="Positive"
          percent={sentiment.positivePercent}
          words={sentiment.topPositiveWords}
          tone="like"
          wordsLabel="Top positive words"
        />
        <SentimentSideView
          label="Negative"
          percent={sentiment.negativePercent}
          words={sentiment.topNegativeWords}
          tone="gripe"
          wordsLabel="Top negative words"
        />
      </SentimentSides>
      <Summary>{sentiment.summary}</Summary>
    </Card>
  );
}
