import { MediaGallery, type MediaItem } from '@likegripe/shared-ui';
import { isSafeHttpUrl, isVideoUrl } from '@likegripe/shared-core';

/**
 * The post's media as a gallery: a video when its url mentions mp4 or video, else an image that
 * opens in the viewer. Only http(s) urls are loaded.
 */
export function PostMedia({ urls, title }: { urls: string[]; title: string }) {
  const safe = urls.filter((url) => isSafeHttpUrl(url));
  const items = safe.map((url, index): MediaItem => {
    const kind = isVideoUrl(url) ? 'video' : 'image';
    return { src: url, kind, alt: `${title}, ${kind} ${index + 1} of ${safe.length}` };
  });
  return <MediaGallery items={items} viewerLabel={title} />;
}
