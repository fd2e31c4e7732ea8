import { describe, expect, it } from 'vitest';
import { accessOf, CONSOLE_ROLES, endpointPermission, PERMISSION_ENDPOINTS, PERMISSIONS } from './access.ts';
import { CONSOLE_ROUTES, flatRoutes } from './app/routes-config.ts';

describe('console access', () => {
  it('calls only operator endpoints that declare a server permission', () => {
    for (const permission of PERMISSIONS) {
      for (const name of PERMISSION_ENDPOINTS[permission])
        expect(endpointPermission(name), name).toBeDefined();
    }
  });

  it('shows each role what the server lets it do: support finds players but handles no money', () => {
    expect(accessOf('support')).toMatchObject({
      'players.search': true,
      'withdrawals.handle': false,
      'deposits.handle': false,
      'audit.read': false,
    });
    expect(accessOf('risk')).toMatchObject({
      'audit.read': true,
      'dashboard.read': true,
      'deposits.handle': false,
    });
    expect(accessOf('trader')['players.search']).toBe(false);
  });

  it('finance handles money but not the audit log; admin sees everything', () => {
    expect(accessOf('finance')).toMatchObject({
      'deposits.handle': true,
      'audit.read': false,
      'books.audit': false,
    });
    expect(Object.values(accessOf('admin')).every(Boolean)).toBe(true);
  });

  it('opens the operator accounts to admin only; finance reads the venues but does not act on them', () => {
    expect(accessOf('support')['operators.manage']).toBe(false);
    expect(accessOf('risk')['operators.manage']).toBe(false);
    expect(accessOf('finance')).toMatchObject({
      'venues.read': true,
      'venues.act': false,
      'transfers.retry': false,
    });
    expect(accessOf('admin')).toMatchObject({ 'operators.manage': true, 'transfers.retry': true });
  });

  it('lets traders run the live tables; risk and support read them and verify shoes; finance neither', () => {
    expect(accessOf('trader')).toMatchObject({ 'live.view': true, 'live.edit': true });
    expect(accessOf('admin')).toMatchObject({ 'live.view': true, 'live.edit': true });
    expect(accessOf('risk')).toMatchObject({ 'live.view': true, 'live.edit': false });
    expect(accessOf('support')).toMatchObject({ 'live.view': true, 'live.edit': false });
    expect(accessOf('finance')).toMatchObject({ 'live.view': false, 'live.edit': false });
    expect(accessOf('content')['live.view']).toBe(false);
  });

  it('knows the six roles of the operator room, and gives an unknown role nothing', () => {
    expect(CONSOLE_ROLES).toEqual(
      expect.arrayContaining(['admin', 'finance', 'risk', 'trader', 'support', 'content']),
    );
    expect(Object.values(accessOf('someday')).some(Boolean)).toBe(false);
    expect(Object.values(accessOf(undefined)).some(Boolean)).toBe(false);
  });

  it('gives content the promotions and articles, and the applications and feedback to who reviews them', () => {
    expect(accessOf('content')).toMatchObject({
      'promos.write': true,
      'articles.write': true,
      'notices.write': true,
      'promos.review': false,
      'feedback.handle': false,
    });
    expect(accessOf('finance')).toMatchObject({ 'promos.review': true, 'promos.write': false });
    expect(accessOf('support')).toMatchObject({ 'feedback.handle': true, 'articles.write': false });
  });

  it('gives content the brand lobby to run, support to read, finance, risk and trader nothing of it', () => {
    expect(accessOf('content')).toMatchObject({ 'games.view': true, 'games.edit': true });
    expect(accessOf('support')).toMatchObject({ 'games.view': true, 'games.edit': false });
    for (const role of ['finance', 'risk', 'trader']) {
      expect(accessOf(role), role).toMatchObject({ 'games.view': false, 'games.edit': false });
    }
  });

  it('puts an access key on every route of the menu', () => {
    for (const route of flatRoutes(CONSOLE_ROUTES)) {
      expect(PERMISSIONS, route.path).toContain(route.access);
    }
  });

  it('opens the player care actions to the roles the server lets act (issue 24)', () => {
    expect(accessOf('support')).toMatchObject({
      'players.sessions': true,
      'players.message': true,
      'players.security': false,
    });
    expect(accessOf('risk')).toMatchObject({
      'players.sessions': true,
      'players.message': true,
      'players.security': true,
    });
    for (const role of ['finance', 'content', 'trader']) {
      expect(accessOf(role), role).toMatchObject({
        'players.sessions': false,
        'players.message': false,
        'players.security': false,
      });
    }
  });
});
