import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, readBodyText, readJson, type BodyRefusals } from '../../../../../functions/_shared/http/requestBody.ts';

class Refusal extends Error {}
const refusals: BodyRefusals = {
  tooLarge: (maxBytes) => new Refusal(`over ${maxBytes}`),
  notJson: (text, reason) => new Refusal(`not JSON (${text.length}): ${reason}`),
  notStorable: (reason) => new Refusal(`not storable: ${reason}`),
};

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://kit.test/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body in chunks with no declared length, noting how many chunks were pulled and whether it was cancelled. */
function streamed(chunks: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[seen.pulled];
      seen.pulled += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { request: post(body), seen };
}

describe('readBodyText', () => {
  it('reads a body within the limit, multi-byte characters split across chunks included', async () => {
    const euro = new TextEncoder().encode('€');
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(euro.slice(0, 1));
        controller.enqueue(euro.slice(1));
        controller.close();
      },
    });
    expect(await readBodyText(post(body), 3, refusals.tooLarge)).toBe('€');
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const request = post('{}', { 'Content-Length': '11' });
    await expect(readBodyText(request, 10, refusals.tooLarge)).rejects.toThrow('over 10');
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading and cancels the stream as soon as an undeclared body passes the limit', async () => {
    const { request, seen } = streamed(Array.from({ length: 20 }, () => '12345'));
    await expect(readBodyText(request, 8, refusals.tooLarge)).rejects.toThrow('over 8');
    expect(seen.cancelled).toBe(true);
    // The second chunk passes the limit; the stream may have pulled one more ahead, never the rest.
    expect(seen.pulled).toBeLessThanOrEqual(3);
  });

  it('reads a request without a body as empty text', async () => {
    expect(await readBodyText(new Request('http://kit.test/'), 10, refusals.tooLarge)).toBe('');
  });
});

describe('readJson', () => {
  it('parses the body', async () => {
    expect(await readJson(post('{"a":[1,2]}'), { maxBytes: 100, refusals })).toEqual({ a: [1, 2] });
  });

  it('refuses text that is not JSON with the parser’s reason, an empty body included', async () => {
    await expect(readJson(post('{'), { maxBytes: 100, refusals })).rejects.toThrow(/^not JSON \(1\): .+/);
    await expect(readJson(post(''), { maxBytes: 100, refusals })).rejects.toThrow(/^not JSON \(0\)/);
  });

  it('reads an empty body as the value the surface names for it', async () => {
    expect(await readJson(post(''), { maxBytes: 100, refusals, empty: {} })).toEqual({});
  });

  it('refuses JSON the database could not store, saying where', async () => {
    await expect(readJson(post('{"data":{"note":"a\\u0000b"}}'), { maxBytes: 100, refusals })).rejects.toThrow(
      /^not storable: data\.note: contains a NUL character/,
    );
  });
});

describe('describeIssues', () => {
  it('names each field a schema refused, and the body itself when the problem is at the top', () => {
    const fields = z
      .object({ email: z.string(), data: z.object({ note: z.string().max(2) }) })
      .safeParse({ email: 1, data: { note: 'long' } });
    expect(describeIssues(fields.error?.issues ?? [])).toMatch(/^email: .+; data\.note: .+$/);
    expect(describeIssues(z.object({}).safeParse(null).error?.issues ?? [])).toMatch(/^body: /);
  });

  it('joins the fields with the separator given, for a list a line each', () => {
    const issues = z.object({ a: z.string(), b: z.string() }).safeParse({}).error?.issues ?? [];
    expect(describeIssues(issues, '\n  ')).toMatch(/^a: [^\n]+\n {2}b: [^\n]+$/);
  });
});
