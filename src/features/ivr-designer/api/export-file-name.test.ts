import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it.each([
    ['Tổng đài chính', 'tong-dai-chinh.ivr.json'],
    ['Đường dây nóng 24/7', 'duong-day-nong-24-7.ivr.json'],
    ['  Giờ hành chính (mới)  ', 'gio-hanh-chinh-moi.ivr.json'],
    ['Sales & Support', 'sales-support.ivr.json'],
    ['***', 'ivr-tree.ivr.json'],
  ])('names %j as %s', (treeName, fileName) => {
    expect(exportFileName(treeName)).toBe(fileName);
  });
});
