// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMemberStore } from '../stores/member-store.ts';
import { SessionWiring } from './session-wiring.tsx';

vi.mock('../lib/api/api.ts', () => ({ setSessionInvalidHandler: vi.fn() }));

afterEach(() => {
  cleanup();
  useMemberStore.setState({ loginNeeded: false });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SessionWiring />
            <Outlet />
          </>
        ),
        children: [
          { path: '/home', element: <p>home</p> },
          { path: '/app/home', element: <p>h5 home</p> },
          { path: '/entry/login', element: <p>login</p> },
          { path: '/login', element: <p>login</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SessionWiring after an invalid session (SPEC.md §4)', () => {
  it('sends the member to the login route again when another navigation took them elsewhere', async () => {
    const router = renderAt('/app/home');
    act(() => useMemberStore.getState().setLoginNeeded(true));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useMemberStore.getState().loginNeeded).toBe(false);
    // A layout redirect wins the race afterwards: the flag is down, so the member may go there.
    await act(() => router.navigate('/home'));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('keeps sending them while the flag is up, whichever page they land on', async () => {
    const router = renderAt('/home');
    act(() => useMemberStore.getState().setLoginNeeded(true));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
