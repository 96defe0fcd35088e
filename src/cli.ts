import { authenticator } from './auth/authenticate';
import { buildRouter } from './http/router';
import { loadConfig, loadEnvFile } from './config';
import { connectDatabase } from './db/connect';
import { migrate, migrationContext } from './db/migrate';
import { resolveSecretsKeys } from './db/secrets-key';
import { backupEmbedded } from './db/embedded/backup';
import { restoreEmbedded } from './db/embedded/restore';
import { allHandlers, eventSubscribers } from './features';
import { eventReaders } from './events/readers';
import { loadSpec } from './http/spec';
import { createResponseChecker } from './http/validation';
import { createLogger } from './logging';
import { mailTestCommand } from './mail/test-command';
import { isRole, linkCommand } from './accounts/link-commands';
import { ipThrottles } from './ratelimit/ip-throttle';
import { isPlan, PLANS, type Plan } from './workspaces/plans';
import { setWorkspacePlan } from './workspaces/queries';
import { keyId } from './db/secrets';
import { resealSigningSecrets } from './webhooks/reseal';
import { resealIntegrationSecrets } from './integrations/reseal';
import { resealQueuedMails } from './mail/reseal';

const USAGE = `Usage:
  service migrate                          apply pending migrations and exit
  service set-plan <workspaceId> <plan>    change a workspace's plan (${PLANS.join(', ')})
  service openapi-lint                     check openapi/openapi.yaml against the handlers
  service mail-test <address>              send a test mail through SMTP_URL (or to the log)
  service reset-password <email>           print a one-time password reset link
  service invite <workspaceId> <email> [role]  print an invitation link (role: member, admin, owner)
  service backup <file> [--include-secrets]
                                           back up the embedded database (running or not);
                                           its key and password only with --include-secrets
  service restore <file> [--force]         restore a backup into DATA_DIR (service stopped)
  service secrets-reseal                   seal every stored secret and queued mail with the first SECRETS_KEY`;

/** Checks the document compiles and matches the handler registry; lists other problems. */
function lintSpec(): string[] {
  const spec = loadSpec();
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  // Compiles every validator and fails on operation/handler mismatch.
  buildRouter({
    spec,
    handlers: allHandlers(spec),
    services: {
      db: undefined as never,
      unbounded: undefined as never,
      config,
      log: createLogger('silent'),
      eventSubscribers,
      eventReaders: eventReaders(spec),
    },
    authenticate: authenticator(undefined as never, {}, ipThrottles(config)),
  });
  const problems: string[] = [];
  const checkResponse = createResponseChecker(spec.document);
  for (const op of spec.operations) {
    const where = `${op.method.toUpperCase()} ${op.path} (${op.id})`;
    for (const [status, schema] of Object.entries(op.responses)) {
      try {
        if (schema) checkResponse(schema, null);
      } catch (error) {
        problems.push(
          `${where}: response ${status} schema does not compile: ${(error as Error).message}`,
        );
      }
    }
    const operation = spec.document.paths![op.path]![op.method]!;
    if (!operation.summary) problems.push(`${where}: no summary`);
    if (!operation.tags?.length) problems.push(`${where}: no tags`);
    const pages = op.parameters.some((p) => p.name === 'page');
    if (pages && !op.sortFields) problems.push(`${where}: paginated but no x-sort-fields`);
    if (op.path.includes('{workspaceId}') && !('404' in op.responses)) {
      problems.push(`${where}: workspace route without a 404 response`);
    }
  }
  return problems;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'openapi-lint') {
    const problems = lintSpec();
    for (const problem of problems) console.error(problem);
    console.log(problems.length ? `${problems.length} problem(s)` : 'openapi.yaml: ok');
    return problems.length ? 1 : 0;
  }
  if (command === 'backup' || command === 'restore') return backupCommand(command, args);
  if (command === 'mail-test') {
    if (args.length !== 1) {
      console.error(USAGE);
      return 64;
    }
    loadEnvFile();
    return mailTestCommand(loadConfig({ LOG_FORMAT: 'pretty', ...process.env }), args[0]!);
  }
  const [workspaceId, plan] = args;
  const planUsage = command === 'set-plan' && (!workspaceId || !plan || !isPlan(plan));
  const known = ['migrate', 'set-plan', 'secrets-reseal', 'reset-password', 'invite'];
  const linkUsage =
    (command === 'reset-password' && args.length !== 1) ||
    (command === 'invite' && (args.length < 2 || args.length > 3 || !isRole(args[2] ?? 'member')));
  if (!command || !known.includes(command) || planUsage || linkUsage) {
    console.error(USAGE);
    return 64;
  }
  loadEnvFile();
  // A person runs these: readable log lines unless LOG_FORMAT says otherwise.
  let config = loadConfig({ LOG_FORMAT: 'pretty', ...process.env });
  const log = createLogger(config.logLevel, config.logFormat);
  // While the service runs on the embedded database, work on its cluster.
  const database = await connectDatabase(config, log, { useRunningCluster: true });
  try {
    config = { ...config, secretsKeys: resolveSecretsKeys(config, log) };
    await migrate(database.url, log, migrationContext(config));
    if (command === 'migrate') {
      console.log(`Migrations are up to date (${database.description})`);
      return 0;
    }
    if (command === 'secrets-reseal') {
      const moved =
        (await resealSigningSecrets(database.db, config.secretsKeys)) +
        (await resealIntegrationSecrets(database.db, config.secretsKeys));
      const mails = await resealQueuedMails(database.db, config.secretsKeys);
      console.log(
        `Sealed ${moved} stored secret(s) and ${mails} queued mail(s) again with the first key of SECRETS_KEY (${keyId(config.secretsKeys[0]!)}); every stored secret and queued mail now opens with it alone, so older keys can leave SECRETS_KEY`,
      );
      return 0;
    }
    if (command === 'reset-password' || command === 'invite') {
      return await linkCommand(database.db, config, command, args);
    }
    if (!(await setWorkspacePlan(database.db, workspaceId!, plan as Plan))) {
      console.error(`No workspace ${workspaceId} (${database.description})`);
      return 1;
    }
    console.log(`Workspace ${workspaceId} is now on ${plan}`);
    return 0;
  } finally {
    await database.close();
  }
}

