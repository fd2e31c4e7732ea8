import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { formFactor } from '../lib/form-factor.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { buildRoutes } from './routes.tsx';

const queryClient = createQueryClient();
const router = createBrowserRouter(buildRoutes(formFactor));

// Server data (game names, messages) is localised by the `lang` header: refetch it in the new language.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

/** Providers and the router. i18n is bound globally by initI18n (react-i18next's initReactI18next). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
