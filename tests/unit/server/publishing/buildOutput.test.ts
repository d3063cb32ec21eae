import { describe, expect, it } from 'vitest';
import { buildFailureReason } from '../../../../server/publishing/buildOutput.ts';

describe('why a site build failed, for the owner', () => {
  it('keeps the last lines of the output without terminal colours, under the limit', () => {
    const escapeCharacter = String.fromCharCode(27);
    const output = [
      ...Array.from({ length: 200 }, (_, index) => `building page ${index}`),
      '',
      `${escapeCharacter}[31m[ERROR]${escapeCharacter}[39m [published-articles] articles row "x" failed its schema`,
      '    at load (publishedLoader.ts:42)',
    ].join('\n');
    const reason = buildFailureReason(output, 1, null, 400);

    expect(reason.startsWith('The site build exited with code 1.\n')).toBe(true);
    expect(reason).toContain('[ERROR] [published-articles] articles row "x" failed its schema');
    expect(reason).not.toContain(escapeCharacter);
    expect(reason).not.toContain('building page 0\n');
    expect(reason.length).toBeLessThan(450);
  });

  it('says when the build was stopped', () => {
    expect(buildFailureReason('', null, 'SIGTERM')).toBe('The site build was stopped (SIGTERM).');
  });
});
