/**
 * Just enough of an element for the shell's wiring functions, so their behaviour is tested in
 * Node without a DOM library: attributes, dataset, classes, listeners and focus.
 */
type Listener = (event: Record<string, unknown>) => void;

export const focusLog: string[] = [];

export function fakeElement(name: string, children: unknown[] = []) {
  const attributes = new Map<string, string>();
  const listeners = new Map<string, Listener[]>();
  const classes = new Set<string>();
  return {
    name,
    dataset: {} as Record<string, string | undefined>,
    hidden: false,
    inert: false,
    ownerDocument: undefined as unknown,
    classList: {
      toggle: (token: string, on: boolean) => (on ? classes.add(token) : classes.delete(token)),
      contains: (token: string) => classes.has(token),
    },
    getAttribute: (key: string) => attributes.get(key) ?? null,
    setAttribute: (key: string, value: string) => void attributes.set(key, value),
    hasAttribute: (key: string) => attributes.has(key),
    toggleAttribute: (key: string, on: boolean) => (on ? attributes.set(key, '') : attributes.delete(key)),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatch: (type: string, event: Record<string, unknown> = {}) => {
      for (const listener of listeners.get(type) ?? []) listener({ preventDefault() {}, target: null, ...event });
    },
    querySelectorAll: () => children,
    checkVisibility: () => true,
    focus: () => void focusLog.push(name),
  };
}

/** A media query whose answer the test changes, firing `change` like the browser does. */
export function fakeMediaQuery(matches: boolean) {
  const listeners: Array<() => void> = [];
  return {
    matches,
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    set(value: boolean) {
      this.matches = value;
      for (const listener of listeners) listener();
    },
  };
}
