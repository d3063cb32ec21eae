import { useState } from 'react';
import { FormProblem } from '../../shared/FormField.tsx';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { ImageField } from './ImageField.tsx';
import { PieceEditorFrame } from './PieceEditorFrame.tsx';
import { articleKind } from './pieceKinds.ts';
import { PieceSchedule } from './PieceSchedule.tsx';
import { type Article, issueFromArticle } from './piecesApi.ts';
import { PieceBody, PieceTexts } from './PieceTexts.tsx';
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
  const editor = useDraftEditor(articleKind, { row: article, timeZone, onOpen });
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
    <PieceEditorFrame
      heading={row ? `Article: ${row.title}` : 'New article'}
      isSample={row?.is_sample ?? false}
      editor={editor}
      timeZone={timeZone}
      saveLabel={savedStatus === 'published' ? 'Update the live article' : 'Save changes'}
      onSave={() => void changeStatus(fields.status, savedStatus === 'published')}
      onList={() => onOpen({ kind: 'list' })}
    >
      <PieceTexts
        kind="article"
        fields={fields}
        onField={setField}
        texts={[
          { name: 'title', label: 'Title', maxLength: 200 },
          { name: 'slug', label: 'Slug', maxLength: 96, hint: <>The page’s address: {path}</>, problem: editor.slugNote },
          { name: 'summary', label: 'Summary', maxLength: 500, multiline: true },
        ]}
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
      <PieceBody kind="article" value={fields.body_md} onChange={(value) => setField('body_md', value)} />
      <PieceSchedule
        kind="article"
        timeZone={timeZone}
        savedStatus={savedStatus}
        fields={fields}
        onField={setField}
        onStatus={changeStatus}
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
    </PieceEditorFrame>
  );
}
