import { addToast } from '../../../stores/toasts.ts';
import { downloadFile } from './downloadFile.ts';

/**
 * "Export CSV": the file the tool's writer makes (through csvText), saved as `filename`. A writer
 * that must read more rows first (a server-paged list) may fail: a toast says so and nothing is saved.
 */
export function ExportCsvButton({ filename, csv, disabled }: { filename: string; csv(): string | Promise<string>; disabled: boolean }) {
  const save = async () => {
    try {
      downloadFile(await csv(), filename, 'text/csv;charset=utf-8');
    } catch (error) {
      addToast({ title: 'Nothing was exported', description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <button type="button" className="button" disabled={disabled} onClick={() => void save()}>
      Export CSV
    </button>
  );
}
