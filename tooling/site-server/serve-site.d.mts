// Types of serve-site.mjs for the TypeScript packages that serve the site (e2e, bench, npm start).
export interface SiteAppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
  imageTransformations: boolean;
}

export function serveSite(options: {
  supabaseUrl: string;
  supabaseAnonKey: string;
  shellPort?: number;
  host?: string;
  /** Releases and live.json; null serves every app's dist/. Default: RELEASES_DIR or .data/releases. */
  releasesDir?: string | null;
  /** Whether the backend renders smaller copies of pictures (the local one does; the default). */
  imageTransformations?: boolean;
}): Promise<{
  url: string;
  /** The app config a page gets now (it follows live.json). */
  readonly appConfig: SiteAppConfig;
  startRemote(name: string): Promise<void>;
  stopRemote(name: string): Promise<void>;
  stop(): Promise<void>;
}>;

export function contentSecurityPolicy(options: {
  supabaseUrl: string;
  remoteOrigins: string[];
}): string;

export function securityHeaders(options: {
  supabaseUrl: string;
  remoteOrigins: string[];
}): Record<string, string>;
