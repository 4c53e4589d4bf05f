import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowLeft } from '@likegripe/shared-ui';
import { shouldShowSentiment } from '@likegripe/shared-core';
import { useGetPostDetailQuery } from '../../api/post-detail.api';
import { useGetPostCommentsQuery } from '../../api/comments.api';
import { useBackToFeed } from './back-to-feed.hook';
import { PostArticle } from './post/PostArticle';
import { PostDetailSkeleton } from './PostDetailSkeleton';
import { PostLoadError } from './PostLoadError';
import { PostNotFound } from './PostNotFound';
import { SentimentCard } from './sentiment/SentimentCard';
import { CommentSections } from './comments/CommentSections';
import { splitComments } from './comments/split-comments';
import { BackButton, DetailPage } from './PostDetailPage.styles';

/** Spec §2 Post detail: the post, its action bar, sentiment and the three comment sections. */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const backToFeed = useBackToFeed();
  // Both requests start together; the skeleton stays until both have answered.
  const post = useGetPostDetailQuery(id);
  const comments = useGetPostCommentsQuery(id);
  const [questionsOpen, setQuestionsOpen] = useState(false);

  useEffect(() => {
    if (post.error) console.error('Failed to load the post', post.error);
    if (comments.error) console.error('Failed to load the comments', comments.error);
  }, [post.error, comments.error]);

  const loading = post.isLoading || comments.isLoading;
  const sections = splitComments(comments.data ?? []);

  return (
    <DetailPage>
      <BackButton type="button" onClick={backToFeed}>
        <ArrowLeft aria-hidden="true" />
        Back to Feed
      </BackButton>
      {loading ? (
        <PostDetailSkeleton />
      ) : post.error ? (
        // Issue 8: a request that failed is not a post that does not exist.
        <PostLoadError
          title="Could not load this post"
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
          <PostArticle
            post={post.data}
            refreshing={post.isFetching}
            questionsOpen={questionsOpen}
            onToggleQuestions={() => setQuestionsOpen((open) => !open)}
          />
          {shouldShowSentiment(sections.like.length, sections.gripe.length) && (
            <SentimentCard likes={sections.like} gripes={sections.gripe} />
          )}
          {comments.error ? (
            <PostLoadError
              title="Could not load the comments"
              retrying={comments.isFetching}
              onRetry={() => void comments.refetch()}
            />
          ) : (
            <CommentSections
              postId={post.data.id}
              sections={sections}
              questionsOpen={questionsOpen}
              onQuestionsOpenChange={setQuestionsOpen}
            />
          )}
        </>
      )}
    </DetailPage>
  );
}
