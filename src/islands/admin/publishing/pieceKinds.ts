import { articleChange, articleFieldsOf, issueChange, issueFieldsOf } from './pieceFields.ts';
import { type PieceTable, saveArticle, saveIssue } from './piecesApi.ts';

/** What differs between editing an article and an issue: its table, the field its slug follows, its text fields and its save. */
export interface PieceKind<Row, F> {
  kind: 'article' | 'issue';
  table: PieceTable;
  titleField: 'title' | 'subject';
  fieldsOf(row: Row | null, timeZone: string): F;
  save(id: string | null, fields: F, timeZone: string): Promise<Row>;
}

function pieceKind<Row, F, Change>(
  kind: PieceKind<Row, F>['kind'],
  table: PieceTable,
  titleField: PieceKind<Row, F>['titleField'],
  fieldsOf: (row: Row | null, timeZone: string) => F,
  changeOf: (fields: F, timeZone: string) => Change,
  save: (id: string | null, change: Change) => Promise<Row>,
): PieceKind<Row, F> {
  return { kind, table, titleField, fieldsOf, save: (id, fields, timeZone) => save(id, changeOf(fields, timeZone)) };
}

export const articleKind = pieceKind('article', 'articles', 'title', articleFieldsOf, articleChange, saveArticle);
export const issueKind = pieceKind('issue', 'newsletter_issues', 'subject', issueFieldsOf, issueChange, saveIssue);
