import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../integrations/htmlEntities.ts';

describe('decodeEntities', () => {
  it('decodes the named references a build writes and numeric ones in decimal and hex', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&#39; &#x2F;f&#X2f; &#8212;')).toBe(`a & b <c> "d" 'e' /f/ —`);
  });

  it('decodes once, so an escaped ampersand stays the text it stands for', () => {
    expect(decodeEntities('&amp;lt; &amp;#39; &amp;amp;')).toBe('&lt; &#39; &amp;');
  });

  it('leaves text that is no reference as it is, and reads a number past Unicode as U+FFFD', () => {
    expect(decodeEntities('fish & chips &copy &unknown; &#;')).toBe('fish & chips &copy &unknown; &#;');
    expect(decodeEntities('&#1114112;')).toBe('\ufffd');
  });
});
