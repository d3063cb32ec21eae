/**
 * The brand content's lists described once (fields, labels, limits, where they publish), so one
 * list and one editor serve case studies, books and ideas, talks and media, and testimonials.
 */
export type FieldKind = 'text' | 'textarea' | 'markdown' | 'url' | 'image' | 'checkbox' | 'number' | 'date' | 'select' | 'slug';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  maxLength?: number;
  required?: boolean;
  options?: { value: string; label: string }[];
  /** For an image: the column holding its description. */
  altName?: string;
  min?: number;
  max?: number;
  hint?: string;
}

export interface BrandTable {
  table: 'case_studies' | 'books_ideas' | 'talks' | 'testimonials';
  /** One item, as the owner calls it ("case study"). */
  noun: string;
  plural: string;
  titleField: string;
  fields: FieldSpec[];
  /** Featured items of these tables show on /advisory; everything published shows on /public. */
  featuredOnAdvisory: boolean;
}

const published: FieldSpec = {
  name: 'published',
  label: 'Published',
  kind: 'checkbox',
  hint: 'Shown to readers on the public overview once the site is rebuilt.',
};
const order: FieldSpec = { name: 'sort_order', label: 'Order', kind: 'number', min: -1000, max: 1000, hint: 'Lower numbers come first.' };
const link: FieldSpec = { name: 'link_url', label: 'Link', kind: 'url', maxLength: 2000, hint: 'An address starting with https://' };
const title: FieldSpec = { name: 'title', label: 'Title', kind: 'text', maxLength: 200, required: true };
const featured: FieldSpec = { name: 'featured', label: 'Featured on Advisory', kind: 'checkbox' };
const summary = (maxLength: number): FieldSpec => ({ name: 'summary', label: 'Summary', kind: 'textarea', maxLength });

/** The required choice of what an item is, from its values and their labels. */
const kindOf = (labels: Record<string, string>): FieldSpec => ({
  name: 'kind',
  label: 'Kind',
  kind: 'select',
  required: true,
  options: Object.entries(labels).map(([value, label]) => ({ value, label })),
});

/** Every list's fields end the same way: whether readers see the item, and where it stands. */
const listed = (...fields: FieldSpec[]) => [...fields, published, order];

export const caseStudies: BrandTable = {
  table: 'case_studies',
  noun: 'case study',
  plural: 'case studies',
  titleField: 'title',
  featuredOnAdvisory: true,
  fields: listed(
    title,
    { name: 'slug', label: 'Slug', kind: 'slug', maxLength: 96, required: true },
    { name: 'client', label: 'Client', kind: 'text', maxLength: 200 },
    summary(500),
    { name: 'outcome', label: 'Outcome', kind: 'textarea', maxLength: 500 },
    { name: 'body_md', label: 'Story (Markdown)', kind: 'markdown', maxLength: 50000 },
    { name: 'image_url', label: 'Image', kind: 'image', altName: 'image_alt' },
    featured,
  ),
};

export const booksIdeas: BrandTable = {
  table: 'books_ideas',
  noun: 'book or idea',
  plural: 'books and ideas',
  titleField: 'title',
  featuredOnAdvisory: false,
  fields: listed(
    kindOf({ book: 'Book', idea: 'Idea' }),
    title,
    summary(2000),
    link,
    { name: 'cover_url', label: 'Cover', kind: 'image', altName: 'cover_alt' },
    { name: 'year', label: 'Year', kind: 'number', min: 1900, max: 2200 },
  ),
};

export const talks: BrandTable = {
  table: 'talks',
  noun: 'talk or media appearance',
  plural: 'talks and media appearances',
  titleField: 'title',
  featuredOnAdvisory: false,
  fields: listed(
    kindOf({ talk: 'Talk', media: 'Media appearance' }),
    title,
    { name: 'venue', label: 'Event or outlet', kind: 'text', maxLength: 200 },
    { name: 'happened_on', label: 'Date', kind: 'date' },
    link,
    summary(2000),
  ),
};

export const testimonials: BrandTable = {
  table: 'testimonials',
  noun: 'testimonial',
  plural: 'testimonials',
  titleField: 'person',
  featuredOnAdvisory: true,
  fields: listed(
    { name: 'quote', label: 'Quote', kind: 'textarea', maxLength: 1000, required: true },
    { name: 'person', label: 'Person', kind: 'text', maxLength: 200, required: true },
    { name: 'role', label: 'Role and organisation', kind: 'text', maxLength: 200, hint: 'As they agreed to be named.' },
    featured,
  ),
};
