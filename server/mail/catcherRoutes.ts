import { Hono } from 'hono';
import { catcherPage } from './catcherPage.ts';
import type { Outbox } from './outbox.ts';

/** `/_dev/mail` and `/_dev/mail.json`: the local outbox, newest first. Mounted only when the config allows it (`mailCatcher`). */
export function createMailCatcherRoutes(outbox: Outbox): Hono {
  const app = new Hono();
  app.get('/mail.json', async (c) => c.json({ messages: await outbox.list() }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/mail', async (c) => {
    const page = catcherPage(await outbox.list());
    return c.html(page, 200, { 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });
  });
  return app;
}
