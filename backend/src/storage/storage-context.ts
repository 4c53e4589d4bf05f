import type pg from 'pg';
import type { JwtVerifier } from '../jwt-keys.ts';
import type { ImageVariants } from './image-variants.ts';
import type { ObjectFileStore } from './object-file.store.ts';

/** What every storage route needs: the owner pool, the keys and the file store. */
export interface StorageContext {
  pool: pg.Pool;
  /** The legacy JWT secret, which signs and checks signed-URL tokens as storage-api does. */
  secret: Uint8Array;
  /** Checks the callers' tokens: asymmetric user tokens and the secret's. */
  jwtKeys: JwtVerifier;
  files: ObjectFileStore;
  /** Rendered image variants (`/render/image`), dropped when their object changes. */
  variants: ImageVariants;
}

export interface ObjectParams {
  bucket: string;
  '*': string;
}
