import { describe, expect, it } from 'vitest';
import { occupations } from '../../../../../src/lib/ai-exposure/data.ts';
import { occupationsMatching } from '../../../../../src/lib/ai-exposure/roleExposure.ts';
import { roleOccupations } from '../../../../../src/lib/ai-exposure/roleOccupations.ts';
import { roles } from '../../../../../src/lib/routes/roles.ts';

describe('the role to occupation mapping', () => {
  it('maps exactly the roles of the route table', () => {
    expect(Object.keys(roleOccupations).sort()).toEqual(roles.map((role) => role.id).sort());
  });

  it.each(Object.entries(roleOccupations))('maps %s to SOC codes that exist, with a reason', (_, mapping) => {
    expect(mapping.reason.length).toBeGreaterThan(20);
    for (const code of mapping.socCodes) expect(occupationsMatching(code, occupations).length, code).toBeGreaterThan(0);
  });
});
