import { fields, flag, orNull, text } from '../kit/answerShape.ts';
import { changeOnlyRow, onlyRow } from '../kit/rowQueries.ts';

/** The show's one row (public.podcast_show): the feed's channel. */
export interface PodcastShow {
  title: string;
  description: string;
  author: string;
  owner_name: string;
  owner_email: string;
  artwork_url: string | null;
  category: string;
  subcategory: string;
  language: string;
  explicit: boolean;
}

const columns = 'title, description, author, owner_name, owner_email, artwork_url, category, subcategory, language, explicit';

const show = fields<PodcastShow>({
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

export const loadShow = () => onlyRow('podcast_show', columns, show, 'the show');

/** Changes the show; the row exists from the migration on and is never added or removed. */
export const saveShow = (change: PodcastShow) => changeOnlyRow('podcast_show', change, columns, show, 'the show');
