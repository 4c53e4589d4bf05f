import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useDismiss } from '../../hooks/dismiss.hook';
import { useFocusTrap } from '../../hooks/focus-trap.hook';
import { IconButton } from '../IconButton';
import type { MediaItem } from './media-item';
import { indexAfterKey } from '../../hooks/roving-index';
import {
  Counter,
  Stage,
  ViewerBackdrop,
  ViewerBar,
  ViewerFrame,
  ViewerNav,
  ViewerTitle,
} from './MediaViewer.styles';

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
  const [index, setIndex] = useState(startAt);
  useFocusTrap(frameRef, true);
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
          <IconButton label="Close" icon={<X />} variant="secondary" onClick={onClose} />
        </ViewerBar>
        <Stage>
          {item.kind === 'video' ? (
            // Members upload their own clips; there are no caption files to offer.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video key={index} src={item.src} controls preload="metadata" aria-label={item.alt} />
          ) : (
            <img key={index} src={item.src} alt={item.alt} />
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
