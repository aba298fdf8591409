import { CARD_EMERGENCY_NUMBER, DEMO_BANK_NAME, HOTLINE_NUMBER } from './demo-queues';
import { forwardTo, goTo, hangUp, type MenuSpec, sendSms, voicemail } from './ivr-menu-builder';

/** What callers hear outside business hours: the recorded greeting, then a short menu. */
export const AFTER_HOURS_MENU: MenuSpec = {
  treeName: 'Ngoài giờ làm việc',
  nodes: [
    {
      ref: 'greeting',
      name: 'Lời chào ngoài giờ',
      prompt: { play: 'afterHours' },
      settings: { keypress_timeout: 2 },
      keys: { EMPTY_KEY: goTo('options'), INVALID_KEY: goTo('options') },
    },
    {
      ref: 'options',
      name: 'Menu ngoài giờ',
      prompt: {
        talk:
          `${DEMO_BANK_NAME} làm việc từ tám giờ đến mười bảy giờ ba mươi, thứ Hai đến thứ Bảy. ` +
          'Báo mất thẻ khẩn cấp, nhấn 1. Để lại lời nhắn, nhấn 2. Nhận thông tin giờ làm việc qua tin nhắn, nhấn 3.',
      },
      settings: { voice: 'sg_female_thaotrinh_dialog_48k-hsmm', keypress_timeout: 8 },
      keys: {
        '1': forwardTo(CARD_EMERGENCY_NUMBER, HOTLINE_NUMBER),
        '2': goTo('leave_message'),
        '3': sendSms(
          'SaoVietBank: Tong dai lam viec 8h-17h30 T2-T7. Khoa the khan cap 24/7: soan KHOA gui 8149.',
        ),
        EMPTY_KEY: goTo('goodbye'),
        INVALID_KEY: goTo('options'),
      },
    },
    {
      ref: 'leave_message',
      name: 'Để lại lời nhắn',
      prompt: {
        talk: 'Vui lòng để lại lời nhắn sau tiếng bíp. Chúng tôi sẽ gọi lại quý khách trong giờ làm việc.',
      },
      settings: { bargeIn: false },
      keys: { EMPTY_KEY: voicemail() },
    },
    {
      ref: 'goodbye',
      name: 'Kết thúc',
      prompt: { talk: 'Cảm ơn quý khách. Hẹn gặp lại quý khách trong giờ làm việc.' },
      keys: { EMPTY_KEY: hangUp() },
    },
  ],
};
