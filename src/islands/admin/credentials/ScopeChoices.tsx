import { CheckField } from '../kit/EditorFields.tsx';

/**
 * The scopes a new key may hold, a box each with its sentence; the group's problem (none chosen)
 * said under its legend, and the first box is where the form's check moves the focus.
 */
export function ScopeChoices({
  idPrefix,
  vocabulary,
  chosen,
  problem,
  onChange,
}: {
  idPrefix: string;
  vocabulary: Readonly<Record<string, string>>;
  chosen: readonly string[];
  problem: string | undefined;
  onChange(scopes: string[]): void;
}) {
  const names = Object.keys(vocabulary);
  return (
    <fieldset className="admin-stack credential-scopes" aria-describedby={problem ? `${idPrefix}-scopes-error` : undefined}>
      <legend>Scopes</legend>
      {problem && (
        <p id={`${idPrefix}-scopes-error`} className="form-error">
          {problem}
        </p>
      )}
      {names.map((scope, index) => (
        <CheckField
          key={scope}
          id={index === 0 ? `${idPrefix}-scopes` : `${idPrefix}-scope-${scope.replace(/[^a-z0-9]+/gi, '-')}`}
          label={`${scope}: ${vocabulary[scope]}`}
          checked={chosen.includes(scope)}
          onChange={(on) =>
            onChange(on ? names.filter((name) => name === scope || chosen.includes(name)) : chosen.filter((name) => name !== scope))
          }
        />
      ))}
    </fieldset>
  );
}
