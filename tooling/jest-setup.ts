import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// findBy/waitFor wait for a state, not for a time; on a loaded 2-core machine the 1 s default
// ceiling is reached before a render settles, so give it room.
configure({ asyncUtilTimeout: 5000 });
