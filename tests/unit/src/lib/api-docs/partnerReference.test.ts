import { describe, expect, it } from 'vitest';
import { partnerApiDocument } from '../../../../../functions/_shared/partner-api/document.ts';
import { partnerOperations } from '../../../../../functions/_shared/partner-api/operations.ts';
import { partnerReference, textParts } from '../../../../../src/lib/api-docs/partnerReference.ts';

const sections = partnerReference(partnerApiDocument('https://project.example/functions/v1/partner-api'));

describe('the partner API reference', () => {
  it('has a section per data set holding every operation once', () => {
    expect(sections.map((section) => section.title)).toEqual(['AI jobs data', 'Assessment benchmarks', 'Published content']);
    expect(sections.flatMap((section) => section.operations.map((operation) => operation.id)).sort()).toEqual(
      partnerOperations.map(({ route }) => route.operationId).sort(),
    );
  });

  it('gives each data set a curl example filled with the schemas’ examples, defaults left out', () => {
    expect(sections[0]?.curl).toBe(
      'curl -H "Authorization: Bearer $PARTNER_KEY" \\\n  "https://project.example/functions/v1/partner-api/v1/jobs/occupations?group=15-0000&q=engineer&sort=-gpt4Beta"',
    );
  });

  it('names each operation’s scope, parameters and problem answers', () => {
    const occupations = sections[0]?.operations.find((operation) => operation.id === 'listOccupations');
    expect(occupations?.description).toContain('`jobs` scope');
    expect(occupations?.parameters.find((parameter) => parameter.name === 'limit')?.type).toBe('integer 1–200, default 50');
    expect(occupations?.responses.map((response) => response.status)).toEqual(['200', '400', '401', '403', '413', '429', '500']);
    expect(occupations?.responses.find((response) => response.status === '429')?.headers).toContain('Retry-After');
  });

  it('sets the document’s `code` spans apart', () => {
    expect(textParts('Needs the `jobs` scope.')).toEqual([
      { text: 'Needs the ', code: false },
      { text: 'jobs', code: true },
      { text: ' scope.', code: false },
    ]);
  });
});
