import { describe, expect, it } from 'vitest';
import { brandSections, initialsOf, withPublishedProof } from '../../../../../src/lib/brand/brandSections.ts';
import { site } from '../../../../../src/lib/site.ts';

const none = { testimonials: [], clients: [], selectedWork: [] };
const testimonial = {
  quote: 'She helped our board decide where AI belongs, and where it does not.',
  name: 'Dana Okafor',
  role: 'COO, Northwind',
};
const client = { name: 'Northwind', logo: { src: '/brand/northwind.svg', width: 120, height: 40 } };
const work = {
  title: 'AI adoption at a regional newsroom',
  summary: 'A six-month programme that moved forty editors from trials to daily use.',
};

describe('brandSections', () => {
  it('draws no section at all when the profile has no entries, as it has none now', () => {
    expect(brandSections(none)).toEqual([]);
    expect(brandSections(site)).toEqual([]);
  });

  it('draws each section that has entries, with those entries only', () => {
    const sections = brandSections({ ...none, testimonials: [testimonial], clients: [client], selectedWork: [work] });
    expect(sections.map((section) => section.kind)).toEqual(['selectedWork', 'testimonials', 'clients']);
    expect(sections.find((section) => section.kind === 'testimonials')?.entries).toEqual([testimonial]);
  });

  it('leaves out an empty section beside a filled one', () => {
    expect(brandSections({ ...none, clients: [client] }).map((section) => section.title)).toEqual(['Organisations she has worked with']);
  });
});

describe('initialsOf', () => {
  it('takes the first and last names’ initials', () => {
    expect(initialsOf('Elena Marsh')).toBe('EM');
    expect(initialsOf('  maría josé de la Cruz ')).toBe('MC');
    expect(initialsOf('Cher')).toBe('C');
  });
});

const profileLists = {
  testimonials: [{ quote: 'She helped our board decide where AI belongs, and where it does not.', name: 'Dana Okafor' }],
  clients: [],
  selectedWork: [{ title: 'A talk', summary: 'A keynote on AI at work for a retail board.' }],
};
const caseUrl = (slug: string) => `/public#case-${slug}`;

describe('published proof in the brand sections', () => {
  it('adds the featured case studies to selected work, linking to their text, and the published testimonials', () => {
    const lists = withPublishedProof(
      profileLists,
      {
        caseStudies: [
          { slug: 'northwind', title: 'Northwind', summary: 'Planning time down a third.', featured: true },
          { slug: 'council', title: 'Council', summary: 'Residents answered faster.', featured: false },
        ],
        testimonials: [
          { quote: 'A boring success.', person: 'Sam Lee', role: 'COO' },
          { quote: 'Clear and kind.', person: 'Ana Ruiz', role: '' },
        ],
      },
      caseUrl,
    );
    expect(lists.selectedWork).toEqual([
      ...profileLists.selectedWork,
      { title: 'Northwind', summary: 'Planning time down a third.', url: '/public#case-northwind' },
    ]);
    expect(lists.testimonials).toEqual([
      ...profileLists.testimonials,
      { quote: 'A boring success.', name: 'Sam Lee', role: 'COO' },
      { quote: 'Clear and kind.', name: 'Ana Ruiz' },
    ]);
  });

  it("keeps the profile's lists unchanged when nothing is published", () => {
    expect(withPublishedProof(profileLists, { caseStudies: [], testimonials: [] }, caseUrl)).toEqual(profileLists);
  });
});
