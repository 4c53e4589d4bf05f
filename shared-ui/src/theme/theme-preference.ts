import { THEME_ATTRIBUTE } from './css-variables';
import type { ThemeMode } from './tokens';

/** Where the member's own choice of theme is remembered (tooling/page/theme-boot.js reads it too). */
export const THEME_STORAGE_KEY = 'lg-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** The theme the member chose, or null while they have never used the switch. */
export function storedThemeChoice(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : null;
  } catch {
    return null; // Storage can be blocked; the system setting still applies.
  }
}

/** The theme the system asks for. */
export function systemThemeMode(): ThemeMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/** The theme on screen: the member's choice, else the system's. */
export function currentThemeMode(): ThemeMode {
  const chosen = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return isThemeMode(chosen) ? chosen : systemThemeMode();
}

/** Shows `mode` now and remembers it for the next visit. */
export function chooseThemeMode(mode: ThemeMode): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, mode);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not remembered, but still shown.
  }
}

/** Calls `listener` when the system's setting changes; returns the unsubscribe. */
export function onSystemThemeChange(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
