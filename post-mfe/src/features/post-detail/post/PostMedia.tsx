import { isSafeHttpUrl, isVideoUrl } from '@likegripe/shared-core';
import { MediaFrame, MediaGrid } from './PostMedia.styles';

/** Every media item of the post: a video when its url mentions mp4 or video, else an image. */
export function PostMedia({ urls, title }: { urls: string[]; title: string }) {
  const safe = urls.filter((url) => isSafeHttpUrl(url));
  if (safe.length === 0) return null;
  return (
    <MediaGrid data-count={Math.min(safe.length, 2)}>
      {safe.map((url, index) => (
        <MediaFrame key={`${index}-${url}`}>
          {isVideoUrl(url) ? (
            // Members upload their own clips; there are no caption files to offer.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              src={url}
              controls
              preload="metadata"
              aria-label={`${title}, media ${index + 1}`}
            />
          ) : (
            <img src={url} alt={`${title}, media ${index + 1} of ${safe.length}`} loading="lazy" />
          )}
        </MediaFrame>
      ))}
    </MediaGrid>
  );
}
