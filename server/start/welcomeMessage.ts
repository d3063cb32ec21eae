import type { BackendConfig } from '../contracts.ts';

/** What `npm start` prints once it serves: where to go, where mail lands, how to become admin. */
export function welcomeMessage(config: BackendConfig, options: { readyMs: number; memory: boolean; dataFolder?: string }): string {
  const lines = [
    `Ready in ${options.readyMs} ms: ${config.siteUrl}`,
    `Data: ${options.memory ? 'in memory (gone when the server stops)' : `${options.dataFolder ?? '.data/'} (kept across restarts)`}`,
  ];
  if (!config.production) lines.push(`Mail catcher: ${config.siteUrl}/_dev/mail`);
  lines.push(
    config.adminEmails.length > 0
      ? `Administrators: ${config.adminEmails.join(', ')}. Sign up with one of these addresses and confirm it from the mail catcher to use the admin pages.`
      : 'To become the administrator: stop the server, start it with ADMIN_EMAILS=you@example.com, sign up with that address and confirm it from the mail catcher.',
  );
  return lines.join('\n');
}
