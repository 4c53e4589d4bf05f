import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on Escape or on a pointer press outside every element of `refs`
 * (the panel and its trigger, so the trigger's own click can toggle).
 */
export function useDismiss(
  refs: RefObject<HTMLElement | null>[],
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
) {
  const latest = useRef({ refs, onDismiss });
  useEffect(() => {
    latest.current = { refs, onDismiss };
  });

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latest.current.onDismiss('escape');
      }
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [active]);
}
