/**
 * The privacy settings dialog's content. It is built in the browser when first opened rather than
 * shipped in every page's HTML: without JavaScript it could do nothing, and every page's first view
 * has to fit in 14 KiB (its few CSS rules stay in consent.css).
 */
export const privacyCategories = [
  {
    name: 'analytics',
    label: 'Analytics',
    text: 'Counts visits and page views on this site so the owner can see which pages help readers and improve the rest.',
  },
  {
    name: 'personalization',
    label: 'Personalisation',
    text: 'Remembers your preferences between visits so the site can suit what it shows to you.',
  },
  {
    name: 'marketing',
    label: 'Marketing',
    text: 'Lets advertising tools measure which campaigns brought you here and show you related offers elsewhere.',
  },
] as const;

type Child = Node | string;

/**
 * The overlays' `el` (../dom.ts) written again in five lines, on purpose. Sharing it would split
 * dom.ts out of the chunk the overlays load, so opening the settings and showing an overlay would
 * each wait for one more script, to save 70 bytes before compression and next to none after it.
 */
function element(doc: Document, tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export function buildSettingsDialog(doc: Document): HTMLDialogElement {
  const switches = privacyCategories.map(({ name, label, text }) =>
    element(
      doc,
      'li',
      { class: 'consent-switch' },
      element(doc, 'input', { type: 'checkbox', role: 'switch', id: `consent-${name}`, name, 'aria-describedby': `consent-${name}-text` }),
      element(doc, 'label', { for: `consent-${name}` }, label),
      element(doc, 'p', { id: `consent-${name}-text` }, text),
    ),
  );
  const intro =
    'Strictly necessary cookies are always on. Choose what else this site may do; you can change it later from Cookie settings at the bottom of every page.';
  return element(
    doc,
    'dialog',
    { class: 'consent-dialog', 'aria-labelledby': 'consent-dialog-title', 'aria-describedby': 'consent-dialog-intro' },
    element(
      doc,
      'form',
      { method: 'dialog', class: 'consent-dialog-form', 'data-consent-form': '' },
      element(doc, 'h2', { id: 'consent-dialog-title', class: 'consent-dialog-title' }, 'Privacy settings'),
      element(doc, 'p', { id: 'consent-dialog-intro' }, intro),
      element(doc, 'ul', { class: 'consent-switches' }, ...switches),
      element(
        doc,
        'div',
        { class: 'consent-actions' },
        element(doc, 'button', { type: 'button', class: 'button', 'data-consent-cancel': '' }, 'Cancel'),
        element(doc, 'button', { type: 'submit', class: 'button button-primary' }, 'Save preferences'),
      ),
    ),
  ) as HTMLDialogElement;
}
