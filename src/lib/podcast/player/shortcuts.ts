/**
 * The player's keyboard shortcuts, as video sites use them. They act anywhere on the episode page
 * except where the keys already mean something: typing in a field, a key with Ctrl, Alt or Meta,
 * and the arrows on the audio element's own controls. Space is left to scroll the page, as
 * readers of the show notes expect; the focused Play button and audio controls take it already.
 */
export type PlayerAction = 'toggle' | 'back' | 'forward' | 'slower' | 'faster';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** What has focus: its tag name, and whether it is editable text. */
  targetTag: string;
  targetEditable: boolean;
}

/** Key, action and the words the page shows for it, in the order the page lists them. */
export const shortcutList: readonly { keys: readonly string[]; action: PlayerAction; label: string }[] = [
  { keys: ['k'], action: 'toggle', label: 'Play or pause' },
  { keys: ['j', 'ArrowLeft'], action: 'back', label: 'Back 15 seconds' },
  { keys: ['l', 'ArrowRight'], action: 'forward', label: 'Forward 15 seconds' },
  { keys: ['<'], action: 'slower', label: 'Slower' },
  { keys: ['>'], action: 'faster', label: 'Faster' },
];

const fieldTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function shortcutAction(event: ShortcutKey): PlayerAction | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  const tag = event.targetTag.toUpperCase();
  if (event.targetEditable || fieldTags.has(tag)) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (tag === 'AUDIO' && key.startsWith('Arrow')) return undefined;
  return shortcutList.find((shortcut) => shortcut.keys.includes(key))?.action;
}

/** The speeds the listener can choose, as the Speed select lists them. */
export const playbackSpeeds = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next speed up or down the list, staying at its ends. */
export function steppedSpeed(current: number, step: 1 | -1): number {
  const index = playbackSpeeds.findIndex((speed) => speed >= current - 0.001);
  const at = index === -1 ? playbackSpeeds.length - 1 : index;
  const next = Math.min(playbackSpeeds.length - 1, Math.max(0, at + step));
  return playbackSpeeds[next] ?? 1;
}
