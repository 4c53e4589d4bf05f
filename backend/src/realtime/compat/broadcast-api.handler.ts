import type http from 'node:http';
import {
  InvalidTokenError,
  verifyAccessToken,
  type SubscriberClaims,
} from '../access-token.verifier.ts';
import type { BroadcastHub } from '../broadcast.hub.ts';
import type { UserBroadcast } from '../user-broadcast.codec.ts';
import { BodyTooLargeError, readBody, sendJson, sendNotFound } from './http-body.reader.ts';
import { RateWindowCounter } from '../rate-window.counter.ts';
import { topicKeyOf } from '../realtime-channel.ts';
import type { RealtimeLimits } from '../../gateway/live-modules.loader.ts';
import type { JwtVerifier } from '../../jwt-keys.ts';

export interface BroadcastApiDeps {
  jwtKeys: JwtVerifier;
  hub: BroadcastHub;
  limits: RealtimeLimits;
  /**
   * May these claims send to this private topic, and have it stored (`realtime.messages` insert
   * policy for extension `broadcast`, and for `persistence` when asked)?
   */
  privateRights(
    claims: SubscriberClaims,
    subTopic: string,
    persist: boolean,
  ): Promise<{ write: boolean; persist: boolean }>;
  /** Stores a delivered broadcast of a private topic for replay. */
  store(subTopic: string, message: UserBroadcast): Promise<void>;
}

const BATCH_PATH = '/realtime/v1/api/broadcast';
const SINGLE_PATH = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/;
const RATE_LIMITED = 'You have exceeded your rate limit';
const TOO_LARGE_BATCH = 'Too many messages to broadcast, please reduce the batch size';
const apiKeyRoles = new Set(['anon', 'service_role']);

type Errors = Record<string, unknown>;
const isMap = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

type Refusal = { status: number; message: string };

/** Kong's key-auth in front of Realtime: the apikey must be the anon or the service_role key. */
async function checkApiKey(
  request: http.IncomingMessage,
  keys: JwtVerifier,
): Promise<Refusal | string> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const header = request.headers.apikey;
  const apikey = (typeof header === 'string' && header) || url.searchParams.get('apikey') || '';
  if (!apikey) return { status: 401, message: 'No API key found in request' };
  const keyClaims = await verifyAccessToken(apikey, keys).catch(() => null);
  if (!keyClaims || !apiKeyRoles.has(keyClaims.role))
    return { status: 401, message: 'Invalid API key' };
  return apikey;
}

/** Realtime's AuthTenant: the bearer token, else the apikey, must verify. */
async function authenticate(
  request: http.IncomingMessage,
  apikey: string,
  keys: JwtVerifier,
): Promise<Refusal | SubscriberClaims> {
  const authorization = request.headers.authorization ?? '';
  const [scheme = '', bearer = ''] = authorization.split(' ');
  const token = scheme.toLowerCase() === 'bearer' && bearer ? bearer : apikey;
  try {
    return await verifyAccessToken(token, keys);
  } catch (error) {
    if (error instanceof InvalidTokenError) return { status: 401, message: 'Unauthorized' };
    throw error;
  }
}

/** Realtime's message changeset: topic, event and payload (a map) are required. */
function messageErrors(message: unknown): Errors {
  const entry = isMap(message) ? message : {};
  const errors: Errors = {};
  for (const field of ['topic', 'event'])
    if (entry[field] === undefined || entry[field] === null || entry[field] === '')
      errors[field] = ["can't be blank"];
    else if (typeof entry[field] !== 'string') errors[field] = ['is invalid'];
  if (entry.payload === undefined || entry.payload === null) errors.payload = ["can't be blank"];
  else if (!isMap(entry.payload)) errors.payload = ['is invalid'];
  if (entry.private !== undefined && typeof entry.private !== 'boolean')
    errors.private = ['is invalid'];
  return errors;
}

