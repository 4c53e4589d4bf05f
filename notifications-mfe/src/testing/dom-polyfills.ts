// The polyfills now live once in tooling/jest-polyfills.ts (jest `setupFiles` of every project).
export {};
