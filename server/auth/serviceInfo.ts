/**
 * GET /settings and GET /health, in GoTrue's shape: supabase-js and health checks read them to
 * learn which sign-in methods exist and whether the service is up.
 */
import type { Hono } from 'hono';

const settings = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: false,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

export function serviceInfoRoutes(app: Hono): void {
  app.get('/settings', (context) => context.json(settings));
  app.get('/health', (context) =>
    context.json({ name: 'GoTrue', version: 'embedded', description: "The embedded backend's implementation of the Supabase Auth API" }),
  );
}
