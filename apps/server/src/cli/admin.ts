// `npm run admin -- <command>`: the operator API from a terminal (the back-office screens come in
// a later issue). Every command is an HTTP call to /api/admin/v1/…, so roles and the audit log
// apply exactly as they will for the screens. `npm run admin -- help` lists the commands.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runSportsCommand, SPORTS_HELP } from './admin-sports.ts';
import { runVenuesCommand, VENUES_HELP } from './admin-venues.ts';

const HELP = `Houseline operator CLI (talks to the operator API of a running server)

  npm run admin -- login <username> [--password <p>] [--otp <code>]   log in; the token is kept in ~/.houseline/admin.json
  npm run admin -- logout                                  end this token's session
  npm run admin -- totp enroll                             start a second factor (prints the otpauth:// URI)
  npm run admin -- totp verify <code>                      confirm it with a code; logins then need --otp
  npm run admin -- revoke <operator>                       admin: end every session of an operator
  npm run admin -- member disable|enable <username> --reason <r>   admin, risk: a disabled member is out at once
  npm run admin -- deposits [--status pending]             list deposits (created|pending|succeeded|failed|expired)
  npm run admin -- deposit confirm <orderNo>               confirm a bank transfer: credits the member once
  npm run admin -- deposit reject <orderNo> --reason <r>   reject a pending deposit
  npm run admin -- withdrawals [--status requested]        list withdrawals (requested|reviewing|approved|paid|rejected)
  npm run admin -- withdrawal review|approve|pay <orderNo>
  npm run admin -- withdrawal reject <orderNo> --reason <r>   the held money goes back to the member
  npm run admin -- adjust <username> <amount> --reason <r> [--wallet center|usdt]   admin only; negative debits;
      above the brand's four-eyes threshold it waits (approvalId) for a second operator:
  npm run admin -- adjust approve <approvalId>             admin or finance, never the one who asked
  npm run admin -- waive <username> --reason <r>           admin only: waive the remaining turnover
  npm run admin -- audit                                   admin and risk: the audit log, newest first
  npm run admin -- late [--status held]                    gateway payments held for finance (held|credited|refunded_outside)
  npm run admin -- late credit|refund <orderNo> --reason <r>   resolve one: credit it, or record it refunded outside
  npm run admin -- alerts [--all]                          admin only: job alerts (stuck transfers, failing jobs, books mismatches)
  npm run admin -- alert resolve <id>                      admin only: mark an alert handled
  npm run admin -- transfer retry <transferId>             admin only: send a stuck venue transfer back to the reconciler
  npm run admin -- books                                   admin only: run the reconciling books audit now
${SPORTS_HELP}
${VENUES_HELP}

  npm run admin -- bootstrap-operator <name> --role admin  the FIRST admin of a database (production):
      talks to the database directly (DATABASE_URL, or DATA_DIR with the server stopped), reads the
      password from HOUSELINE_OPERATOR_PASSWORD or stdin, refuses once an admin exists, audited

Options: --url <base> (default http://127.0.0.1:8080, or HOUSELINE_URL), --site <code> (default hgtyc),
         --page <n>, --size <n>. HOUSELINE_ADMIN_TOKEN overrides the saved token.
Sandbox operators (npm start), one per role: admin / Admin@2026!, finance / Finance@2026!,
risk / Risk@2026!, trader / Trader@2026!, support / Support@2026!, content / Content@2026!`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.HOUSELINE_URL ?? 'http://127.0.0.1:8080' },
    site: { type: 'string', default: 'hgtyc' },
    password: { type: 'string' },
    otp: { type: 'string' },
    status: { type: 'string' },
    reason: { type: 'string' },
    role: { type: 'string' },
    wallet: { type: 'string', default: 'center' },
    page: { type: 'string', default: '1' },
    size: { type: 'string', default: '20' },
    all: { type: 'boolean', default: false },
    half: { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
    payout: { type: 'string' },
    delay: { type: 'string' },
    preset: { type: 'string' },
  },
});

