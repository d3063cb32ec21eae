import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { createHttpEmailSender } from '../functions/_shared/email/httpEmailSender.ts';
import type { FunctionEnv } from '../functions/_shared/env.ts';
import { createAuthRoutes } from './auth/routes.ts';
import { readConfig, type ServerConfig } from './config/readConfig.ts';
import type { BackendDeps } from './contracts.ts';
import { bootstrapDatabase } from './db/bootstrap.ts';
import type { Database } from './db/database.ts';
import { openDatabase, type DatabaseLocation } from './db/openDatabase.ts';
import { loadSitePassages } from './db/sitePassages.ts';
import { keepRetention } from './db/retention.ts';
import { operationsRecord } from '../functions/_shared/operations/operationsRecord.ts';
import { sendDeferredConfirmations } from '../functions/_shared/visitor/deferredConfirmations.ts';
import { visitorEnv } from '../functions/_shared/visitor/visitorEnv.ts';
import { createFunctionRoutes } from './functions/functionRoutes.ts';
import { createDenoFunctions } from './functions/denoFunctions.ts';
import { createFunctionsEnv, functionVars } from './functions/functionsEnv.ts';
import { createAfterAnswer } from './http/afterAnswer.ts';
import { clientAddressRule } from './http/clientAddress.ts';
import { refuseUnknownHosts } from './http/hostCheck.ts';
import { localOutcomesBuffer, recordLocalOutcomes } from './http/localOutcomes.ts';
import { settleUnreadBody } from './http/unreadBody.ts';
import { createMailCatcherRoutes } from './mail/catcherRoutes.ts';
import { createOutbox } from './mail/outbox.ts';
import { createBuildRecords } from './publishing/buildRecords.ts';
import { startPublishingScheduler, type PublishingScheduler } from './publishing/publishingScheduler.ts';
import { drainRuns } from '../functions/_shared/workbench/drainRuns.ts';
import { backgroundWork } from './workbench/backgroundWork.ts';
import { type RunnerTimer, releaseRunnerLeases, startRunnerTimer } from './workbench/runnerTimer.ts';
import { type BuildCommand, createSiteRebuilder, type SiteRebuilder } from './publishing/siteRebuilder.ts';
import { siteWhileBuilding } from './publishing/siteWhileBuilding.ts';
import { createRestRoutes } from './rest/routes.ts';
import { securityHeaders } from './static/securityHeaders.ts';
import { openObjectFiles } from './storage/objectFiles.ts';
import { createStorageRoutes } from './storage/routes.ts';
import { createStaticHandler } from './static/staticRoutes.ts';

export interface BackendOptions {
  memory?: boolean;
  dataDir?: string;
  /** A database on a PostgreSQL server instead of PGlite (the tests on PostgreSQL); it must hold nothing else. */
  database?: { url: string };
  env?: Record<string, string | undefined>;
  now?: () => number;
  distDir?: string;
  /**
   * Rebuilds the site after a publish (`npm start` gives astro's build): the site-rebuild function
   * asks it, and it swaps the new build into distDir. Without it, that function needs DEPLOY_HOOK_URL.
   */
  siteRebuild?: { build: BuildCommand; gatherMs?: number };
  /** Runs the publishing scheduler every so many milliseconds (`npm start`: 30 s); off unless given. */
  schedulerEveryMs?: number;
  /** Runs the AI workbench's runner every so many milliseconds (`npm start`: 5 s); off unless given (Run still starts it). */
  runnerEveryMs?: number;
  /**
   * Serves /functions/v1 through the functions' Deno entries, as Supabase runs them, instead of
   * their handlers in this process (the test command's Deno stage). The entries get the functions'
   * variables and `vars`: the addresses that stand in for what this process hands its handlers
   * (EMAIL_API_URL for the outbox, DEPLOY_HOOK_URL for the rebuilder).
   */
  denoFunctions?: { vars: Record<string, string> };
}

export interface Backend {
  /** `bindings`: the Node request and response, when a Node server passes them (the client's socket). */
  fetch(request: Request, bindings?: HttpBindings): Promise<Response>;
  close(): Promise<void>;
  /** Writes the operations record's waiting outcomes now, instead of after its short delay. */
  flushOperations(): Promise<void>;
  config: ServerConfig;
  deps: BackendDeps;
  /** The folder holding the stored files' bytes (Storage's objects). */
  storageDir: string;
  /** The site's rebuilds, when the backend was given a build command. */
  rebuilder?: SiteRebuilder;
  scheduler?: PublishingScheduler;
  runner?: RunnerTimer;
  /** The functions' environment, whose calls come back into this backend in-process: for the backend's own work that runs as a function would (the demo's runs). */
  functionsEnv: FunctionEnv;
}

const projectRoot = join(import.meta.dirname, '..');

