import { occupationAnchorPrefix } from '../../lib/ai-exposure/anchors.ts';

/** How far ahead of the screen the fetch starts: a screen's height, so it is in before it is seen. */
const ahead = '100% 0px';

/**
 * Fetches the scatter plot and the table of occupations into their place once it is within a
 * screen of being seen, or at once when the address points at an occupation's row. A failed
 * fetch says so in the place, with a button to try again; the CSV link below still works.
 */
export function loadOccupationsWhenNeeded(place: HTMLElement, onLoaded: () => void): void {
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    observer.disconnect();
    removeEventListener('hashchange', loadIfAddressed);
    fetchInto(place).then(onLoaded, (error: unknown) => {
      loading = false;
      console.warn('The occupations could not be fetched; the place offers to try again.', error);
      showFailure(place, load);
    });
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: ahead });
  function loadIfAddressed() {
    if (decodeURIComponent(location.hash.slice(1)).startsWith(occupationAnchorPrefix)) load();
  }
  observer.observe(place);
  addEventListener('hashchange', loadIfAddressed);
  loadIfAddressed();
}

async function fetchInto(place: HTMLElement): Promise<void> {
  const response = await fetch(place.dataset.occupationsSrc!);
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  place.replaceChildren(template.content);
}

function showFailure(place: HTMLElement, retry: () => void): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The scatter plot and the table of occupations could not be loaded. Check the connection, then try again.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Try again';
  button.addEventListener('click', retry);
  place.replaceChildren(message, button);
}
