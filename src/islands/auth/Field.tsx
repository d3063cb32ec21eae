import { useEffect, useRef, type ChangeEvent } from 'react';

interface FieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password' | 'off';
  value: string;
  onChange(value: string): void;
  /** Shown up front, before anything goes wrong (the password rule). */
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are read with it (aria-describedby) and marked invalid. */
export function Field({ id, label, type, autoComplete, value, onChange, hint, error }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const input = useRef<HTMLInputElement>(null);
  // On a slow connection a visitor may type (or the browser autofill) before the island hydrates:
  // adopt what is already in the field instead of dropping it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before hydration, once.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
  }, []);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
      <input
        ref={input}
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
