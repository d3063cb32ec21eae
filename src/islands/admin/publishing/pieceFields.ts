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

/** A piece's text columns as the editor's fields, with its status and its publish time as the owner's local date and time. */
function textFieldsOf<Piece extends { status: PieceStatus; publish_at: string | null }, Name extends keyof Piece & string>(
  piece: Piece | null,
  names: readonly Name[],
  timeZone: string,
): Record<Name, string> & { status: string; publish_local: string } {
  const texts = Object.fromEntries(names.map((name) => [name, String(piece?.[name] ?? '')])) as Record<Name, string>;
  return {
    ...texts,
    status: piece?.status ?? 'draft',
    publish_local: piece?.publish_at ? ownerLocalDateTime(piece.publish_at, timeZone) : '',
  };
}

export const articleFieldsOf = (article: Article | null, timeZone: string): ArticleText =>
  textFieldsOf(article, ['title', 'slug', 'summary', 'body_md', 'cover_image_url', 'cover_image_alt'], timeZone);

export const issueFieldsOf = (issue: Issue | null, timeZone: string): IssueText =>
  textFieldsOf(issue, ['subject', 'slug', 'preheader', 'body_md'], timeZone);

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
