import { TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { optionsOf } from '../kit/choiceOptions.ts';
import { SelectField } from '../kit/SelectField.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import { createCredential, type MadeCredential } from './credentialsApi.ts';
import { type CredentialDraft, credentialDraftProblems, emptyDraft, newCredentialOf } from './credentialDraft.ts';
import { expiryChoices } from './credentialState.ts';
import { ScopeChoices } from './ScopeChoices.tsx';

/**
 * A new key: its name, scopes from the vocabulary of its kind, expiry, and for a partner's key its
 * rate per minute and monthly quota. The function makes it and answers its secret, handed to
 * `onMade` to be shown once; a refusal is said under the form and what was typed stays.
 */
export function CredentialForm({
  kind,
  partner,
  scopes,
  onMade,
}: {
  kind: 'mcp' | 'api';
  partner?: string;
  scopes: Readonly<Record<string, string>>;
  onMade(made: MadeCredential): void;
}) {
  const idPrefix = `new-${kind}-key`;
  const { draft, setDraft, change, field, problems, failure, saving, submit } = useDraftForm({
    initial: () => emptyDraft(kind),
    idPrefix,
    problemsOf: (typed: CredentialDraft) => credentialDraftProblems(typed, kind),
    save: async (typed) => {
      const made = await createCredential(newCredentialOf(typed, kind, Date.now(), partner));
      setDraft(emptyDraft(kind));
      onMade(made);
    },
  });
  const noun = kind === 'mcp' ? 'token' : 'key';
  return (
    <form className="admin-stack" onSubmit={submit} noValidate aria-label={`New ${noun}`}>
      <div className="admin-form-grid">
        <TextField
          label="Name"
          hint={kind === 'mcp' ? 'Where it is used: “Cursor on my laptop”.' : 'What the partner uses it for: “Jobs dashboard”.'}
          {...field('name')}
        />
        <SelectField label="Expires" options={optionsOf(expiryChoices)} {...field('expiry')} />
        {kind === 'api' && (
          <>
            <TextField label="Calls per minute" {...field('ratePerMinute')} />
            <TextField label="Calls per month" hint="Empty: no monthly quota." {...field('monthlyQuota')} />
          </>
        )}
      </div>
      <ScopeChoices
        idPrefix={idPrefix}
        vocabulary={scopes}
        chosen={draft.scopes}
        problem={problems.scopes}
        onChange={(chosen) => change({ scopes: chosen })}
      />
      <FormSubmit label={`Create ${noun}`} busyLabel="Creating…" saving={saving} failure={failure} />
    </form>
  );
}
