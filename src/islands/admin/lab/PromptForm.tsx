import { useEffect } from 'react';
import { labLimits } from '../../../../functions/_shared/lab/labLimits.ts';
import { variableNames } from '../../../../functions/_shared/lab/promptVariables.ts';
import { CheckField, TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import { ColumnFields } from './ColumnFields.tsx';
import { draftProblems, type LabDraft } from './labDraft.ts';
import type { LabSetup } from './labShapes.ts';

/**
 * The prompt and its columns. Run saves it as the prompt's next version (a new prompt the first
 * time) and answers every column; the draft stays in the form, to change and run again. `loaded`
 * replaces the draft: a saved version copied in, or the draft just run with the prompt it was saved to.
 */
export function PromptForm({ setup, loaded, onRun }: { setup: LabSetup; loaded: LabDraft; onRun(draft: LabDraft): Promise<void> }) {
  const { draft, setDraft, change, field, problems, failure, saving, submit } = useDraftForm<LabDraft, string>({
    initial: loaded,
    idPrefix: 'lab',
    problemsOf: (typed) => draftProblems(typed, setup.chat !== null),
    save: onRun,
  });
  useEffect(() => setDraft(loaded), [loaded, setDraft]);
  const names = variableNames(draft.system, draft.user);
  const limit = `At most ${labLimits.promptChars} characters.`;
  return (
    <form className="admin-stack" onSubmit={submit} noValidate>
      <TextField
        label="Prompt name"
        hint={draft.promptId ? 'Run adds a version to this prompt.' : 'Run saves a new prompt with its first version.'}
        {...field('title')}
      />
      <TextField
        label="System text"
        multiline
        rows={3}
        hint={`Instructions to the model columns (the site guide reads only the user text). ${limit}`}
        {...field('system')}
      />
      <TextField
        label="User text"
        multiline
        rows={4}
        hint={`What every column is asked. Write {{name}} for a variable you fill below. ${limit}`}
        {...field('user')}
      />
      {names.length > 0 && (
        <fieldset className="lab-variables">
          <legend>Variables</legend>
          {names.map((name) => (
            <TextField
              key={name}
              id={`lab-var-${name}`}
              label={`{{${name}}}`}
              value={draft.values[name] ?? ''}
              problem={problems[`var-${name}`]}
              onChange={(value) => change({ values: { ...draft.values, [name]: value } })}
            />
          ))}
        </fieldset>
      )}
      <ColumnFields columns={draft.columns} setup={setup} problems={problems} onChange={(columns) => change({ columns })} />
      <CheckField
        id="lab-blind"
        label="Blind: hide which column is which until I vote"
        checked={draft.blind}
        onChange={(blind) => change({ blind })}
        hint={
          problems.blind ??
          'The columns are named A, B, C, D until you choose the best answer; the tally counts your choices per configuration.'
        }
      />
      <FormSubmit label="Run" busyLabel="Saving the version…" saving={saving} failure={failure} />
    </form>
  );
}
