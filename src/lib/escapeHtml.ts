const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML, for element content and quoted attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
