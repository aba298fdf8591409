import type BetterSqlite3 from 'better-sqlite3';
import type { WireChatConversation, WireChatMessage } from '../../service-api/chat';
import type { SeededRandom } from './random';
import { AGENT_LINES, CUSTOMER_LINES, mobileNumber, personName, type Agent } from './vietnamese-directory';

const CONVERSATIONS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Message `type`: plain notice, text, photo (the spec leaves the codes open; these are the sandbox's). */
const MESSAGE_TYPE = { TEXT: 1, PHOTO: 2, NOTICE: 100 } as const;

type ChatContext = {
  random: SeededRandom;
  accountSid: string;
  projectId: number;
  now: number;
  agents: readonly Agent[];
};

/** 200 customer-care conversations over the last 30 days, each with a few to a few dozen messages. */
export function seedChat(sqlite: BetterSqlite3.Database, context: ChatContext) {
  const insertConversation = sqlite.prepare(
    'INSERT INTO chat_conversations (id, doc, created) VALUES (?, ?, ?)',
  );
  const insertMessage = sqlite.prepare(
    'INSERT INTO chat_messages (id, conversation, doc, created) VALUES (?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (let serial = 1; serial <= CONVERSATIONS; serial++) {
      const created = context.now - Math.floor(context.random.next() * 30 * DAY_MS);
      const { conversation, messages } = conversationWithMessages(context, serial, created);
      insertConversation.run(conversation.id, JSON.stringify(conversation), conversation.created);
      for (const message of messages) {
        insertMessage.run(message.id, message.conversation, JSON.stringify(message), message.created);
      }
    }
  })();
}

function conversationWithMessages(context: ChatContext, serial: number, created: number) {
  const { random, accountSid, projectId, now, agents } = context;
  const customerName = personName(random);
  const customer = `customer_${mobileNumber(random)}`;
  const agent = random.pick(agents);
  const channel_type = random.pick([0, 1, 2]);
  const id = `conv-vn-1-${random.id('', 10)}-${created}`;
  const messages: WireChatMessage[] = [];
  let at = created;
  const count = random.int(3, 30);
  for (let seq = 1; seq <= count && at < now; seq++) {
    const fromCustomer = seq === 1 || random.chance(0.5);
    messages.push({
      id: `msg-vn-1-${random.id('', 10)}-${at}`,
      localDbId: random.id('', 16).toLowerCase(),
      accountSid,
      conversation: id,
      seq,
      user: fromCustomer ? customer : agent.userId,
      ...messageBody(random, seq, fromCustomer),
      created: at,
      status: 4,
      deletedByUsers: null,
      project_id: projectId,
      user_type: fromCustomer ? 0 : 1,
      channel_type,
    });
    at += random.int(15_000, 300_000);
  }
  const last = messages.at(-1)?.created ?? created;
  const ended = now - last > 2 * 60 * 60 * 1000;
  const answerTime = messages.find((message) => message.user === agent.userId)?.created ?? 0;
  const conversation: WireChatConversation = {
    id,
    accountSid,
    creator: customer,
    idFromUserIDs: `${customer},${agent.userId}`,
    localDbId: random.id('', 16).toLowerCase(),
    name: customerName,
    object_type: 'livechat',
    avatar_url: '',
    display_name: customerName,
    linkavatar: '',
    project_id: projectId,
    rating: ended ? random.int(0, 5) : 0,
    answer_duration: answerTime ? Math.round((last - answerTime) / 1000) : 0,
    ringing_duration: answerTime ? Math.round((answerTime - created) / 1000) : 0,
    lastSeq: messages.length,
    channel_type,
    ticket_serial: serial,
    resolved: ended ? 1 : 0,
    chatStatus: ended ? 2 : 1,
    chatRole: 0,
    answer_time: answerTime,
    created,
    end_time: ended ? last : 0,
    lastUpdate: last,
    isGroup: false,
    _version_: created * 1000 + serial,
  };
  return { conversation, messages };
}

/** Text travels JSON-encoded, as the service stores it; notices are plain text. */
function messageBody(random: SeededRandom, seq: number, fromCustomer: boolean) {
  if (seq > 1 && random.chance(0.05)) {
    return { type: MESSAGE_TYPE.NOTICE, content: 'Cuộc trò chuyện đã được chuyển cho nhân viên khác.' };
  }
  if (fromCustomer && random.chance(0.08)) {
    const photo = { filePath: `https://files.sandbox.invalid/chat/${random.id('', 12)}.jpg`, ratio: 0.75 };
    return { type: MESSAGE_TYPE.PHOTO, content: JSON.stringify({ photo, metadata: {} }) };
  }
  const text = random.pick(fromCustomer ? CUSTOMER_LINES : AGENT_LINES);
  return { type: MESSAGE_TYPE.TEXT, content: JSON.stringify({ content: text, metadata: {} }) };
}
