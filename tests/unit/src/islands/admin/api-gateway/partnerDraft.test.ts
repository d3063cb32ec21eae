import { describe, expect, it } from 'vitest';
import { partnerDraftOf, partnerDraftProblems, partnerFieldsOf } from '../../../../../../src/islands/admin/api-gateway/partnerDraft.ts';
import type { Partner } from '../../../../../../src/islands/admin/credentials/credentialShapes.ts';

const northwind = {
  id: 'p1',
  name: 'Northwind',
  website: null,
  contact_email: null,
  notes: '',
  created_at: '',
  is_sample: false,
} as Partner;

describe('a partner as typed', () => {
  it('is refused as the table would refuse it, each problem beside its field', () => {
    const draft = partnerDraftOf();
    const cases: [Partial<typeof draft>, string[]][] = [
      [{}, ['name']],
      [{ name: 'Northwind' }, ['name']],
      [{ name: 'Fabrikam', website: 'fabrikam.example', contactEmail: 'data at fabrikam' }, ['website', 'contactEmail']],
      [{ name: 'Fabrikam', notes: 'x'.repeat(5001) }, ['notes']],
      [{ name: ' Fabrikam ', website: 'https://fabrikam.example', contactEmail: 'data@fabrikam.example' }, []],
    ];
    for (const [typed, fields] of cases)
      expect(Object.keys(partnerDraftProblems({ ...draft, ...typed }, [northwind])), JSON.stringify(typed)).toEqual(fields);
  });

  it('stores empty optional fields as none, and opens a stored partner as it is', () => {
    expect(partnerFieldsOf({ name: ' Fabrikam ', website: ' ', contactEmail: '', notes: 'n' })).toEqual({
      name: 'Fabrikam',
      website: null,
      contact_email: null,
      notes: 'n',
    });
    expect(partnerFieldsOf(partnerDraftOf({ ...northwind, website: 'https://northwind.example' }))).toMatchObject({
      name: 'Northwind',
      website: 'https://northwind.example',
    });
  });
});
