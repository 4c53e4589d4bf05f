import type { Page } from 'playwright-core';

/** What a tap can act on: links, buttons, form fields and anything given a focus stop or a role. */
const ACTIONABLE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[role="button"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
].join(', ');

/**
 * The page's actionable elements the floating create button covers (named by tag and text): those
 * found under its box's corners and middle, and those of the screen (`main`) whose box reaches
 * below the button's top. Empty when everything ends above the button.
 */
export function actionableUnderCreateButton(page: Page): Promise<string[]> {
  return page.evaluate((actionable) => {
    const button = document.querySelector('a[aria-label="Create review post"]');
    if (!button) return ['no create button'];
    const box = button.getBoundingClientRect();
    // No function is declared in here: the test runner's compiler would wrap it in a helper that
    // only exists on the Node side.
    const found = new Set<Element>();
    const inset = 2;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ] as const;
    for (const [x, y] of points) {
      for (const element of document.elementsFromPoint(x, y)) {
        const target = element.closest(actionable);
        if (target && !button.contains(target) && !target.contains(button)) found.add(target);
      }
    }
    for (const element of document.querySelector('main')?.querySelectorAll(actionable) ?? []) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (rect.bottom > box.top && rect.top < box.bottom) found.add(element);
    }
    return [...found].map(
      (element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
    );
  }, ACTIONABLE);
}
