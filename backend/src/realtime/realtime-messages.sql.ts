import { readFile } from 'node:fs/promises';

/**
 * The platform set-up applies `realtime-messages.sql` before the migrations (their policies name
 * realtime.messages); the service applies it again when it starts, as hosted Realtime migrates its
 * own schema, so a database set up before the file existed gets it too.
 */
export const realtimeMessagesSql = () =>
  readFile(new URL('../db/platform/realtime-messages.sql', import.meta.url), 'utf8');
