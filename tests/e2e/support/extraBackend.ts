import { type ChildProcess, spawn } from 'node:child_process';
import { request } from '@playwright/test';
import { e2eAdminEmail } from '../../../playwright.config.ts';
import { whenProcessExits } from '../../../scripts/runCommand.ts';
import { createAdmin } from './adminRows.ts';

export interface ExtraBackend {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second embedded backend serving the same dist/ (or `dist`, a copy of its own, for a spec that
 * rebuilds the site), for a spec that needs other server settings than the suite's (an AI provider
 * configured) or start-up flags of its own (`--demo`): in memory, on its own port, with its admin account made, stopped by the spec.
 */
export async function startExtraBackend(
  port: number,
  env: Record<string, string>,
  dist?: string,
  flags: readonly string[] = [],
): Promise<ExtraBackend> {
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}/welcome`).then(
      (response) => response.ok,
      () => false,
    );
  // Another server on the port would answer for this one, with other settings.
  if (await answers()) throw new Error(`Port ${port} is taken by another server: stop it, or run with another E2E_PORT.`);
  // Only a backend with its own copy of the site rebuilds it: the suite's shared dist/ stays as built.
  const siteFlags = dist ? [`--dist=${dist}`] : ['--no-rebuild'];
  const child: ChildProcess = spawn(process.execPath, ['server/start.ts', '--memory', '--no-build', ...siteFlags, ...flags], {
    env: { ...process.env, PORT: String(port), SITE_URL: url, ADMIN_EMAILS: e2eAdminEmail, RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A spec whose hook times out before this resolves never gets the server to stop: the worker's
  // exit stops it instead of leaving it running after the suite.
  void exited.then(whenProcessExits(() => child.kill('SIGTERM')));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The extra backend stopped with code ${child.exitCode} before it was ready.`);
    if (await answers()) break;
    if (Date.now() > deadline) throw new Error(`The extra backend was not ready on ${url} within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const api = await request.newContext({ baseURL: url });
  await createAdmin(api).finally(() => api.dispose());
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
