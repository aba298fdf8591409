import { z } from 'zod';
import {
  agentSchema,
  bulkAgentStatusInputSchema,
  createAgentInputSchema,
  updateAgentInputSchema,
} from '../../../src/core/api/agents';
import {
  blacklistedNumberInputSchema,
  blacklistedNumberSchema,
  bulkBlacklistInputSchema,
} from '../../../src/core/api/blacklist';
import { bulkResultSchema } from '../../../src/core/api/bulk-results';
import { debuggerEntrySchema } from '../../../src/core/api/call-debugger';
import { callRecordSchema } from '../../../src/core/api/call-log';
import { callLogSummarySchema } from '../../../src/core/api/call-log-summary';
import { callLogExportListSchema, callLogExportSchema } from '../../../src/core/api/call-log-exports';
import { addUserBodySchema, callOutInputSchema, callOutResultSchema } from '../../../src/core/api/calls';
import { importCreatedSchema, importProgressSchema } from '../../../src/core/api/campaign-imports';
import { chatConversationSchema, chatMessageSchema } from '../../../src/core/api/chat';
import { createdSchema } from '../../../src/core/api/created';
import {
  greetingFileWithPreviewSchema,
  uploadedGreetingWithPreviewSchema,
} from '../../../src/core/api/greeting-files';
import { greetingUsageSchema } from '../../../src/core/api/greeting-usage';
import {
  createGroupRoutingBodySchema,
  groupRoutingSchema,
  updateGroupRoutingInputSchema,
} from '../../../src/core/api/group-routings';
import { groupInputSchema, groupSchema } from '../../../src/core/api/groups';
import { healthSchema } from '../../../src/core/api/health';
import {
  ivrDraftSchema,
  mergeDraftRequestSchema,
  writeDraftRequestSchema,
} from '../../../src/core/api/ivr-designer-drafts';
import { ivrLayoutSchema } from '../../../src/core/api/ivr-designer-layout';
import {
  ivrPathTestsSchema,
  pathTestsConflictProblemSchema,
  savePathTestsRequestSchema,
} from '../../../src/core/api/ivr-designer-path-tests';
import {
  menuInvalidProblemSchema,
  publishConflictProblemSchema,
  publishProgressSchema,
  publishRequestSchema,
  publishStartedSchema,
} from '../../../src/core/api/ivr-designer-publishes';
import {
  designerTreeSchema,
  duplicateTreeRequestSchema,
  importTreeRequestSchema,
  treeCreatedSchema,
  treeImportedSchema,
} from '../../../src/core/api/ivr-designer-trees';
import { validationContextSchema } from '../../../src/core/api/ivr-designer-validation-context';
import {
  ivrVersionSchema,
  ivrVersionSummarySchema,
  restoreRequestSchema,
  restoredDraftSchema,
} from '../../../src/core/api/ivr-designer-versions';
import { ivrGraphSchema } from '../../../src/core/api/ivr-graph';
import {
  createIvrKeypressBodySchema,
  ivrKeypressSchema,
  updateIvrKeypressInputSchema,
} from '../../../src/core/api/ivr-keypresses';
import {
  createdIvrNodeSchema,
  createIvrNodeBodySchema,
  ivrNodeSchema,
  updateIvrNodeInputSchema,
} from '../../../src/core/api/ivr-nodes';
import { ivrTreeInputSchema, ivrTreeSchema } from '../../../src/core/api/ivr-trees';
import { problemSchema } from '../../../src/core/api/problem';
import { queueOverviewSchema } from '../../../src/core/api/queues-overview';
import { freshnessSchema, refreshInputSchema, refreshResultSchema } from '../../../src/core/api/read-model';
import { loginRequestSchema, sessionInfoSchema, sessionUserSchema } from '../../../src/core/api/session';
import {
  createdSipAccountSchema,
  createSipAccountInputSchema,
  sipAccountListItemSchema,
  updateSipAccountInputSchema,
} from '../../../src/core/api/sip-accounts';
import {
  createdSipPhoneSchema,
  createSipPhoneInputSchema,
  sipPhoneSchema,
  sipRegistrationSchema,
  updateSipPhoneInputSchema,
} from '../../../src/core/api/sip-phones';
import {
  auditEntrySchema,
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userSchema,
} from '../../../src/core/api/users';
import { boardThresholdsAnswerSchema } from '../../../src/core/board/board-api';
import { boardSnapshotSchema } from '../../../src/core/board/board-snapshot';
import { boardThresholdsSchema } from '../../../src/core/board/thresholds';
import { ivrMenuSchema, menuKeySchema, menuNodeSchema } from '../../../src/core/ivr/ivr-menu';
import { menuExportSchema } from '../../../src/core/ivr/transfer/menu-export';

/**
 * The names the API document gives the contract's schemas (`components.schemas`), so that operations
 * `$ref` them and generated clients get these type names. A request body's name reads as what it does
 * (`CreateAgent`); the document adds `Input` to the form a request takes (`CreateAgentInput`), and a
 * schema used both ways appears twice (`IvrMenu`, `IvrMenuInput`). Names are part of the contract: keep
 * them stable. Query and path schemas stay inline: they become parameters, not components.
 */
const COMPONENT_SCHEMAS: [z.ZodType, string][] = [
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
