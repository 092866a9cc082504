import type { BrowserContext, Page } from 'playwright-core';
import { looksSame } from './compare.ts';
import type { Scene } from './scenes.ts';
import type { Words } from './words.ts';

/** How long the network and the page must stay still before the page counts as settled. */
const QUIET_MS = 300;
/** The pause between a shot and the one that confirms it. */
const CONFIRM_GAP_MS = 150;
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

/**
 * What the page has been doing: requests in flight, changes to the document, and when either last
 * changed (web sockets do not count). Kept across settles, so a page already still is not waited on
 * a second time.
 */
function watchPage(page: Page) {
  const state = { inFlight: 0, lastChange: Date.now(), mutations: -1 };
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
async function settle(page: Page, watch: ReturnType<typeof watchPage>): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  // The page's clock stands still (page.clock), so stillness is timed here, in real time.
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
    if (state.mutations !== watch.mutations) {
      watch.mutations = state.mutations;
      watch.lastChange = Date.now();
    }
    const still = Date.now() - watch.lastChange >= QUIET_MS;
    if (state.ready && still && watch.inFlight <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not settle within ${SETTLE_TIMEOUT_MS} ms`);
}

/** Counts changes to the document (the top one: a game's frame keeps its own), for settle. */
function countMutations() {
  if (window !== window.top) return;
  const marks = window as unknown as { __visualMutations: number };
  marks.__visualMutations = 0;
  new MutationObserver(() => {
    marks.__visualMutations++;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

export interface Shooter {
  shoot(scene: Scene, setup: ShotSetup): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * One tab that takes scene after scene: a new tab costs a renderer process, which on two cores
 * takes longer than the shot. A shot that fails replaces the tab, so nothing it left carries on.
 */
export async function openShooter(context: BrowserContext, siteUrl: string): Promise<Shooter> {
  const open = async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(SETTLE_TIMEOUT_MS);
    // A page that asks before it is left (a game in play) is left all the same.
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
    await page.addInitScript(countMutations);
    return { page, watch: watchPage(page) };
  };
  let tab = await open();
  return {
    async shoot(scene, setup) {
      try {
        return await shootScene(tab.page, tab.watch, siteUrl, scene, setup);
      } catch (error) {
        await tab.page.close().catch(() => undefined);
        tab = await open();
        throw error;
      }
    },
    close: () => tab.page.close(),
  };
}

async function shootScene(
  page: Page,
  watch: ReturnType<typeof watchPage>,
  siteUrl: string,
  scene: Scene,
  setup: ShotSetup,
): Promise<Buffer> {
  // Every scene starts from the same storage: nothing an earlier scene wrote carries over. It is
  // written on a still document of the site's origin (its icon), so the scene's first script reads it.
  await page.goto(`${siteUrl}/favicon.svg`);
  await page.evaluate(
    ({ local, session }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local: setup.local, session: setup.session },
  );
  watch.mutations = -1;
  await page.goto(`${siteUrl}${scene.path}`);
  await settle(page, watch);
  if (scene.act) {
    await scene.act(page, setup.words, setup.width);
    await settle(page, watch);
  }
  // The viewport: what a reader sees first, and baselines small enough to keep in the repository.
  const shoot = async () => {
    // What the scene says varies (times of what the run did), found again for every shot: boxed,
    // and emptied for the shot so that a wider text does not widen its column.
    const mask = scene.mask ? await scene.mask(page, setup.words) : [];
    for (const varies of mask)
      await varies.evaluateAll((elements) => {
        for (const element of elements) element.setAttribute('data-visual-mask', '');
      });
    return page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Random by design: captcha images and the modules of QR codes (they carry a one-time handoff
      // code). Hidden rather than masked: a QR code in a closed pop-over stays out of sight.
      style:
        'img[src^="data:image/png;base64"], svg[shape-rendering="crispEdges"] path { visibility: hidden; }' +
        ' [data-visual-mask] { font-size: 0 !important; } [data-visual-mask] * { display: none !important; }',
      mask,
    });
  };
  // Two shots in a row that look the same, as Playwright's own assertions do: a late answer shows up
  // as a change.
  // The shot itself touches the document (its style), so the second one does not wait for stillness.
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let previous = await shoot();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_GAP_MS));
    const next = await shoot();
    if (await looksSame(previous, next)) return next;
    await settle(page, watch);
    previous = await shoot();
  }
  throw new Error(`kept changing for ${SETTLE_TIMEOUT_MS} ms`);
}
