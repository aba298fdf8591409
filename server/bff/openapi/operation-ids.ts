/**
 * Each operation's `operationId` (verb + noun), by `METHOD /path` as the document spells the path. They
 * name the functions generated clients get, so they are part of the contract: never rename one. A route
 * missing here has no id, which the document's test and `npm run lint:api` report.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Probes, health and the session
  'GET /healthz': 'checkLiveness',
  'GET /readyz': 'checkReadiness',
  'GET /api/health': 'getHealth',
  'GET /api/auth/me': 'getSession',
  'POST /api/auth/login': 'signIn',
  'POST /api/auth/logout': 'signOut',

  // IVR trees, nodes and keys at the service
  'GET /api/ivr/trees': 'listIvrTrees',
  'POST /api/ivr/trees': 'createIvrTree',
  'GET /api/ivr/trees/export.csv': 'exportIvrTreesCsv',
  'GET /api/ivr/trees/{treeId}': 'getIvrTree',
  'PUT /api/ivr/trees/{treeId}': 'updateIvrTree',
  'DELETE /api/ivr/trees/{treeId}': 'deleteIvrTree',
  'GET /api/ivr/trees/{treeId}/graph': 'getIvrGraph',
  'POST /api/ivr/trees/{treeId}/nodes': 'createIvrNode',
  'PUT /api/ivr/nodes/{nodeId}': 'updateIvrNode',
  'DELETE /api/ivr/nodes/{nodeId}': 'deleteIvrNode',
  'POST /api/ivr/nodes/{nodeId}/keys': 'createIvrKey',
  'PUT /api/ivr/keys/{keyId}': 'updateIvrKey',
  'DELETE /api/ivr/keys/{keyId}': 'deleteIvrKey',

  // The IVR designer
  'GET /api/ivr/designer/trees': 'listDesignerTrees',
  'GET /api/ivr/validation-context': 'getValidationContext',
  'GET /api/ivr/trees/{treeId}/draft': 'getIvrDraft',
  'PUT /api/ivr/trees/{treeId}/draft': 'writeIvrDraft',
  'DELETE /api/ivr/trees/{treeId}/draft': 'resetIvrDraft',
  'POST /api/ivr/trees/{treeId}/draft/merge': 'mergeIvrDraft',
  'GET /api/ivr/trees/{treeId}/layout': 'getIvrLayout',
  'GET /api/ivr/trees/{treeId}/path-tests': 'getIvrPathTests',
  'PUT /api/ivr/trees/{treeId}/path-tests': 'saveIvrPathTests',
  'POST /api/ivr/trees/{treeId}/publish': 'publishIvrTree',
  'GET /api/ivr/publishes/{publishId}': 'getIvrPublish',
  'POST /api/ivr/publishes/{publishId}/resume': 'resumeIvrPublish',
  'GET /api/ivr/trees/{treeId}/versions': 'listIvrVersions',
  'GET /api/ivr/trees/{treeId}/versions/{number}': 'getIvrVersion',
  'POST /api/ivr/trees/{treeId}/versions/{number}/restore': 'restoreIvrVersion',
  'POST /api/ivr/trees/{treeId}/duplicate': 'duplicateIvrTree',
  'GET /api/ivr/trees/{treeId}/export': 'exportIvrTree',
  'POST /api/ivr/trees/import': 'importIvrTree',

  // Agents and groups
  'GET /api/agents': 'listAgents',
  'POST /api/agents': 'createAgent',
  'GET /api/agents/export.csv': 'exportAgentsCsv',
  'POST /api/agents/status': 'setAgentStatuses',
  'PUT /api/agents/{agentId}': 'updateAgent',
  'DELETE /api/agents/{agentId}': 'deleteAgent',
  'GET /api/groups': 'listGroups',
  'POST /api/groups': 'createGroup',
  'GET /api/groups/export.csv': 'exportGroupsCsv',
  'PUT /api/groups/{groupId}': 'updateGroup',
  'DELETE /api/groups/{groupId}': 'deleteGroup',

  // Queue routing
  'GET /api/queues': 'listQueues',
  'GET /api/queues/{queueId}/groups': 'listQueueGroups',
  'POST /api/queues/{queueId}/groups': 'createGroupRouting',
  'GET /api/queues/{queueId}/groups/export.csv': 'exportQueueGroupsCsv',
  'PUT /api/group-routings/{routingId}': 'updateGroupRouting',
  'DELETE /api/group-routings/{routingId}': 'deleteGroupRouting',

  // Blacklist
  'GET /api/blacklist': 'listBlacklistedNumbers',
  'POST /api/blacklist': 'createBlacklistedNumber',
  'POST /api/blacklist/bulk': 'createBlacklistedNumbers',
  'GET /api/blacklist/export.csv': 'exportBlacklistCsv',
  'PUT /api/blacklist/{entryId}': 'updateBlacklistedNumber',
  'DELETE /api/blacklist/{entryId}': 'deleteBlacklistedNumber',

  // SIP accounts and phones
  'GET /api/sip-accounts': 'listSipAccounts',
  'POST /api/sip-accounts': 'createSipAccount',
  'GET /api/sip-accounts/export.csv': 'exportSipAccountsCsv',
  'PUT /api/sip-accounts/{username}': 'updateSipAccount',
  'DELETE /api/sip-accounts/{username}': 'deleteSipAccount',
  'GET /api/sip-phones': 'listSipPhones',
  'POST /api/sip-phones': 'createSipPhone',
  'GET /api/sip-phones/export.csv': 'exportSipPhonesCsv',
  'GET /api/sip-phones/registration': 'getSipRegistration',
  'PUT /api/sip-phones/{username}': 'updateSipPhone',
  'DELETE /api/sip-phones/{username}': 'deleteSipPhone',

  // Greeting files
  'GET /api/greetings': 'listGreetingFiles',
  'POST /api/greetings': 'uploadGreetingFile',
  'GET /api/greetings/export.csv': 'exportGreetingFilesCsv',
  'GET /api/greetings/usage': 'listGreetingUsage',
  'GET /api/greetings/{sid}/audio': 'getGreetingAudio',
  'GET /api/greetings/{sid}/usage': 'getGreetingUsage',
  'DELETE /api/greetings/{sid}': 'deleteGreetingFile',

  // Calls, the call log, the debugger and chat
  'GET /api/calls': 'listCalls',
  'POST /api/call-log-exports': 'startCallLogExport',
  'GET /api/call-log-exports': 'listCallLogExports',
  'GET /api/call-log-exports/{exportId}': 'getCallLogExport',
  'POST /api/call-log-exports/{exportId}/cancel': 'cancelCallLogExport',
  'GET /api/call-log-exports/{exportId}/file.csv': 'downloadCallLogExport',
  'GET /api/calls/summary': 'getCallLogSummary',
  'GET /api/calls/{callId}': 'getCall',
  'GET /api/calls/{callId}/trace': 'getCallTrace',
  'GET /api/debugger': 'listDebuggerEntries',
  'POST /api/calls/callout': 'createCallOut',
  'POST /api/calls/{callId}/participants': 'addCallParticipant',
  'GET /api/chat/conversations': 'listChatConversations',
  'GET /api/chat/conversations/{convId}/messages': 'listChatMessages',
  'GET /api/chat/messages': 'listChatMessagesInRange',

  // Campaign imports
  'POST /api/campaigns/{campaignId}/imports': 'createCampaignImport',
  'GET /api/campaigns/imports': 'listCampaignImports',
  'GET /api/campaigns/imports/{jobId}': 'getCampaignImport',
  'POST /api/campaigns/imports/{jobId}/cancel': 'cancelCampaignImport',
  'POST /api/campaigns/imports/{jobId}/pause': 'pauseCampaignImport',
  'POST /api/campaigns/imports/{jobId}/resume': 'resumeCampaignImport',
  'GET /api/campaigns/imports/{jobId}/events': 'streamCampaignImport',
  'GET /api/campaigns/imports/{jobId}/report.csv': 'getCampaignImportReportCsv',

  // The console's users and audit log
  'GET /api/admin/users': 'listUsers',
  'POST /api/admin/users': 'createUser',
  'PATCH /api/admin/users/{userId}': 'updateUser',
  'POST /api/admin/users/{userId}/password': 'resetUserPassword',
  'GET /api/admin/audit': 'listAuditEntries',
  'GET /api/admin/audit/export.csv': 'exportAuditLog',

  // The live board and the read model
  'GET /api/board': 'getBoard',
  'GET /api/board/events': 'streamBoard',
  'GET /api/board/thresholds': 'getBoardThresholds',
  'PUT /api/board/thresholds': 'saveBoardThresholds',
  'POST /api/read-model/refresh': 'refreshLists',
};
