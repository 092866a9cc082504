import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BASELINE_EXTENSION, compareShots, encodeBaseline } from './compare.ts';
import { SCENES, type Scene, type Viewer } from './scenes.ts';
import { openShooter } from './shoot.ts';
import { logIn, startSite, VISUAL_CLOCK } from './site.ts';
import { type Lang, loadWords } from './words.ts';

/**
 * npm run test:visual [-- --update] [-- --sample] [-- --only <text>]: every scene of scenes.ts at two
 * widths, in three languages and two themes, against the baselines in visual/baselines. Environment:
 * VISUAL_SKIP_BUILD=1 reuses the built dist; VISUAL_APP_ROOT=<checkout> shoots another checkout's
 * build (baselines of an older commit); VISUAL_WORKERS browser contexts at a time (2).
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const appRoot = path.resolve(process.env.VISUAL_APP_ROOT ?? repoRoot);
const baselineDir = path.join(repoRoot, 'visual/baselines');
const outputDir = path.join(repoRoot, 'visual/output');

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const LANGS: Lang[] = ['EN', 'CN', 'MY'];
const THEMES = ['dark', 'light'] as const;
const DEMO_LOGINS: Record<Exclude<Viewer, 'visitor'>, [string, string]> = {
  member: ['demo01', 'Demo1234'],
  agent: ['agent01', 'Agent1234'],
};

function parseArgs(argv: string[]) {
  const only: string[] = [];
  let update = false;
  let sample = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--update') update = true;
    else if (argv[i] === '--sample') sample = true;
    else if (argv[i] === '--only' && argv[i + 1]) only.push(argv[++i] as string);
    else throw new Error(`unknown argument ${argv[i]}; use --update, --sample and --only <text>`);
  }
  return { only, update, sample };
}

interface Variant {
  width: number;
  height: number;
  lang: Lang;
  theme: (typeof THEMES)[number];
}

/**
 * --sample: each scene at each width in two of the six language and theme pairs, one dark and one
 * light, the languages turning from scene to scene and width to width. Every scene, every width,
 * every language and both themes are still photographed, in a third of the shots.
 */
function inSample(scene: Scene, v: Variant): boolean {
  const turn = SCENES.indexOf(scene) + WIDTHS.findIndex((size) => size.width === v.width);
  const lang = LANGS[(turn + (v.theme === 'light' ? 1 : 0)) % LANGS.length];
  return v.lang === lang;
}

const shotName = (scene: Scene, v: Variant) => `${scene.name}--${v.width}-${v.lang}-${v.theme}`;

async function main() {
  const { only, update, sample } = parseArgs(process.argv.slice(2));
  const scenes = only.length ? SCENES.filter((s) => only.some((text) => s.name.includes(text))) : SCENES;
  if (scenes.length === 0) throw new Error(`no scene matches ${only.join(', ')}`);
  if (!process.env.VISUAL_SKIP_BUILD) execSync('npm run build', { cwd: appRoot, stdio: 'inherit' });

  const startedAt = Date.now();
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  const failures: string[] = [];
  let written = 0;
  let shots = 0;
  const site = await startSite(appRoot);
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
    })
    .catch(async (error: unknown) => {
      await site.stop();
      throw error;
    });
  // Ctrl-C or a kill still stops the server and removes its data folder.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void site.stop().finally(() => process.exit(130)));
  try {
    const tokens: Partial<Record<Viewer, string>> = {};
    for (const viewer of ['member', 'agent'] as const) {
      if (scenes.some((s) => s.viewer === viewer))
        tokens[viewer] = await logIn(site.url, ...DEMO_LOGINS[viewer]);
    }
    const variants: Variant[] = WIDTHS.flatMap((size) =>
      LANGS.flatMap((lang) => THEMES.map((theme) => ({ ...size, lang, theme }))),
    );
    const runVariant = async (variant: Variant) => {
      const context = await browser.newContext({
        viewport: { width: variant.width, height: variant.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        // The site's CSP refuses inline styles, which is how the screenshot hides what is random.
        bypassCSP: true,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      // The browser's clock stands at the instant the server's started from; timers still run.
      await context.clock.setFixedTime(VISUAL_CLOCK);
      const words = loadWords(appRoot, variant.lang);
      const shooter = await openShooter(context, site.url);
      try {
        for (const scene of scenes) {
          if (sample && !inSample(scene, variant)) continue;
          const name = shotName(scene, variant);
          const viewer = scene.viewer ?? 'visitor';
          const session: Record<string, string> = scene.popups
            ? {}
            : { USER_POPUP: '1', ANONYMOUS_POPUP: '1' };
          const token = viewer === 'visitor' ? undefined : tokens[viewer];
          if (token) session.token = token;
          let shot: Buffer;
          try {
            shot = await shooter.shoot(scene, {
              width: variant.width,
              height: variant.height,
              local: { lang: variant.lang, theme: variant.theme },
              session,
              words,
            });
          } catch (error) {
            failures.push(`${name}: could not be taken: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          shots++;
          const baselinePath = path.join(baselineDir, `${name}${BASELINE_EXTENSION}`);
          const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
          const result = baseline ? await compareShots(baseline, shot) : null;
          if (update || !result) {
            // An unchanged shot keeps its file, so an update rewrites only what looks different.
            if (result?.differing !== 0) {
              writeFileSync(baselinePath, await encodeBaseline(shot));
              written++;
            }
            if (!update) failures.push(`${name}: had no baseline (written now; commit it)`);
            continue;
          }
          if (result.passed) continue;
          mkdirSync(outputDir, { recursive: true });
          writeFileSync(path.join(outputDir, `${name}.actual.png`), shot);
          if (result.diff) writeFileSync(path.join(outputDir, `${name}.diff.png`), result.diff);
          failures.push(
            `${name}: ${result.sizeChange ? `size ${result.sizeChange}` : `${result.differing} pixels differ`}`,
          );
        }
      } finally {
        await context.close();
      }
      console.log(`visual: ${variant.width} px ${variant.lang} ${variant.theme} done`);
    };
    const workers = Number(process.env.VISUAL_WORKERS ?? 2);
    const queue = [...variants];
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await runVariant(next);
      }),
    );
  } finally {
    await browser.close();
    await site.stop();
  }

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(
    `visual: ${scenes.length} scenes, ${shots} shots in ${seconds} s` +
      (update ? `, ${written} baselines written` : ''),
  );
  if (failures.length) {
    console.error(`\n${failures.length} shots failed (actual and diff images in visual/output):`);
    for (const failure of failures.sort()) console.error(`  ${failure}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
