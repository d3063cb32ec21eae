/**
 * `client:interaction`: hydrates an island on the reader's first interaction with it (a focus, a
 * press, a key, typing) instead of on load, so a reader who only looks at the page downloads no
 * framework. Its static HTML is the form as it will be, and fields adopt what was typed meanwhile.
 * A form inside never submits natively (that would put what was typed, the password too, into the
 * address); a submit that comes before the island's code has arrived is sent again once the form
 * says it is ready (`data-ready`, set by the island after hydration).
 * A download that fails (the network is gone) is tried again at the next interaction.
 */
import type { ClientDirective } from 'astro';

const firstUse = ['focusin', 'pointerdown', 'keydown', 'input', 'touchstart'] as const;

const onInteraction: ClientDirective = (load, _options, island) => {
  let hydration: Promise<void> | null = null;
  const hydrate = (): Promise<void> => {
    hydration ??= load()
      .then((run) => run())
      .then(
        () => {
          for (const type of firstUse) island.removeEventListener(type, start);
        },
        (error: unknown) => {
          hydration = null;
          throw error;
        },
      );
    return hydration;
  };
  function start(): void {
    hydrate().catch((error: unknown) => console.error('This form could not be loaded; check the connection and try again.', error));
  }
  for (const type of firstUse) island.addEventListener(type, start, { passive: true });
  island.addEventListener('submit', (event) => {
    event.preventDefault();
    // Ready means hydrated: the island's code has run and the framework has taken the form over,
    // which happens a moment after the code ran, so only the form can say so.
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-ready')) return;
    hydrate()
      .then(() => whenReady(form))
      .then(() => form.requestSubmit())
      .catch(() => undefined);
  });
};

/** Resolves once the form carries `data-ready`: hydration ends a little after the island's code ran. */
function whenReady(form: HTMLFormElement): Promise<void> {
  return new Promise((resolve) => {
    if (form.hasAttribute('data-ready')) return resolve();
    const observer = new MutationObserver(() => {
      if (!form.hasAttribute('data-ready')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(form, { attributes: true, attributeFilter: ['data-ready'] });
  });
}

export default onInteraction;