/** The embedded backend: the site, `/auth/v1`, `/rest/v1`, `/functions/v1` and `/storage/v1` over one database (PGlite unless told otherwise). */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const config = readConfig(options.env ?? process.env);
  const now = options.now ?? Date.now;
  const db = await openDatabase(databaseLocation(options));
  const distDir = options.distDir ?? join(projectRoot, 'dist');
  const log = (line: string) => console.log(line);
  const stopRetention = await bootstrapDatabase(db, config.adminEmails)
    .then(() => loadSitePassages(db, distDir, log))
    .then(() => keepRetention(db, log))
    .then(async (stop) => {
      await releaseRunnerLeases(db);
      return stop;
    })
    .catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
  const outbox = createOutbox(db, { from: config.mailFrom, now, log });
  const mail = config.emailApi
    ? createHttpEmailSender({ url: config.emailApi.url, apiKey: config.emailApi.key, from: config.mailFrom, fetch })
    : outbox;
  const deps: BackendDeps = { db, config, mail, now };
  const objectFiles = openObjectFiles(storageLocation(options));

  const app = new Hono();
  const fetchApp = async (request: Request, bindings?: HttpBindings) => app.fetch(request, bindings);
  // A function's calls back into this backend carry this marker, so they count as the function's work.
  const innerCall = {};
  const rebuilder = options.siteRebuild
    ? await startRebuilder(db, distDir, options.siteRebuild, log).catch(async (error: unknown) => {
        stopRetention();
        await db.close();
        throw error;
      })
    : undefined;
  const afterFunctions = backgroundWork();
  const functionsEnv = createFunctionsEnv(deps, async (request) => app.fetch(request, innerCall), rebuilder, afterFunctions.add);
  const runner =
    options.runnerEveryMs === undefined ? undefined : startRunnerTimer(() => drainRuns(functionsEnv), options.runnerEveryMs, log);
  const scheduler =
    options.schedulerEveryMs === undefined
      ? undefined
      : startPublishingScheduler({
          db,
          requestRebuild: rebuilder?.request,
          sendDeferredConfirmations: () => sendDeferredConfirmations(visitorEnv(functionsEnv)),
          everyMs: options.schedulerEveryMs,
          log,
        });
  const localOutcomes = localOutcomesBuffer(db);
  const clientAddress = clientAddressRule(config.trustedProxies);
  const afterAnswer = createAfterAnswer();
  app.use(settleUnreadBody());
  app.use(securityHeaders({ production: config.production }));
  if (!config.production) app.use(refuseUnknownHosts(config.siteUrl));
  if (config.operationsRecord) {
    const recorder = recordLocalOutcomes(localOutcomes, (context) => context.env === innerCall);
    app.use('/auth/v1/*', recorder);
    app.use('/rest/v1/*', recorder);
  }
  app.route('/auth/v1', createAuthRoutes(deps, clientAddress, afterAnswer));
  app.route('/rest/v1', createRestRoutes(deps, clientAddress));
  const denoFunctions = options.denoFunctions && createDenoFunctions({ ...functionVars(deps), ...options.denoFunctions.vars });
  app.route('/functions/v1', createFunctionRoutes(deps, functionsEnv, clientAddress, denoFunctions?.handlerFor));
  app.route('/storage/v1', createStorageRoutes(deps, objectFiles));
  if (config.mailCatcher) app.route('/_dev', createMailCatcherRoutes(outbox, afterAnswer));
  app.all(
    '*',
    siteWhileBuilding(createStaticHandler(distDir), distDir, () => rebuilder?.busy() ?? false),
  );

  const flushOperations = async () => {
    await operationsRecord(functionsEnv)?.flush();
    await localOutcomes.flush();
  };
  const close = async () => {
    stopRetention();
    scheduler?.stop();
    runner?.stop();
    await afterFunctions.settled();
    await rebuilder?.close();
    await denoFunctions?.close();
    await afterAnswer.settled();
    await flushOperations();
    await db.close();
    objectFiles.close();
  };
  return {
    fetch: fetchApp,
    close,
    flushOperations,
    config,
    deps,
    storageDir: objectFiles.root,
    rebuilder,
    scheduler,
    runner,
    functionsEnv,
  };
}

/** The rebuilder, after closing the builds a previous run of the server left unfinished. */
async function startRebuilder(
  db: Database,
  distDir: string,
  settings: NonNullable<BackendOptions['siteRebuild']>,
  log: (line: string) => void,
): Promise<SiteRebuilder> {
  const records = createBuildRecords(db);
  await records.closeInterrupted();
  return createSiteRebuilder({
    distDir,
    build: settings.build,
    records,
    gatherMs: settings.gatherMs,
    afterSwap: () => loadSitePassages(db, distDir, log),
    log,
  });
}

/** The stored files sit beside the database's folder; in memory, or with the database on a server, in a temporary folder. */
function storageLocation(options: BackendOptions): { dataDir: string } | { temporary: true } {
  if (options.memory || options.database) return { temporary: true };
  return { dataDir: options.dataDir ?? join(projectRoot, '.data') };
}

function databaseLocation(options: BackendOptions): DatabaseLocation {
  if (options.database) return options.database;
  return options.memory ? { memory: true } : { dataDir: options.dataDir ?? join(projectRoot, '.data') };
}
