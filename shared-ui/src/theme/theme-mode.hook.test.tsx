import { act, renderHook } from '@testing-library/react';
import { useThemeMode } from './theme-mode.hook';

let systemDark = false;
const systemListeners = new Set<() => void>();

function setSystemDark(dark: boolean) {
  systemDark = dark;
  systemListeners.forEach((listener) => listener());
}

beforeEach(() => {
  systemDark = false;
  systemListeners.clear();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => systemListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => systemListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

describe('useThemeMode', () => {
  it('follows the system while the member has never chosen', () => {
    systemDark = true;
    const { result } = renderHook(() => useThemeMode());
    expect(result.current[0]).toBe('dark');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    act(() => setSystemDark(false));
    expect(result.current[0]).toBe('light');
  });

  it('shows and remembers a choice', () => {
    const { result } = renderHook(() => useThemeMode());
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('lg-theme')).toBe('dark');
  });

  it('keeps a remembered choice over the system', () => {
    window.localStorage.setItem('lg-theme', 'light');
    systemDark = true;
    const { result } = renderHook(() => useThemeMode());
    expect(result.current[0]).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    act(() => setSystemDark(true));
    expect(result.current[0]).toBe('light');
  });

  it('ignores a stored value that is no theme', () => {
    window.localStorage.setItem('lg-theme', 'sepia');
    const { result } = renderHook(() => useThemeMode());
    expect(result.current[0]).toBe('light');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});
