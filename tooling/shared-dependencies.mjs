// The libraries the shell and every remote share as singletons: one copy of each is downloaded.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rootPackage = require('../shell/package.json');

const singleton = (name, versionOf = name, options = {}) => [
  name,
  { singleton: true, requiredVersion: rootPackage.dependencies[versionOf], ...options },
];

export const sharedDependencies = Object.fromEntries([
  singleton('react'),
  singleton('react/jsx-runtime', 'react'),
  singleton('react/jsx-dev-runtime', 'react'),
  singleton('react-dom'),
  singleton('react-dom/client', 'react-dom'),
  // Provided through a facade that lists the parts in use, so the shared copy is tree-shaken.
  singleton('react-router-dom', 'react-router-dom', {
    import: require.resolve('./shared-facades/react-router-dom.mjs'),
    version: require('react-router-dom/package.json').version,
  }),
  singleton('react-redux'),
  singleton('@reduxjs/toolkit'),
  singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  singleton('styled-components'),
  singleton('@supabase/supabase-js'),
  ['@likegripe/shared-ui', { singleton: true, requiredVersion: '^1.0.0' }],
  ['@likegripe/shared-core', { singleton: true, requiredVersion: '^1.0.0' }],
]);
