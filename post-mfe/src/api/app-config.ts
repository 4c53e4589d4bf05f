import { loadAppConfig, type AppConfig } from '@likegripe/shared-core';

let configPromise: Promise<AppConfig> | null = null;

/**
 * The site's config, read once: for the few requests made without supabase-js (an upload with
 * progress, a request that must outlive the page), which send the same apikey it would.
 */
export function appConfig(): Promise<AppConfig> {
  configPromise ??= loadAppConfig().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}
