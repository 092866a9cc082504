// Runs before first paint: applies the remembered theme and language so the page does not flash.
(() => {
  const root = document.documentElement;
  const tags = { MY: 'my', EN: 'en', CN: 'zh-CN' };
  try {
    root.setAttribute('data-theme', localStorage.getItem('theme') === 'light' ? 'light' : 'dark');
    const lang = localStorage.getItem('lang');
    if (lang && Object.hasOwn(tags, lang)) root.setAttribute('lang', tags[lang]);
  } catch (error) {
    // Storage can be blocked (private mode, policies): the defaults written in index.html stay.
    root.setAttribute('data-boot', error instanceof Error ? error.name : 'error');
  }
})();
