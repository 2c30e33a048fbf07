import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { reportRangeSchema, type ReportRange } from '../../../shared/employer-report/schemas.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';

/** The months a report covers: whole months, at most 24, checked by the same schema as the API. */
export function RangePicker({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportRange>({ resolver: zodResolver(reportRangeSchema), defaultValues: range });
  return (
    <form
      onSubmit={handleSubmit(onChange)}
      noValidate
      aria-label="Report period"
      className="flex flex-wrap items-start gap-3"
    >
      <FormField id="report-from" label="From" error={errors.from?.message}>
        {(aria) => <Input {...aria} type="month" className="w-44" {...register('from')} />}
      </FormField>
      <FormField id="report-to" label="To" error={errors.to?.message}>
        {(aria) => <Input {...aria} type="month" className="w-44" {...register('to')} />}
      </FormField>
      <Button type="submit" variant="outline" className="mt-7">
        Show period
      </Button>
    </form>
  );
}
