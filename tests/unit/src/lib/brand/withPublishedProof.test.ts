import { describe, expect, it } from 'vitest';
import { withPublishedProof } from '../../../../../src/lib/brand/brandSections.ts';

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
