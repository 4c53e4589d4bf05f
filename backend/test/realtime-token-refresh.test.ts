import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { joinChannel, tokenClient, type Probe } from './helpers/realtime-probe.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

let markers = 0;

/**
 * What Realtime pushed before it closed the channel. A socket's messages are answered in order, so
 * once a join sent after the token is answered, the token's answer has arrived.
 */
async function shutdownMessage(client: SupabaseClient, probe: Probe): Promise<string> {
  await joinChannel(client, `marker-${(markers += 1)}`, {});
  assert.equal(probe.system.items.length, 1, 'no system message before the next join');
  const system = await probe.system.next();
  await probe.closed;
  assert.equal(system.status, 'error');
  assert.equal(system.extension, 'system');
  assert.equal(system.channel, probe.channel.subTopic);
  return String(system.message);
}

describe('realtime: a new access_token on a joined channel', () => {
  let stack: TestStack;
  let member: TestUser;
  let outsider: TestUser;
  const clients: SupabaseClient[] = [];

  /** A token for `user` as GoTrue would sign it with the project secret, expiring in `seconds`. */
  const tokenFor = (user: TestUser, seconds: number, secret = stack.jwtSecret) =>
    new SignJWT({ role: 'authenticated', aud: 'authenticated', email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(new TextEncoder().encode(secret));

  /** A socket of its own, holding `token` until `renew` gives it another one. */
  const clientWith = async (token: string) => {
    let current = token;
    const client = tokenClient(stack, () => current);
    clients.push(client);
    await client.realtime.setAuth();
    const renew = async (next: string) => {
      current = next;
      await client.realtime.setAuth();
    };
    return { client, renew };
  };

  const privateRoom = { private: true };

  before(async () => {
    stack = await startTestStack();
    [member, outsider] = await Promise.all([
      createConfirmedUser(stack),
      createConfirmedUser(stack),
    ]);
    // Membership lives in a table, so that a member's rights can change while its channel is open.
    await stack.pool.query(`
      create table public.rt_members (user_id uuid, topic text, sees_presence boolean,
                                      primary key (user_id, topic));
      grant select on public.rt_members to authenticated;
      create policy "members read their rooms" on realtime.messages for select to authenticated
        using (exists (select 1 from public.rt_members m
                        where m.user_id = (select auth.uid()) and m.topic = realtime.topic()
                          and (realtime.messages.extension = 'broadcast' or m.sees_presence)));
      insert into public.rt_members values
        ('${member.user.id}', 'room:kept', true), ('${member.user.id}', 'room:left', true),
        ('${member.user.id}', 'room:presence', true), ('${member.user.id}', 'room:expiry', true),
        ('${member.user.id}', 'room:other', true);`);
  });
  after(async () => {
    for (const each of clients) await each.removeAllChannels();
    await stack?.stop();
  });

  it('keeps the channel with a new token of a member who may still read, under the new claims', async () => {
    const { client, renew } = await clientWith(member.session.access_token);
    const probe = await joinChannel(client, 'room:kept', privateRoom);
    assert.equal(probe.error, null);
    await renew(await tokenFor(member, 600));
    await stack.pool.query(`select realtime.send('{"n": 1}', 'after', 'room:kept', true)`);
    assert.deepEqual(((await probe.broadcasts.next()).payload as { n: number }).n, 1);
    assert.equal(probe.system.items.length, 0);
    assert.deepEqual(probe.statuses, ['SUBSCRIBED']);
  });

  it('asks RLS again: a member who lost the room loses the channel', async () => {
    const { client, renew } = await clientWith(member.session.access_token);
    const probe = await joinChannel(client, 'room:left', privateRoom);
    assert.equal(probe.error, null);
    await stack.pool.query(
      `delete from public.rt_members where user_id = $1 and topic = 'room:left'`,
      [member.user.id],
    );
    await renew(await tokenFor(member, 600));
    assert.equal(
      await shutdownMessage(client, probe),
      'You do not have permissions to read from this Channel topic: room:left',
    );
    // Another member's token on a room the first could read: refused the same way.
    const second = await clientWith(member.session.access_token);
    const other = await joinChannel(second.client, 'room:other', privateRoom);
    assert.equal(other.error, null);
    await second.renew(outsider.session.access_token);
    assert.equal(
      await shutdownMessage(second.client, other),
      'You do not have permissions to read from this Channel topic: room:other',
    );
  });

  it('closes a channel whose new token lost a read right it had (presence)', async () => {
    const { client, renew } = await clientWith(member.session.access_token);
    const probe = await joinChannel(client, 'room:presence', {
      private: true,
      presence: { enabled: true },
    });
    assert.equal(probe.error, null);
    await stack.pool.query(
      `update public.rt_members set sees_presence = false where topic = 'room:presence'`,
    );
    await renew(await tokenFor(member, 600));
    assert.equal(
      await shutdownMessage(client, probe),
      'You no longer have permission to read from this Channel topic: room:presence',
    );
  });

  it("answers an expired, a malformed and a forged token with Realtime's messages", async () => {
    const cases: Array<[string, RegExp]> = [
      [await tokenFor(member, -30), /^Token has expired 3\d seconds ago$/],
      ['not-a-jwt', /^The token provided is not a valid JWT$/],
      [
        await tokenFor(member, 600, 'another-secret-of-at-least-32-characters'),
        /^:signature_error$/,
      ],
    ];
    for (const [index, [token, expected]] of cases.entries()) {
      const { client, renew } = await clientWith(member.session.access_token);
      const probe = await joinChannel(client, `public-room-${index}`, {});
      assert.equal(probe.error, null);
      await renew(token);
      assert.match(await shutdownMessage(client, probe), expected);
    }
  });

  it('closes the channel when its token expires', async () => {
    const token = await tokenFor(member, 2);
    const { client } = await clientWith(token);
    const probe = await joinChannel(client, 'room:expiry', privateRoom);
    assert.equal(probe.error, null);
    assert.equal(probe.system.items.length, 0);
    await sleep(Number(decodeJwt(token).exp) * 1000 - Date.now() + 200);
    assert.match(await shutdownMessage(client, probe), /^Token has expired \d+ seconds ago$/);
  });
});
