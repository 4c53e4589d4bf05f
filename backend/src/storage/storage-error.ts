import type { FastifyReply } from 'fastify';

/**
 * An error in Supabase Storage's wire format: every 4xx goes out as HTTP 400 and the real status
 * travels as a string in the body's `statusCode` (supabase/storage src/internal/errors/storage-error.ts).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** storage-api answers a few errors with their real status instead of 400 (`withStatusCode`). */
    private readonly sentStatus?: number,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return this.sentStatus ?? (this.statusCode >= 500 ? 500 : 400);
  }
}

export const storageErrors = {
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  rlsDenied: () =>
    new StorageError(
      403,
      'AccessDenied',
      'Unauthorized',
      'new row violates row-level security policy',
    ),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMime: (mimetype: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mimetype} is not supported`,
    ),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  noContentProvided: () =>
    new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidParameter: (name: string) =>
    new StorageError(400, 'InvalidParameter', 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  expiredSignature: () =>
    new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  /** A route only the service role may use, as storage-api's role check answers (HTTP 403). */
  invalidRole: () =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', 'Access denied: Invalid role', 403),
  /** A request that fails storage-api's route schema (fastify's validation error, named `Error`). */
  validation: (message: string) => new StorageError(400, 'InvalidRequest', 'Error', message),
  /**
   * An image render refused as storage-api answers imgproxy's errors (`ImageProcessingError`): the
   * status travels in the body and the HTTP status is 400 unless it is 500.
   */
  imageProcessing: (statusCode: number, message: string) =>
    new StorageError(
      statusCode,
      statusCode > 499 ? 'InternalError' : 'InvalidRequest',
      statusCode > 499 ? 'InternalError' : 'InvalidRequest',
      message,
      statusCode === 500 ? 500 : 400,
    ),
  internal: () =>
    new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal Server Error'),
};

export function sendStorageError(reply: FastifyReply, error: StorageError): FastifyReply {
  return reply
    .code(error.httpStatus)
    .type('application/json')
    .send({
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    });
}
