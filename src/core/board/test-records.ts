import type { Agent } from '../api/agents';
import type { CallRecord } from '../api/call-log';
import type { ChatConversation } from '../api/chat';

/** Records as the BFF's clients answer them, for the board's unit tests. */
export function callRecord(fields: Partial<CallRecord> & Pick<CallRecord, 'id' | 'startTime'>): CallRecord {
  return {
    uuid: `uuid-${fields.id}`,
    projectId: 4321,
    projectName: 'Demo',
    accountId: 1234,
    fromNumber: '84901234567',
    toNumber: '842873000001',
    fromUserId: null,
    fromAlias: '',
    toAlias: '',
    fromInternal: false,
    toInternal: false,
    participants: '',
    videoCall: false,
    recorded: false,
    recordPath: null,
    answerTime: null,
    stopTime: null,
    created: fields.startTime,
    lastModified: fields.startTime,
    amount: 0,
    answerDuration: 0,
    answerDurationMinutes: 0,
    startTimeText: '',
    answerTimeText: null,
    stopTimeText: null,
    createdText: '',
    fields: [],
    ...fields,
  };
}

export function agent(fields: Partial<Agent> & Pick<Agent, 'id'>): Agent {
  return {
    name: `Agent ${fields.id}`,
    serviceUserId: `user_${fields.id}`,
    manualStatus: null,
    routingType: 'app',
    phoneNumber: null,
    systemStatus: 'not_in_call',
    deviceStatus: 1,
    lastTimePickup: 0,
    lastTimeSupportCallEnded: 0,
    ...fields,
  };
}

export function conversation(
  fields: Partial<ChatConversation> & Pick<ChatConversation, 'id' | 'created'>,
): ChatConversation {
  return {
    accountSid: 'AC1',
    creator: 'u1',
    idFromUserIds: 'u1,u2',
    localDbId: '',
    name: '',
    objectType: '',
    avatarUrl: '',
    displayName: '',
    linkAvatar: '',
    projectId: 4321,
    rating: 0,
    answerDuration: 0,
    ringingDuration: 0,
    lastSeq: 1,
    channelType: 1,
    ticketSerial: 1,
    resolved: 0,
    chatStatus: 1,
    chatRole: 0,
    answerTime: null,
    endTime: null,
    lastUpdate: fields.created,
    isGroup: false,
    version: 1,
    ...fields,
  };
}
