import { useState } from 'react';
import { useImageSources } from '../../images';
import { MediaViewer } from './MediaViewer';
import { MoreOverlay, TileButton, TileGrid, TileVideo } from './MediaGallery.styles';
import type { MediaItem } from './media-item';

export interface MediaGalleryProps {
  /** The images and videos, in order. Only pass URLs that are safe to load (http or https). */
  items: MediaItem[];
  /** Tiles shown at most; the last one then says how many more there are (default 4). */
  maxTiles?: number;
  /** Names the viewer dialog, e.g. the post's title. */
  viewerLabel?: string;
  /** The width the gallery is drawn at, at most, in CSS pixels (it asks for pictures that size). */
  maxWidth?: number;
  /** Below `maxWidth`, what the page leaves beside the gallery, in CSS pixels (its paddings). */
  gutter?: number;
  /** Loads the first picture at once and first of all: it is what the page is about. */
  priority?: boolean;
}

/** The gap between tiles, in CSS pixels (theme.space.sm). */
const TILE_GAP = 8;
/** Tiles of two or more pictures are cropped to 3:2. */
const TILE_SHAPE = 2 / 3;

/**
 * Images and videos as a grid of at most `maxTiles` tiles, '+N' on the last when there are more.
 * An image tile opens the viewer there (a dialog with previous/next and arrow keys); a video tile is
 * the video itself, so it plays in place.
 */
export function MediaGallery({
  items,
  maxTiles = 4,
  viewerLabel = 'Media viewer',
  maxWidth = 800,
  gutter = 0,
  priority = false,
}: MediaGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const sourcesOf = useImageSources();
  if (items.length === 0) return null;
  const shown = items.slice(0, Math.max(1, maxTiles));
  const hidden = items.length - shown.length;
  const single = shown.length === 1;
  // The browser picks the copy for its own width from each tile's box and sizes.
  const tileLayout = (index: number) => {
    // One photo, or the first of three, takes a whole row; the others two to a row.
    const wholeRow = single || (shown.length === 3 && index === 0);
    const width = wholeRow ? maxWidth : Math.ceil((maxWidth - TILE_GAP) / 2);
    const fluid = wholeRow
      ? `calc(100vw - ${gutter}px)`
      : `calc((100vw - ${gutter + TILE_GAP}px) / 2)`;
    return {
      box: single ? { width } : { width, height: Math.round(width * TILE_SHAPE) },
      sizes: `(max-width: ${maxWidth + gutter}px) ${fluid}, ${width}px`,
    };
  };

  return (
    <>
      <TileGrid data-count={Math.min(shown.length, 4)}>
        {shown.map((item, index) => {
          const overflowTile = hidden > 0 && index === shown.length - 1;
          const { box, sizes } = tileLayout(index);
          if (item.kind === 'video' && !overflowTile) {
            return (
              // Members upload their own clips; there are no caption files to offer.
              <TileVideo
                key={`${index}-${item.src}`}
                src={item.src}
                poster={item.poster && sourcesOf(item.poster, box).src}
                controls
                preload="metadata"
                aria-label={item.alt}
              />
            );
          }
          return (
            <TileButton
              key={`${index}-${item.src}`}
              type="button"
              aria-haspopup="dialog"
              aria-label={overflowTile ? `${item.alt}, ${hidden} more` : undefined}
              onClick={() => setOpenAt(index)}
            >
              {item.kind === 'video' ? (
                <video
                  src={item.src}
                  poster={item.poster && sourcesOf(item.poster, box).src}
                  preload="metadata"
                  muted
                  aria-label={item.alt}
                />
              ) : (
                <TileImage
                  item={item}
                  sources={sourcesOf(item.src, box)}
                  sizes={sizes}
                  first={priority && index === 0}
                />
              )}
              {overflowTile && <MoreOverlay aria-hidden="true">+{hidden}</MoreOverlay>}
            </TileButton>
          );
        })}
      </TileGrid>
      {openAt !== null && (
        <MediaViewer
          items={items}
          startAt={openAt}
          label={viewerLabel}
          onClose={() => setOpenAt(null)}
        />
      )}
    </>
  );
}

/**
 * A tile's picture: its shape reserved from its own size when known (nothing moves when it
 * arrives) and its colour painted until then. The first one of a page that is about it loads at
 * once and first; the others when they come near the screen.
 */
function TileImage({
  item,
  sources,
  sizes,
  first,
}: {
  item: MediaItem;
  sources: ReturnType<ReturnType<typeof useImageSources>>;
  sizes: string;
  first: boolean;
}) {
  const shape = item.width && item.height ? `${item.width} / ${item.height}` : undefined;
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={item.alt}
      width={item.width}
      height={item.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      style={{ aspectRatio: shape, backgroundColor: item.placeholderColor }}
    />
  );
}
