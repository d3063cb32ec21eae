/** The part of a MediaQueryList the shell uses, so tests can pass a media query they control. */
export interface LiveMediaQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
}
