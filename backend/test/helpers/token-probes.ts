import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import type { TestStack } from './test-stack.ts';

/** The opening of a real PNG: the bucket takes only image bytes. */
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** What each of the four services made of one bearer token. */
export interface ProbeResults {
  auth: number;
  /** Rows PostgREST updated in the token's own profile (one when it acted as that member). */
  rest: { status: number; rows: number };
  /** HTTP status, and storage-api's own status in an error body (its 4xx go out as HTTP 400). */
  storage: { status: number; statusCode: string | null };
  realtimeJoin: string;
  realtimeBroadcast: number;
}

async function probeAuth(stack: TestStack, token: string): Promise<number> {
  const res = await fetch(`${stack.url}/auth/v1/user`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

async function probeRest(stack: TestStack, token: string, userId: string) {
  const res = await fetch(`${stack.url}/rest/v1/profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ bio: `probed ${randomBytes(3).toString('hex')}` }),
  });
  const body = (await res.json()) as unknown;
  return { status: res.status, rows: Array.isArray(body) ? body.length : -1 };
}

async function probeStorage(stack: TestStack, token: string, userId: string) {
  const key = `${userId}/probe-${randomBytes(4).toString('hex')}.png`;
  const res = await fetch(`${stack.url}/storage/v1/object/post-media/${key}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'image/png',
    },
    body: pngBytes,
  });
  const body = (await res.json()) as { statusCode?: string };
  return { status: res.status, statusCode: body.statusCode ?? null };
}

/** Joins a channel with the token as supabase-js does; `SUBSCRIBED` or the refusal's reason. */
async function probeRealtimeJoin(stack: TestStack, token: string): Promise<string> {
  const client = createClient(stack.url, stack.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
  try {
    await client.realtime.setAuth(token);
    const channel = client.channel(`probe-${randomBytes(4).toString('hex')}`);
    return await new Promise<string>((resolve) => {
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve(status);
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          resolve(`${status}: ${error?.message ?? ''}`);
      });
    });
  } finally {
    await client.removeAllChannels();
    await client.realtime.disconnect();
  }
}

async function probeRealtimeBroadcast(stack: TestStack, token: string): Promise<number> {
  const res = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ messages: [{ topic: 'probe', event: 'probe', payload: {} }] }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Presents one member's token to auth `/user`, PostgREST, storage and realtime (socket and REST). */
export async function probeToken(stack: TestStack, token: string): Promise<ProbeResults> {
  const userId = String(decodeJwt(token).sub);
  return {
    auth: await probeAuth(stack, token),
    rest: await probeRest(stack, token, userId),
    storage: await probeStorage(stack, token, userId),
    realtimeJoin: await probeRealtimeJoin(stack, token),
    realtimeBroadcast: await probeRealtimeBroadcast(stack, token),
  };
}

/** What every service answers to a member's valid token. */
export const ACCEPTED: ProbeResults = {
  auth: 200,
  rest: { status: 200, rows: 1 },
  storage: { status: 200, statusCode: null },
  realtimeJoin: 'SUBSCRIBED',
  realtimeBroadcast: 202,
};
