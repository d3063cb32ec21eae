import { Hono } from 'hono';
import type { AfterAnswer } from '../http/afterAnswer.ts';
import { catcherPage } from './catcherPage.ts';
import type { Outbox } from './outbox.ts';

/**
 * `/_dev/mail` and `/_dev/mail.json`: the local outbox, newest first. Mounted only when the config
 * allows it (`mailCatcher`). Mail that a request sends after its answer is listed once it is sent,
 * so a reader who opens the catcher right after signing up finds the mail there.
 */
export function createMailCatcherRoutes(outbox: Outbox, afterAnswer: AfterAnswer): Hono {
  const app = new Hono();
  const sentMail = async () => {
    await afterAnswer.settled();
    return outbox.list();
  };
  app.get('/mail.json', async (c) => c.json({ messages: await sentMail() }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/mail', async (c) => {
    const page = catcherPage(await sentMail());
    return c.html(page, 200, { 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });
  });
  return app;
}
