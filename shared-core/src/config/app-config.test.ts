import { loadAppConfig, parseAppConfig } from './app-config';

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

  it.each([
    [true, true],
    [false, false],
    ['yes', false],
    [undefined, false],
  ])('reads imageTransformations %j as %j', (value, expected) => {
    const config = parseAppConfig({
      supabaseUrl: 'u',
      supabaseAnonKey: 'k',
      imageTransformations: value,
    });
    expect(config.imageTransformations === true).toBe(expected);
  });

  it('treats a missing remote map as no remotes', () => {
    expect(parseAppConfig({ supabaseUrl: 'u', supabaseAnonKey: 'k' }).remotes).toEqual({});
  });
});

describe('loadAppConfig', () => {
  const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'key', remotes: {} };

  const fetchConfig = jest.fn(async () => ({ ok: true, json: async () => config }));

  beforeEach(() => {
    fetchConfig.mockClear();
    globalThis.fetch = fetchConfig as unknown as typeof fetch;
  });

  afterEach(() => {
    document.getElementById('app-config')?.remove();
  });

  it('reads the config the server wrote into the page, without a request', async () => {
    const element = document.createElement('script');
    element.id = 'app-config';
    element.type = 'application/json';
    element.textContent = JSON.stringify(config);
    document.head.append(element);
    await expect(loadAppConfig()).resolves.toEqual(config);
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('fetches /app-config.json when the page has none', async () => {
    await expect(loadAppConfig()).resolves.toEqual(config);
    expect(fetchConfig).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
  });
});
