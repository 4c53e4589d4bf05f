// The libraries the shell and every remote share as singletons: one copy of each is downloaded.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rootPackage = require('../../shell/package.json');

const singleton = (name, versionOf = name, options = {}) => [
  name,
  { singleton: true, requiredVersion: rootPackage.dependencies[versionOf], ...options },
];

/**
 * The contract packages, shared at the version of their package.json: a remote requires `^` the
 * version it was built with, so additive (minor) releases of the shell keep it working and a major
 * release does not satisfy it. `strictVersion` stays off: Module Federation would then throw while
 * loading the remote and the shell could only show its generic error with a Retry that cannot help.
 * Instead the remote's exposed module checks the running versions itself (`checkContract` of
 * `@likegripe/shared-core/contract`) and shows a clear notice; the singleton stays the shell's copy.
 */
const workspaceContract = (name, { version }) => [
  name,
  { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false },
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
  workspaceContract('@likegripe/shared-ui', require('../../shared-ui/package.json')),
  workspaceContract('@likegripe/shared-core', require('../../shared-core/package.json')),
]);
