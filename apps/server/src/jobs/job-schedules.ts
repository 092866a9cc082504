import { isJobName, JOB_NAMES, type JobName } from './job-names.ts';
import { parseSchedule, type Schedule, ScheduleError } from './schedule.ts';

/**
 * JOB_SCHEDULES, `name=<schedule>;name=<schedule>`: each job's schedule instead of its default.
 * Throws one message per bad entry (unknown job, malformed cron), naming the job.
 */
export function parseJobSchedules(text: string | undefined): Partial<Record<JobName, Schedule>> {
  const schedules: Partial<Record<JobName, Schedule>> = {};
  const problems: string[] = [];
  for (const entry of (text ?? '').split(';').map((part) => part.trim())) {
    if (!entry) continue;
    const at = entry.indexOf('=');
    const name = (at < 0 ? entry : entry.slice(0, at)).trim();
    if (at < 0) problems.push(`"${entry}" is not name=<schedule>`);
    else if (!isJobName(name)) problems.push(`unknown job "${name}" (jobs: ${JOB_NAMES.join(', ')})`);
    else if (schedules[name]) problems.push(`job ${name} is given twice`);
    else {
      try {
        schedules[name] = parseSchedule(entry.slice(at + 1));
      } catch (error) {
        if (!(error instanceof ScheduleError)) throw error;
        problems.push(`job ${name}: ${error.message}`);
      }
    }
  }
  if (problems.length) throw new ScheduleError(problems.join('; '));
  return schedules;
}
