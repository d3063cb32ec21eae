import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../../../server/http/hostNames.ts';

describe('isLoopbackHost', () => {
  it('knows the names and addresses that always mean this machine', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', 'LocalHost', 'app.localhost'])
      expect(isLoopbackHost(host), host).toBe(true);
  });

  it('takes any other address or name for one the network may reach', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'fe80::1', 'localhost.example', 'strategist.example'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
