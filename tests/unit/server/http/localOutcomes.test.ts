import { describe, expect, it } from 'vitest';
import { localRouteName } from '../../../../server/http/localOutcomes.ts';

describe('the name a local route is recorded under', () => {
  it('is the endpoint, the table or the function, never an id or a query', () => {
    expect(localRouteName('/auth/v1/token', 200)).toBe('auth/v1/token');
    expect(localRouteName('/auth/v1/admin/users/8d2c0b1e-0000-4000-8000-000000000000', 200)).toBe('auth/v1/admin');
    expect(localRouteName('/rest/v1/voice_sessions', 200)).toBe('rest/v1/voice_sessions');
    expect(localRouteName('/rest/v1/rpc/is_admin', 200)).toBe('rest/v1/rpc/is_admin');
  });

  it('is the template for what nobody serves, so made-up paths add no names', () => {
    expect(localRouteName('/rest/v1/no_such_table', 404)).toBe('rest/v1/:unknown');
    expect(localRouteName('/rest/v1/rpc/no_such_function', 404)).toBe('rest/v1/rpc/:function');
    expect(localRouteName('/rest/v1/Robert%27);DROP', 400)).toBe('rest/v1/:unknown');
  });

  it('is nothing outside the local auth and REST routes', () => {
    expect(localRouteName('/functions/v1/admin-status', 200)).toBeNull();
    expect(localRouteName('/welcome', 200)).toBeNull();
    expect(localRouteName('/rest/v2/anything', 200)).toBeNull();
  });
});
