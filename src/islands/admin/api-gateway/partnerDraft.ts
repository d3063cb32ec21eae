import type { Partner } from '../credentials/credentialShapes.ts';
import type { PartnerFields } from './partnersApi.ts';

/** A partner as typed in its form: every field a text until it is stored. */
export interface PartnerDraft {
  name: string;
  website: string;
  contactEmail: string;
  notes: string;
}

export type PartnerDraftProblems = Partial<Record<keyof PartnerDraft, string>>;

export const partnerDraftOf = (partner?: Partner): PartnerDraft => ({
  name: partner?.name ?? '',
  website: partner?.website ?? '',
  contactEmail: partner?.contact_email ?? '',
  notes: partner?.notes ?? '',
});

/** What is wrong with each field, as the table's own checks would refuse it, said beside the field. */
export function partnerDraftProblems(draft: PartnerDraft, others: readonly Partner[]): PartnerDraftProblems {
  const problems: PartnerDraftProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Enter the organisation’s name.';
  else if (name.length > 120) problems.name = `Keep the name under 120 characters (it has ${name.length}).`;
  else if (others.some((other) => other.name === name)) problems.name = 'A partner of this name exists already.';
  const website = draft.website.trim();
  if (website && (!/^https?:\/\/\S+$/.test(website) || website.length > 500))
    problems.website = 'Enter an address starting with https://, or leave it empty.';
  const email = draft.contactEmail.trim();
  if (email && (!/^[^@\s]+@[^@\s]+$/.test(email) || email.length > 320))
    problems.contactEmail = 'Enter an email address like name@example.com, or leave it empty.';
  if (draft.notes.length > 5000) problems.notes = `Keep the notes under 5,000 characters (they have ${draft.notes.length}).`;
  return problems;
}

export const partnerFieldsOf = (draft: PartnerDraft): PartnerFields => ({
  name: draft.name.trim(),
  website: draft.website.trim() || null,
  contact_email: draft.contactEmail.trim() || null,
  notes: draft.notes,
});
