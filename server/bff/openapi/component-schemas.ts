import { z } from 'zod';
import {
  agentSchema,
  bulkAgentStatusInputSchema,
  createAgentInputSchema,
  updateAgentInputSchema,
} from '@/core/api/agents';
import {
  blacklistedNumberInputSchema,
  blacklistedNumberSchema,
  bulkBlacklistInputSchema,
} from '@/core/api/blacklist';
import { bulkResultSchema } from '@/core/api/bulk-results';
import { debuggerEntrySchema } from '@/core/api/call-debugger';
import { callRecordSchema } from '@/core/api/call-log';
import { callLogSummarySchema } from '@/core/api/call-log-summary';
import { callLogExportListSchema, callLogExportSchema } from '@/core/api/call-log-exports';
import { addUserBodySchema, callOutInputSchema, callOutResultSchema } from '@/core/api/calls';
import { importCreatedSchema, importProgressSchema } from '@/core/api/campaign-imports';
import { chatConversationSchema, chatMessageSchema } from '@/core/api/chat';
import { createdSchema } from '@/core/api/created';
import { greetingFileWithPreviewSchema, uploadedGreetingWithPreviewSchema } from '@/core/api/greeting-files';
import { greetingUsageSchema } from '@/core/api/greeting-usage';
import {
  createGroupRoutingBodySchema,
  groupRoutingSchema,
  updateGroupRoutingInputSchema,
} from '@/core/api/group-routings';
import { groupInputSchema, groupSchema } from '@/core/api/groups';
import { healthSchema } from '@/core/api/health';
import {
  ivrDraftSchema,
  mergeDraftRequestSchema,
  writeDraftRequestSchema,
} from '@/core/api/ivr-designer-drafts';
import { ivrLayoutSchema } from '@/core/api/ivr-designer-layout';
import {
  ivrPathTestsSchema,
  pathTestsConflictProblemSchema,
  savePathTestsRequestSchema,
} from '@/core/api/ivr-designer-path-tests';
import {
  menuInvalidProblemSchema,
  publishConflictProblemSchema,
  publishProgressSchema,
  publishRequestSchema,
  publishStartedSchema,
} from '@/core/api/ivr-designer-publishes';
import {
  designerTreeSchema,
  duplicateTreeRequestSchema,
  importTreeRequestSchema,
  treeCreatedSchema,
  treeImportedSchema,
} from '@/core/api/ivr-designer-trees';
import { validationContextSchema } from '@/core/api/ivr-designer-validation-context';
import {
  ivrVersionSchema,
  ivrVersionSummarySchema,
  restoreRequestSchema,
  restoredDraftSchema,
} from '@/core/api/ivr-designer-versions';
import { ivrGraphSchema } from '@/core/api/ivr-graph';
import {
  createIvrKeypressBodySchema,
  ivrKeypressSchema,
  updateIvrKeypressInputSchema,
} from '@/core/api/ivr-keypresses';
import {
  createdIvrNodeSchema,
  createIvrNodeBodySchema,
  ivrNodeSchema,
  updateIvrNodeInputSchema,
} from '@/core/api/ivr-nodes';
import { ivrTreeInputSchema, ivrTreeSchema } from '@/core/api/ivr-trees';
import { problemSchema } from '@/core/api/problem';
import { queueOverviewSchema } from '@/core/api/queues-overview';
import { freshnessSchema, refreshInputSchema, refreshResultSchema } from '@/core/api/read-model';
import { loginRequestSchema, sessionInfoSchema, sessionUserSchema } from '@/core/api/session';
import {
  createdSipAccountSchema,
  createSipAccountInputSchema,
  sipAccountListItemSchema,
  updateSipAccountInputSchema,
} from '@/core/api/sip-accounts';
import {
  createdSipPhoneSchema,
  createSipPhoneInputSchema,
  sipPhoneSchema,
  sipRegistrationSchema,
  updateSipPhoneInputSchema,
} from '@/core/api/sip-phones';
import {
  auditEntrySchema,
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userSchema,
} from '@/core/api/users';
import { boardThresholdsAnswerSchema } from '@/core/board/board-api';
import { boardSnapshotSchema } from '@/core/board/board-snapshot';
import { boardThresholdsSchema } from '@/core/board/thresholds';
import { ivrMenuSchema, menuKeySchema, menuNodeSchema } from '@/core/ivr/ivr-menu';
import { menuExportSchema } from '@/core/ivr/transfer/menu-export';

/**
 * The names the API document gives the contract's schemas (`components.schemas`), so that operations
 * `$ref` them and generated clients get these type names. A request body's name reads as what it does
 * (`CreateAgent`); the document adds `Input` to the form a request takes (`CreateAgentInput`), and a
 * schema used both ways appears twice (`IvrMenu`, `IvrMenuInput`). Names are part of the contract: keep
 * them stable. Query and path schemas stay inline: they become parameters, not components.
 */
