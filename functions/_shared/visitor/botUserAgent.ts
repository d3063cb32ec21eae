/**
 * Obvious automated clients by their user agent: crawlers, link checkers, headless browsers,
 * audit tools and HTTP libraries. Their analytics are accepted (202) and dropped, so they learn
 * nothing and the numbers stay about people.
 */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|python-requests|python-urllib|aiohttp|go-http-client|okhttp|curl\/|wget\/|httpclient|scrapy|facebookexternalhit|embedly/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && botPattern.test(userAgent);
}
