import type { CallFilter } from './credentialReads.ts';
import { momentColumn } from '../kit/momentColumn.ts';
import type { Column } from '../kit/tableRows.ts';
import { choiceParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { CredentialCall } from './credentialShapes.ts';

/** The call log's view in the address: `?calls-credential=&calls-operation=&calls-status=&calls-page=`. */
export const callLogAddress = urlParams(
  {
    credential: textParam('', 36),
    operation: textParam('', 100),
    status: choiceParam<CallFilter['status']>(['all', 'ok', 'errors', 'limited'], 'all'),
    page: wholeParam(1),
  },
  'calls-',
);
export type CallLogAddress = UrlValue<typeof callLogAddress>;

export const callStatusOptions = [
  { value: 'all', label: 'Every outcome' },
  { value: 'ok', label: 'Answered' },
  { value: 'errors', label: 'Errors' },
  { value: 'limited', label: 'Refused: too many (429)' },
] as const;

/** A status as the log says it: the code and, for a refusal, its stable error code. */
const statusText = (call: CredentialCall) => (call.error ? `${call.status} ${call.error}` : String(call.status));

/** The log's columns: when (the owner's time), which key, what, the outcome and how long it took. */
export const callColumns = (names: ReadonlyMap<string, string>, timeZone: string): Column<CredentialCall>[] => [
  momentColumn('at', 'When', (call) => call.at, timeZone),
  { key: 'credential', label: 'Key', value: (call) => names.get(call.credential_id) ?? 'A test console token' },
  { key: 'operation', label: 'Tool or operation', value: (call) => call.operation, cell: (call) => <code>{call.operation}</code> },
  { key: 'status', label: 'Status', value: statusText },
  { key: 'duration', label: 'Took (ms)', value: (call) => call.duration_ms, numeric: true },
];
