import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// findBy/waitFor wait for a state, not for a time. On a loaded 2-core machine a render can take
// seconds, and a ceiling that is reached before it settles fails a correct test, so the ceilings
// (this one and jest's per-test one) only stop a test that would otherwise never end.
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(120_000);
