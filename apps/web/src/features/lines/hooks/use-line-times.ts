import { useEffect, useState } from 'react';
import { measureLine } from '../measure-line.ts';

/**
 * Times every line at once when the list arrives and again on `retest`. A line missing from
 * `times` is still being timed; null means it never answered.
 */
export function useLineTimes(lines: readonly { url: string }[] | undefined) {
  const [round, setRound] = useState(0);
  const [times, setTimes] = useState<Record<string, number | null>>({});
  useEffect(() => {
    // A new round starts from nothing, so an old time is never shown as the new one.
    setTimes({});
    if (!lines?.length || round < 0) return;
    let current = true;
    for (const line of lines)
      void measureLine(line.url).then((ms) => {
        if (current) setTimes((known) => ({ ...known, [line.url]: ms }));
      });
    return () => {
      current = false;
    };
  }, [lines, round]);
  const measuring = Boolean(lines?.some((line) => !(line.url in times)));
  return { times, measuring, retest: () => setRound((value) => value + 1) };
}