const STORE = path.join(homedir(), '.houseline', 'admin.json');
const storeKey = `${values.url}|${values.site}`;

function savedToken(): string | undefined {
  if (process.env.HOUSELINE_ADMIN_TOKEN) return process.env.HOUSELINE_ADMIN_TOKEN;
  try {
    return (JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, string>)[storeKey];
  } catch {
    return undefined;
  }
}

function saveToken(token: string): void {
  let all: Record<string, string> = {};
  try {
    all = JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, string>;
  } catch {
    // first login
  }
  all[storeKey] = token;
  mkdirSync(path.dirname(STORE), { recursive: true, mode: 0o700 });
  writeFileSync(STORE, JSON.stringify(all, null, 2), { mode: 0o600 });
}

function forgetToken(): void {
  try {
    const all = JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, string>;
    delete all[storeKey];
    writeFileSync(STORE, JSON.stringify(all, null, 2), { mode: 0o600 });
  } catch {
    // nothing saved
  }
}

interface Envelope {
  status: boolean;
  data: unknown;
  code?: string;
}

async function api(method: 'GET' | 'POST', route: string, body?: Record<string, unknown>): Promise<unknown> {
  const token = savedToken();
  const query =
    method === 'GET' && body
      ? `?${new URLSearchParams(Object.entries(body).filter(([, v]) => v !== undefined) as [string, string][])}`
      : '';
  let response: Response;
  try {
    response = await fetch(`${values.url}/api/admin/v1/${route}${query}`, {
      method,
      headers: {
        site_code: values.site!,
        lang: 'zh-CN',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new Error(
      `cannot reach ${values.url} — is the server running (npm start)? Use --url to point elsewhere.`,
    );
  }
  const envelope = (await response.json()) as Envelope;
  if (!envelope.status) {
    const hint =
      envelope.code === 'OPERATOR_SESSION'
        ? ' (run: npm run admin -- login <username>)'
        : envelope.code === 'OPERATOR_OTP_REQUIRED'
          ? ' (add --otp <code>)'
          : '';
    throw new Error(`${String(envelope.data)} [${envelope.code}]${hint}`);
  }
  return envelope.data;
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}; see: npm run admin -- help`);
  return value;
}

function show(data: unknown): void {
  const list = (data as { list?: Record<string, unknown>[]; total?: number }).list;
  if (Array.isArray(list)) {
    console.table(list);
    console.log(`${list.length} shown of ${(data as { total: number }).total}`);
  } else {
    console.log(data);
  }
}

async function readPassword(): Promise<string> {
  if (values.password) return values.password;
  if (!process.stdin.isTTY)
    return (await new Response(process.stdin as unknown as ReadableStream).text()).trim();
  throw new Error('give --password, or pipe it on stdin');
}

async function main(): Promise<void> {
  const [command, sub, arg] = positionals;
  const list = { page: values.page, size: values.size, status: values.status };
  switch (command) {
    case 'login': {
      const data = (await api('POST', 'login', {
        username: need(sub, 'username'),
        password: await readPassword(),
        otp: values.otp,
      })) as { token: string; role: string; expiresAt: string };
      saveToken(data.token);
      console.log(`logged in as ${sub} (${data.role}) until ${data.expiresAt}; token saved in ${STORE}`);
      return;
    }
    case 'logout':
      await api('POST', 'logout', {});
      forgetToken();
      console.log('logged out; the saved token is gone');
      return;
    case 'totp': {
      if (sub === 'enroll') {
        const data = (await api('POST', 'totp/enroll', {})) as { secret: string; uri: string };
        console.log(`add this to your authenticator app, then run: npm run admin -- totp verify <code>`);
        console.log(`  ${data.uri}`);
        console.log(`  (secret ${data.secret})`);
        return;
      }
      if (sub === 'verify') return show(await api('POST', 'totp/verify', { code: need(arg, 'code') }));
      throw new Error('totp enroll|verify <code>');
    }
    case 'revoke':
      return show(await api('POST', 'operators/revoke', { username: need(sub, 'operator') }));
    case 'member': {
      if (sub !== 'disable' && sub !== 'enable')
        throw new Error('member disable|enable <username> --reason <r>');
      return show(
        await api('POST', `members/${sub}`, {
          username: need(arg, 'username'),
          reason: need(values.reason, '--reason'),
        }),
      );
    }
    case 'deposits':
      return show(await api('GET', 'deposits', list));
    case 'deposit': {
      if (sub !== 'confirm' && sub !== 'reject') throw new Error('deposit confirm|reject <orderNo>');
      return show(
        await api('POST', `deposits/${sub}`, { orderNo: need(arg, 'orderNo'), reason: values.reason }),
      );
    }
    case 'withdrawals':
      return show(await api('GET', 'withdrawals', list));
    case 'withdrawal': {
      if (!['review', 'approve', 'pay', 'reject'].includes(sub ?? '')) {
        throw new Error('withdrawal review|approve|pay|reject <orderNo>');
      }
      return show(
        await api('POST', `withdrawals/${sub}`, { orderNo: need(arg, 'orderNo'), reason: values.reason }),
      );
    }
    case 'adjust':
      // Four eyes: above the brand's threshold an adjustment waits; a second operator approves it.
      if (sub === 'approve') {
        return show(await api('POST', 'members/adjust/approve', { approvalId: need(arg, 'approvalId') }));
      }
      return show(
        await api('POST', 'members/adjust', {
          username: need(sub, 'username'),
          amount: need(arg, 'amount'),
          wallet: values.wallet,
          reason: need(values.reason, '--reason'),
          requestId: randomUUID(),
        }),
      );
    case 'waive':
      return show(
        await api('POST', 'members/turnover/waive', {
          username: need(sub, 'username'),
          reason: need(values.reason, '--reason'),
        }),
      );
    case 'audit':
      return show(await api('GET', 'audit', { page: values.page, size: values.size }));
    case 'bootstrap-operator': {
      // Loaded only here: the other commands are HTTP calls and need no database driver.
      const { runBootstrapOperator } = await import('./bootstrap-operator.ts');
      return runBootstrapOperator({
        username: need(sub, 'operator name'),
        role: values.role,
        auditSiteCode: values.site!,
      });
    }
    case 'late': {
      if (sub === undefined) return show(await api('GET', 'deposits/late', list));
      if (sub !== 'credit' && sub !== 'refund') throw new Error('late [credit|refund <orderNo>]');
      return show(
        await api('POST', 'deposits/late/resolve', {
          orderNo: need(arg, 'orderNo'),
          action: sub === 'credit' ? 'credit' : 'refund_outside',
          reason: need(values.reason, '--reason'),
        }),
      );
    }
    case 'alerts':
      return show(
        await api('GET', 'jobs/alerts', {
          page: values.page,
          size: values.size,
          state: values.all ? 'all' : 'open',
        }),
      );
    case 'alert':
      if (sub !== 'resolve') throw new Error('alert resolve <id>');
      return show(await api('POST', 'jobs/alerts/resolve', { id: need(arg, 'id') }));
    case 'transfer':
      if (sub !== 'retry') throw new Error('transfer retry <transferId>');
      return show(await api('POST', 'transfers/retry', { transferId: need(arg, 'transferId') }));
    case 'books': {
      const report = (await api('POST', 'books/audit', {})) as { problems: string[] };
      show(report);
      if (report.problems.length > 0) process.exitCode = 1;
      return;
    }
    case 'sports':
      return runSportsCommand(positionals.slice(1), { api, show, need, site: values.site!, options: values });
    case 'venues':
      return runVenuesCommand(positionals.slice(1), { api, show, need, options: values });
    default:
      console.log(HELP);
  }
}

main().catch((error: unknown) => {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
