import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowLeft } from '@likegripe/shared-ui';
import { shouldShowSentiment } from '@likegripe/shared-core';
import {
  EMPTY_COMMENT_SUMMARY,
  useGetPostCommentSummaryQuery,
  useGetPostDetailQuery,
} from '../../api/post-detail.api';
import { useBackToFeed } from './back-to-feed.hook';
import { PostArticle } from './post/PostArticle';
import { PostDetailSkeleton } from './PostDetailSkeleton';
import { PostLoadError } from './PostLoadError';
import { PostNotFound } from './PostNotFound';
import { RemovedNotice } from './RemovedNotice';
import { SentimentCard } from './sentiment/SentimentCard';
import { CommentSections } from './comments/CommentSections';
import { PostReaders } from './readers/PostReaders';
import { BackButton, DetailPage, TopRow } from './PostDetailPage.styles';

/**
 * The post detail page: the post, its action bar, sentiment and the three comment sections. The
 * page loads the post and its comment summary (counts and sentiment words); a section's comments
 * load when it is opened.
 */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const backToFeed = useBackToFeed();
  // Both requests start together; the skeleton stays until both have answered.
  const post = useGetPostDetailQuery(id);
  const comments = useGetPostCommentSummaryQuery(id);
  const [questionsOpen, setQuestionsOpen] = useState(false);

  useEffect(() => {
    if (post.error) console.error('Failed to load the post', post.error);
    if (comments.error) console.error('Failed to load the comments', comments.error);
  }, [post.error, comments.error]);

  const loading = post.isLoading || comments.isLoading;
  const summary = comments.data ?? EMPTY_COMMENT_SUMMARY;
  // A missing post offers only its own Back to Home, so there is one way back.
  const missing = !loading && !post.error && !post.data;

  return (
    <DetailPage>
      {!missing && (
        <TopRow>
          <BackButton type="button" onClick={backToFeed}>
            <ArrowLeft aria-hidden="true" />
            Back to Feed
          </BackButton>
          {/* Only for a post that is shown; the channel is joined once the page has settled. */}
          {post.data && <PostReaders postId={post.data.id} />}
        </TopRow>
      )}
      {loading ? (
        <PostDetailSkeleton />
      ) : post.error ? (
        // A request that failed is not a post that does not exist.
        <PostLoadError
          title="Could not load this post"
          error={post.error}
          retrying={post.isFetching}
          onRetry={() => {
            void post.refetch();
            if (comments.error) void comments.refetch();
          }}
        />
      ) : !post.data ? (
        <PostNotFound />
      ) : (
        <>
          {post.data.hiddenAt && <RemovedNotice kind="post" />}
          <PostArticle
            post={post.data}
            refreshing={post.isFetching}
            questionsOpen={questionsOpen}
            onToggleQuestions={() => setQuestionsOpen((open) => !open)}
          />
          {shouldShowSentiment(summary.counts.like, summary.counts.gripe) && (
            <SentimentCard summary={summary} />
          )}
          {comments.error ? (
            <PostLoadError
              title="Could not load the comments"
              error={comments.error}
              retrying={comments.isFetching}
              onRetry={() => void comments.refetch()}
            />
          ) : (
            <CommentSections
              postId={post.data.id}
              counts={summary.counts}
              questionsOpen={questionsOpen}
              onQuestionsOpenChange={setQuestionsOpen}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}
