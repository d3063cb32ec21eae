import { signedInHome, signInRedirect } from '../access.ts';
import type { Access } from '../routes/types.ts';
import { signInRequiredToast } from '../toasts/flash.ts';
import { adminStatusKeyPrefix, authStorageKey, flashToastKey } from '../storageKeys.ts';

const js = (value: string) => JSON.stringify(value);

/**
 * The inline script AuthHead puts in <head>, so it runs before the first paint. It only reads
 * storage: a stored session marks `<html data-auth>`, a cached admin answer marks `data-admin`,
 * and on a protected page without a session it leaves the sign-in toast and replaces the location
 * with the sign-in form. Hiding <html> first means nothing of the protected page paints while
 * the browser leaves. The session is checked properly (expiry, refresh) by the session code later.
 */
export function headScript(access: Access): string {
  const leaveIfSignedOut =
    access === 'public'
      ? ''
      : [
          'if(!u){var p=location.pathname+location.search;d.style.display="none";',
          `if(p===${js(signedInHome)})location.replace(${js(signInRedirect(signedInHome))});else{`,
          `sessionStorage.setItem(${js(flashToastKey)},${js(JSON.stringify(signInRequiredToast))});`,
          `location.replace(${js(signInRedirect(''))}+encodeURIComponent(p))}}`,
        ].join('');
  return [
    '(function(){try{var d=document.documentElement,',
    `s=JSON.parse(localStorage.getItem(${js(authStorageKey)})||"null"),u=s&&s.user&&s.user.id;`,
    'd.dataset.auth=u?"signed-in":"signed-out";',
    `if(u&&sessionStorage.getItem(${js(adminStatusKeyPrefix)}+u)==="true")d.dataset.admin="true";`,
    leaveIfSignedOut,
    '}catch(e){}})()',
  ].join('');
}
