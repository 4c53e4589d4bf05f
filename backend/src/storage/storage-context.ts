import type pg from 'pg';
import type { ObjectFileStore } from './object-file.store.ts';

/** What every storage route needs: the owner pool, the JWT secret and the file store. */
export interface StorageContext {
  pool: pg.Pool;
  secret: Uint8Array;
  files: ObjectFileStore;
}

export interface ObjectParams {
  bucket: string;
  '*': string;
}
