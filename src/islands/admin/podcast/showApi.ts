import { fields, flag, orNull, type ShapeOf, selectList, text } from '../kit/answerShape.ts';
import { changeOnlyRow, onlyRow } from '../kit/rowQueries.ts';

/** The show's one row (public.podcast_show): the feed's channel. */
const showFields = {
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
};
const show = fields(showFields);
export type PodcastShow = ShapeOf<typeof show>;
const columns = selectList(showFields);

export const loadShow = () => onlyRow('podcast_show', columns, show, 'the show');

/** Changes the show; the row exists from the migration on and is never added or removed. */
export const saveShow = (change: PodcastShow) => changeOnlyRow('podcast_show', change, columns, show, 'the show');
