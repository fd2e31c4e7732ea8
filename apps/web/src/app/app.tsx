import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { formFactor } from '../lib/form-factor.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { buildRoutes } from './routes.tsx';

export interface AppParts {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The query cache; created by the boot in a step of its own (decision 0046). */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  // Server data (game names, messages) is localised by the `lang` header: refetch it in the new language.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries());
  return queryClient;
}

/** The router: matching the address and starting the first route's chunk load. */
export function createAppRouter(): AppParts['router'] {
  return createBrowserRouter(buildRoutes(formFactor));
}

/** Providers and the router. i18n is bound globally by initI18n (react-i18next's initReactI18next). */
export function App({ queryClient, router }: AppParts) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
