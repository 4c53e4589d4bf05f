import { MediaGallery, type MediaItem } from '@likegripe/shared-ui';
import { isSafeHttpUrl, isVideoUrl, mediaMeta, videoPosterUrl } from '@likegripe/shared-core';

/** The post's column is 820 px at most, less its padding: photos are drawn up to this wide. */
const POST_MEDIA_WIDTH = 772;
/** On a narrower screen, what the page and the article's card leave beside the photos. */
const POST_MEDIA_GUTTER = 82;

/**
 * The post's media as a gallery, large: the photos are the evidence of a review. A video when its
 * url mentions mp4 or video, else an image that opens in the viewer. Only http(s) urls are loaded.
 * The first photo loads at once; the size and colour an upload wrote into its URL keep the page
 * from moving when the photos arrive.
 */
export function PostMedia({ urls, title }: { urls: string[]; title: string }) {
  const safe = urls.filter((url) => isSafeHttpUrl(url));
  const items = safe.map((url, index): MediaItem => {
    const kind = isVideoUrl(url) ? 'video' : 'image';
    const { width, height, color } = mediaMeta(url);
    return {
      src: url,
      kind,
      alt: `${title}, ${kind} ${index + 1} of ${safe.length}`,
      width,
      height,
      placeholderColor: color,
      poster: videoPosterUrl(url),
    };
  });
  return (
    <MediaGallery
      items={items}
      viewerLabel={title}
      maxWidth={POST_MEDIA_WIDTH}
      gutter={POST_MEDIA_GUTTER}
      priority
    />
  );
}
