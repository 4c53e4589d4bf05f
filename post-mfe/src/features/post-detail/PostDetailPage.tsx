import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowLeft } from '@likegripe/shared-ui';
import { MentionedMembersProvider, shouldShowSentiment } from '@likegripe/shared-core';
import { useGetPostPageQuery } from '../../api/post-detail.api';
import { useBackToFeed } from './back-to-feed.hook';
import { PostArticle } from './post/PostArticle';
import { usePostReactions } from './post/post-reaction.hook';
import { PostDetailSkeleton } from './PostDetailSkeleton';
import { PostLoadError } from './PostLoadError';
import { PostNotFound } from './PostNotFound';
import { RemovedNotice } from './RemovedNotice';
import { SentimentCard } from './sentiment/SentimentCard';
import { DeletingCommentsProvider } from './comments/deleting-comments';
import { PendingCommentsProvider } from './comments/pending-comments';
import { CommentSections } from './comments/CommentSections';
import { PostReaders } from './readers/PostReaders';
import { BackButton, DetailPage, TopRow } from './PostDetailPage.styles';

/**
 * The post detail page: the post, its action bar, sentiment and the three comment sections. The
 * page loads the post and its comment summary (counts and sentiment words) in one request; a
 * section's comments load when it is opened. Which @mentions name members is asked once for all
 * texts shown (and once more for those a later list brings).
 */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const backToFeed = useBackToFeed();
  const page = useGetPostPageQuery(id);
  // The post with the reactions the reader asked for that no read shows yet.
  const reactions = usePostReactions(page.data?.post, {
    fetching: page.isFetching,
    startedAt: page.startedTimeStamp,
  });
  const post = reactions.post;
  const summary = page.data?.summary;
  const [questionsOpen, setQuestionsOpen] = useState(false);

  useEffect(() => {
    if (page.error) console.error('Failed to load the post', page.error);
  }, [page.error]);

  // A missing post offers only its own Back to Home, so there is one way back.
  const missing = !page.isLoading && !page.error && !post;

  return (
    <MentionedMembersProvider>
      <DetailPage>
        {!missing && (
          <TopRow>
            <BackButton type="button" onClick={backToFeed}>
              <ArrowLeft aria-hidden="true" />
              Back to Feed
            </BackButton>
            {/* Only for a post that is shown; the channel is joined once the page has settled. */}
            {post && <PostReaders postId={post.id} />}
          </TopRow>
        )}
        {page.isLoading ? (
          <PostDetailSkeleton />
        ) : page.error && !page.data ? (
          // A request that failed is not a post that does not exist. A reload that fails (offline,
          // after a reaction) keeps the post that was read; only a first read shows this.
          <PostLoadError
            title="Could not load this post"
            error={page.error}
            retrying={page.isFetching}
            onRetry={() => void page.refetch()}
          />
        ) : !post || !summary ? (
          <PostNotFound />
        ) : (
          <>
            {post.hiddenAt && <RemovedNotice kind="post" />}
            <PostArticle
              post={post}
              onReact={(type) => void reactions.toggle(type)}
              questionsOpen={questionsOpen}
              onToggleQuestions={() => setQuestionsOpen((open) => !open)}
            />
            {shouldShowSentiment(summary.counts.like, summary.counts.gripe) && (
              <SentimentCard summary={summary} />
            )}
            <DeletingCommentsProvider>
              <PendingCommentsProvider>
                <CommentSections
                  postId={post.id}
                  counts={summary.counts}
                  inAll={{
                    like: post.likeCount,
                    gripe: post.gripeCount,
                    question: post.questionCount,
                  }}
                  questionsOpen={questionsOpen}
                  onQuestionsOpenChange={setQuestionsOpen}
                />
              </PendingCommentsProvider>
            </DeletingCommentsProvider>
          </>
        )}
      </DetailPage>
    </MentionedMembersProvider>
  );
}
