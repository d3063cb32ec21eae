import { describe, expect, it } from 'vitest';
import type { PodcastShow } from '../../../../../../src/islands/admin/podcast/showApi.ts';
import { missingForDirectories, showProblems } from '../../../../../../src/islands/admin/podcast/showChecks.ts';

const show = (fields: Partial<PodcastShow> = {}): PodcastShow => ({
  title: 'Questions before the pilot',
  description: 'Short talks.',
  author: 'Alex',
  owner_name: 'Alex',
  owner_email: 'owner@example.test',
  artwork_url: 'https://example.test/cover.png',
  category: 'Business',
  subcategory: 'Management',
  language: 'en-GB',
  explicit: false,
  ...fields,
});

describe('showProblems', () => {
  it('accepts a complete show', () => {
    expect(showProblems(show())).toEqual({});
  });

  it('says what is wrong with the address, the language and the category pair', () => {
    expect(showProblems(show({ owner_email: 'owner', language: 'English', category: 'Technology', subcategory: 'Management' }))).toEqual({
      owner_email: 'Enter an address like name@example.com, or leave it empty.',
      language: 'Enter a language code like en, de or en-GB.',
      category: 'Choose a subcategory of this category.',
    });
  });
});

describe('missingForDirectories', () => {
  it('lists what podcast directories need and the show lacks', () => {
    expect(missingForDirectories(show())).toEqual([]);
    expect(missingForDirectories(show({ title: '', artwork_url: null, owner_email: '' }))).toEqual([
      'a title',
      'artwork',
      "the owner's email",
    ]);
  });
});
