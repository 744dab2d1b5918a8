import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { boundFields, dateLimitProblem, type DateLimits, type FieldPath } from './dateLimits';
import { DateInput } from './deferred/fieldInputs';
import type { DateInputProps } from './deferred/DateInputs';

type Props = DateInputProps & { label: string; limits: DateLimits };

/**
 * A date picker that offers only the days the server would take: a day its limits refuse (before
 * today, before the field it follows) is greyed out and cannot be picked.
 */
export function BoundedDateInput({ label, limits, ...props }: Props) {
  const form = Form.useFormInstance();
  // Re-rendered when a field it is measured against changes.
  Form.useWatch(
    (values: Record<string, unknown>) =>
      boundFields(limits)
        .map((field) =>
          [field]
            .flat()
            .reduce<unknown>(
              (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
              values,
            ),
        )
        .join('|'),
    form,
  );
  const read = (field: FieldPath) => form.getFieldValue(field) as unknown;
  return (
    <DateInput
      {...props}
      disabledDate={(day: Dayjs) =>
        dateLimitProblem(day.format('YYYY-MM-DD'), label, limits, read) !== undefined
      }
    />
  );
}
