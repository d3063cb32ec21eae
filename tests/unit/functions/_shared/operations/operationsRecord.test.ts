import { describe, expect, it } from 'vitest';
import { codeOfStatus, functionNameOf, operationsRecord } from '../../../../../functions/_shared/operations/operationsRecord.ts';
import { readEnv } from '../../../../../functions/_shared/env.ts';

describe('the name a function is recorded under', () => {
  it('is the function of the gateway path, or of the Edge Runtime path, and nothing after it', () => {
    expect(functionNameOf('http://127.0.0.1:4321/functions/v1/admin-status')).toBe('admin-status');
    expect(functionNameOf('http://127.0.0.1:4321/functions/v1/newsletter-confirm/extra?token=secret')).toBe('newsletter-confirm');
    expect(functionNameOf('http://localhost:9999/contact-submit?email=a@b.test')).toBe('contact-submit');
  });

  it('is "unknown" for a path that names no function', () => {
    expect(functionNameOf('http://localhost/')).toBe('unknown');
    expect(functionNameOf('http://localhost/functions/v1/Robert%27);DROP')).toBe('unknown');
  });
});

describe('the error code of an answer given without one', () => {
  it('is the first code of that status, none for a success, and the status itself when no code has it', () => {
    expect(codeOfStatus(202)).toBeNull();
    expect(codeOfStatus(429)).toBe('rate_limited');
    expect(codeOfStatus(413)).toBe('payload_too_large');
    expect(codeOfStatus(418)).toBe('http_418');
  });
});

describe('the functions’ buffer', () => {
  const vars = { SUPABASE_URL: 'http://127.0.0.1:4321', SUPABASE_ANON_KEY: 'anon' };

  it('is there with the service role key, one per environment', () => {
    const env = readEnv({ ...vars, SUPABASE_SERVICE_ROLE_KEY: 'service' });
    expect(operationsRecord(env)).not.toBeNull();
    expect(operationsRecord(env)).toBe(operationsRecord(env));
  });

  it('is absent without the service role key, or with the record turned off', () => {
    expect(operationsRecord(readEnv(vars))).toBeNull();
    expect(operationsRecord(readEnv({ ...vars, SUPABASE_SERVICE_ROLE_KEY: 'service', OPERATIONS_RECORD: 'off' }))).toBeNull();
  });
});
