import { z } from 'zod';

/** What the researcher hands the writer: each source with its kind, its id where it has one, and its words. */
export const finding = z.object({
  kind: z.enum(['note', 'passage', 'signal']),
  id: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  url: z.string().nullable(),
});
export type Finding = z.infer<typeof finding>;

export const draft = z.object({ title: z.string(), body_md: z.string() });
export type Draft = z.infer<typeof draft>;

export const job = z.string().trim().min(1, 'Say what the piece is about.').max(2000);

/** The job's own words of five letters or more: what a draft and a signal must speak of. */
export const keyWords = (text: string) => [...new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? [])];
