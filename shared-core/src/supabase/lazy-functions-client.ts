// supabase-js imports functions-js's client for `supabase.functions`, which the site's pages never
// call. The site's builds alias '@supabase/functions-js' to this module (tooling/build/rspack-config.mjs):
// its client loads the real one on the first `invoke`. The error classes and the regions are small
// and come as they are, from the module the real client uses, so `instanceof FunctionsHttpError`
// holds for the real client's errors.
import type { FunctionsClient as RealClient } from '@supabase/functions-js/dist/module/FunctionsClient.js';

export {
  FunctionRegion,
  FunctionsError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js/dist/module/types.js';

type FunctionsModule = { FunctionsClient: typeof RealClient };

/** The stand-in class, with the way to load functions-js given (the tests give a fake). */
export function lazyFunctionsClientClass(load: () => Promise<FunctionsModule>) {
  return class LazyFunctionsClient {
    private readonly args: ConstructorParameters<typeof RealClient>;
    private token: string | undefined;

    constructor(...args: ConstructorParameters<typeof RealClient>) {
      this.args = args;
    }

    setAuth(token: string) {
      this.token = token;
    }

    async invoke(...args: Parameters<RealClient['invoke']>): ReturnType<RealClient['invoke']> {
      const { FunctionsClient } = await load();
      const client = new FunctionsClient(...this.args);
      if (this.token !== undefined) client.setAuth(this.token);
      return client.invoke(...args);
    }
  };
}

export const FunctionsClient = lazyFunctionsClientClass(
  () => import('@supabase/functions-js/dist/module/index.js'),
);
