import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('reads the Supabase settings and the remote map', () => {
    const config = parseAppConfig({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'key',
      remotes: { feed: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(config.remotes.feed).toBe('http://localhost:3001/mf-manifest.json');
  });

  it.each([[null], ['text'], [{ supabaseUrl: 'x' }], [{ supabaseAnonKey: 'k' }]])(
    'refuses %j',
    (value) => {
      expect(() => parseAppConfig(value)).toThrow();
    },
  );

  it('treats a missing remote map as no remotes', () => {
    expect(parseAppConfig({ supabaseUrl: 'u', supabaseAnonKey: 'k' }).remotes).toEqual({});
  });
});
