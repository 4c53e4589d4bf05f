import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { SendMail } from '../mail/mailer.service.ts';

export interface AuthSettings {
  jwtSecret: string;
  jwtExpirySeconds: number;
  siteUrl: string;
  redirectAllowList: string[];
  autoconfirm: boolean;
  signupRateLimit: number;
  signupRateWindowSeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  mailMinIntervalSeconds: number;
}

export interface AuthDeps {
  pool: pg.Pool;
  settings: AuthSettings;
  sendMail: SendMail;
  /** The gateway's public base URL (known once it listens). */
  publicUrl: () => string;
}

/** GoTrue-compatible auth, mounted at /auth/v1. */
export const authPlugin: FastifyPluginAsync<AuthDeps> = async (app) => {
  app.get('/health', async () => ({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }));
};
