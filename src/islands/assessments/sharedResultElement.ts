/**
 * `<shared-result data-roles="{role id: name}">`: reads the token from the address and shows
 * what the link shares, or says plainly that the link was revoked or never existed.
 */
import { backendConfig } from '../../lib/auth/backendConfig.ts';
import { isString, recordOf } from '../../lib/plainChecks.ts';
import { fetchSharedResult, type SharedResult } from '../../lib/assessments/results/sharedResult.ts';

const gone = {
  revoked: 'This result is no longer shared. The person who shared it has turned the link off.',
  unknown: 'This link does not lead to a shared result. Check that it was copied whole.',
};

class SharedResultElement extends HTMLElement {
  connectedCallback(): void {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    fetchSharedResult(token, backendConfig(import.meta.env, location.origin)).then(
      (shared) => this.show(shared),
      (error: unknown) => this.say(error instanceof Error ? error.message : 'The shared result could not be loaded.'),
    );
  }

  private show(shared: SharedResult): void {
    if (shared.status !== 'shared') {
      this.say(gone[shared.status]);
      return;
    }
    const roles: unknown = JSON.parse(this.dataset.roles ?? '{}');
    const roleName = recordOf(isString)(roles) ? roles[shared.role_id] : undefined;
    this.fill('[data-shared-role]', `${roleName ?? shared.role_id} assessment`);
    this.fill('[data-shared-score]', String(shared.score));
    this.fill('[data-shared-level]', shared.level);
    const rows = shared.dimensions.map(({ name, score }) => {
      const row = document.createElement('tr');
      const label = row.appendChild(document.createElement('th'));
      label.scope = 'row';
      label.textContent = name;
      row.appendChild(document.createElement('td')).textContent = String(score);
      return row;
    });
    this.querySelector('[data-shared-dimensions]')?.replaceChildren(...rows);
    this.querySelector<HTMLElement>('[data-shared-body]')!.hidden = false;
    this.querySelector<HTMLElement>('[data-shared-status]')!.hidden = true;
  }

  private say(message: string): void {
    this.fill('[data-shared-status]', message);
  }

  private fill(selector: string, text: string): void {
    const target = this.querySelector(selector);
    if (target) target.textContent = text;
  }
}

if (!customElements.get('shared-result')) customElements.define('shared-result', SharedResultElement);
