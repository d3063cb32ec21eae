import { describe, expect, it } from 'vitest';
import { RestError } from '../../../../server/rest/restError.ts';
import { createStandingRefusals } from '../../../../server/rest/standingRefusals.ts';

const tooMany = (seconds: string) =>
  new RestError(429, 'rate_limited', 'Too many writes from this address in a short time.', null, null, { 'Retry-After': seconds });

describe('standing refusals', () => {
  it('answer a client refused with 429 again until its Retry-After has passed, counting the seconds down', () => {
    let now = 1_000_000;
    const refusals = createStandingRefusals(() => now);
    refusals.keep('127.0.0.2 anon POST /rest/v1/consent_log', tooMany('30'));
    now += 10_500;
    const standing = refusals.find('127.0.0.2 anon POST /rest/v1/consent_log');
    expect(standing?.status).toBe(429);
    expect(standing?.code).toBe('rate_limited');
    expect(standing?.headers['Retry-After']).toBe('20');
    now += 19_500;
    expect(refusals.find('127.0.0.2 anon POST /rest/v1/consent_log')).toBeUndefined();
  });

  it('never answer for another key', () => {
    const refusals = createStandingRefusals(() => 0);
    refusals.keep('127.0.0.2 anon POST /rest/v1/consent_log', tooMany('30'));
    expect(refusals.find('127.0.0.3 anon POST /rest/v1/consent_log')).toBeUndefined();
    expect(refusals.find('127.0.0.2 anon POST /rest/v1/feature_usage')).toBeUndefined();
  });

  it('keep only 429s that say how long they stand', () => {
    const refusals = createStandingRefusals(() => 0);
    refusals.keep('a', new RestError(413, 'too_many_rows', 'Too many rows.', null, null, { 'Retry-After': '30' }));
    refusals.keep('b', new RestError(429, 'rate_limited', 'Too many.'));
    refusals.keep('c', tooMany('soon'));
    expect(['a', 'b', 'c'].map((key) => refusals.find(key))).toEqual([undefined, undefined, undefined]);
  });
});
