// The other half of the planted cycle: it imports the module that imports it.
import { plantedA } from './planted-cycle-a';

export const plantedB = [plantedA];
