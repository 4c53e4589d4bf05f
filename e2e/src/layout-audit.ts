import type { Page } from 'playwright-core';

/** What sticks out of the viewport on the page as it is now; empty when everything fits. */
export interface LayoutReport {
  innerWidth: number;
  scrollWidth: number;
  /** Elements holding text or media whose box reaches past either edge of the viewport. */
  outside: string[];
}

// Plain JavaScript, sent as text: tsx would wrap named functions in a helper the page lacks.
const AUDIT_SOURCE = `(() => {
  const width = window.innerWidth;
  const fits = (rect) => rect.left >= -1 && rect.right <= width + 1;
  const clipsX = (element) => getComputedStyle(element).overflowX !== 'visible';
  const mediaTags = ['IMG', 'VIDEO', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'];
  const holdsContent = (element) =>
    mediaTags.includes(element.tagName) ||
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent || '').trim() !== '',
    );
  const describe = (element, rect) => {
    const label = element.getAttribute('aria-label') || element.textContent || '';
    const classes = [...element.classList].slice(0, 2).join('.');
    return '<' + element.tagName.toLowerCase() + (classes ? '.' + classes : '') + '> "' +
      label.trim().slice(0, 40) + '" spans ' + Math.round(rect.left) + '..' + Math.round(rect.right);
  };
  const outside = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!holdsContent(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || fits(rect)) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    let clippedInside = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (clipsX(up) && fits(up.getBoundingClientRect())) {
        clippedInside = true;
        break;
      }
    }
    if (!clippedInside) outside.push(describe(element, rect));
  }
  return {
    innerWidth: width,
    scrollWidth: document.documentElement.scrollWidth,
    outside: outside.slice(0, 8),
  };
})()`;

/**
 * Measures the document's width and every visible element that holds text or media. An element
 * clipped by an ancestor that itself fits (a truncating or scrolling box) counts as fitting: a
 * member can still read it there, or the cut is deliberate.
 */
export function auditLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(AUDIT_SOURCE) as Promise<LayoutReport>;
}
