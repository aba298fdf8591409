import { describe, expect, it } from 'vitest';
import type { WireChatConversation, WireChatMessage } from '@server/service-api/chat';
import {
  chatConversationFromWire,
  chatMessageFromWire,
  wireConversationsQueryOf,
  wireMessagesQueryOf,
} from '../chat-client';

const wireMessage = (content: string): WireChatMessage => ({
  id: 'msg-1',
  localDbId: 'l1',
  accountSid: 'AC1',
  conversation: 'conv-1',
  seq: 2,
  user: 'customer_84901234567',
  type: 1,
  content,
  created: 1_717_200_000_123,
  status: 4,
  deletedByUsers: null,
  project_id: 7,
  user_type: 0,
  channel_type: 1,
});

describe('chat message mapping', () => {
  it('renames the fields and keeps the text beside its JSON', () => {
    expect(chatMessageFromWire(wireMessage('{"content":"Xin chào","metadata":{}}'))).toEqual({
      id: 'msg-1',
      localDbId: 'l1',
      accountSid: 'AC1',
      conversationId: 'conv-1',
      seq: 2,
      user: 'customer_84901234567',
      type: 1,
      content: '{"content":"Xin chào","metadata":{}}',
      contentJson: { content: 'Xin chào', metadata: {} },
      created: 1_717_200_000_123,
      status: 4,
      deletedByUsers: null,
      projectId: 7,
      userType: 0,
      channelType: 1,
    });
  });

  it.each([
    ['Cuộc trò chuyện đã được chuyển.', null],
    ['[1,2]', [1, 2]],
    [' {"photo":{"ratio":0.75}} ', { photo: { ratio: 0.75 } }],
    ['{"content":"cut', null],
    ['42', null],
    ['"quoted"', null],
    ['', null],
  ])('reads content %j as JSON %j', (content, json) => {
    expect(chatMessageFromWire(wireMessage(content)).contentJson).toEqual(json);
  });
});

describe('chat conversation mapping', () => {
  const wire: WireChatConversation = {
    id: 'conv-1',
    accountSid: 'AC1',
    creator: 'customer_1',
    idFromUserIDs: 'customer_1,agent_1',
    localDbId: 'l1',
    name: 'Lan',
    object_type: 'livechat',
    avatar_url: '',
    display_name: 'Lan',
    linkavatar: '',
    project_id: 7,
    rating: 0,
    answer_duration: 0,
    ringing_duration: 0,
    lastSeq: 3,
    channel_type: 0,
    ticket_serial: 12,
    resolved: 0,
    chatStatus: 1,
    chatRole: 0,
    answer_time: 0,
    created: 1_717_200_000_000,
    end_time: 0,
    lastUpdate: 1_717_200_100_000,
    isGroup: false,
    _version_: 99,
  };

  it('renames the fields and reads "not yet" times as null', () => {
    expect(chatConversationFromWire(wire)).toEqual({
      id: 'conv-1',
      accountSid: 'AC1',
      creator: 'customer_1',
      idFromUserIds: 'customer_1,agent_1',
      localDbId: 'l1',
      name: 'Lan',
      objectType: 'livechat',
      avatarUrl: '',
      displayName: 'Lan',
      linkAvatar: '',
      projectId: 7,
      rating: 0,
      answerDuration: 0,
      ringingDuration: 0,
      lastSeq: 3,
      channelType: 0,
      ticketSerial: 12,
      resolved: 0,
      chatStatus: 1,
      chatRole: 0,
      answerTime: null,
      created: 1_717_200_000_000,
      endTime: null,
      lastUpdate: 1_717_200_100_000,
      isGroup: false,
      version: 99,
    });
    expect(chatConversationFromWire({ ...wire, answer_time: 5, end_time: 6 })).toMatchObject({
      answerTime: 5,
      endTime: 6,
    });
  });

  it('sends the service query names', () => {
    const paging = { page: 2, pageSize: 20, createdFrom: 1, createdTo: 2 };
    expect(wireMessagesQueryOf({ ...paging, conversationId: 'conv-1' })).toEqual({
      conv_id: 'conv-1',
      page: 2,
      limit: 20,
      created_from: 1,
      created_to: 2,
    });
    expect(wireConversationsQueryOf(paging)).toEqual({ page: 2, limit: 20, created_from: 1, created_to: 2 });
  });
});
