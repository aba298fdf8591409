import type { SeededRandom } from './random';

/** People, numbers and phrases of the demo project: a customer-care center in Vietnam. */

const FAMILY_NAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE_NAMES = [
  'Văn',
  'Thị',
  'Minh',
  'Hoàng',
  'Thanh',
  'Ngọc',
  'Quốc',
  'Gia',
  'Đức',
  'Thu',
  'Bảo',
  'Hữu',
  'Khánh',
  'Phương',
];
const GIVEN_NAMES = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Hùng',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Minh',
  'Nam',
  'Ngọc',
  'Phong',
  'Phương',
  'Quân',
  'Quỳnh',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
];

/** Mobile prefixes after the country code 84: Viettel, Mobifone, Vinaphone, Vietnamobile, Gmobile. */
const MOBILE_PREFIXES = [
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '86',
  '96',
  '97',
  '98',
  '70',
  '76',
  '77',
  '78',
  '79',
  '89',
  '90',
  '93',
  '81',
  '82',
  '83',
  '84',
  '85',
  '88',
  '91',
  '94',
  '56',
  '58',
  '92',
  '59',
  '99',
];

export type Hotline = { number: string; alias: string };

/** The account's own numbers: what customers dial and what outbound calls show as caller id. */
export const HOTLINES: readonly Hotline[] = [
  { number: '842473001234', alias: 'Tổng đài CSKH Hà Nội' },
  { number: '842873005678', alias: 'Tổng đài CSKH TP.HCM' },
  { number: '842363008899', alias: 'Hotline Đà Nẵng' },
  { number: '19006868', alias: 'Tổng đài 1900' },
];

export type Agent = { userId: string; name: string };

export const AGENTS: readonly Agent[] = [
  { userId: 'agent_lan', name: 'Nguyễn Thị Lan' },
  { userId: 'agent_hung', name: 'Trần Văn Hùng' },
  { userId: 'agent_mai', name: 'Lê Ngọc Mai' },
  { userId: 'agent_tuan', name: 'Phạm Minh Tuấn' },
  { userId: 'agent_trang', name: 'Võ Thu Trang' },
  { userId: 'agent_nam', name: 'Đặng Hoàng Nam' },
  { userId: 'agent_linh', name: 'Bùi Khánh Linh' },
  { userId: 'agent_quan', name: 'Đỗ Quốc Quân' },
  { userId: 'agent_huong', name: 'Hồ Thị Hương' },
  { userId: 'agent_son', name: 'Ngô Thanh Sơn' },
  { userId: 'supervisor_ha', name: 'Dương Thu Hà' },
  { userId: 'supervisor_phong', name: 'Lý Gia Phong' },
];

export const personName = (random: SeededRandom) =>
  `${random.pick(FAMILY_NAMES)} ${random.pick(MIDDLE_NAMES)} ${random.pick(GIVEN_NAMES)}`;

/** A Vietnamese mobile number in international form without `+`, e.g. `84901234567`. */
export const mobileNumber = (random: SeededRandom) => `84${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;

export const CUSTOMER_LINES = [
  'Xin chào, tôi cần hỗ trợ về đơn hàng của mình.',
  'Đơn hàng của tôi đến khi nào vậy ạ?',
  'Tôi muốn đổi địa chỉ giao hàng.',
  'Sản phẩm bị lỗi, tôi muốn đổi trả.',
  'Cho tôi hỏi chương trình khuyến mãi tháng này.',
  'Tôi chưa nhận được mã OTP.',
  'Làm sao để hủy gói cước?',
  'Cảm ơn bạn nhiều nhé!',
  'Mình đã chuyển khoản rồi, bạn kiểm tra giúp mình.',
  'Tài khoản của tôi bị khóa.',
];

export const AGENT_LINES = [
  'Dạ em chào anh/chị, em có thể hỗ trợ gì ạ?',
  'Anh/chị vui lòng cho em xin mã đơn hàng ạ.',
  'Em đã kiểm tra, đơn hàng sẽ được giao trong 2 ngày tới ạ.',
  'Em đã ghi nhận yêu cầu, bộ phận kỹ thuật sẽ liên hệ lại trong 24 giờ.',
  'Anh/chị vui lòng chờ em trong giây lát ạ.',
  'Dạ, em đã gửi lại mã OTP, anh/chị kiểm tra tin nhắn giúp em.',
  'Cảm ơn anh/chị đã liên hệ, chúc anh/chị một ngày tốt lành!',
];
