import { describe, expect, it } from 'vitest';
import { majorGroups } from '../../../../../src/lib/ai-exposure/data.ts';
import {
  normaliseTag,
  occupationGroups,
  occupationOfTag,
  occupationTag,
  parseTags,
  tagLabel,
} from '../../../../../src/lib/knowledge/tags.ts';

describe('knowledge tags', () => {
  it('lists the 22 major groups of the AI-exposure data, by code and name', () => {
    expect(occupationGroups.map((group) => `${group.code}-0000 ${group.name}`)).toEqual(
      majorGroups.map((group) => `${group.major_group_code} ${group.major_group_name}`),
    );
  });

  it('reads a soc- tag as its group and any other tag as written', () => {
    expect(occupationOfTag(occupationTag('15-0000'))?.name).toBe('Computer and Mathematical Occupations');
    expect(tagLabel('soc-23')).toBe('Legal Occupations');
    expect(tagLabel('governance')).toBe('governance');
    expect(occupationOfTag('soc-99')).toBeUndefined();
  });

  it('makes typed tags lower case without a leading #, and refuses what the database would refuse', () => {
    expect(normaliseTag(' #Area/AI ')).toEqual({ tag: 'area/ai' });
    expect(normaliseTag('two words')).toHaveProperty('problem');
    expect(normaliseTag('soc-12')).toHaveProperty('problem');
    expect(normaliseTag('x'.repeat(61))).toHaveProperty('problem');
    expect(parseTags('AI, governance  ai #Pilot')).toEqual({ tags: ['ai', 'governance', 'pilot'] });
    expect(parseTags(Array.from({ length: 31 }, (_, index) => `t${index}`).join(','))).toHaveProperty('problem');
  });
});
