import { storageErrors } from './storage-error.ts';

// The answers storage-api gives when imgproxy refuses a render (src/storage/renderer/image.ts),
// with the same statuses and messages.
export const renderErrors = {
  invalidSource: () =>
    storageErrors.imageProcessing(400, 'The source image is invalid or unsupported for rendering'),
  resolutionTooLarge: () =>
    storageErrors.imageProcessing(400, 'The source image resolution is too large to process'),
  fileTooLarge: () =>
    storageErrors.imageProcessing(400, 'The source image file is too large to process'),
  /** imgproxy answers a processing timeout 503 "Timeout", which storage-api renames. */
  timedOut: () => storageErrors.imageProcessing(503, 'Image request timed out'),
  tooManyRequests: () => storageErrors.imageProcessing(429, 'Too many requests'),
};
