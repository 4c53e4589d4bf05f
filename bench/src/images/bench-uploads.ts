// Objects the image rows upload to the benchmark database's storage, and take away afterwards.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BenchBackend } from '../bench-backend.ts';
import { createNodeClient } from '../lib/node-supabase.ts';

const BUCKET = 'post-media';
/** Outside every member's folder, so no page of the site shows them. */
const FOLDER = 'bench-images';

export interface BenchUploads {
  /** Stores `bytes` under a new name; returns its public object URL. */
  upload(bytes: Buffer, contentType: string, extension: string): Promise<string>;
  /** Removes every object uploaded through this. */
  removeAll(): Promise<void>;
}

export function benchUploads(backend: BenchBackend): BenchUploads {
  const service: SupabaseClient = createNodeClient(backend.url, backend.serviceRoleKey);
  const paths: string[] = [];
  return {
    async upload(bytes, contentType, extension) {
      const path = `${FOLDER}/${randomUUID()}.${extension}`;
      const { error } = await service.storage.from(BUCKET).upload(path, bytes, { contentType });
      if (error) throw new Error(`Upload of ${path} failed: ${error.message}`);
      paths.push(path);
      return service.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    },
    async removeAll() {
      if (paths.length === 0) return;
      const { error } = await service.storage.from(BUCKET).remove(paths.splice(0));
      if (error) throw new Error(`Removing the bench's uploads failed: ${error.message}`);
    },
  };
}
