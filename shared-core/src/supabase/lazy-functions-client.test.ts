import * as functionsJs from '@supabase/functions-js';
import {
  FunctionRegion,
  FunctionsError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  lazyFunctionsClientClass,
} from './lazy-functions-client';

function fakeFunctions() {
  const log: string[] = [];
  class FakeClient {
    private token = '';
    constructor(url: string, options: { headers?: Record<string, string> }) {
      log.push(`new ${url} ${JSON.stringify(options.headers)}`);
    }
    setAuth(token: string) {
      this.token = token;
    }
    async invoke(name: string, options?: { body?: unknown }) {
      log.push(`invoke(${name}, ${JSON.stringify(options?.body)}) as ${this.token || 'anon'}`);
      return { data: 'hello', error: null };
    }
  }
  const load = jest.fn(async () => ({ FunctionsClient: FakeClient }) as never);
  return { load, log };
}

describe('the functions-js stand-in', () => {
  it('loads functions-js on the first invoke, with the client’s address, headers and token', async () => {
    const { load, log } = fakeFunctions();
    const LazyFunctionsClient = lazyFunctionsClientClass(load);
    const client = new LazyFunctionsClient('http://127.0.0.1/functions/v1', {
      headers: { apikey: 'anon' },
    });
    client.setAuth('alice-token');
    expect(load).not.toHaveBeenCalled();

    await expect(client.invoke('hello', { body: { name: 'Alice' } })).resolves.toEqual({
      data: 'hello',
      error: null,
    });
    expect(log).toEqual([
      'new http://127.0.0.1/functions/v1 {"apikey":"anon"}',
      'invoke(hello, {"name":"Alice"}) as alice-token',
    ]);
  });

  it('passes on the very classes and regions functions-js uses', () => {
    expect(FunctionsError).toBe(functionsJs.FunctionsError);
    expect(FunctionsFetchError).toBe(functionsJs.FunctionsFetchError);
    expect(FunctionsHttpError).toBe(functionsJs.FunctionsHttpError);
    expect(FunctionsRelayError).toBe(functionsJs.FunctionsRelayError);
    expect(FunctionRegion).toBe(functionsJs.FunctionRegion);
  });
});