/** `backup <file>` and `restore <file> [--force]`, on the embedded database of DATA_DIR. */
async function backupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const force = args.includes('--force');
  const includeSecrets = args.includes('--include-secrets');
  const files = args.filter((arg) => arg !== '--force' && arg !== '--include-secrets');
  const misplaced = command === 'backup' ? force : includeSecrets;
  if (files.length !== 1 || misplaced) {
    console.error(USAGE);
    return 64;
  }
  loadEnvFile();
  const config = loadConfig({ LOG_FORMAT: 'pretty', ...process.env });
  const file = files[0]!;
  if (command === 'backup') {
    const log = createLogger(config.logLevel, config.logFormat);
    if (includeSecrets) {
      console.warn(
        'Warning: --include-secrets puts the key sealing stored secrets (webhook and code-host signing secrets) and the database password in the backup: whoever reads the file can open them. Keep it as you keep the key.',
      );
    }
    const { description, keyLeftOut } = await backupEmbedded(config, log, file, {
      includeSecrets,
    });
    console.log(`Backed up ${description} to ${file} (readable by its owner only)`);
    if (!includeSecrets) console.log(keyReminder(config, keyLeftOut));
  } else {
    const { keyMissing } = await restoreEmbedded(config, file, { force });
    console.log(`Restored ${file} into ${config.dataDir}; start the service to use it`);
    if (keyMissing) {
      console.warn(
        `Missing: the key that seals stored secrets (webhook and code-host signing secrets; the backup leaves it out). Before starting the service, copy the key you kept to ${keyMissing} (owner-only, chmod 600) or set SECRETS_KEY; started without it, the service generates a new key and cannot sign with the secrets it stored.`,
      );
    }
  }
  return 0;
}

/** Where the key left out of a backup is, and that it must be kept apart from it. */
function keyReminder(config: { secretsKeys: Buffer[] }, keyFile: string | undefined): string {
  const where =
    config.secretsKeys.length > 0
      ? 'SECRETS_KEY in the environment'
      : (keyFile ?? 'no key file yet (the service generates one at its first start)');
  return `The backup holds no secret: the key sealing stored secrets (webhook and code-host signing secrets) is not in it (it is ${where}). Keep a copy of the key separately from the backup: a restore without it cannot open those secrets. (--include-secrets puts it in the archive.)`;
}

// Running out of work before a command settled is a bug; it must not look like success.
process.exitCode = 70;
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
