import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { stepCard } from './card-step';
import { useShortcutKeys } from './shortcut-keys.hook';

const CARD = 'article[data-post-id]';

interface CardFocusOptions {
  /** The grid that holds the cards. */
  gridRef: RefObject<HTMLElement | null>;
  /** How many cards are drawn now. */
  shown: number;
  /** Whether more cards can come after the drawn ones (a next page, or cards still being drawn). */
  moreToCome: boolean;
  /** Asks for the next page, as the infinite scroll does at the bottom. */
  loadMore: () => void;
  onOpen: (postId: string) => void;
  onLike: (postId: string) => void;
}

function cardsIn(grid: HTMLElement | null): HTMLElement[] {
  return grid ? [...grid.querySelectorAll<HTMLElement>(CARD)] : [];
}

function focusCard(card: HTMLElement) {
  card.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}

/**
 * j and k move the focus from card to card, o or Enter opens the focused card and l likes it.
 * At the last card j loads the next page and moves on once its cards are drawn.
 */
export function useCardFocusKeys({
  gridRef,
  shown,
  moreToCome,
  loadMore,
  onOpen,
  onLike,
}: CardFocusOptions) {
  // The card j was pressed on while the next cards were on their way.
  const waitingAfter = useRef<number | null>(null);

  useEffect(() => {
    const after = waitingAfter.current;
    if (after === null) return;
    const next = cardsIn(gridRef.current)[after + 1];
    if (next) {
      waitingAfter.current = null;
      focusCard(next);
    } else if (!moreToCome) {
      waitingAfter.current = null;
    }
  }, [gridRef, moreToCome, shown]);

  const focusedCard = useCallback(() => {
    const active = document.activeElement;
    const card = active instanceof HTMLElement ? active.closest<HTMLElement>(CARD) : null;
    return card && gridRef.current?.contains(card) ? card : null;
  }, [gridRef]);

  function move(direction: 'next' | 'previous') {
    const cards = cardsIn(gridRef.current);
    const focused = focusedCard();
    const current = focused ? cards.indexOf(focused) : -1;
    const step = stepCard(current, cards.length, direction, moreToCome);
    if (!step) return false;
    if (step.kind === 'focus') {
      waitingAfter.current = null;
      const card = cards[step.index];
      if (card) focusCard(card);
    } else {
      waitingAfter.current = current;
      loadMore();
    }
    return true;
  }

  function withFocusedCard(act: (postId: string) => void, event: KeyboardEvent) {
    const card = focusedCard();
    // Enter on a link or button inside the card is that control's own.
    if (!card || (event.key === 'Enter' && event.target !== card)) return false;
    const postId = card.dataset['postId'];
    if (!postId) return false;
    act(postId);
    return true;
  }

  useShortcutKeys({
    next: () => move('next'),
    previous: () => move('previous'),
    open: (event) => withFocusedCard(onOpen, event),
    like: (event) => withFocusedCard(onLike, event),
  });
}
