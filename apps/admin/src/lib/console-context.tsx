import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type Access, accessOf } from '../access.ts';
import { type ConsoleClient, createConsoleClient } from './api-client.ts';
import { useI18n } from './i18n.tsx';
import { type OperatorSession, readSession, readSiteCode, writeSession, writeSiteCode } from './session.ts';

interface ConsoleState {
  session: OperatorSession | undefined;
  signIn(session: OperatorSession): void;
  signOut(): void;
  siteCode: string;
  setSiteCode(siteCode: string): void;
  client: ConsoleClient;
  access: Access;
}

const ConsoleContext = createContext<ConsoleState | undefined>(undefined);

/** The signed-in operator, the brand worked on and the typed client that carries both. */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const [session, setSession] = useState(() => readSession());
  const [siteCode, setSite] = useState(() => readSiteCode());
  const signIn = useCallback((next: OperatorSession) => {
    writeSession(next);
    setSession(next);
  }, []);
  const signOut = useCallback(() => {
    writeSession(undefined);
    setSession(undefined);
  }, []);
  const setSiteCode = useCallback((next: string) => {
    writeSiteCode(next);
    setSite(next);
  }, []);
  const client = useMemo(
    () =>
      createConsoleClient({
        fetch: (input, init) => fetch(input, init),
        getSiteCode: () => siteCode,
        getLang: () => locale,
        getToken: () => session?.token,
        onUnauthorized: signOut,
      }),
    [siteCode, locale, session, signOut],
  );
  const value = useMemo<ConsoleState>(
    () => ({ session, signIn, signOut, siteCode, setSiteCode, client, access: accessOf(session?.role) }),
    [session, signIn, signOut, siteCode, setSiteCode, client],
  );
  return <ConsoleContext value={value}>{children}</ConsoleContext>;
}

export function useConsole(): ConsoleState {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside ConsoleProvider');
  return value;
}
