/**
 * Third-party sign-in (spec §1: Google, Facebook, phone code). The forms only call
 * `getIdToken(channel)`; this file is the seam where a real deployment plugs in the providers'
 * SDKs (Google Identity Services, the Facebook SDK, Firebase phone auth). The implementation here
 * is the development sandbox the server offers at /dev/identity/authorize, opened in a popup that
 * hands the ID token back through /identity-return.html.
 */

export type IdentityChannel = 'GOOGLE' | 'FACEBOOK' | 'PHONE';

/** The user closed the provider's window or cancelled there (spec §8 'popup closed by user'). */
export class IdentityCancelledError extends Error {
  constructor() {
    super('Identity sign-in cancelled');
    this.name = 'IdentityCancelledError';
  }
}

export interface IdentityReturn {
  idToken: string;
  channel: IdentityChannel;
}

const SANDBOX_AUTHORIZE_PATH = '/dev/identity/authorize';
/** A static page of the site (public/identity-return.*) that passes the fragment back. */
const RETURN_PATH = '/identity-return.html';
/** The popup's window name and the broadcast channel the return page answers on. */
export const IDENTITY_WINDOW = 'identity-signin';
/** Where a same-window sign-in (popup blocked) comes back to; read by the return page. */
export const IDENTITY_RETURN_KEY = 'identityReturnTo';
const CLOSED_POLL_MS = 500;
// The return page posts, then closes itself: a closed window gets this long for its message to land.
const CLOSED_GRACE_MS = 800;

function isChannel(value: string | null): value is IdentityChannel {
  return value === 'GOOGLE' || value === 'FACEBOOK' || value === 'PHONE';
}

/** The token and channel of a provider's answer (`#idToken=…&channel=…`), or null. */
export function readIdentityReturn(fragment: string): IdentityReturn | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const idToken = params.get('idToken');
  const channel = params.get('channel');
  return idToken && isChannel(channel) ? { idToken, channel } : null;
}

function sandboxUrl(channel: IdentityChannel): string {
  const query = new URLSearchParams({ channel, redirect: RETURN_PATH });
  return `${SANDBOX_AUTHORIZE_PATH}?${query}`;
}

function waitForPopup(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(IDENTITY_WINDOW);
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(() => {
      if (popup.closed && graceTimer === undefined)
        graceTimer = setTimeout(() => finish(null), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    function finish(answer: IdentityReturn | null) {
      clearInterval(poll);
      clearTimeout(graceTimer);
      channel.close();
      if (answer) resolve(answer.idToken);
      else reject(new IdentityCancelledError());
    }
    channel.onmessage = (event: MessageEvent<{ fragment?: unknown }>) => {
      const fragment = typeof event.data?.fragment === 'string' ? event.data.fragment : '';
      finish(readIdentityReturn(fragment));
    };
  });
}

/**
 * An ID token for the channel. Opens the provider in a popup; when the browser blocks popups the
 * whole page goes there instead and the sign-in completes when the site loads again (the promise
 * then never settles: this page is leaving).
 */
export function getIdToken(channel: IdentityChannel): Promise<string> {
  const url = sandboxUrl(channel);
  const popup = window.open(url, IDENTITY_WINDOW, 'popup,width=480,height=680');
  if (popup) return waitForPopup(popup);
  window.sessionStorage.setItem(IDENTITY_RETURN_KEY, window.location.pathname + window.location.search);
  window.location.assign(url);
  return new Promise(() => undefined);
}
