import { reportRangeSchema, type ReportRange } from '../../../shared/employer-report/schemas.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';

/** The months a report covers: whole months, at most 24, checked by the same schema as the API. */
export function RangePicker({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const form = useSchemaForm({ schema: reportRangeSchema, defaultValues: range });
  return (
    <form
      onSubmit={form.handleSubmit(onChange)}
      noValidate
      aria-label="Report period"
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        form={form}
        name="from"
        id="report-from"
        label="From"
        type="month"
        className="w-44"
      />
      <TextField form={form} name="to" id="report-to" label="To" type="month" className="w-44" />
      <Button type="submit" variant="outline" className="mt-7">
        Show period
      </Button>
    </form>
  );
}
