// Where a third-party sign-in comes back (#idToken=…&channel=…): the popup hands the fragment to
// the page that opened it and closes; a same-window sign-in goes back to where it started.
(() => {
  const fragment = location.hash;
  if (window.name === 'identity-signin' && 'BroadcastChannel' in window) {
    const channel = new BroadcastChannel('identity-signin');
    channel.postMessage({ fragment });
    channel.close();
    window.close();
    return;
  }
  const stored = sessionStorage.getItem('identityReturnTo');
  sessionStorage.removeItem('identityReturnTo');
  // Only a path of this site: never `//host` or `/\host`, which browsers read as another origin.
  const back = stored && /^\/(?![/\\])/.test(stored) ? stored : '/';
  location.replace(back + fragment);
})();
