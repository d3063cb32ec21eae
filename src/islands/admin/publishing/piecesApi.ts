import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { fields, flag, oneOf, orNull, text } from '../kit/answerShape.ts';
import { newestRows, rowById } from '../kit/rowQueries.ts';

export type PieceStatus = 'idea' | 'draft' | 'scheduled' | 'published';

interface PieceRow {
  id: string;
  slug: string;
  body_md: string;
  status: PieceStatus;
  publish_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  is_sample: boolean;
}

export interface Article extends PieceRow {
  title: string;
  summary: string;
  cover_image_url: string | null;
  cover_image_alt: string;
}

export interface Issue extends PieceRow {
  subject: string;
  preheader: string;
  article_id: string | null;
}

/** What the owner edits; the database keeps the rest. */
export type ArticleFields = Pick<
  Article,
  'title' | 'slug' | 'summary' | 'body_md' | 'cover_image_url' | 'cover_image_alt' | 'status' | 'publish_at'
>;
export type IssueFields = Pick<Issue, 'subject' | 'slug' | 'preheader' | 'body_md' | 'status' | 'publish_at'>;

export type PieceTable = 'articles' | 'newsletter_issues';

const stamps = 'id, status, publish_at, published_at, created_at, updated_at, is_sample, slug';
const articleColumns = `${stamps}, title, summary, body_md, cover_image_url, cover_image_alt`;
const issueColumns = `${stamps}, subject, preheader, body_md, article_id`;

const pieceRow = {
  id: text,
  slug: text,
  body_md: text,
  status: oneOf(['idea', 'draft', 'scheduled', 'published']),
  publish_at: orNull(text),
  published_at: orNull(text),
  created_at: text,
  updated_at: text,
  is_sample: flag,
} as const;
const article = fields<Article>({ ...pieceRow, title: text, summary: text, cover_image_url: orNull(text), cover_image_alt: text });
const issue = fields<Issue>({ ...pieceRow, subject: text, preheader: text, article_id: orNull(text) });

/** A failed query as an Error that says what could not be done and why, in the owner's words. */
export function failed(what: string, error: { message: string; code?: string }): Error {
  if (error.code === '23505') return new Error(`Could not ${what}: the slug is taken by another piece.`);
  if (error.code === '23514') return new Error(`Could not ${what}: a field breaks a rule (${error.message}).`);
  return new Error(`Could not ${what}: ${error.message}`);
}

export const loadArticles = () => newestRows('articles', articleColumns, article, 'the articles', { limit: 2000 });
export const loadIssues = () => newestRows('newsletter_issues', issueColumns, issue, 'the newsletter issues', { limit: 2000 });
export const loadArticle = (id: string) => rowById('articles', articleColumns, id, article, 'the article');
export const loadIssue = (id: string) => rowById('newsletter_issues', issueColumns, id, issue, 'the issue');

/** Adds an article, or changes it when `id` is given; answers the row as stored. */
export async function saveArticle(id: string | null, fields: Partial<ArticleFields>): Promise<Article> {
  const table = (await getSupabase()).from('articles');
  const { data, error } = await (id ? table.update(fields).eq('id', id) : table.insert(fields)).select(articleColumns).single();
  if (error) throw failed('save the article', error);
  return data as Article;
}

export async function saveIssue(id: string | null, fields: Partial<IssueFields> & { article_id?: string | null }): Promise<Issue> {
  const table = (await getSupabase()).from('newsletter_issues');
  const { data, error } = await (id ? table.update(fields).eq('id', id) : table.insert(fields)).select(issueColumns).single();
  if (error) throw failed('save the issue', error);
  return data as Issue;
}

/** Whether another row of `table` than `exceptId` uses `slug`. */
export async function slugInUse(table: PieceTable, slug: string, exceptId: string | null): Promise<boolean> {
  let query = (await getSupabase()).from(table).select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw failed('check the slug', error);
  return data.length > 0;
}

/** A newsletter issue made from an article: its title, summary and text, linked to it, as a draft. */
export async function issueFromArticle(article: Article): Promise<Issue> {
  let slug = article.slug;
  for (let attempt = 2; await slugInUse('newsletter_issues', slug, null); attempt++) slug = `${article.slug.slice(0, 90)}-${attempt}`;
  return saveIssue(null, {
    subject: article.title,
    slug,
    preheader: article.summary.slice(0, 200),
    body_md: article.body_md,
    article_id: article.id,
    status: 'draft',
  });
}