/** `POST /realtime/v1/api/broadcast` and `…/broadcast/:topic/events/:event`, answering as Realtime. */
export function createBroadcastApi(deps: BroadcastApiDeps) {
  const { limits } = deps;
  // Realtime counts a project's broadcast events per second, whoever sends them.
  const events = new RateWindowCounter(limits.maxMessagesPerWindow, limits.rateWindowMs);

  async function batch(body: unknown, claims: SubscriberClaims): Promise<[number, Errors | null]> {
    const messages = isMap(body) ? body.messages : undefined;
    if (!Array.isArray(messages) || messages.length === 0)
      return [422, { errors: { messages: ["can't be blank"] } }];
    const errors = messages.map(messageErrors);
    if (errors.some((entry) => Object.keys(entry).length > 0))
      return [422, { errors: { messages: errors } }];
    if (!events.takeAll(messages.length))
      return [429, { message: messages.length > 1 ? TOO_LARGE_BATCH : RATE_LIMITED }];
    for (const message of messages as Array<Record<string, unknown>>) {
      const subTopic = message.topic as string;
      const isPrivate = message.private === true;
      // Realtime drops, without an error, a private message its sender may not write.
      if (isPrivate && !(await deps.privateRights(claims, subTopic, false)).write) continue;
      const payload: Record<string, unknown> = {
        event: message.event,
        payload: message.payload,
        type: 'broadcast',
      };
      if (typeof message.id === 'string') payload.meta = { id: message.id };
      deps.hub.publish(topicKeyOf(subTopic, isPrivate), { kind: 'json', payload });
    }
    return [202, null];
  }

  async function single(
    request: http.IncomingMessage,
    body: Buffer,
    claims: SubscriberClaims,
    subTopic: string,
    event: string,
  ): Promise<[number, Errors | null]> {
    const binary = (request.headers['content-type'] ?? '').includes('octet-stream');
    if (!binary) {
      try {
        const parsed: unknown = JSON.parse(body.toString('utf8') || 'null');
        if (parsed === null) return [422, { errors: { payload: ["can't be blank"] } }];
        body = Buffer.from(JSON.stringify(parsed));
      } catch {
        return [400, { message: 'Bad Request' }];
      }
    } else if (body.length === 0) return [422, { errors: { payload: ["can't be blank"] } }];
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const toPrivate = query.get('private') === 'true';
    // realtime-js asks `persist=true`, or `persist[ttl]=<seconds>` (kept as long as any message here).
    const persist = query.get('persist') === 'true' || query.has('persist[ttl]');
    if (persist && !toPrivate)
      return [422, { errors: { persist: ['can only be used on private channels'] } }];
    if (!events.takeAll(1)) return [429, { message: RATE_LIMITED }];
    const rights = toPrivate ? await deps.privateRights(claims, subTopic, persist) : null;
    if (rights && !rights.write) return [403, { message: 'Unauthorized' }];
    const message: UserBroadcast = {
      event,
      encoding: binary ? 'binary' : 'json',
      payload: body,
      metadata: null,
    };
    // Delivered first, as Realtime does; stored only where the `persistence` insert policy allows.
    deps.hub.publish(topicKeyOf(subTopic, toPrivate), { kind: 'user', message });
    if (persist && rights?.persist)
      await deps
        .store(subTopic, message)
        .catch((error: unknown) =>
          process.emitWarning(`realtime: UnableToPersistMessage: ${String(error)}`),
        );
    return [202, null];
  }

  async function serve(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    route: { subTopic: string; event: string } | null,
  ): Promise<void> {
    const apikey = await checkApiKey(request, deps.jwtKeys);
    if (typeof apikey !== 'string')
      return sendJson(response, apikey.status, { message: apikey.message });
    const type = request.headers['content-type'];
    if (route && type && !/^application\/(json|octet-stream)\s*(;|$)/i.test(type))
      return sendJson(response, 415, {
        error: 'Unsupported Media Type. Use application/json or application/octet-stream',
      });
    const claims = await authenticate(request, apikey, deps.jwtKeys);
    if ('status' in claims) return sendJson(response, claims.status, { message: claims.message });
    let body: Buffer;
    try {
      body = await readBody(request, limits.maxPayloadBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return sendJson(response, 413, { message: 'Payload Too Large' });
      throw error;
    }
    let result: [number, Errors | null];
    if (route) result = await single(request, body, claims, route.subTopic, route.event);
    else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(response, 400, { message: 'Bad Request' });
      }
      result = await batch(parsed, claims);
    }
    sendJson(response, result[0], result[1]);
  }

  /** Answers every request under `/realtime/v1/api`; a path Realtime has no route for is 404. */
  return function handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '';
    const match = SINGLE_PATH.exec(path);
    let route: { subTopic: string; event: string } | null = null;
    try {
      if (match)
        route = {
          subTopic: decodeURIComponent(match[1] ?? ''),
          event: decodeURIComponent(match[2] ?? ''),
        };
    } catch {
      return sendNotFound(response);
    }
    if (request.method !== 'POST' || (path !== BATCH_PATH && !route)) return sendNotFound(response);
    serve(request, response, route).catch(() => {
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  };
}
