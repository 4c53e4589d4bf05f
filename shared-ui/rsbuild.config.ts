// Storybook's rsbuild builder loads this file; without pluginReact the preview's JSX crashes at run time.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
});
