import { isAppleCategory } from '../../../lib/publishing/appleCategories.ts';
import type { PodcastShow } from './showApi.ts';

export type ShowField = 'title' | 'description' | 'owner_email' | 'language' | 'category';

/** What is wrong with the show as typed; the database checks lengths and the address again. */
export function showProblems(show: PodcastShow): Partial<Record<ShowField, string>> {
  const problems: Partial<Record<ShowField, string>> = {};
  if (show.title.length > 200) problems.title = 'Keep the title within 200 characters.';
  if (show.description.length > 4000) problems.description = 'Keep the description within 4,000 characters.';
  if (show.owner_email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(show.owner_email))
    problems.owner_email = 'Enter an address like name@example.com, or leave it empty.';
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(show.language)) problems.language = 'Enter a language code like en, de or en-GB.';
  if (show.category && !isAppleCategory(show.category, show.subcategory)) problems.category = 'Choose a subcategory of this category.';
  return problems;
}

/** What podcast directories require of a show and it lacks yet, in the owner's words. */
export const missingForDirectories = (show: PodcastShow): string[] =>
  [
    !show.title && 'a title',
    !show.description && 'a description',
    !show.artwork_url && 'artwork',
    !show.category && 'a category',
    !show.owner_email && "the owner's email",
  ].filter((item): item is string => typeof item === 'string');
