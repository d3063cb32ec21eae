import { ProviderUnavailable } from './ai/ports.ts';
import { corsHeaders, preflight } from './cors.ts';
import type { FunctionEnv } from './env.ts';
import { type ErrorCode, errorResponse, errorStatus, FunctionError } from './errors.ts';
import { codeOfStatus, functionNameOf, operationsRecord } from './operations/operationsRecord.ts';

export type Handler = (request: Request, env: FunctionEnv) => Promise<Response>;

interface Answer {
  response: Response;
  /** The error code answered, when the answer is an error. */
  code: ErrorCode | null;
}

/**
 * Wraps a function's logic with what every function needs: CORS (preflight and headers), the
 * allowed methods (405 otherwise), one error envelope (a FunctionError keeps its code, and is
 * logged when it carries a cause; an AI provider's failure is a 503 the caller may retry; anything
 * unexpected is logged and answered 500 without internals), and the request's outcome in the
 * operations record (function, status, duration, error code), buffered and written after the
 * answer. Preflights are not recorded: they do no work and would drown the record.
 */
export function serveHandler(methods: readonly string[], logic: Handler): Handler {
  return async (request, env) => {
    const early = preflight(request);
    if (early) return early;
    const started = performance.now();
    const { response, code } = await answer(methods, logic, request, env);
    operationsRecord(env)?.add({
      at: new Date().toISOString(),
      origin: 'function',
      name: functionNameOf(request.url),
      status: response.status,
      duration_ms: Math.round(performance.now() - started),
      error_code: code ?? codeOfStatus(response.status),
    });
    return response;
  };
}

async function answer(methods: readonly string[], logic: Handler, request: Request, env: FunctionEnv): Promise<Answer> {
  if (!methods.includes(request.method)) {
    const response = errorResponse('method_not_allowed', `Expected ${methods.join(' or ')}; received ${request.method}.`, {
      ...corsHeaders,
      Allow: methods.join(', '),
    });
    return { response, code: 'method_not_allowed' };
  }
  try {
    const response = await logic(request, env);
    for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
    return { response, code: null };
  } catch (error) {
    if (error instanceof FunctionError) {
      if (error.cause !== undefined) logAnswer(error);
      return { response: errorResponse(error.code, error.message, corsHeaders), code: error.code };
    }
    if (error instanceof ProviderUnavailable) {
      console.error(`Answered service_unavailable: ${error.message}`, error.cause);
      return { response: errorResponse('service_unavailable', error.message, corsHeaders), code: 'service_unavailable' };
    }
    console.error(error);
    return {
      response: errorResponse('internal_error', 'Something went wrong on our side; please try again.', corsHeaders),
      code: 'internal_error',
    };
  }
}

/** An outage is an error in the logs; a refusal that validation should have made is a warning. */
function logAnswer(error: FunctionError): void {
  const log = errorStatus[error.code] >= 500 ? console.error : console.warn;
  log(`Answered ${error.code}: ${error.message}`, error.cause);
}
