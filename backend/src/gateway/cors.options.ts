import type { FastifyCorsOptions } from '@fastify/cors';

/** CORS as Supabase's gateway answers it; the client must be able to read X-Supabase-Api-Version. */
export const corsOptions: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
  allowedHeaders: [
    'authorization',
    'apikey',
    'x-client-info',
    'content-type',
    'x-supabase-api-version',
    'x-upsert',
    'cache-control',
    'x-metadata',
    'prefer',
    'range',
    'accept-profile',
    'content-profile',
  ],
  exposedHeaders: [
    'X-Supabase-Api-Version',
    'X-Total-Count',
    'Link',
    'Content-Range',
    'Content-Location',
  ],
  maxAge: 3600,
};
