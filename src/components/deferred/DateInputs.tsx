import DatePicker from 'antd/es/date-picker';
import pickerLocale from 'antd/es/date-picker/locale/zh_CN';
import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import dayjs from '@/utils/dayjs';

// A record holds dates as plain 'YYYY-MM-DD' strings; the pickers want dayjs objects. Converting here,
// inside the lazily loaded picker, keeps dayjs off a page until one of its date inputs is on screen.
const DATE_FORMAT = 'YYYY-MM-DD';
const toDay = (text: unknown) => (typeof text === 'string' && text ? dayjs(text) : undefined);

/** A day as a 'YYYY-MM-DD' string ('' when cleared). */
export type DateInputProps = Omit<DatePickerProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

export function DateInput({ value, onChange, ...props }: DateInputProps) {
  return (
    <DatePicker
      locale={pickerLocale}
      {...props}
      value={toDay(value)}
      onChange={(day: Dayjs | Dayjs[] | null) =>
        onChange?.(day && !Array.isArray(day) ? day.format(DATE_FORMAT) : '')
      }
    />
  );
}

/** A span of days as two 'YYYY-MM-DD' strings (undefined when cleared). */
export type DateRangeInputProps = Omit<RangePickerProps, 'value' | 'onChange'> & {
  value?: string[];
  onChange?: (value: string[] | undefined) => void;
};

export function DateRangeInput({ value, onChange, ...props }: DateRangeInputProps) {
  return (
    <DatePicker.RangePicker
      locale={pickerLocale}
      {...props}
      value={Array.isArray(value) ? [toDay(value[0]) ?? null, toDay(value[1]) ?? null] : undefined}
      onChange={(days) =>
        onChange?.(
          days?.[0] && days[1] ? [days[0].format(DATE_FORMAT), days[1].format(DATE_FORMAT)] : undefined,
        )
      }
    />
  );
}
