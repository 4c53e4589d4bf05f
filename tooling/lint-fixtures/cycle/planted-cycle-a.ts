// Half of a planted import cycle; scripts/check-lint-boundaries.mjs expects import-x/no-cycle here.
import { plantedB } from './planted-cycle-b';

export const plantedA = () => plantedB.length;
