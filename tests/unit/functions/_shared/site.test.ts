import { describe, expect, it } from 'vitest';
import { parseSiteProfile, site as sharedProfile, sitePages } from '../../../../functions/_shared/site.ts';
import { findRoute } from '../../../../src/lib/routes/index.ts';
import { site } from '../../../../src/lib/site.ts';

describe('the site profile', () => {
  it('is valid as committed', () => {
    expect(parseSiteProfile(site)).toEqual(site);
  });

  it('refuses a brand site with a path, saying what it received', () => {
    expect(() => parseSiteProfile({ ...site, brandSiteOrigin: 'https://example.com/home' })).toThrow(
      /brandSiteOrigin: expected an origin only.*received "https:\/\/example.com\/home"/,
    );
  });

  it('refuses a contact email without an @', () => {
    expect(() => parseSiteProfile({ ...site, contactEmail: 'hello.example.com' })).toThrow(/contactEmail: .*received "hello.example.com"/);
  });

  it('leaves the portrait unset and the landing page lists empty when the owner gives none', () => {
    const {
      biography: _biography,
      portrait: _portrait,
      testimonials: _testimonials,
      clients: _clients,
      selectedWork: _work,
      ...required
    } = site;
    const profile = parseSiteProfile(required);
    expect(profile.portrait).toBeUndefined();
    expect([profile.biography, profile.testimonials, profile.clients, profile.selectedWork]).toEqual([[], [], [], []]);
  });

  it('refuses a portrait served from elsewhere or without its size', () => {
    expect(() =>
      parseSiteProfile({ ...site, portrait: { src: 'https://cdn.example.com/me.jpg', alt: 'Elena', width: 320, height: 320 } }),
    ).toThrow(/portrait.src: expected a path on this site.*received "https:\/\/cdn.example.com\/me.jpg"/);
    expect(() => parseSiteProfile({ ...site, portrait: { src: '/brand/me.webp', alt: 'Elena' } })).toThrow(/portrait.width: /);
  });

  it('refuses a testimonial without the name of who said it', () => {
    expect(() => parseSiteProfile({ ...site, testimonials: [{ quote: 'She changed how our board thinks about AI.' }] })).toThrow(
      /testimonials.0.name: /,
    );
  });

  it('refuses a time zone the runtime does not know, and keeps a real one', () => {
    expect(() => parseSiteProfile({ ...site, timeZone: 'Europe/Atlantis' })).toThrow(
      /timeZone: expected an IANA time zone name.*received "Europe\/Atlantis"/,
    );
    expect(parseSiteProfile({ ...site, timeZone: 'Asia/Kathmandu' }).timeZone).toBe('Asia/Kathmandu');
  });

  it('names every missing field', () => {
    expect(() => parseSiteProfile({})).toThrow(/name: .*\nrole: /);
  });
});

describe('the site as the functions know it', () => {
  it.each(Object.entries(sitePages))('links mails to %s, a public page of the route table', (_name, path) => {
    expect(findRoute(path)?.path).toBe(path);
    expect(findRoute(path)?.access).toBe('public');
  });

  it('signs with the very profile the site shows, not a copy', () => {
    expect(sharedProfile).toBe(site);
  });
});
