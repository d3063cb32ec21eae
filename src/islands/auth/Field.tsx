import { useEffect, useRef } from 'react';
import { minPasswordLength } from '../../lib/auth/credentials.ts';
import { FormField } from '../shared/FormField.tsx';

interface FieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password' | 'off';
  value: string;
  onChange(value: string): void;
  /** Shown up front, before anything goes wrong (the password rule). */
  hint?: string;
  error?: string | undefined;
}

/** A required input of the account forms, in the shared FormField, keeping what was typed before hydration. */
export function Field({ id, label, type, autoComplete, value, onChange, hint, error }: FieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // On a slow connection a visitor may type (or the browser autofill) before the island hydrates:
  // adopt what is already in the field instead of dropping it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before hydration, once.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
  }, []);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          ref={input}
          {...control}
          name={id}
          type={type}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

type TypedField = Pick<FieldProps, 'id' | 'value' | 'onChange' | 'error'> & { label?: string };

/** The account's email address, labelled "Email" unless the form says otherwise. */
export function EmailField({ label = 'Email', ...props }: TypedField & { autoComplete?: 'email' | 'off' }) {
  return <Field label={label} type="email" autoComplete="email" {...props} />;
}

/** The password the account signs in with now. */
export function PasswordField({ label = 'Password', ...props }: TypedField) {
  return <Field label={label} type="password" autoComplete="current-password" {...props} />;
}

/** The rule a new password meets, said before anything goes wrong; the server judges the rest and says why. */
const newPasswordHint = `At least ${minPasswordLength} characters, and not a common password. A phrase of a few unrelated words is easy to remember and hard to guess.`;

/** A password being chosen (sign-up, reset, change), with its rule as the hint. */
export function NewPasswordField({ label = 'New password', ...props }: TypedField) {
  return <Field label={label} type="password" autoComplete="new-password" hint={newPasswordHint} {...props} />;
}
