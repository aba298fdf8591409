/**
 * The demo bank's queues and phone numbers. The service has no queue endpoints, so a queue exists only
 * through the groups routed to it; the IVR trees send callers only to these ids.
 */
export const QUEUE = {
  customerCare: 'QUEUE_CSKH',
  sales: 'QUEUE_KINH_DOANH',
  technical: 'QUEUE_KY_THUAT',
  creditCard: 'QUEUE_THE_TIN_DUNG',
  priority: 'QUEUE_KHACH_HANG_UU_TIEN',
} as const;

export const DEMO_BANK_NAME = 'Ngân hàng Sao Việt';

/** The bank's own hotline: caller id shown when the IVR calls out to a forward target. */
export const HOTLINE_NUMBER = '842473008888';
/** 24/7 card-blocking desk (Hà Nội landline) that urgent callers are forwarded to. */
export const CARD_EMERGENCY_NUMBER = '842439001234';
/** Mortgage advisers' desk (Hồ Chí Minh City landline). */
export const MORTGAGE_DESK_NUMBER = '842838225566';
