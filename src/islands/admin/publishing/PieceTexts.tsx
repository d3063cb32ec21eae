import type { ReactNode } from 'react';
import { TextField } from '../kit/EditorFields.tsx';
import { MarkdownField } from './MarkdownField.tsx';

export interface PieceText {
  name: string;
  label: string;
  maxLength: number;
  hint?: ReactNode;
  problem?: string | null;
  multiline?: boolean;
}

/** A piece's short texts (title, slug, summary …), each a TextField named `<kind>-<name>`. */
export function PieceTexts({
  kind,
  texts,
  fields,
  onField,
}: {
  kind: 'article' | 'issue';
  texts: PieceText[];
  fields: Record<string, string>;
  onField(name: string, value: string): void;
}) {
  return texts.map(({ name, ...text }) => (
    <TextField key={name} id={`${kind}-${name}`} {...text} value={fields[name] ?? ''} onChange={(value) => onField(name, value)} />
  ));
}

/** A piece's Markdown body with its preview; its images go where the articles' go. */
export function PieceBody({ kind, value, onChange }: { kind: 'article' | 'issue'; value: string; onChange(value: string): void }) {
  return (
    <MarkdownField
      id={`${kind}-body`}
      label="Body (Markdown)"
      value={value}
      maxLength={200000}
      imageFolder="articles"
      onChange={onChange}
    />
  );
}
