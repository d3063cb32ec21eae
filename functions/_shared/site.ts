/**
 * The site as the functions know it: whose it is (the owner's profile, which mails are signed
 * with) and the pages that mails link to. Functions are deployed apart from the site and never
 * import its source, so this is the one copy: the site reads the profile from here
 * (src/lib/site.ts), and a unit test holds the page paths equal to the route table's.
 *
 * The profile is the one file the owner edits. It is validated when the site builds and when a
 * function starts, so a typo (an email without @, a brand site with a path) stops with a clear message.
 */
import { z } from 'zod';

const originOnly = (value: string) => new URL(value).origin === value;

/** True for a time zone name the runtime knows (IANA, e.g. Europe/London); Intl throws on any other. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An image the site serves itself (a path under public/), with its size so the page keeps its place while it loads. */
const localImageSchema = z.object({
  src: z.string().regex(/^\/[^/]/, 'expected a path on this site, like /brand/portrait.webp'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Words a real client said, with who said them; shown only as given. */
const testimonialSchema = z.object({
  quote: z.string().min(20).max(600),
  name: z.string().min(2),
  /** Their role and organisation, e.g. "COO, Northwind Logistics". */
  role: z.string().min(2).optional(),
});

/** A client whose permission to show their logo the owner has. */
const clientSchema = z.object({
  name: z.string().min(2),
  logo: localImageSchema,
  url: z.url({ protocol: /^https$/ }).optional(),
});

/** A piece of past work: an engagement, a talk or a publication. */
const workSchema = z.object({
  title: z.string().min(2),
  summary: z.string().min(20).max(400),
  url: z.url({ protocol: /^https$/ }).optional(),
});

const siteProfileSchema = z.object({
  name: z.string().min(2),
  role: z.string().min(2),
  shortBio: z.string().min(40).max(400),
  /** The main brand site; cross-site messages are accepted only from this origin. */
  brandSiteOrigin: z
    .url({ protocol: /^https?$/ })
    .refine(originOnly, 'expected an origin only, like https://example.com (no path, no trailing slash)'),
  professionalProfileUrl: z.url({ protocol: /^https$/ }),
  /** How the profile link reads, e.g. "LinkedIn". */
  professionalNetworkName: z.string().min(2),
  contactEmail: z.email(),
  /**
   * The owner's time zone (IANA name): the console's "today", its day boundaries and its daily
   * figures are in this zone, whoever opens it from wherever.
   */
  timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone name, like Europe/London').default('Europe/London'),
  /** A scheduling page (Calendly, Cal.com...) for "Book a call"; without it the contact form takes the request. */
  schedulingUrl: z.url({ protocol: /^https$/ }).optional(),
  /** The longer biography for the About page, in paragraphs after the short one. */
  biography: z.array(z.string().min(40).max(1200)).default([]),
  /** The owner's photograph for the landing page; without it the page shows her initials. */
  portrait: localImageSchema.extend({ alt: z.string().min(2) }).optional(),
  /** Sections of the landing page, each drawn only when it has entries: nothing is invented. */
  testimonials: z.array(testimonialSchema).default([]),
  clients: z.array(clientSchema).default([]),
  selectedWork: z.array(workSchema).default([]),
});

export type SiteProfile = z.infer<typeof siteProfileSchema>;

export function parseSiteProfile(input: unknown): SiteProfile {
  const result = siteProfileSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const received = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], input);
    return `${issue.path.join('.') || 'profile'}: ${issue.message}; received ${JSON.stringify(received)}`;
  });
  throw new Error(`The site profile is invalid:\n${problems.join('\n')}`);
}

export const site: SiteProfile = parseSiteProfile({
  name: 'Elena Marsh',
  role: 'Innovation strategist and AI adoption advisor',
  shortBio:
    'Elena Marsh helps leadership teams turn new technology into better work. She has spent twenty years in media, retail and public services, writes about how organisations adopt AI, and speaks to boards and teams about doing it with care.',
  brandSiteOrigin: 'https://elenamarsh.com',
  professionalProfileUrl: 'https://www.linkedin.com/in/elenamarsh',
  professionalNetworkName: 'LinkedIn',
  contactEmail: 'hello@elenamarsh.com',
  timeZone: 'Europe/London',
});

/** The site's pages that newsletter mails link to. */
export const sitePages = {
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;
