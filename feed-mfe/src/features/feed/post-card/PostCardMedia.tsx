import { useState } from 'react';
import { isVideoUrl } from '@likegripe/shared-core';
import { MediaFrame, MoreMedia } from './PostCard.styles';

interface PostCardMediaProps {
  urls: string[];
  title: string;
}

/** The first image or video of a post, with '+N' for the rest; nothing when it cannot load. */
export function PostCardMedia({ urls, title }: PostCardMediaProps) {
  const [failed, setFailed] = useState(false);
  const [first] = urls;
  if (!first || failed) return null;
  return (
    <MediaFrame>
      {isVideoUrl(first) ? (
        <video
          src={first}
          muted
          preload="metadata"
          aria-label={`Video for ${title}`}
          onError={() => setFailed(true)}
        />
      ) : (
        <img
          src={first}
          alt={`Media for ${title}`}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
      {urls.length > 1 && <MoreMedia>+{urls.length - 1}</MoreMedia>}
    </MediaFrame>
  );
}
