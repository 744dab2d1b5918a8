import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '@/http/disposition';

describe('the file name of a download', () => {
  it.each([
    [
      `attachment; filename="operator.xlsx"; filename*=UTF-8''${encodeURIComponent('作业人员_20261123.xlsx')}`,
      '作业人员_20261123.xlsx',
    ],
    [`attachment; filename*=utf-8''${encodeURIComponent('企业账号.xlsx')}`, '企业账号.xlsx'],
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, 'passwd'],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E0%A4%A`, 'fallback.xlsx'],
  ])('%s names %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });

  it('is undefined without a name', () => {
    expect(dispositionFileName(undefined)).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
  });
});
