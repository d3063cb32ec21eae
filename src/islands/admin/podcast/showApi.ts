import { flag, orNull, type ShapeOf, rowOf, text } from '../kit/answerShape.ts';
import { changeOnlyRow, onlyRow } from '../kit/rowQueries.ts';

/** The show's one row (public.podcast_show): the feed's channel. */
const show = rowOf({
  title: text,
  description: text,
  author: text,
  owner_name: text,
  owner_email: text,
  artwork_url: orNull(text),
  category: text,
  subcategory: text,
  language: text,
  explicit: flag,
});
export type PodcastShow = ShapeOf<typeof show>;

export const loadShow = () => onlyRow('podcast_show', show.columns, show, 'the show');

/** Changes the show; the row exists from the migration on and is never added or removed. */
export const saveShow = (change: PodcastShow) => changeOnlyRow('podcast_show', change, show.columns, show, 'the show');
