// The people of the desk-delivery bench (bench/desk-delivery.mjs): members with sessions and
// agents with operator sessions, written straight into its scratch database, and the calls' headers.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE = 'hgtyc';

export const memberHeaders = (token) => ({
  site_code: SITE,
  d: '25',
  lang: 'zh-CN',
  device_no: 'bench',
  t: token,
  'content-type': 'application/json',
});
export const agentHeaders = (token) => ({
  site_code: SITE,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** Members with sessions, and agents (support operators of the brand) with operator sessions. */
export async function setUpPeople(url, conversations, agents) {
  const unregister = registerTsx();
  const mod = (p) => import(pathToFileURL(path.join(root, 'apps/server/src', p)).href);
  const { openDatabase, migrateDatabase } = await mod('platform/db/client.ts');
  const { createMemberRepository } = await mod('modules/member/member.repository.ts');
  const { createSessionRepository } = await mod('platform/auth/session.repository.ts');
  const { createSessionService } = await mod('platform/auth/session.service.ts');
  const { createOperatorsRepository } = await mod('modules/operators/operators.repository.ts');
  const { newSessionToken, hashToken } = await mod('platform/auth/token.ts');
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const members = createMemberRepository();
    const sessions = createSessionService({ db, repository: createSessionRepository() });
    const people = { members: [], agents: [] };
    for (let i = 0; i < conversations; i += 1) {
      const member = await members.insert(db, {
        siteCode: SITE,
        username: `desk${String(i).padStart(5, '0')}`,
        passwordHash: 'x',
      });
      const token = await sessions.create({
        memberId: member.id,
        siteCode: SITE,
        deviceNo: 'bench',
        ip: '127.0.0.1',
      });
      people.members.push({ token });
    }
    const operators = createOperatorsRepository();
    for (let i = 0; i < agents; i += 1) {
      const username = `deskagent${i}`;
      await operators.insertIfAbsent(db, { username, passwordHash: 'x', role: 'support', brands: [SITE] });
      const { rows } = await database.pool.query('select id from operators where username = $1', [username]);
      const token = newSessionToken();
      await operators.insertSession(db, {
        tokenHash: hashToken(token),
        operatorId: rows[0].id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      people.agents.push({ username, token });
    }
    return people;
  } finally {
    await database.close();
    unregister();
  }
}

/** `n` calls of `fn(i)`, `limit` at a time. */
export async function inBatches(n, limit, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

export async function post(url, headers, payload) {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) });
  const body = await res.json();
  if (body.status !== true) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}
