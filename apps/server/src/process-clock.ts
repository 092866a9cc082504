/**
 * The process's one clock, which every module reads through the app's `now`. Real time, unless a
 * test (TEST_CLOCK_START, refused in production) fixes where it starts: its first reading (the demo
 * seed's, at start) is that instant and it runs on in real time from there, so what a page shows
 * is the same on every run.
 */
export function processClock(startAt: string | undefined, realNow: () => number = Date.now): () => Date {
  if (startAt === undefined) return () => new Date(realNow());
  let offset: number | undefined;
  return () => {
    offset ??= Date.parse(startAt) - realNow();
    return new Date(realNow() + offset);
  };
}
