import { ExternalLink, MentionLink, MentionText, mentionProfileHref } from '@likegripe/shared-ui';
import {
  isSafeHttpUrl,
  parseMentionsAndHashtags,
  useMentionedMembers,
} from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import type { FeedPost } from '../../../api/feed-post.types';
import { useShownFeedFilters } from '../feed-filters.hook';
import { searchFromFilters, withHashtag } from '../feed-url-filters';
import { PostCardMedia } from './PostCardMedia';
import {
  ExternalLinkRow,
  HashtagLink,
  HashtagList,
  PostDescription,
  PostTitle,
} from './PostCard.styles';

function linkHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function renderMention(username: string, profile: string) {
  return (
    <MentionLink as={Link} to={mentionProfileHref(profile)}>
      @{username}
    </MentionLink>
  );
}

/**
 * Title, description with members' @mentions and #hashtags as links, first media item, external link and #hashtags. The feed's
 * first picture is `priorityMedia`.
 */
export function PostCardContent({
  post,
  priorityMedia,
}: {
  post: FeedPost;
  priorityMedia: boolean;
}) {
  const filters = useShownFeedFilters();
  const lookupMember = useMentionedMembers([post.description ?? '']);
  return (
    <>
      <PostTitle>
        <Link to={`/post/${post.id}`}>{post.title}</Link>
      </PostTitle>
      {post.description && (
        <MentionText
          as={PostDescription}
          segments={parseMentionsAndHashtags(post.description)}
          lookupMember={lookupMember}
          renderMention={renderMention}
          renderHashtag={(tag) => (
            // Like the chips below: the feed with this tag added.
            <MentionLink
              as={Link}
              to={{ pathname: '/', search: searchFromFilters(withHashtag(filters, tag)) }}
            >
              #{tag}
            </MentionLink>
          )}
        />
      )}
      <PostCardMedia urls={post.mediaUrls} title={post.title} priority={priorityMedia} />
      {post.linkUrl && isSafeHttpUrl(post.linkUrl) && (
        <ExternalLinkRow href={post.linkUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          <span>{linkHost(post.linkUrl)}</span>
        </ExternalLinkRow>
      )}
      {post.hashtags.length > 0 && (
        <HashtagList aria-label="Hashtags">
          {post.hashtags.map((tag) => (
            <li key={tag}>
              {/* A link to the feed with this tag added: it filters instead of opening the post. */}
              <HashtagLink
                to={{ pathname: '/', search: searchFromFilters(withHashtag(filters, tag)) }}
                aria-label={`Filter by #${tag}`}
              >
                #{tag}
              </HashtagLink>
            </li>
          ))}
        </HashtagList>
      )}
    </>
  );
}
