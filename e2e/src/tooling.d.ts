declare module '@likegripe/tooling/serve-site' {
  export function serveSite(options: {
    supabaseUrl: string;
    supabaseAnonKey: string;
    shellPort?: number;
    host?: string;
  }): Promise<{
    url: string;
    appConfig: { supabaseUrl: string; supabaseAnonKey: string; remotes: Record<string, string> };
    startRemote(name: string): Promise<void>;
    stopRemote(name: string): Promise<void>;
    stop(): Promise<void>;
  }>;
}
