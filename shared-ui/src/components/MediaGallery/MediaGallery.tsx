import { useState } from 'react';
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
}

/**
 * Images and videos as a grid of at most `maxTiles` tiles, '+N' on the last when there are more.
 * An image tile opens the viewer there (a dialog with previous/next and arrow keys); a video tile is
 * the video itself, so it plays in place.
 */
export function MediaGallery({
  items,
  maxTiles = 4,
  viewerLabel = 'Media viewer',
}: MediaGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (items.length === 0) return null;
  const shown = items.slice(0, Math.max(1, maxTiles));
  const hidden = items.length - shown.length;

  return (
    <>
      <TileGrid data-count={Math.min(shown.length, 4)}>
        {shown.map((item, index) => {
          const overflowTile = hidden > 0 && index === shown.length - 1;
          if (item.kind === 'video' && !overflowTile) {
            return (
              // Members upload their own clips; there are no caption files to offer.
              <TileVideo
                key={`${index}-${item.src}`}
                src={item.src}
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
                <video src={item.src} preload="metadata" muted aria-label={item.alt} />
              ) : (
                <img src={item.src} alt={item.alt} loading="lazy" />
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
