import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useDismiss } from '../../hooks/dismiss.hook';
import { useFocusTrap } from '../../hooks/focus-trap.hook';
import { IconButton } from '../IconButton';
import { useImageSources } from '../../images';
import type { MediaItem } from './media-item';
import { indexAfterKey } from '../../hooks/roving-index';
import {
  Counter,
  OriginalLink,
  Stage,
  ViewerBackdrop,
  ViewerBar,
  ViewerFrame,
  ViewerNav,
  ViewerTitle,
} from './MediaViewer.styles';

/** The viewer fills the screen: it asks for a large copy, and the browser picks one for its width. */
const VIEWER_BOX = { width: 1200 };

function ViewerImage({
  item,
  sources,
}: {
  item: MediaItem;
  sources: ReturnType<ReturnType<typeof useImageSources>>;
}) {
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? '100vw' : undefined}
      alt={item.alt}
    />
  );
}

interface MediaViewerProps {
  items: MediaItem[];
  startAt: number;
  /** The dialog's accessible name. */
  label: string;
  onClose: () => void;
}

/**
 * One item at a time, large, in a modal dialog: Previous/Next and the arrow keys move (round at the
 * ends), Escape or Close closes, and focus goes back to the tile that opened it.
 */
export function MediaViewer({ items, startAt, label, onClose }: MediaViewerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(startAt);
  const sourcesOf = useImageSources();
  useFocusTrap(frameRef, true, closeRef);
  useDismiss([frameRef], true, onClose);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const item = items[index] ?? items[0];
  if (!item) return null;
  const count = items.length;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A focused video keeps its own keys (seeking and volume).
    if (event.target instanceof HTMLMediaElement) return;
    const next = indexAfterKey(event.key, index, count, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  }

  return createPortal(
    <ViewerBackdrop>
      {/* The dialog takes the arrow keys from whichever of its controls has focus. */}
      <ViewerFrame
        ref={frameRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <ViewerBar>
          <ViewerTitle>{label}</ViewerTitle>
          {item.kind === 'image' && (
            <OriginalLink href={item.src} target="_blank" rel="noopener noreferrer">
              Open original
            </OriginalLink>
          )}
          <IconButton
            ref={closeRef}
            label="Close"
            icon={<X />}
            variant="secondary"
            onClick={onClose}
          />
        </ViewerBar>
        <Stage>
          {item.kind === 'video' ? (
            // Members upload their own clips; there are no caption files to offer.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              key={index}
              src={item.src}
              poster={item.poster && sourcesOf(item.poster, VIEWER_BOX).src}
              controls
              preload="metadata"
              aria-label={item.alt}
            />
          ) : (
            <ViewerImage key={index} item={item} sources={sourcesOf(item.src, VIEWER_BOX)} />
          )}
        </Stage>
        <ViewerNav>
          {count > 1 && (
            <IconButton
              label="Previous"
              icon={<ChevronLeft />}
              variant="secondary"
              size="lg"
              onClick={() => setIndex((index - 1 + count) % count)}
            />
          )}
          <Counter aria-live="polite">
            {index + 1} of {count}
          </Counter>
          {count > 1 && (
            <IconButton
              label="Next"
              icon={<ChevronRight />}
              variant="secondary"
              size="lg"
              onClick={() => setIndex((index + 1) % count)}
            />
          )}
        </ViewerNav>
      </ViewerFrame>
    </ViewerBackdrop>,
    document.body,
  );
}
