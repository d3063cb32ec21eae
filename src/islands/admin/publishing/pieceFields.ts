import { headerControlIn } from '../../../../functions/_shared/email/headerText.ts';
import { instantOfOwnerLocal, ownerLocalDateTime } from './ownerDateTime.ts';
import type { Article, ArticleFields, Issue, IssueFields, PieceStatus } from './piecesApi.ts';

export interface ArticleText {
  [name: string]: string;
  title: string;
  slug: string;
  summary: string;
  body_md: string;
  cover_image_url: string;
  cover_image_alt: string;
  status: string;
  publish_local: string;
}

export interface IssueText {
  [name: string]: string;
  subject: string;
  slug: string;
  preheader: string;
  body_md: string;
  status: string;
  publish_local: string;
}

/** An article as the editor's text fields; the publish time as the owner's local date and time. */
export function articleFieldsOf(article: Article | null, timeZone: string): ArticleText {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    summary: article?.summary ?? '',
    body_md: article?.body_md ?? '',
    cover_image_url: article?.cover_image_url ?? '',
    cover_image_alt: article?.cover_image_alt ?? '',
    status: article?.status ?? 'draft',
    publish_local: article?.publish_at ? ownerLocalDateTime(article.publish_at, timeZone) : '',
  };
}

export function articleChange(fields: ArticleText, timeZone: string): ArticleFields {
  return {
    title: fields.title.trim(),
    slug: fields.slug,
    summary: fields.summary,
    body_md: fields.body_md,
    cover_image_url: fields.cover_image_url || null,
    cover_image_alt: fields.cover_image_alt,
    status: fields.status as PieceStatus,
    publish_at: fields.publish_local ? instantOfOwnerLocal(fields.publish_local, timeZone) : null,
  };
}

export function issueFieldsOf(issue: Issue | null, timeZone: string): IssueText {
  return {
    subject: issue?.subject ?? '',
    slug: issue?.slug ?? '',
    preheader: issue?.preheader ?? '',
    body_md: issue?.body_md ?? '',
    status: issue?.status ?? 'draft',
    publish_local: issue?.publish_at ? ownerLocalDateTime(issue.publish_at, timeZone) : '',
  };
}

/** An issue's change never carries `published`: only the send sets it, so the status is left out then. */
export function issueChange(fields: IssueText, timeZone: string): Partial<IssueFields> {
  const change: Partial<IssueFields> = {
    subject: fields.subject.trim(),
    slug: fields.slug,
    preheader: fields.preheader,
    body_md: fields.body_md,
    publish_at: fields.publish_local ? instantOfOwnerLocal(fields.publish_local, timeZone) : null,
  };
  if (fields.status !== 'published') change.status = fields.status as PieceStatus;
  return change;
}

/** What stops a piece being saved with these fields, in the words the save line uses; null when nothing. */
export function pieceProblem(
  fields: { [name: string]: string | undefined; publish_local: string; status: string },
  titleField: 'title' | 'subject',
  timeZone: string,
): string | null {
  if (!fields[titleField]?.trim()) return titleField === 'title' ? 'give the article a title first.' : 'give the issue a subject first.';
  if (titleField === 'subject') {
    const problem = subjectProblem(fields.subject ?? '');
    if (problem) return problem.charAt(0).toLowerCase() + problem.slice(1);
  }
  const at = fields.publish_local ? instantOfOwnerLocal(fields.publish_local, timeZone) : null;
  if (fields.publish_local && !at) return 'the date and time are not complete.';
  if (fields.status === 'scheduled' && !at) return 'a scheduled piece needs its date and time.';
  return null;
}

/** Why a subject cannot be mailed as it would be saved (trimmed; it becomes a mail header); null when it can. */
export function subjectProblem(subject: string): string | null {
  const control = headerControlIn(subject.trim());
  return control ? `The subject holds ${control}, which a mail subject cannot carry: remove it.` : null;
}
