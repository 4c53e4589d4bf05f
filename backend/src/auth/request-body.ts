import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from './auth-error.ts';
import type { Json } from './user.types.ts';

/**
 * JSON parsing as GoTrue does it: an empty body is `{}` (supabase-js sends POST /logout with a JSON
 * content type and no body); anything unparseable is 400 bad_json.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(errors.badJson((error as Error).message), undefined);
    }
  });
}

export function bodyOf(request: FastifyRequest): Json {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw errors.badJson('expected a JSON object');
  return body as Json;
}

export function objectField(body: Json, name: string): Json | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.validation(`${name} must be a JSON object`);
  return value as Json;
}

export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
