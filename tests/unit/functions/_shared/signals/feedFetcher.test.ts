import { expect, it } from 'vitest';
import type { PublicNetwork } from '../../../../../functions/_shared/http/publicNetwork.ts';
import { fetchFeedText } from '../../../../../functions/_shared/signals/feedFetcher.ts';

it('answers the feed’s text in the charset the server names', async () => {
  const latin1 = new Uint8Array([0x3c, 0x74, 0x3e, 0xe9, 0x3c, 0x2f, 0x74, 0x3e]);
  const network: PublicNetwork = {
    resolve: async () => ['93.184.215.14'],
    get: async () => new Response(latin1, { headers: { 'Content-Type': 'text/xml; charset=iso-8859-1' } }),
  };
  expect(await fetchFeedText(network, 'https://example.com/feed', 1_000)).toBe('<t>é</t>');
});
