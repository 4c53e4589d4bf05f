// The realtime service's websocket, answered by msw: supabase-js's channels join, leave and hear
// broadcasts and database changes over the Phoenix protocol (serializer 2.0.0, frames as JSON arrays
// `[joinRef, ref, topic, event, payload]`). A test sees which topics are joined, with what config,
// and pushes what the server would. A push reaches the client a microtask later, so a test sends it
// inside `await act(async () => ...)`.
import { ws } from 'msw';
import { SUPABASE_TEST_URL } from './test-backend-url';

type Frame = [
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown,
];

interface ChangeBinding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter?: string;
}

interface JoinedChannel {
  /** The topic as the app named it (the wire's topic without `realtime:`). */
  topic: string;
  config: Record<string, unknown>;
  joinRef: string | null;
  send: (frame: Frame) => void;
  changes: ChangeBinding[];
}

export interface DatabaseChange {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  schema?: string;
  table: string;
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
}

const socketUrl = `${SUPABASE_TEST_URL.replace(/^http/, 'ws')}/realtime/v1/websocket`;

export function realtimeSocket() {
  const joined: JoinedChannel[] = [];
  let nextChangeId = 1;
  let connections = 0;

  const handler = ws.link(socketUrl).addEventListener('connection', ({ client }) => {
    connections += 1;
    const send = (frame: Frame) => client.send(JSON.stringify(frame));
    client.addEventListener('message', (event) => {
      const [joinRef, ref, wireTopic, name, payload] = JSON.parse(String(event.data)) as Frame;
      const reply = (response: unknown = {}) =>
        send([joinRef, ref, wireTopic, 'phx_reply', { status: 'ok', response }]);
      const topic = wireTopic.replace(/^realtime:/, '');
      if (name === 'phx_join') {
        const { config = {} } = payload as { config?: Record<string, unknown> };
        const asked = (config.postgres_changes ?? []) as Omit<ChangeBinding, 'id'>[];
        const changes = asked.map((binding) => ({ ...binding, id: nextChangeId++ }));
        joined.push({ topic, config, joinRef, send, changes });
        reply({ postgres_changes: changes });
      } else if (name === 'phx_leave') {
        const index = joined.findIndex((channel) => channel.topic === topic);
        if (index >= 0) joined.splice(index, 1);
        reply();
      } else {
        reply(); // heartbeats and access tokens
      }
    });
    client.addEventListener('close', () => {
      for (let index = joined.length - 1; index >= 0; index -= 1) {
        if (joined[index]?.send === send) joined.splice(index, 1);
      }
    });
  });

  const channelsOf = (topic: string) => joined.filter((channel) => channel.topic === topic);

  return {
    handler,
    /** How many sockets were opened since the last reset. */
    connections: () => connections,
    /** The channels joined now: each topic with the config it was joined with. */
    channels: () => joined.map(({ topic, config }) => ({ topic, config })),
    /** The topics joined now, sorted. */
    topics: () => joined.map((channel) => channel.topic).sort(),
    /** The `config` a topic was joined with (`{ private: true, ... }`). */
    configOf: (topic: string) => channelsOf(topic)[0]?.config,
    /** Delivers a broadcast to every channel joined to `topic`. */
    broadcast(topic: string, event: string, payload: unknown) {
      for (const channel of channelsOf(topic)) {
        channel.send([
          null,
          null,
          `realtime:${topic}`,
          'broadcast',
          { type: 'broadcast', event, payload },
        ]);
      }
    },
    /** Delivers a database change to every channel that asked for changes of its table. */
    databaseChange(change: DatabaseChange) {
      const { schema = 'public', ...rest } = change;
      for (const channel of joined) {
        const ids = channel.changes
          .filter((binding) => binding.table === change.table && binding.schema === schema)
          .filter((binding) => binding.event === '*' || binding.event === change.type)
          .map((binding) => binding.id);
        if (ids.length === 0) continue;
        const data = {
          schema,
          commit_timestamp: '2026-12-01T00:00:00Z',
          columns: [],
          errors: null,
          ...rest,
        };
        channel.send([null, null, `realtime:${channel.topic}`, 'postgres_changes', { ids, data }]);
      }
    },
    /** Forgets every channel (a test's handlers are reset after it). */
    reset() {
      joined.splice(0);
      connections = 0;
    },
  };
}

export type RealtimeSocket = ReturnType<typeof realtimeSocket>;
