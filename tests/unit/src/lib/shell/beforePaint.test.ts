import { describe, expect, it } from 'vitest';
import { beforePaintScript } from '../../../../../src/lib/shell/beforePaint.ts';

interface FakeOptions {
  theme?: string | null;
  cookie?: string;
  prefersDark?: boolean;
  width?: number;
  storageThrows?: boolean;
  acknowledged?: boolean;
}

/** Runs the real inline script text against a minimal window and returns the <html> it marked. */
function runScript({
  theme = null,
  cookie = '',
  prefersDark = false,
  width = 1280,
  storageThrows = false,
  acknowledged = false,
}: FakeOptions) {
  const classes = new Set<string>();
  const root = {
    classList: {
      add: (name: string) => classes.add(name),
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    },
    dataset: {} as Record<string, string>,
  };
  const reads = { cookie: 0, width: 0, session: 0 };
  const fakeWindow = {
    document: {
      documentElement: root,
      get cookie() {
        reads.cookie += 1;
        return cookie;
      },
    },
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('blocked');
        return theme;
      },
    },
    sessionStorage: {
      getItem: (key: string) => {
        reads.session += 1;
        if (storageThrows) throw new Error('blocked');
        return key === 'consent-acknowledged' && acknowledged ? 'true' : null;
      },
    },
    matchMedia: () => ({ matches: prefersDark }),
    get innerWidth() {
      reads.width += 1;
      return width;
    },
  };
  new Function('window', beforePaintScript())(fakeWindow);
  return { classes, dataset: root.dataset, reads };
}

describe('the before-paint script', () => {
  it('marks that JavaScript runs', () => {
    expect(runScript({}).classes.has('js')).toBe(true);
  });

  it('applies a stored dark choice on a light system', () => {
    expect(runScript({ theme: 'dark' }).classes.has('dark')).toBe(true);
  });

  it('follows the system when nothing is stored, or storage is blocked', () => {
    expect(runScript({ prefersDark: true }).classes.has('dark')).toBe(true);
    expect(runScript({ prefersDark: true, storageThrows: true }).classes.has('dark')).toBe(true);
    expect(runScript({ prefersDark: false }).classes.has('dark')).toBe(false);
  });

  it('keeps a stored light choice on a dark system', () => {
    expect(runScript({ theme: 'light', prefersDark: true }).classes.has('dark')).toBe(false);
  });

  it('collapses the sidebar on desktop when the cookie says so', () => {
    expect(runScript({ cookie: 'sidebar_state=false' }).dataset.sidebar).toBe('collapsed');
    expect(runScript({ cookie: 'sidebar_state=true' }).dataset.sidebar).toBeUndefined();
  });

  it('leaves the mobile drawer alone', () => {
    expect(runScript({ cookie: 'sidebar_state=false', width: 400 }).dataset.sidebar).toBeUndefined();
  });

  it('asks for consent before the first paint when no choice is stored', () => {
    expect(runScript({}).dataset.consent).toBe('ask');
    expect(runScript({ cookie: 'sidebar_state=true' }).dataset.consent).toBe('ask');
    expect(runScript({ storageThrows: true }).dataset.consent).toBe('ask');
  });

  it('leaves the banner away once a choice is stored, or answered in this browser session', () => {
    const choice = encodeURIComponent(JSON.stringify({ analytics: false, personalization: false, marketing: false }));
    expect(runScript({ cookie: `sidebar_state=true; cookie_consent=${choice}` }).dataset.consent).toBeUndefined();
    expect(runScript({ acknowledged: true }).dataset.consent).toBeUndefined();
  });

  it('does not take a cookie whose name only ends in the consent cookie name', () => {
    expect(runScript({ cookie: 'old_cookie_consent=x' }).dataset.consent).toBe('ask');
  });

  it('reads the cookies once, the viewport only for a reader who collapsed the sidebar, the session only without a consent cookie', () => {
    expect(runScript({}).reads).toEqual({ cookie: 1, width: 0, session: 1 });
    expect(runScript({ cookie: 'sidebar_state=false' }).reads).toEqual({ cookie: 1, width: 1, session: 1 });
    expect(runScript({ cookie: 'cookie_consent=x' }).reads).toEqual({ cookie: 1, width: 0, session: 0 });
  });
});
