import { selectAll, selectOne } from 'css-select';
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** An XML document parsed as XML (names keep their case and prefix), with a way to read elements. */
export function parseXml(xml: string) {
  const document = parseDocument(xml, { xmlMode: true });
  const text = (element: AnyNode | null | undefined): string =>
    element && isTag(element) ? element.children.map((child) => (isText(child) ? child.data : text(child))).join('') : '';
  return {
    document,
    all: (selector: string, within: AnyNode = document) => selectAll<AnyNode, Element>(selector, within, { xmlMode: true }),
    one: (selector: string, within: AnyNode = document) => selectOne<AnyNode, Element>(selector, within, { xmlMode: true }),
    text,
  };
}
