/** A release or rollback that did not happen, with a message for the person who asked for it. */
export class ReleaseError extends Error {
  name = 'ReleaseError';
}
