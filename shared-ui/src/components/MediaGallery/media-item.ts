/** One image or video of a gallery. */
export interface MediaItem {
  /** Where it loads from. */
  src: string;
  /** A video plays with controls; an image opens in the viewer. */
  kind: 'image' | 'video';
  /** The alternative text of an image, the label of a video. */
  alt: string;
  /** The picture's own size in pixels, when known: its shape is kept before it has loaded. */
  width?: number;
  height?: number;
  /** A colour to paint until the picture arrives (CSS), e.g. its dominant colour. */
  placeholderColor?: string;
  /** A video's still, shown until it plays. */
  poster?: string;
}
