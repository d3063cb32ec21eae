import type { AddressInfo } from 'node:net';
import { aiSummary, readAiVars } from '../../functions/_shared/ai/config.ts';
import type { ServerConfig } from '../config/readConfig.ts';
import { isLoopbackHost } from '../http/hostNames.ts';

interface StartFacts {
  readyMs: number;
  memory: boolean;
  dataFolder?: string;
  /** The built site this copy serves, relative to the project. */
  siteDir?: string;
  /** Where the server listens, as it reports it. */
  address: AddressInfo;
}

/** What `npm start` prints once it serves: where to go, who can reach it, which AI providers answer, where mail lands, how to become admin. */
export function welcomeMessage(config: ServerConfig, { readyMs, memory, dataFolder, siteDir, address }: StartFacts): string {
  const listening = `${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const lines = [
    `Ready in ${readyMs} ms: ${config.siteUrl}`,
    isLoopbackHost(address.address)
      ? `Listening on ${listening}: only this machine can reach it (HOST=0.0.0.0 opens it to the network).`
      : `Listening on ${listening}: other machines on the network can reach it.`,
    `Data: ${memory ? 'in memory (gone when the server stops)' : `${dataFolder ?? '.data/'} (kept across restarts), uploaded files beside it in ${(dataFolder ?? '.data').replace(/\/$/, '')}-storage/`}`,
  ];
  if (siteDir) lines.push(`Site: ${siteDir}/, built from this copy's published content.`);
  lines.push(`AI: ${aiSummary(readAiVars(config.ai))}.`);
  if (config.mailCatcher) lines.push(`Mail catcher: ${config.siteUrl}/_dev/mail`);
  else if (!config.production)
    lines.push(
      'Mail catcher: off, since the network can reach this server and the mails hold sign-in links (EXPOSE_MAIL_CATCHER=on serves it).',
    );
  lines.push(
    config.adminEmails.length > 0
      ? `Administrators: ${config.adminEmails.join(', ')}. Sign up with one of these addresses and confirm it from the mail catcher to use the admin pages.`
      : 'To become the administrator: stop the server, start it with ADMIN_EMAILS=you@example.com, sign up with that address and confirm it from the mail catcher.',
  );
  return lines.join('\n');
}
