/** The site's own "Book a call" link, from its profile (the rule is functions/_shared/bookCall.ts, which the assistant shares). */
import { bookCallHref, bookCallIsExternal } from '../../../functions/_shared/bookCall.ts';
import { site } from '../site.ts';

export const bookCallLink = { href: bookCallHref(site), external: bookCallIsExternal(site) };
