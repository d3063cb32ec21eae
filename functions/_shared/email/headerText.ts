import type { OutgoingMail } from './mail.ts';

/**
 * What a line of a mail header may not hold: CR and LF, which end a header and let the text
 * write headers of its own; the other C0 and C1 controls and DEL, which mail programs show as
 * garbage or drop; and the Unicode line and paragraph separators (U+2028, U+2029), which some
 * programs break lines at. The database checks newsletter subjects with the same class.
 */
const isHeaderControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

const controlNames: Record<string, string> = { '\r': 'a carriage return', '\n': 'a line break', '\t': 'a tab' };

/** The first character of `text` a header may not hold, named for a person ("a line break", "U+2028"); null when none. */
export function headerControlIn(text: string): string | null {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isHeaderControl(code)) return controlNames[char] ?? `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

/**
 * Throws when any field that becomes a header (sender, recipient, subject, extra headers' names
 * and values) holds such a character. Every sender calls it before a mail leaves, whatever its
 * caller checked, so no field can add a header to a mail.
 */
export function assertHeaderSafe(mail: OutgoingMail, from?: string): void {
  const fields: [string, string][] = [
    ['to', mail.to],
    ['subject', mail.subject],
    ...(from === undefined ? [] : [['from', from] as [string, string]]),
    ...Object.entries(mail.headers ?? {}).flatMap(([name, value]): [string, string][] => [
      [`the name of the header "${name.slice(0, 40)}"`, name],
      [name, value],
    ]),
  ];
  for (const [field, text] of fields) {
    const control = headerControlIn(text);
    if (control) throw new Error(`A mail's ${field} holds ${control}, which a mail header cannot carry: the mail was not sent.`);
  }
}
