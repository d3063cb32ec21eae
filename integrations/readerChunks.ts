/**
 * Gathers the reader's scripts into a few files. Left to itself the bundler cuts the modules that
 * scripts share into a chunk per combination of importers: about twenty small files on every
 * page, each a request with its own headers and a round trip on a slow connection. Instead:
 * - the page script, which every page loads at once, takes every module it imports statically
 *   (other scripts import what they share with it from its file);
 * - each lazily loaded part named here (the visitor layer, analytics) arrives as one file: what
 *   of it anything else imports too (another part, code loaded on intent, an island) goes to one
 *   shared file, so loading a part never drags in another, and a reader who needs none of them
 *   (a returning reader who has met the overlays and said no to analytics) downloads none of it.
 * - each whole part named here (the players of published embeds) arrives as one file with all it
 *   imports that the page script does not carry, even modules the editors share with it: the
 *   editors then load that file too, rather than every reader one more file.
 * - the admin kit (its folder named here) arrives as one file, cached once for every admin tool,
 *   instead of a dozen small files per tool; only the kit's own modules are gathered, never what
 *   they import (React, the session), so no reader's file moves. The modules the admin page's
 *   element imports at once stay apart: a visitor who is not the admin never loads the kit.
 * Modules loaded only on intent (`import()` elsewhere) keep the bundler's chunks.
 */
import type { Plugin } from 'vite';

export interface ReaderScripts {
  /** The end of the page script's path, e.g. `/src/lib/shell/startPage.ts`. */
  page: string;
  /** The ends of the paths of the parts it loads lazily, each to arrive as one file. */
  lazyParts: readonly string[];
  /** The ends of the paths of scripts that arrive as one file with everything they import. */
  wholeParts?: readonly string[];
  /** The admin kit: its folder (`/src/islands/admin/kit/`) and the end of the path of the element every admin page loads at once. */
  adminKit?: { folder: string; element: string };
}

export const pageChunkName = 'page';
export const sharedChunkName = 'readerShared';
export const adminKitChunkName = 'adminKit';
/** A whole part's file is named after its module: `/src/lib/publishing/contentEmbeds.ts` → `contentEmbeds`. */
const wholePartName = (end: string) => end.replace(/^.*\//, '').replace(/\.\w+$/, '');

export function readerChunks({ page, lazyParts, wholeParts = [], adminKit }: ReaderScripts): Plugin {
  const chunkOf = new Map<string, string>();
  return {
    name: 'reader-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entryId = (end: string) => {
        const found = ids.find((id) => id.endsWith(end));
        if (!found) throw new Error(`reader-chunks: expected a module ending in ${end} in the client build, found none.`);
        return found;
      };
      const importersOf = (id: string) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      };
      const reach = (start: string[]): Set<string> => {
        const found = new Set<string>();
        for (let id = start.pop(); id !== undefined; id = start.pop()) {
          if (found.has(id)) continue;
          found.add(id);
          start.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      // The component's script block that imports an entry joins its file too, so no one-line file stands in front.
      const withScriptBlock = (entry: string) => reach([entry, ...importersOf(entry)]);
      const pageEntry = entryId(page);
      for (const id of withScriptBlock(pageEntry)) chunkOf.set(id, pageChunkName);
      for (const end of wholeParts) {
        for (const id of withScriptBlock(entryId(end))) if (!chunkOf.has(id)) chunkOf.set(id, wholePartName(end));
      }
      for (const end of lazyParts) {
        const partEntry = entryId(end);
        const part = reach([partEntry]);
        for (const id of part) {
          const importedElsewhere = id !== partEntry && importersOf(id).some((importer) => !part.has(importer));
          if (importedElsewhere && !chunkOf.has(id)) chunkOf.set(id, sharedChunkName);
        }
      }
      if (adminKit) {
        const atOnce = reach([entryId(adminKit.element)]);
        for (const id of ids) if (id.includes(adminKit.folder) && !atOnce.has(id) && !chunkOf.has(id)) chunkOf.set(id, adminKitChunkName);
      }
    },
    // The kit's group leaves its imports out, which needs entry chunks free to export more than their own.
    options(options) {
      return adminKit ? { ...options, preserveEntrySignatures: 'allow-extension' } : options;
    },
    outputOptions(options) {
      // A group takes its modules' imports along unless a group of higher priority took them first.
      const group = (name: string, priority: number) => ({ name, priority, test: (id: string) => chunkOf.get(id) === name });
      const whole = wholeParts.map((end) => group(wholePartName(end), 1));
      // The kit's modules alone: what they import stays where the other groups and the bundler put it.
      const kit = { ...group(adminKitChunkName, 0), includeDependenciesRecursively: false };
      return { ...options, codeSplitting: { groups: [group(pageChunkName, 2), group(sharedChunkName, 1), ...whole, kit] } };
    },
  };
}
