import { useCallback, useState } from 'react';
import { FormProblem } from '../../shared/FormField.tsx';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { KeptCopyOffer, SaveLine } from './EditorParts.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { ImageField } from './ImageField.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { type ArticleText, articleChange, articleFieldsOf, pieceProblem } from './pieceFields.ts';
import { type Article, issueFromArticle, saveArticle } from './piecesApi.ts';
import { PieceSchedule } from './PieceSchedule.tsx';
import { statusLabels } from './pieceList.ts';
import { useDraftEditor } from './useDraftEditor.ts';
import type { PublishingView } from './publishingView.ts';

/**
 * An article: title, slug, summary, cover image and the Markdown body with its preview. Drafts
 * save themselves; Publish saves it as published and rebuilds the site, saying when the page is
 * live. Publishing mails no one: "Make a newsletter issue" makes a separate issue to send.
 */
export function ArticleEditor({
  article,
  timeZone,
  onOpen,
}: {
  article: Article | null;
  timeZone: string;
  onOpen(view: PublishingView, replace?: boolean): void;
}) {
  const { status: siteStatus, publish } = usePublishToSite();
  const [making, setMaking] = useState({ busy: false, problem: '' });
  const editor = useDraftEditor<Article, ArticleText>({
    kind: 'article',
    table: 'articles',
    titleField: 'title',
    row: article,
    fieldsOf: useCallback((row: Article | null) => articleFieldsOf(row, timeZone), [timeZone]),
    problemOf: useCallback((fields: ArticleText) => pieceProblem(fields, 'title', timeZone), [timeZone]),
    save: useCallback((id: string | null, fields: ArticleText) => saveArticle(id, articleChange(fields, timeZone)), [timeZone]),
    onCreated: useCallback((row: Article) => onOpen({ kind: 'article', id: row.id }, true), [onOpen]),
  });
  const { fields, setField, row } = editor;
  const savedStatus = row?.status ?? 'draft';
  const path = `/articles/${row?.slug ?? fields.slug}`;

  async function changeStatus(status: string, rebuild: boolean): Promise<void> {
    const before = fields.status;
    if (!(await editor.commit({ status }))) {
      setField('status', before);
      return;
    }
    if (rebuild) await publish(`/articles/${fields.slug}`);
  }

  async function makeIssue(): Promise<void> {
    if (!row || !(await editor.commit())) return;
    setMaking({ busy: true, problem: '' });
    try {
      const issue = await issueFromArticle(row);
      onOpen({ kind: 'issue', id: issue.id });
    } catch (error) {
      setMaking({ busy: false, problem: (error as Error).message });
    }
  }

  return (
    <section className="card" aria-labelledby="editor-title">
      <button type="button" className="admin-link" onClick={() => onOpen({ kind: 'list' })}>
        ← All pieces
      </button>
      <h2 id="editor-title" className="section-title">
        {row ? `Article: ${row.title}` : 'New article'}
        {row?.is_sample && <span className="admin-badge">sample</span>}
      </h2>
      {editor.offer && (
        <KeptCopyOffer copy={editor.offer} timeZone={timeZone} onRestore={editor.restoreOffer} onDiscard={editor.discardOffer} />
      )}
      <SaveLine state={editor.autosave}>
        {!['idea', 'draft'].includes(fields.status) && (
          <button type="button" className="button" onClick={() => void changeStatus(fields.status, savedStatus === 'published')}>
            {savedStatus === 'published' ? 'Update the live article' : 'Save changes'}
          </button>
        )}
      </SaveLine>
      <TextField id="article-title" label="Title" value={fields.title} maxLength={200} onChange={(value) => setField('title', value)} />
      <TextField
        id="article-slug"
        label="Slug"
        value={fields.slug}
        maxLength={96}
        onChange={(value) => setField('slug', value)}
        hint={<>The page’s address: {path}</>}
        problem={editor.slugNote}
      />
      <TextField
        id="article-summary"
        label="Summary"
        value={fields.summary}
        maxLength={500}
        multiline
        onChange={(value) => setField('summary', value)}
      />
      <ImageField
        id="article-cover"
        label="Cover image"
        url={fields.cover_image_url}
        alt={fields.cover_image_alt}
        folder="articles"
        onChange={(url, alt) => {
          setField('cover_image_url', url);
          setField('cover_image_alt', alt);
        }}
      />
      <MarkdownField
        id="article-body"
        label="Body (Markdown)"
        value={fields.body_md}
        maxLength={200000}
        imageFolder="articles"
        onChange={(value) => setField('body_md', value)}
      />
      <PieceSchedule
        idPrefix="article"
        timeZone={timeZone}
        savedStatus={savedStatus}
        fields={fields}
        statusName={(status) => statusLabels[status]}
        onField={setField}
        onStatus={changeStatus}
        publishable
      />
      <PublishStatusLine status={siteStatus} />
      {row && (
        <div className="admin-actions">
          <button type="button" className="button" disabled={making.busy} onClick={() => void makeIssue()}>
            Make a newsletter issue
          </button>
          <FormProblem problem={making.problem} />
        </div>
      )}
    </section>
  );
}
