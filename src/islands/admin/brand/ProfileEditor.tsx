import { type FormEvent, useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { useToolData } from '../kit/useToolData.ts';
import { CheckField, TextField } from '../kit/EditorFields.tsx';
import { ImageField } from '../publishing/ImageField.tsx';
import { MarkdownField } from '../publishing/MarkdownField.tsx';
import { type BrandProfile, loadProfile, saveProfile } from './brandApi.ts';
import { ToolSection } from '../kit/ToolSection.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';

/** `/about`: the biography, its photo, name and headline; shown to readers once published and rebuilt. */
export function ProfileEditor() {
  const { state, reload } = useToolData(loadProfile);
  if (state.kind === 'loading') return <ToolLoading what="the biography" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  return <ProfileForm profile={state.data} />;
}

function ProfileForm({ profile }: { profile: BrandProfile }) {
  const [saved, setSaved] = useState(profile);
  const [form, setForm] = useState({ ...profile, photo_url: profile.photo_url ?? '' });
  const [state, setState] = useState({ busy: false, problem: '' });
  const { status, publish } = usePublishToSite();
  const set = (changes: Partial<typeof form>) => setForm({ ...form, ...changes });

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setState({ busy: true, problem: '' });
    try {
      const after = await saveProfile({
        name: form.name.trim(),
        headline: form.headline.trim(),
        biography_md: form.biography_md,
        photo_url: form.photo_url || null,
        photo_alt: form.photo_alt.trim(),
        published: form.published,
      });
      const readersSeeIt = saved.published || after.published;
      setSaved(after);
      setState({ busy: false, problem: '' });
      addToast({ title: 'Biography saved' });
      if (readersSeeIt) await publish('/public');
    } catch (error) {
      setState({ busy: false, problem: (error as Error).message });
    }
  }

  return (
    <ToolSection title="Biography">
      <form className="admin-stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className="admin-form-grid">
          <TextField id="profile-name" label="Name" value={form.name} maxLength={200} onChange={(name) => set({ name })} />
          <TextField
            id="profile-headline"
            label="Headline"
            value={form.headline}
            maxLength={300}
            onChange={(headline) => set({ headline })}
          />
        </div>
        <ImageField
          id="profile-photo"
          label="Photo"
          url={form.photo_url}
          alt={form.photo_alt}
          folder="brand"
          onChange={(photoUrl, photoAlt) => set({ photo_url: photoUrl, photo_alt: photoAlt })}
        />
        <MarkdownField
          id="profile-biography"
          label="Biography (Markdown)"
          value={form.biography_md}
          maxLength={20000}
          imageFolder="brand"
          rows={14}
          onChange={(biographyMd) => set({ biography_md: biographyMd })}
        />
        <CheckField
          id="profile-published"
          label="Published"
          checked={form.published}
          hint="Shown to readers on the public overview once the site is rebuilt."
          onChange={(published) => set({ published })}
        />
        <FormSubmit label="Save" saving={state.busy} failure={state.problem} />
      </form>
      <PublishStatusLine status={status} />
    </ToolSection>
  );
}
