import { describe, expect, it } from 'vitest';
import { describeFigures } from '../../../../../../src/lib/assessments/results/othersComparison.ts';
import { fetchSharedResult } from '../../../../../../src/lib/assessments/results/sharedResult.ts';

const backend = { url: 'https://backend.example.test', anonKey: 'anon' };
const token = 'ab'.repeat(32);
const answering = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('reading a shared result', () => {
  it('sends no request for a token that is not 64 hex digits', async () => {
    const refuse = (async () => {
      throw new Error('no request expected');
    }) as typeof fetch;
    expect(await fetchSharedResult('short', backend, refuse)).toEqual({ status: 'unknown' });
  });

  it('passes on a shared or revoked answer and refuses any other shape', async () => {
    const shared = { status: 'shared', role_id: 'ceo', score: 61, level: 'Practising', dimensions: [{ name: 'Direction', score: 70 }] };
    expect(await fetchSharedResult(token, backend, answering(shared))).toEqual(shared);
    expect(await fetchSharedResult(token, backend, answering({ status: 'revoked' }))).toEqual({ status: 'revoked' });
    await expect(fetchSharedResult(token, backend, answering({ status: 'shared', score: 'high' }))).rejects.toThrow(/expected shape/);
    await expect(fetchSharedResult(token, backend, answering({}, 503))).rejects.toThrow(/503/);
  });
});

describe('the comparison sentence', () => {
  it('gives the people counted, the shares below and above, and the average', () => {
    expect(describeFigures({ people: 20, average: 48, below: 11, above: 6 }, 55)).toBe(
      '20 people have a result for this assessment (each counted once, by their latest). 55% scored lower than 55 and 30% higher; the average is 48.',
    );
  });
});
