import { ProviderUnavailable } from './ai/ports.ts';
import { corsHeaders, preflight } from './cors.ts';
import type { FunctionEnv } from './env.ts';
import { errorResponse, errorStatus, FunctionError } from './errors.ts';

export type Handler = (request: Request, env: FunctionEnv) => Promise<Response>;

/**
 * Wraps a function's logic with what every function needs: CORS (preflight and headers), the
 * allowed methods (405 otherwise), and one error envelope (a FunctionError keeps its code, and is
 * logged when it carries a cause; an AI provider's failure is a 503 the caller may retry; anything
 * unexpected is logged and answered 500 without internals).
 */
export function serveHandler(methods: readonly string[], logic: Handler): Handler {
  return async (request, env) => {
    const early = preflight(request);
    if (early) return early;
    if (!methods.includes(request.method)) {
      return errorResponse('method_not_allowed', `Expected ${methods.join(' or ')}; received ${request.method}.`, {
        ...corsHeaders,
        Allow: methods.join(', '),
      });
    }
    try {
      const response = await logic(request, env);
      for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
      return response;
    } catch (error) {
      if (error instanceof FunctionError) {
        if (error.cause !== undefined) logAnswer(error);
        return errorResponse(error.code, error.message, corsHeaders);
      }
      if (error instanceof ProviderUnavailable) {
        console.error(`Answered service_unavailable: ${error.message}`, error.cause);
        return errorResponse('service_unavailable', error.message, corsHeaders);
      }
      console.error(error);
      return errorResponse('internal_error', 'Something went wrong on our side; please try again.', corsHeaders);
    }
  };
}

/** An outage is an error in the logs; a refusal that validation should have made is a warning. */
function logAnswer(error: FunctionError): void {
  const log = errorStatus[error.code] >= 500 ? console.error : console.warn;
  log(`Answered ${error.code}: ${error.message}`, error.cause);
}
