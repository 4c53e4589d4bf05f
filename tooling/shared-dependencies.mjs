// The libraries the shell and every remote share as singletons: one copy of each is downloaded.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rootPackage = require('../shell/package.json');

const singleton = (name, versionOf = name) => [
  name,
  { singleton: true, requiredVersion: rootPackage.dependencies[versionOf] },
];

export const sharedDependencies = Object.fromEntries([
  singleton('react'),
  singleton('react/jsx-runtime', 'react'),
  singleton('react/jsx-dev-runtime', 'react'),
  singleton('react-dom'),
  singleton('react-dom/client', 'react-dom'),
  singleton('react-router-dom'),
  singleton('react-redux'),
  singleton('@reduxjs/toolkit'),
  singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  singleton('styled-components'),
  singleton('@supabase/supabase-js'),
  ['@likegripe/shared-ui', { singleton: true, requiredVersion: '^1.0.0' }],
  ['@likegripe/shared-core', { singleton: true, requiredVersion: '^1.0.0' }],
]);
