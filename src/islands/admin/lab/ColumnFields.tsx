import { labLimits } from '../../../../functions/_shared/lab/labLimits.ts';
import { FormField } from '../../shared/FormField.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { type ColumnDraft, modelColumn, siteGuideColumn } from './labDraft.ts';
import type { LabSetup } from './labShapes.ts';

const kindOptions = (modelConfigured: boolean) =>
  [
    modelConfigured
      ? { value: 'model', label: 'A model' }
      : { value: 'model', label: 'A model (none configured: set AI_CHAT_PROVIDER)', disabled: true },
    { value: 'site_guide', label: 'The site guide' },
  ] as const;

/**
 * The columns of a Run, one to four: each a model id of the configured provider with its
 * temperature and output limit, or the site guide. With no model configured, a model column says
 * why it cannot run and the choice offers it disabled.
 */
export function ColumnFields({
  columns,
  setup,
  problems,
  onChange,
}: {
  columns: readonly ColumnDraft[];
  setup: LabSetup;
  problems: Partial<Record<string, string>>;
  onChange(columns: ColumnDraft[]): void;
}) {
  const models = [...new Set([...(setup.chat ? [setup.chat.model] : []), ...setup.priced_models])];
  const change = (index: number, next: Partial<ColumnDraft>) =>
    onChange(columns.map((column, at) => (at === index ? { ...column, ...next } : column)));
  return (
    <fieldset className="lab-columns-fields">
      <legend>Columns</legend>
      <datalist id="lab-models">
        {models.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place (Column 1, 2…); a model id being typed must keep its input.
        <fieldset key={index} className="lab-column-fields">
          <legend>Column {index + 1}</legend>
          <SelectField
            id={`lab-column-${index}-kind`}
            label="Answered by"
            value={column.kind}
            options={kindOptions(setup.chat !== null)}
            onChange={(kind) => change(index, kind === 'model' ? modelColumn(setup.chat?.model ?? '') : siteGuideColumn)}
          />
          {column.kind === 'model' && (
            <>
              <ModelField
                index={index}
                column={column}
                problem={problems[`column-${index}-model`]}
                onChange={(model) => change(index, { model })}
              />
              <TextField
                id={`lab-column-${index}-temperature`}
                label="Temperature"
                hint={`${labLimits.temperature.min} to ${labLimits.temperature.max}; blank for the model’s default.`}
                value={column.temperature}
                problem={problems[`column-${index}-temperature`]}
                onChange={(temperature) => change(index, { temperature })}
              />
              <TextField
                id={`lab-column-${index}-tokens`}
                label="Longest answer, in tokens"
                hint={`${labLimits.maxOutputTokens.min} to ${labLimits.maxOutputTokens.max}; blank for ${labLimits.maxOutputTokens.fallback}.`}
                value={column.maxOutputTokens}
                problem={problems[`column-${index}-tokens`]}
                onChange={(maxOutputTokens) => change(index, { maxOutputTokens })}
              />
            </>
          )}
          {columns.length > 1 && (
            <button type="button" className="button" onClick={() => onChange(columns.filter((_, at) => at !== index))}>
              Remove column {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      {columns.length < labLimits.columns && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...columns, setup.chat ? modelColumn(setup.chat.model) : siteGuideColumn])}
        >
          Add a column
        </button>
      )}
    </fieldset>
  );
}

function ModelField({
  index,
  column,
  problem,
  onChange,
}: {
  index: number;
  column: ColumnDraft;
  problem: string | undefined;
  onChange(model: string): void;
}) {
  return (
    <FormField
      id={`lab-column-${index}-model`}
      label="Model id"
      hint="Any model the configured provider serves; those with a price are offered."
      error={problem}
    >
      {(control) => <input {...control} list="lab-models" value={column.model} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
