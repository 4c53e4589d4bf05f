import { Card } from '@likegripe/shared-ui';
import { cardTheme, feedPathForHashtag } from '@likegripe/shared-core';
import type { PostDetail } from '../../../api/post-detail.api';
import type { ReactionType } from '../../../api/reactions.api';
import { UserText } from '../UserText';
import { PostActionBar } from './PostActionBar';
import { PostAuthorLine } from './PostAuthorLine';
import { PostLinkCard } from './PostLinkCard';
import { PostMedia } from './PostMedia';
import { PostMenu } from './PostMenu';
import {
  ArticleHeader,
  ArticleLayout,
  HashtagLink,
  HashtagList,
  PostDescription,
  PostTitle,
} from './PostArticle.styles';

interface PostArticleProps {
  post: PostDetail;
  onReact: (type: ReactionType) => void;
  questionsOpen: boolean;
  onToggleQuestions: () => void;
}

/** The post itself: author, title, description, media, link, hashtags and the action bar. */
export function PostArticle({ post, onReact, questionsOpen, onToggleQuestions }: PostArticleProps) {
  return (
    <Card as="article" padding="lg" tone={cardTheme(post.likeCount, post.gripeCount)}>
      <ArticleLayout>
        <ArticleHeader>
          <PostAuthorLine
            author={post.author}
            createdAt={post.createdAt}
            editedAt={post.editedAt}
            category={post.category}
          />
          <PostMenu postId={post.id} authorId={post.author.id} post={post} />
        </ArticleHeader>
        <PostTitle>{post.title}</PostTitle>
        {post.description && (
          <PostDescription>
            <UserText text={post.description} />
          </PostDescription>
        )}
        <PostMedia urls={post.mediaUrls} title={post.title} />
        {post.linkUrl && <PostLinkCard url={post.linkUrl} />}
        {post.hashtags.length > 0 && (
          <HashtagList aria-label="Hashtags">
            {post.hashtags.map((tag) => (
              <li key={tag}>
                <HashtagLink to={feedPathForHashtag(tag)} title={`Show posts tagged #${tag}`}>
                  #{tag}
                </HashtagLink>
              </li>
            ))}
          </HashtagList>
        )}
        <PostActionBar
          post={post}
          onReact={onReact}
          questionsOpen={questionsOpen}
          onToggleQuestions={onToggleQuestions}
        />
      </ArticleLayout>
    </Card>
  );
}
