import type { RemoteName } from '../remotes/remote-names';

/** What the shell reads from /app-config.json at start; nothing here is baked into a build. */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The storage service renders smaller copies of pictures (`/storage/v1/render/image`): the local
   * backend does, hosted Supabase on paid plans. Off, pictures load as they were uploaded.
   */
  imageTransformations?: boolean;
}

export function parseAppConfig(value: unknown): AppConfig {
  if (!value || typeof value !== 'object') throw new Error('app-config.json is not an object');
  const { supabaseUrl, supabaseAnonKey, remotes, imageTransformations } = value as Record<
    string,
    unknown
  >;
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') {
    throw new Error('app-config.json needs supabaseUrl and supabaseAnonKey');
  }
  const remoteMap = remotes && typeof remotes === 'object' ? (remotes as AppConfig['remotes']) : {};
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: remoteMap,
    ...(imageTransformations === true ? { imageTransformations } : {}),
  };
}

/**
 * The config the server wrote into the page (`<script id="app-config" type="application/json">`),
 * or else the one fetched from `url` (the dev servers and a remote's standalone page).
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const inline = globalThis.document?.getElementById('app-config')?.textContent;
  if (inline) return parseAppConfig(JSON.parse(inline));
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return parseAppConfig(await response.json());
}
