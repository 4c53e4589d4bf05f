import { BUS_CONTRACT_VERSION, SHARED_CORE_VERSION } from '@likegripe/shared-core';
import { checkContract } from '@likegripe/shared-core/contract';

/**
 * Null when the shell's shared-core (a singleton: the versions imported here are the shell's) fits
 * the one this remote was built with; otherwise the mismatch, already logged. The exposed modules
 * import this first, so the log comes before any screen module runs.
 */
export const contractMismatch = checkContract('moderation', {
  sharedCore: SHARED_CORE_VERSION,
  busContract: BUS_CONTRACT_VERSION,
});
