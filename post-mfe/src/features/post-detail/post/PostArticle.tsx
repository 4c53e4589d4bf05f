import { useNavigate } from 'react-router-dom';
import { Card } from '@likegripe/shared-ui';
import { bus, cardTheme, useAppDispatch } from '@likegripe/shared-core';
import type { PostDetail } from '../../../api/post-detail.api';
import { MentionLinkText } from '../MentionLinkText';
import { PostActionBar } from './PostActionBar';
import { PostAuthorLine } from './PostAuthorLine';
import { PostLinkCard } from './PostLinkCard';
import { PostMedia } from './PostMedia';
import { PostMenu } from './PostMenu';
import {
  ArticleHeader,
  ArticleLayout,
  HashtagButton,
  HashtagList,
  PostDescription,
  PostTitle,
} from './PostArticle.styles';

interface PostArticleProps {
  post: PostDetail;
  refreshing: boolean;
  questionsOpen: boolean;
  onToggleQuestions: () => void;
}

/** The post itself: author, title, description, media, link, hashtags and the action bar. */
export function PostArticle({
  post,
  refreshing,
  questionsOpen,
  onToggleQuestions,
}: PostArticleProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function showTag(tag: string) {
    dispatch(bus.hashtagSelected({ tag }));
    void navigate('/');
  }

  return (
    <Card as="article" padding="lg" tone={cardTheme(post.likeCount, post.gripeCount)}>
      <ArticleLayout>
        <ArticleHeader>
          <PostAuthorLine
            author={post.author}
            createdAt={post.createdAt}
            category={post.category}
          />
          <PostMenu postId={post.id} authorId={post.author.id} />
        </ArticleHeader>
        <PostTitle>{post.title}</PostTitle>
        {post.description && (
          <PostDescription>
            <MentionLinkText text={post.description} />
          </PostDescription>
        )}
        <PostMedia urls={post.mediaUrls} title={post.title} />
        {post.linkUrl && <PostLinkCard url={post.linkUrl} />}
        {post.hashtags.length > 0 && (
          <HashtagList aria-label="Hashtags">
            {post.hashtags.map((tag) => (
              <li key={tag}>
                <HashtagButton
                  type="button"
                  title={`Show posts tagged #${tag}`}
                  onClick={() => showTag(tag)}
                >
                  #{tag}
                </HashtagButton>
              </li>
            ))}
          </HashtagList>
        )}
        <PostActionBar
          post={post}
          refreshing={refreshing}
          questionsOpen={questionsOpen}
          onToggleQuestions={onToggleQuestions}
        />
      </ArticleLayout>
    </Card>
  );
}
