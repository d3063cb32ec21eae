import { describe, expect, it } from 'vitest';
import { booksIdeas, caseStudies, testimonials } from '../../../../../../src/islands/admin/brand/brandFields.ts';
import { type BrandRow, changeOf, formOf, formProblems, pageToRebuild } from '../../../../../../src/islands/admin/brand/brandValues.ts';
import { brandAddress, brandColumns, brandKept } from '../../../../../../src/islands/admin/brand/brandList.ts';
import { clientTable, tableCsv } from '../../../../../../src/islands/admin/kit/tableRows.ts';

const row = (changes: Record<string, unknown>): BrandRow => ({ id: 'r', updated_at: '2026-11-01', is_sample: false, ...changes });

describe('brand item forms', () => {
  it('turns the form into columns: nulls for empty links, years and images, booleans for boxes', () => {
    const form = { ...formOf(booksIdeas, null), title: ' Co-Intelligence ', year: '2024', published: 'true' };
    expect(changeOf(booksIdeas, form)).toEqual({
      kind: 'book',
      title: 'Co-Intelligence',
      summary: '',
      link_url: null,
      cover_url: null,
      cover_alt: '',
      year: 2024,
      published: true,
      sort_order: 0,
    });
  });

  it('reads a row back into the same form', () => {
    const stored = row({
      kind: 'idea',
      title: 'T',
      summary: 'S',
      link_url: 'https://x.test',
      cover_url: null,
      cover_alt: '',
      year: null,
      published: false,
      sort_order: 3,
    });
    expect(changeOf(booksIdeas, formOf(booksIdeas, stored))).toEqual({
      ...stored,
      id: undefined,
      updated_at: undefined,
      is_sample: undefined,
      year: null,
    });
  });

  it('says what is wrong beside each field', () => {
    const problems = formProblems(caseStudies, { ...formOf(caseStudies, null), slug: 'Bad Slug', sort_order: 'first' });
    expect(problems.title).toBe('Enter the title.');
    expect(problems.slug).toMatch(/lowercase letters/);
    expect(problems.sort_order).toBe('Enter a whole number.');
    expect(formProblems(booksIdeas, { ...formOf(booksIdeas, null), title: 'T', link_url: 'ftp://x', year: '1800' })).toEqual({
      link_url: 'Enter an address starting with https://',
      year: 'Enter a number from 1900 to 2200.',
    });
  });

  it('rebuilds /advisory for a featured case study or testimonial, /public for the rest, nothing for unpublished items', () => {
    expect(pageToRebuild(caseStudies, null, row({ published: true, featured: true }))).toBe('/advisory');
    expect(pageToRebuild(testimonials, row({ published: true, featured: true }), row({ published: true, featured: false }))).toBe(
      '/advisory',
    );
    expect(pageToRebuild(booksIdeas, row({ published: true }), row({ published: false }))).toBe('/public');
    expect(pageToRebuild(caseStudies, null, row({ published: false, featured: true }))).toBeNull();
  });

  it('lists items by the order the owner gave, filtered by what readers see and by kind, its state in the address under the table’s name', () => {
    const rows = [
      row({ id: 'b', title: 'B', sort_order: 2, published: true, kind: 'book' }),
      row({ id: 'a', title: 'A', sort_order: 1, published: false, kind: 'idea' }),
    ];
    const address = brandAddress(booksIdeas);
    const columns = brandColumns(booksIdeas, 'Book or idea');
    const listed = (search: string) => {
      const view = address.read(search);
      return clientTable(rows, { columns, keep: brandKept(view), sort: view.sort, page: view.page }).rows.map((item) => item.id);
    };
    expect(
      ['', '?books-ideas-shown=published', '?books-ideas-kind=idea', '?books-ideas-sort=-title', '?shown=published'].map(listed),
    ).toEqual([['a', 'b'], ['b'], ['a'], ['b', 'a'], ['a', 'b']]);
    expect(address.write({ ...address.read(''), shown: 'unpublished' }, '?talks-page=2')).toBe(
      '?talks-page=2&books-ideas-shown=unpublished',
    );
    expect(tableCsv(columns, rows)).toMatch(/^Book or idea,Readers see it,Order,Changed\r?\nB,Published,2,/);
  });
});
