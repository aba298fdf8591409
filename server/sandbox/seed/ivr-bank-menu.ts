import {
  CARD_EMERGENCY_NUMBER,
  DEMO_BANK_NAME,
  HOTLINE_NUMBER,
  MORTGAGE_DESK_NUMBER,
  QUEUE,
} from './demo-queues';
import { forwardTo, goTo, hangUp, type MenuSpec, sendSms, toQueue, voicemail } from './ivr-menu-builder';

/**
 * The bank's main hotline menu, four levels deep, using every keypress action. SMS texts carry no
 * diacritics, as Vietnamese banks send them (they fit one unaccented SMS).
 */
export const BANK_MENU: MenuSpec = {
  treeName: 'Tổng đài chính – Ngân hàng Sao Việt',
  nodes: [
    {
      ref: 'welcome',
      name: 'Lời chào và menu chính',
      prompt: {
        talk:
          `${DEMO_BANK_NAME} xin kính chào quý khách. ` +
          'Để được hỗ trợ về tài khoản và giao dịch, nhấn 1. Dịch vụ thẻ, nhấn 2. ' +
          'Vay vốn và gửi tiết kiệm, nhấn 3. Báo mất thẻ hoặc giao dịch đáng ngờ, nhấn 4. ' +
          'Nghe chương trình ưu đãi, nhấn 5. Nghe hướng dẫn sử dụng tổng đài, nhấn 0. Để nghe lại, nhấn phím sao.',
      },
      settings: { keypress_timeout: 6 },
      keys: {
        '1': goTo('accounts'),
        '2': goTo('cards'),
        '3': goTo('loans'),
        '4': goTo('emergency'),
        '5': goTo('promotion'),
        '0': goTo('help'),
        '*': goTo('welcome'),
        EMPTY_KEY: goTo('welcome'),
        INVALID_KEY: goTo('help'),
      },
    },
    {
      ref: 'accounts',
      name: 'Tài khoản và giao dịch',
      prompt: {
        talk:
          'Tra cứu số dư tài khoản, nhấn 1. Gặp tư vấn viên, nhấn 2. Nhận sao kê tháng gần nhất qua tin nhắn, nhấn 3. ' +
          'Hỗ trợ ứng dụng SaoViet Mobile và Internet Banking, nhấn 4. Quay lại menu chính, nhấn phím sao.',
      },
      keys: {
        '1': goTo('balance'),
        '2': toQueue(QUEUE.customerCare),
        '3': sendSms(
          'SaoVietBank: Sao ke thang gan nhat da duoc gui toi email dang ky cua Quy khach. LH 02473008888.',
        ),
        '4': toQueue(QUEUE.technical),
        '*': goTo('welcome'),
        EMPTY_KEY: goTo('welcome'),
      },
    },
    {
      ref: 'balance',
      name: 'Tra cứu số dư',
      prompt: {
        talk:
          'Quý khách có thể tra cứu số dư mọi lúc bằng tin nhắn. Nhấn 1 để nhận cú pháp tra cứu qua tin nhắn. ' +
          'Nhấn 2 để gặp tư vấn viên. Nhấn phím sao để quay lại.',
      },
      settings: { speed: -1 },
      keys: {
        '1': sendSms(
          'SaoVietBank: De tra cuu so du, soan SD <4 so cuoi tai khoan> gui 8149. Phi 1.000d/tin.',
        ),
        '2': toQueue(QUEUE.customerCare),
        '*': goTo('accounts'),
        EMPTY_KEY: hangUp(),
      },
    },
    {
      ref: 'cards',
      name: 'Dịch vụ thẻ',
      prompt: {
        talk:
          'Mở thẻ tín dụng mới, nhấn 1. Kích hoạt thẻ, nhấn 2. Khiếu nại giao dịch thẻ, nhấn 3. ' +
          'Quay lại menu chính, nhấn phím sao.',
      },
      keys: {
        '1': toQueue(QUEUE.creditCard),
        '2': goTo('card_activation'),
        '3': goTo('card_dispute'),
        '*': goTo('welcome'),
        EMPTY_KEY: goTo('welcome'),
      },
    },
    {
      ref: 'card_activation',
      name: 'Kích hoạt thẻ',
      prompt: {
        talk:
          'Thẻ mới cần được kích hoạt trước khi sử dụng. Nhấn 1 để nhận hướng dẫn kích hoạt qua tin nhắn. ' +
          'Nhấn 2 để gặp chuyên viên thẻ. Nhấn phím sao để quay lại.',
      },
      keys: {
        '1': sendSms(
          'SaoVietBank: Kich hoat the tren ung dung SaoViet Mobile > The > Kich hoat, hoac tai ATM bat ky.',
        ),
        '2': toQueue(QUEUE.creditCard),
        '*': goTo('cards'),
      },
    },
    {
      ref: 'card_dispute',
      name: 'Khiếu nại giao dịch thẻ',
      prompt: {
        talk:
          'Giao dịch bị trừ tiền nhưng không thành công, nhấn 1 để để lại lời nhắn. ' +
          'Giao dịch không do quý khách thực hiện, nhấn 2 để khóa thẻ ngay. Nhấn phím sao để quay lại.',
      },
      keys: {
        '1': goTo('dispute_message'),
        '2': goTo('emergency'),
        '*': goTo('cards'),
      },
    },
    {
      ref: 'dispute_message',
      name: 'Để lại lời nhắn khiếu nại',
      prompt: {
        talk:
          'Vui lòng để lại họ tên, bốn số cuối của thẻ và thời gian giao dịch sau tiếng bíp. ' +
          'Chúng tôi sẽ liên hệ lại trong vòng hai ngày làm việc. Nhấn 1 để bắt đầu ghi âm.',
      },
      settings: { bargeIn: false, keypress_timeout: 3 },
      keys: { '1': voicemail(), EMPTY_KEY: voicemail() },
    },
    {
      ref: 'loans',
      name: 'Vay vốn và tiết kiệm',
      prompt: {
        talk: 'Vay mua nhà, nhấn 1. Vay tiêu dùng, nhấn 2. Gửi tiết kiệm, nhấn 3. Quay lại menu chính, nhấn phím sao.',
      },
      keys: {
        '1': forwardTo(MORTGAGE_DESK_NUMBER, HOTLINE_NUMBER),
        '2': toQueue(QUEUE.sales),
        '3': goTo('savings'),
        '*': goTo('welcome'),
      },
    },
    {
      ref: 'savings',
      name: 'Gửi tiết kiệm',
      prompt: {
        talk:
          'Lãi suất tiết kiệm trực tuyến kỳ hạn mười hai tháng hiện là năm phẩy tám phần trăm một năm. ' +
          'Nhấn 1 để nhận biểu lãi suất qua tin nhắn. Nhấn 2 để gặp chuyên viên tư vấn. Nhấn phím sao để quay lại.',
      },
      settings: { voice: 'sg_female_thaotrinh_dialog_48k-hsmm', speed: -1 },
      keys: {
        '1': sendSms(
          'SaoVietBank: LS tiet kiem online 6T: 4,7%/nam; 12T: 5,8%/nam. Chi tiet: saovietbank.vn/laisuat',
        ),
        '2': toQueue(QUEUE.priority),
        '*': goTo('loans'),
      },
    },
    {
      ref: 'emergency',
      name: 'Báo mất thẻ khẩn cấp',
      prompt: {
        talk:
          'Nếu quý khách bị mất thẻ hoặc phát hiện giao dịch đáng ngờ, nhấn 1 để được chuyển ngay tới bộ phận ' +
          'khóa thẻ hai mươi bốn trên bảy. Nhấn 2 để nhận cú pháp khóa thẻ qua tin nhắn.',
      },
      settings: { sched: 500 },
      keys: {
        '1': forwardTo(CARD_EMERGENCY_NUMBER, HOTLINE_NUMBER),
        '2': sendSms('SaoVietBank: De khoa the khan cap, soan KHOA <4 so cuoi the> gui 8149. Mien phi.'),
        EMPTY_KEY: forwardTo(CARD_EMERGENCY_NUMBER, HOTLINE_NUMBER),
      },
    },
    {
      ref: 'promotion',
      name: 'Chương trình ưu đãi',
      prompt: { play: 'promotion' },
      settings: { bargeIn: false },
      keys: { '1': toQueue(QUEUE.sales), '*': goTo('welcome'), EMPTY_KEY: goTo('welcome') },
    },
    {
      ref: 'help',
      name: 'Hướng dẫn sử dụng tổng đài',
      prompt: {
        talk:
          'Quý khách vui lòng dùng bàn phím điện thoại để chọn dịch vụ sau khi nghe hướng dẫn. ' +
          'Nhấn 0 để gặp tổng đài viên. Nhấn phím sao để quay lại menu chính. Nhấn phím thăng để kết thúc cuộc gọi.',
      },
      settings: { loop_count: 2, speed: -1 },
      keys: {
        '0': toQueue(QUEUE.customerCare),
        '*': goTo('welcome'),
        '#': goTo('goodbye'),
        EMPTY_KEY: goTo('goodbye'),
        INVALID_KEY: goTo('help'),
      },
    },
    {
      ref: 'goodbye',
      name: 'Lời cảm ơn và kết thúc',
      prompt: { talk: `Cảm ơn quý khách đã gọi tới ${DEMO_BANK_NAME}. Chúc quý khách một ngày tốt lành.` },
      settings: { bargeIn: false, keypress_timeout: 1 },
      keys: { EMPTY_KEY: hangUp() },
    },
  ],
};
