import { useCallback, useEffect, useState } from 'react';
import { THEME_ATTRIBUTE } from './css-variables';
import {
  chooseThemeMode,
  currentThemeMode,
  onSystemThemeChange,
  storedThemeChoice,
} from './theme-preference';
import type { ThemeMode } from './tokens';

/**
 * The theme on screen and a way to choose one. The page has already applied a remembered choice
 * before the first paint (theme-boot.js); this applies it again for pages without that script.
 */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [mode, setMode] = useState<ThemeMode>(() => {
    if (typeof document === 'undefined') return 'light'; // Rendered on a server.
    const stored = storedThemeChoice();
    if (stored) document.documentElement.setAttribute(THEME_ATTRIBUTE, stored);
    return currentThemeMode();
  });

  useEffect(() => onSystemThemeChange(() => setMode(currentThemeMode())), []);

  const choose = useCallback((next: ThemeMode) => {
    chooseThemeMode(next);
    setMode(next);
  }, []);

  return [mode, choose];
}
