import { minPasswordLength } from '../../lib/auth/credentials.ts';
import { Field } from './Field.tsx';

/** The rule a new password meets, said before anything goes wrong; the server judges the rest and says why. */
export const newPasswordHint = `At least ${minPasswordLength} characters, and not a common password. A phrase of a few unrelated words is easy to remember and hard to guess.`;

interface NewPasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The field for a password being chosen (sign-up, reset, change), with its rule as the hint. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return <Field {...props} type="password" autoComplete="new-password" hint={newPasswordHint} />;
}
