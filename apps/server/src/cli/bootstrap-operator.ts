// `npm run admin -- bootstrap-operator <name> --role admin`: the first operator of a production
// database, created directly in the database (there is no operator yet to call the API). The
// password comes from HOUSELINE_OPERATOR_PASSWORD or stdin, never the command line (shell history).
import { userInfo } from 'node:os';
import { loadDatabaseConfig } from '../config.ts';
import {
  type BootstrapOutcome,
  insertFirstAdmin,
} from '../modules/operators/operator-bootstrap.repository.ts';
import { hashPassword } from '../platform/crypto/password-hash.ts';
import { type Db, migrateDatabase, openDatabase } from '../platform/db/client.ts';
import { DEMO_MEMBER, DEMO_OPERATORS } from '../seed/seed.ts';

export const OPERATOR_PASSWORD_ENV = 'HOUSELINE_OPERATOR_PASSWORD';
const OPERATOR_NAME = /^[A-Za-z0-9_.-]{3,32}$/;
const PASSWORD_MIN_LENGTH = 12;
const PUBLISHED_PASSWORDS = new Set<string>([DEMO_MEMBER.password, ...DEMO_OPERATORS.map((o) => o.password)]);

/** Why a password is not good enough for the first admin, or undefined when it is. */
export function weakOperatorPassword(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > 128) {
    return `the password must be ${PASSWORD_MIN_LENGTH} to 128 characters`;
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'the password needs letters and digits';
  if (PUBLISHED_PASSWORDS.has(password)) return 'that is a published demo password';
  return undefined;
}

export interface BootstrapRequest {
  username: string;
  password: string;
  role: string | undefined;
  /** The site the audit entry is filed under. */
  auditSiteCode: string;
  actor?: string;
  now?: Date;
}

/** Checks the request, then creates the admin once; throws an Error that says what to do otherwise. */
export async function bootstrapOperator(db: Db, request: BootstrapRequest): Promise<bigint> {
  if (!OPERATOR_NAME.test(request.username)) {
    throw new Error('the operator name must be 3 to 32 letters, digits, "_", "." or "-"');
  }
  if ((request.role ?? 'admin') !== 'admin') {
    throw new Error('the first operator must be an admin (--role admin); admins create the others');
  }
  const weak = weakOperatorPassword(request.password);
  if (weak) throw new Error(weak);
  const outcome: BootstrapOutcome = await insertFirstAdmin(db, {
    username: request.username,
    passwordHash: await hashPassword(request.password),
    siteCode: null,
    auditSiteCode: request.auditSiteCode,
    actor: request.actor ?? safeUserName(),
    now: request.now ?? new Date(),
  });
  if (outcome.created) return outcome.id;
  throw new Error(
    outcome.reason === 'admin_exists'
      ? 'an admin operator already exists; bootstrap-operator only creates the first one (log in as an admin instead)'
      : `the operator name "${request.username}" is taken`,
  );
}

function safeUserName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function readPasswordFromStdin(stdin: NodeJS.ReadStream): Promise<string> {
  if (stdin.isTTY) {
    throw new Error(`pipe the password on stdin or set ${OPERATOR_PASSWORD_ENV} (it is never an argument)`);
  }
  let text = '';
  for await (const chunk of stdin) text += chunk.toString();
  // One line: the trailing newline of `echo` or a here-string is not part of the password.
  return text.replace(/\r?\n$/, '');
}

/** The command: opens the database of this environment (DATABASE_URL or DATA_DIR), migrates, creates. */
export async function runBootstrapOperator(args: {
  username: string;
  role: string | undefined;
  auditSiteCode: string;
  env?: NodeJS.ProcessEnv;
  stdin?: NodeJS.ReadStream;
}): Promise<void> {
  const env = args.env ?? process.env;
  const password = env[OPERATOR_PASSWORD_ENV] || (await readPasswordFromStdin(args.stdin ?? process.stdin));
  const config = loadDatabaseConfig(env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const id = await bootstrapOperator(database.db, {
      username: args.username,
      password,
      role: args.role,
      auditSiteCode: args.auditSiteCode,
    });
    console.log(
      `created admin operator "${args.username}" (id ${id}) on ${database.kind}; the audit log has the entry. ` +
        'Log in with: npm run admin -- login ' +
        args.username,
    );
  } finally {
    await database.close();
  }
}
