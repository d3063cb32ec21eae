import stylesheetUrl from './overlays.css?url';
import { addStylesheet } from '../lib/shell/addStylesheet.ts';

/** The overlays' stylesheet (the privacy settings dialog's too), added once when one first shows. */
export const overlayStyles = (doc: Document): Promise<void> => addStylesheet(doc, stylesheetUrl);
