// Types of remotes.mjs for the TypeScript packages (tests, e2e, bench) that read the registry.
export interface RegisteredApp {
  name: string;
  package: string;
  dir: string;
  port: number;
}

export const SHELL: RegisteredApp;
export const REMOTES: RegisteredApp[];
export const APPS: RegisteredApp[];
export function remoteNamed(name: string): RegisteredApp | undefined;
export function appNamed(name: string): RegisteredApp | undefined;
export function appInDir(dir: string): RegisteredApp | undefined;
export function portOf(app: RegisteredApp, shellPort?: number): number;
export function devRemoteManifests(): Record<string, string>;