const COMPONENT_SCHEMAS: [z.core.$ZodType, string][] = [
  [problemSchema, 'Problem'],
  [publishConflictProblemSchema, 'PublishConflictProblem'],
  [menuInvalidProblemSchema, 'MenuInvalidProblem'],
  [pathTestsConflictProblemSchema, 'PathTestsConflictProblem'],
  [createdSchema, 'Created'],
  [bulkResultSchema, 'BulkResult'],
  [freshnessSchema, 'Freshness'],
  [healthSchema, 'Health'],
  [loginRequestSchema, 'Login'],
  [sessionUserSchema, 'SessionUser'],
  [sessionInfoSchema, 'SessionInfo'],
  [agentSchema, 'Agent'],
  [createAgentInputSchema, 'CreateAgent'],
  [updateAgentInputSchema, 'UpdateAgent'],
  [bulkAgentStatusInputSchema, 'SetAgentStatuses'],
  [groupSchema, 'Group'],
  [groupInputSchema, 'SaveGroup'],
  [groupRoutingSchema, 'GroupRouting'],
  [createGroupRoutingBodySchema, 'CreateGroupRouting'],
  [updateGroupRoutingInputSchema, 'UpdateGroupRouting'],
  [queueOverviewSchema, 'QueueOverview'],
  [blacklistedNumberSchema, 'BlacklistedNumber'],
  [blacklistedNumberInputSchema, 'SaveBlacklistedNumber'],
  [bulkBlacklistInputSchema, 'BlacklistNumbers'],
  [sipAccountListItemSchema, 'SipAccount'],
  [createSipAccountInputSchema, 'CreateSipAccount'],
  [updateSipAccountInputSchema, 'UpdateSipAccount'],
  [createdSipAccountSchema, 'CreatedSipAccount'],
  [sipPhoneSchema, 'SipPhone'],
  [createSipPhoneInputSchema, 'CreateSipPhone'],
  [updateSipPhoneInputSchema, 'UpdateSipPhone'],
  [createdSipPhoneSchema, 'CreatedSipPhone'],
  [sipRegistrationSchema, 'SipRegistration'],
  [ivrTreeSchema, 'IvrTree'],
  [ivrTreeInputSchema, 'SaveIvrTree'],
  [ivrNodeSchema, 'IvrNode'],
  [createIvrNodeBodySchema, 'CreateIvrNode'],
  [updateIvrNodeInputSchema, 'UpdateIvrNode'],
  [createdIvrNodeSchema, 'CreatedIvrNode'],
  [ivrKeypressSchema, 'IvrKey'],
  [createIvrKeypressBodySchema, 'CreateIvrKey'],
  [updateIvrKeypressInputSchema, 'UpdateIvrKey'],
  [ivrGraphSchema, 'IvrGraph'],
  [ivrMenuSchema, 'IvrMenu'],
  [menuNodeSchema, 'IvrMenuNode'],
  [menuKeySchema, 'IvrMenuKey'],
  [ivrDraftSchema, 'IvrDraft'],
  [writeDraftRequestSchema, 'WriteIvrDraft'],
  [mergeDraftRequestSchema, 'MergeIvrDraft'],
  [ivrLayoutSchema, 'IvrLayout'],
  [ivrPathTestsSchema, 'IvrPathTests'],
  [savePathTestsRequestSchema, 'SaveIvrPathTests'],
  [publishRequestSchema, 'PublishIvrTree'],
  [publishStartedSchema, 'PublishStarted'],
  [publishProgressSchema, 'PublishProgress'],
  [ivrVersionSummarySchema, 'IvrVersionSummary'],
  [ivrVersionSchema, 'IvrVersion'],
  [restoreRequestSchema, 'RestoreIvrVersion'],
  [restoredDraftSchema, 'RestoredIvrDraft'],
  [designerTreeSchema, 'DesignerTree'],
  [duplicateTreeRequestSchema, 'DuplicateIvrTree'],
  [treeCreatedSchema, 'CreatedIvrTree'],
  [importTreeRequestSchema, 'ImportIvrTree'],
  [treeImportedSchema, 'ImportedIvrTree'],
  [menuExportSchema, 'IvrTreeExport'],
  [validationContextSchema, 'ValidationContext'],
  [greetingFileWithPreviewSchema, 'GreetingFile'],
  [uploadedGreetingWithPreviewSchema, 'UploadedGreeting'],
  [greetingUsageSchema, 'GreetingUsage'],
  [callRecordSchema, 'CallRecord'],
  [callLogSummarySchema, 'CallLogSummary'],
  [callLogExportSchema, 'CallLogExport'],
  [callLogExportListSchema, 'CallLogExportList'],
  [callOutInputSchema, 'CallOut'],
  [callOutResultSchema, 'CallOutResult'],
  [addUserBodySchema, 'AddCallParticipant'],
  [debuggerEntrySchema, 'DebuggerEntry'],
  [chatConversationSchema, 'ChatConversation'],
  [chatMessageSchema, 'ChatMessage'],
  [importCreatedSchema, 'CreatedImport'],
  [importProgressSchema, 'ImportProgress'],
  [userSchema, 'User'],
  [createUserSchema, 'CreateUser'],
  [updateUserSchema, 'UpdateUser'],
  [resetPasswordSchema, 'ResetPassword'],
  [auditEntrySchema, 'AuditEntry'],
  [boardSnapshotSchema, 'BoardSnapshot'],
  [boardThresholdsSchema, 'BoardThresholds'],
  [boardThresholdsAnswerSchema, 'BoardThresholdsAnswer'],
  [refreshInputSchema, 'RefreshLists'],
  [refreshResultSchema, 'RefreshResult'],
];

/** The component names, for the document's test. */
export const COMPONENT_NAMES = COMPONENT_SCHEMAS.map(([, id]) => id);

/**
 * Gives each schema its name in zod's global registry, the one fastify-type-provider-zod reads (and where
 * `.describe()` keeps descriptions, so they stay in the document). Only the BFF imports this file: the
 * SPA's schemas carry no names. Adding again is harmless (several apps in one test process).
 */
export function nameComponentSchemas(): void {
  for (const [schema, id] of COMPONENT_SCHEMAS)
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
