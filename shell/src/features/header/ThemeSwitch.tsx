import { IconButton, Moon, Sun, useThemeMode } from '@likegripe/shared-ui';

/**
 * Switches between the light and the dark theme. Until a member uses it the site follows the
 * system's setting; their choice is remembered on this device.
 */
export function ThemeSwitch() {
  const [mode, choose] = useThemeMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      icon={dark ? <Sun /> : <Moon />}
      onClick={() => choose(dark ? 'light' : 'dark')}
    />
  );
}
