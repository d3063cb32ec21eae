import { useEffect, useState } from 'react';
import { addressedResult } from '../../lib/assessments/results/resultAddress.ts';
import { ownResult, type OwnResult } from '../../lib/assessments/results/ownResult.ts';

export type AddressState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'found'; result: OwnResult }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/**
 * The result the page's address names, loaded after the first render (so the server-rendered
 * markup and the first client render agree). A result of another role counts as missing here.
 */
export function useAddressedResult(roleId: string) {
  const [state, setState] = useState<AddressState>({ kind: 'none' });
  useEffect(() => {
    const address = addressedResult(location.search);
    if (address.kind === 'none') return;
    if (address.kind === 'malformed') {
      setState({ kind: 'missing' });
      return;
    }
    setState({ kind: 'loading' });
    ownResult(address.clientResultId).then(
      (result) => setState(result && result.role_id === roleId ? { kind: 'found', result } : { kind: 'missing' }),
      (error: unknown) => setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The result could not be loaded.' }),
    );
  }, [roleId]);
  return { state, leave: () => setState({ kind: 'none' }) };
}
