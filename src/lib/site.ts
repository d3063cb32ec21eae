/**
 * The site owner's profile. It lives with the functions (functions/_shared/site.ts), which sign
 * their mails with it and may not import the site's source; the site reads the same validated copy.
 */
export { site } from '../../functions/_shared/site.ts';
