import type { ConsoleClient } from '../../lib/api-client.ts';

/** Player protection's requests: a member's state (an audited read) and the brand's register. */
export function protectionService(client: ConsoleClient) {
  return {
    member: (username: string) => client.call('adminProtectionMember', { username }),
    register: (query: Record<string, unknown>) =>
      client.call('adminExclusionRegister', {
        active: query.active === false ? 'false' : 'true',
        page: Number(query.page ?? 1),
        size: Number(query.size ?? 20),
      } as never),
  };
}

export type ProtectionMember = Awaited<ReturnType<ReturnType<typeof protectionService>['member']>>;
export type RegisterRow = Awaited<
  ReturnType<ReturnType<typeof protectionService>['register']>
>['list'][number];
