import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Set on `main` while the screen it shows is being left. */
export const LEAVING_ATTRIBUTE = 'data-leaving';

/**
 * Sets the screen being left aside while the router draws the next one in the background: from
 * the moment the address changes (a tap on a link, Back) until the next screen is committed, `main`
 * carries LEAVING_ATTRIBUTE, whose style skips drawing its content, and keeps its height, so the
 * page does not scroll. The next screen's components add rules to the page's style sheet as they
 * first draw, and before this the browser restyled the whole screen being left at every frame of
 * that drawing: most of a navigation's wait on a phone.
 */
export function useLeavingScreen(main: RefObject<HTMLElement | null>) {
  const { key, pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const leaveIfMoved = () => {
      const element = main.current;
      if (!element || window.location.pathname === shownPath.current) return;
      if (element.hasAttribute(LEAVING_ATTRIBUTE)) return;
      element.style.minHeight = `${element.offsetHeight}px`;
      element.setAttribute(LEAVING_ATTRIBUTE, '');
    };
    // After the router's own listeners, which change the address as they handle the event.
    document.addEventListener('click', leaveIfMoved);
    window.addEventListener('popstate', leaveIfMoved);
    return () => {
      document.removeEventListener('click', leaveIfMoved);
      window.removeEventListener('popstate', leaveIfMoved);
    };
  }, [main]);

  useLayoutEffect(() => {
    shownPath.current = pathname;
    const element = main.current;
    if (!element?.hasAttribute(LEAVING_ATTRIBUTE)) return;
    element.removeAttribute(LEAVING_ATTRIBUTE);
    element.style.minHeight = '';
  }, [main, key, pathname]);
}
