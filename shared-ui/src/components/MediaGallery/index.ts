export { MediaGallery, type MediaGalleryProps } from './MediaGallery';
export type { MediaItem } from './media-item';
