import { describe, expect, it } from 'vitest';
import { shareImagePath, shareImageTitles } from '../../../../src/lib/share/shareImagePaths.ts';
import { siteStructuredData, structuredDataText } from '../../../../src/lib/share/structuredData.ts';
import { webManifest } from '../../../../src/lib/share/webManifest.ts';
import { site } from '../../../../src/lib/site.ts';

describe('share images', () => {
  it('are named after the title, one for pages with the same title', () => {
    expect(shareImagePath('AI Assessment: Client Services Director')).toBe('/og/ai-assessment-client-services-director.png');
    expect([...shareImageTitles(['Advisory', 'Contact', 'Advisory'])]).toEqual([
      ['advisory', 'Advisory'],
      ['contact', 'Contact'],
    ]);
  });

  it('refuses two titles that would share a file name', () => {
    expect(() => shareImageTitles(['Books & Ideas', 'Books, Ideas'])).toThrow(/"Books & Ideas" and "Books, Ideas" would share/);
  });

  it('cover every page title of the site', () => {
    expect(shareImageTitles().size).toBeGreaterThan(50);
  });
});

describe('the JSON-LD graph', () => {
  const data = siteStructuredData(site, new URL('https://strategist.example'));

  it('links Person, Organization and WebSite by @id on the site origin', () => {
    const [person, organization, website] = data['@graph'];
    expect(person).toMatchObject({ '@type': 'Person', name: site.name, jobTitle: site.role, url: 'https://strategist.example/public' });
    expect(organization).toMatchObject({ '@type': 'Organization', founder: { '@id': person?.['@id'] } });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://strategist.example/', publisher: { '@id': organization?.['@id'] } });
  });

  it('cannot close its script element, whatever the profile says', () => {
    expect(structuredDataText({ bio: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(structuredDataText({ bio: '</script>' }))).toEqual({ bio: '</script>' });
  });
});

describe('the web manifest', () => {
  it('keeps a short name a home screen can show whole', () => {
    expect(webManifest({ name: 'Elena Marsh', role: 'x' }).short_name).toBe('Elena Marsh');
    expect(webManifest({ name: 'Alexandria Worthington-Smythe', role: 'x' }).short_name).toBe('Alexandria');
  });
});
