import type { FastifyRequest } from 'fastify';
import type { SessionResponse } from './session.service.ts';
import type { Json } from './user.types.ts';

/** A request the extras answer with a session, given its parsed JSON body. */
export type SessionRequestHandler = (
  request: FastifyRequest,
  body: Json,
) => Promise<SessionResponse>;

/**
 * Request shapes of a core endpoint that the site never sends, answered by the compatibility
 * extras. Without a handler the core route answers as GoTrue does with that feature off.
 */
export interface AuthRouteExtensions {
  /** `POST /token` grants by `grant_type`, beside password and refresh_token. */
  tokenGrants: ReadonlyMap<string, SessionRequestHandler>;
  /** `POST /signup` with neither an email nor a phone: GoTrue's anonymous sign-in. */
  signUpWithoutAddress?: SessionRequestHandler;
}
