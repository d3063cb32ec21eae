import { uuidPattern } from './resultFacts.ts';

const uuidSource = uuidPattern.source;
const commonWords = new Set(
  'about above after again also before from have into just like more most only over same some than that their them then there these they this those under what when where which while with within without would your'.split(
    ' ',
  ),
);

/** The UUID a prompt gives for a property: `lead_id: <uuid>`, `lead id <uuid>` or `lead <uuid>` for lead_id. */
export function uuidNamedFor(prompt: string, stem: string): string | undefined {
  const escaped = stem.replace(/[^a-z0-9]/gi, (character) => `\\${character}`);
  return new RegExp(`\\b${escaped}(?:[ _-]?id)?\\W{0,3}(${uuidSource})`, 'i').exec(prompt)?.[1];
}

/** The prompt's prose alone: no UUIDs, no `name: value` labels, no tool names. */
const prose = (text: string, toolNames: readonly string[]) =>
  toolNames
    .reduce((rest, name) => rest.replaceAll(name, ' '), text)
    .replace(new RegExp(uuidSource, 'gi'), ' ')
    .replace(/\b\w+_\w+\s*[:=]/g, ' ');

/** A few words a person would type into a search box, taken from the job. */
export function keyWords(text: string, toolNames: readonly string[]): string {
  const words =
    prose(text, toolNames)
      .toLowerCase()
      .match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  return [...new Set(words.filter((word) => !commonWords.has(word)))].slice(0, 8).join(' ');
}

/**
 * A title from the job: its first sentence that names no tool and says something once ids and
 * labels are gone (a plan sentence, "Work in this order: …", is no title), cut to ten words.
 */
export function shortTitle(text: string, toolNames: readonly string[]): string {
  const candidates = text
    .split(/[.!?\n]+/)
    .map((sentence) => ({
      namesTool: toolNames.some((name) => sentence.includes(name)),
      words: prose(sentence, toolNames)
        .replace(/[\s,;:]+/g, ' ')
        .trim(),
    }))
    .filter((candidate) => /\p{L}{3,}/u.test(candidate.words));
  const sentence = (candidates.find((candidate) => !candidate.namesTool) ?? candidates[0])?.words ?? 'Draft';
  return sentence.split(' ').slice(0, 10).join(' ');
}
