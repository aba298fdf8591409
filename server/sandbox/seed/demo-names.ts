/** The demo bank's teams (agent groups) and the people in them. */
export type DemoGroupKey = 'customerCare' | 'sales' | 'technical' | 'creditCard';

export const GROUP_NAMES: Record<DemoGroupKey, string> = {
  customerCare: 'Chăm sóc khách hàng',
  sales: 'Kinh doanh',
  technical: 'Kỹ thuật',
  creditCard: 'Thẻ tín dụng',
};

export const AGENT_NAMES_BY_GROUP: Record<DemoGroupKey, readonly string[]> = {
  customerCare: [
    'Nguyễn Thị Lan',
    'Trần Văn Hùng',
    'Lê Minh Tuấn',
    'Phạm Thu Hà',
    'Hoàng Đức Anh',
    'Vũ Thị Mai',
    'Đặng Quốc Bảo',
    'Bùi Ngọc Ánh',
    'Hồ Thị Thu Trang',
    'Ngô Văn Long',
  ],
  sales: [
    'Dương Khánh Linh',
    'Lý Hoàng Nam',
    'Phan Thị Hồng Nhung',
    'Trịnh Minh Quân',
    'Võ Thị Kim Ngân',
    'Lương Gia Huy',
  ],
  technical: ['Đỗ Thanh Tùng', 'Đinh Tiến Dũng', 'Cao Văn Thắng', 'Nguyễn Hữu Phước', 'Tạ Quang Vinh'],
  creditCard: ['Mai Phương Thảo', 'Châu Ngọc Hân', 'Trần Bảo Ngọc', 'Lê Thị Diễm My'],
};

/**
 * A Vietnamese company login: given name followed by the initials of family and middle names, without
 * diacritics ("Nguyễn Thị Lan" → "lannt"), as many Vietnamese organisations name accounts.
 */
export function loginOf(fullName: string): string {
  const words = stripDiacritics(fullName).toLowerCase().split(/\s+/).filter(Boolean);
  const given = words.at(-1) ?? '';
  return (
    given +
    words
      .slice(0, -1)
      .map((word) => word[0])
      .join('')
  );
}

export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}
