import { REPORT_MAX_DAYS_AFTER, ReportRangeQuerySchema } from '@platform/contract/reports';
import { PageHeader } from '../../components/page-header.tsx';
import { type DayRange, DayRangePicker } from './day-range-picker.tsx';

/** A report's title with its range of days: the range asked for, and the one the answer covers. */
export function ReportHeader(props: {
  title: string;
  range: DayRange;
  answered: Parameters<typeof DayRangePicker>[0]['answered'];
  onChange: (range: DayRange) => void;
}) {
  return (
    <PageHeader title={props.title}>
      <DayRangePicker
        asked={props.range}
        answered={props.answered}
        onChange={props.onChange}
        schema={ReportRangeQuerySchema}
        maxDays={REPORT_MAX_DAYS_AFTER + 1}
      />
    </PageHeader>
  );
}
