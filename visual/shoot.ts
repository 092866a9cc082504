import type { BrowserContext, Page } from 'playwright-core';
import type { Scene } from './scenes.ts';
import type { Words } from './words.ts';

/** How long the network and the page must stay still before the page counts as settled. */
const QUIET_MS = 800;
const SETTLE_TIMEOUT_MS = 30_000;

export interface ShotSetup {
  width: number;
  height: number;
  /** localStorage of the visit (lang, theme). */
  local: Record<string, string>;
  /** sessionStorage of the visit (token, closed pop-ups). */
  session: Record<string, string>;
  words: Words;
}

/** Counts requests in flight and when that last changed (web sockets do not count). */
function watchNetwork(page: Page) {
  const state = { inFlight: 0, lastChange: Date.now() };
  const change = (delta: number) => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return state;
}

/**
 * Settled: no request in flight and none for QUIET_MS, no change to the document for as long, no
 * loader or skeleton busy, fonts loaded and images decoded. A busy machine may pause between one
 * answer and the request it leads to, so quiet is measured, not assumed.
 */
async function settle(page: Page, network: ReturnType<typeof watchNetwork>): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  // The page's clock stands still (page.clock), so stillness is timed here, in real time.
  let mutations = -1;
  let mutatedAt = Date.now();
  while (Date.now() < deadline) {
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      // Images in view only: lazy ones below the fold never load, and the shot is the viewport.
      const loading = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return inView && !image.complete;
      });
      return {
        ready:
          document.querySelector('#root > *') !== null &&
          document.querySelector('[aria-busy="true"]') === null &&
          loading.length === 0,
        mutations: (window as unknown as { __visualMutations?: number }).__visualMutations ?? 0,
      };
    });
    if (state.mutations !== mutations) {
      mutations = state.mutations;
      mutatedAt = Date.now();
    }
    const now = Date.now();
    const still = now - mutatedAt >= QUIET_MS && now - network.lastChange >= QUIET_MS;
    if (state.ready && still && network.inFlight <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not settle within ${SETTLE_TIMEOUT_MS} ms`);
}

/** One screenshot of a scene in a fresh tab of the context (its own sessionStorage). */
export async function shootScene(context: BrowserContext, siteUrl: string, scene: Scene, setup: ShotSetup) {
  const page = await context.newPage();
  try {
    await page.addInitScript(
      ({ local, session }) => {
        // The top document only: a game's frame from another origin keeps its own storage.
        if (window !== window.top) return;
        // Every scene starts from the same storage: nothing an earlier scene wrote carries over.
        localStorage.clear();
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        // Counts changes to the document, so a shot waits for the page to stand still.
        const marks = window as unknown as { __visualMutations: number };
        marks.__visualMutations = 0;
        new MutationObserver(() => {
          marks.__visualMutations++;
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { local: setup.local, session: setup.session },
    );
    page.setDefaultTimeout(SETTLE_TIMEOUT_MS);
    const network = watchNetwork(page);
    await page.goto(`${siteUrl}${scene.path}`);
    await settle(page, network);
    if (scene.act) {
      await scene.act(page, setup.words, setup.width);
      await settle(page, network);
    }
    // The viewport: what a reader sees first, and baselines small enough to keep in the repository.
    const shoot = () =>
      page.screenshot({
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        // Random by design: captcha images and the modules of QR codes (they carry the session's
        // token). Hidden rather than masked: a QR code in a closed pop-over stays out of sight.
        style:
          'img[src^="data:image/png;base64"], svg[shape-rendering="crispEdges"] path { visibility: hidden; }',
      });
    // Two equal shots in a row, as Playwright's own assertions do: a late answer shows up as a change.
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let previous = await shoot();
    while (Date.now() < deadline) {
      await settle(page, network);
      const next = await shoot();
      if (next.equals(previous)) return next;
      previous = next;
    }
    throw new Error(`kept changing for ${SETTLE_TIMEOUT_MS} ms`);
  } finally {
    await page.close();
  }
}
