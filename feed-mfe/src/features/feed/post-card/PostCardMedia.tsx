import { useState } from 'react';
import { useImageSources } from '@likegripe/shared-ui';
import { isVideoUrl, mediaMeta, videoPosterUrl } from '@likegripe/shared-core';
import { MediaFrame, MoreMedia } from './PostCard.styles';

interface PostCardMediaProps {
  urls: string[];
  title: string;
  /** The first picture of the feed: loaded at once and first of all, not when it comes near. */
  priority?: boolean;
}

/** The frame's box at its widest (a card in a grid column), 16:9 as its styles draw it. */
const CARD_MEDIA_BOX = { width: 360, height: 203 };
const POSTER_BOX = { width: CARD_MEDIA_BOX.width * 2, height: CARD_MEDIA_BOX.height * 2 };
/** One column of cards below 640 px (the page's padding and the card's aside), else the box. */
const CARD_MEDIA_SIZES = '(max-width: 640px) calc(100vw - 64px), 360px';

/**
 * The first image or video of a post, with '+N' for the rest; nothing when it cannot load. A
 * picture comes at the size of the frame, its colour painted until it arrives.
 */
export function PostCardMedia({ urls, title, priority = false }: PostCardMediaProps) {
  const [failed, setFailed] = useState(false);
  const sourcesOf = useImageSources();
  const [first] = urls;
  if (!first || failed) return null;
  const sources = sourcesOf(first, CARD_MEDIA_BOX);
  const still = videoPosterUrl(first);
  // A poster takes one address: the frame at twice its size is sharp enough on most screens.
  const poster = still && sourcesOf(still, POSTER_BOX).src;
  return (
    <MediaFrame style={{ backgroundColor: mediaMeta(first).color }}>
      {isVideoUrl(first) ? (
        <video
          src={first}
          poster={poster}
          muted
          preload="metadata"
          aria-label={`Video for ${title}`}
          onError={() => setFailed(true)}
        />
      ) : (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? CARD_MEDIA_SIZES : undefined}
          alt={`Media for ${title}`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
      {urls.length > 1 && <MoreMedia>+{urls.length - 1}</MoreMedia>}
    </MediaFrame>
  );
}
