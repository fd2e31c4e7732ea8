import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints } from '../api/endpoints.ts';
import { OPERATOR_ROLES, PERMISSIONS, permissionsOf, roleMay, rolesFor, servesBrand } from './permissions.ts';

describe('operator permission map', () => {
  it('gives every permission to admin and only to known roles', () => {
    for (const [permission, roles] of Object.entries(PERMISSIONS)) {
      expect(roles, permission).toContain('admin');
      for (const role of roles) expect(OPERATOR_ROLES, permission).toContain(role);
      expect(new Set(roles).size, permission).toBe(roles.length);
    }
  });

  it('keeps money out of the hands of support, content and trader', () => {
    for (const role of ['support', 'content', 'trader'] as const) {
      for (const p of ['withdrawals.approve', 'withdrawals.pay', 'members.adjust', 'deposits.act'] as const) {
        expect(roleMay(role, p), `${role} ${p}`).toBe(false);
      }
    }
    expect(roleMay('finance', 'withdrawals.approve')).toBe(true);
    expect(roleMay('trader', 'sports.trade')).toBe(true);
    expect(roleMay('content', 'notices.write')).toBe(true);
    expect(roleMay('support', 'feedback.reply')).toBe(true);
    expect(roleMay('nobody', 'session.self')).toBe(false);
  });

  it('lets every role manage its own session, and only admin the operator accounts', () => {
    expect(rolesFor('session.self')).toEqual(OPERATOR_ROLES);
    expect(rolesFor('operators.manage')).toEqual(['admin']);
    for (const role of OPERATOR_ROLES) {
      expect(permissionsOf(role)).toContain('session.self');
      expect(permissionsOf(role).length).toBeGreaterThan(role === 'admin' ? 20 : 1);
    }
  });

  it('binds an operator to its brands (null: every brand)', () => {
    expect(servesBrand(null, 'hgtyc')).toBe(true);
    expect(servesBrand(['hgty', 'hgtyc'], 'hgtyc')).toBe(true);
    expect(servesBrand(['hgty'], 'hgtyc')).toBe(false);
    expect(servesBrand([], 'hgtyc')).toBe(false);
  });
});

describe('the contract and the map', () => {
  it('declares a known permission on every operator endpoint, and none elsewhere', () => {
    for (const [name, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
      const underAdmin = def.path.startsWith('/api/admin/');
      if (underAdmin && !def.operatorLogin) {
        expect(def.permission, name).toBeDefined();
        expect(Object.keys(PERMISSIONS), name).toContain(def.permission);
      } else expect(def.permission, name).toBeUndefined();
    }
  });

  it('uses every permission of the map on at least one endpoint', () => {
    const used = new Set(Object.values(endpoints as Record<string, EndpointDef>).map((d) => d.permission));
    for (const permission of Object.keys(PERMISSIONS)) expect(used, permission).toContain(permission);
  });
});
