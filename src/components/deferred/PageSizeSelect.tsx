import type { SelectProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { deferred } from './deferred';

/**
 * antd's Select as a pagination's page-size changer ("10 条/页"), which is all most list pages used
 * it for: until it loads, an inert copy of the closed select (antd's own classes, so the same box and
 * width) shows the current size.
 */
export default deferred<SelectProps>(
  () => import('antd/es/select'),
  ({ value, options = [], className, size }) => (
    <div
      aria-hidden
      className={[
        'ant-select ant-select-css-var ant-select-outlined ant-select-single ant-select-show-arrow',
        size === 'small' ? 'ant-select-sm' : '',
        className ?? '',
      ].join(' ')}
    >
      <div className="ant-select-content ant-select-content-has-value">
        {options.find((option) => option.value === value)?.label}
      </div>
      <div className="ant-select-suffix">
        <DownOutlined />
      </div>
    </div>
  ),
);
