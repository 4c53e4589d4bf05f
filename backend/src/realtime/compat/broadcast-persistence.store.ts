import type pg from 'pg';
import type { SubscriberClaims } from '../access-token.verifier.ts';
import { writePolicies } from '../channel-authorization.ts';
import type { UserBroadcast } from '../user-broadcast.codec.ts';

/**
 * What a sender may do on a private topic, as Realtime asks it: insert a `broadcast` message, and,
 * when the broadcast is to be stored, a `persistence` one (its own policy decides who may store).
 */
export async function privateTopicRights(
  pool: pg.Pool,
  claims: SubscriberClaims,
  topic: string,
  persist: boolean,
): Promise<{ write: boolean; persist: boolean }> {
  const rights = await writePolicies(
    pool,
    claims,
    topic,
    persist ? ['broadcast', 'persistence'] : ['broadcast'],
  );
  return { write: rights.broadcast === true, persist: rights.persistence === true };
}

/**
 * Stores a broadcast already delivered, as Realtime persists one: a private `broadcast` message,
 * inserted as the service (the sender's right was asked before). The database relay leaves it
 * alone, so it is not delivered a second time; a join's replay finds it.
 */
export async function storeBroadcast(
  pool: pg.Pool,
  topic: string,
  message: UserBroadcast,
): Promise<void> {
  const binary = message.encoding === 'binary';
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('realtime.skip_broadcast', 'on', true)`);
    await client.query(
      `insert into realtime.messages (topic, extension, event, private, payload, binary_payload)
       values ($1, 'broadcast', $2, true, $3::jsonb, $4)`,
      [
        topic,
        message.event,
        binary ? null : message.payload.toString('utf8'),
        binary ? message.payload : null,
      ],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
