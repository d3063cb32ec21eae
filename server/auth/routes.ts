/**
 * The Supabase Auth (GoTrue) HTTP API that supabase-js speaks, for the embedded backend, which
 * mounts it at /auth/v1. This file only composes: CORS, the API key gate and the one error
 * envelope, then the endpoints, each in its own file.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { BackendDeps } from '../contracts.ts';
import type { AfterAnswer } from '../http/afterAnswer.ts';
import { rateLimitSource } from '../../functions/_shared/http/rateLimitSource.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import { adminUserRoutes } from './adminUsers.ts';
import { requireApiKey } from './apiKey.ts';
import { createAuthLimits } from './authLimits.ts';
import { apiVersion, apiVersionHeader, AuthFailure, failureFor, failureResponse } from './errors.ts';
import { linkRequestRoutes } from './linkRequests.ts';
import { logoutRoute } from './logout.ts';
import type { RouteContext } from './routeContext.ts';
import { serviceInfoRoutes } from './serviceInfo.ts';
import { signupRoute } from './signup.ts';
import { tokenRoute } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';

/**
 * `clientAddress` names the client the rate limits count, by the same rule as the functions' (an
 * IPv6 address as its /64); `afterAnswer` runs the mail work that must not show in an answer's timing.
 */
export function createAuthRoutes(deps: BackendDeps, clientAddress: ClientAddress, afterAnswer: AfterAnswer): Hono {
  const app = new Hono();
  const context: RouteContext = {
    deps,
    limits: createAuthLimits(deps.config.rateLimits, deps.now),
    clientAddress: (request) => rateLimitSource(clientAddress(request)),
    afterAnswer,
  };

  app.use(cors({ origin: '*', exposeHeaders: [apiVersionHeader, 'Retry-After'], maxAge: 86_400 }));
  app.use(async (request, next) => {
    await next();
    request.header(apiVersionHeader, apiVersion);
  });
  app.use(requireApiKey(deps.config));

  signupRoute(app, context);
  verifyRoutes(app, context);
  tokenRoute(app, context);
  userRoutes(app, context);
  logoutRoute(app, context);
  linkRequestRoutes(app, context);
  adminUserRoutes(app, context);
  serviceInfoRoutes(app);

  // A route, not notFound(): a mounted app's notFound never runs, and the site's static handler
  // would answer an auth path with text.
  app.all('*', (request) =>
    failureResponse(new AuthFailure(404, 'not_found', `No auth endpoint ${request.req.method} ${request.req.path}.`)),
  );
  app.onError((error) => failureResponse(failureFor(error)));
  return app;
}
