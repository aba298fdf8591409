import type { Agent } from '@/core/api/agents';
import { callLogQuerySchema } from '@/core/api/call-log-query';
import type { ChatConversation } from '@/core/api/chat';
import type { Group } from '@/core/api/groups';
import { agentTiles } from '@/core/board/agent-tiles';
import type {
  BoardAgent,
  BoardGroup,
  BoardRunningCall,
  BoardSnapshot,
  BoardSource,
  ChatNow,
  SourceHealth,
} from '@/core/board/board-snapshot';
import { chatNow } from '@/core/board/chat-now';
import { runningCalls } from '@/core/board/running-calls';
import { allPages } from '../routes/contact-center/all-pages';
import type { ServiceClients } from '../upstream/service-clients';
import { CallLogBudget } from './call-log-budget';
import type { BoardSettings } from './board-settings';
import { TodayFeed } from './today-feed';

const CHAT_WINDOW_MS = 24 * 3_600_000;
const CHAT_PAGE_SIZE = 100;
/** Conversations read per chat poll at most: a day of a busy center's chats, three requests. */
const CHAT_MAX_PAGES = 3;
const RUNNING_PAGE_SIZE = 100;

const healthy = (): SourceHealth => ({ readAt: null, failingSince: null, error: null });

/** What an error may say on the board: our own errors' messages carry no secret, others are not shown. */
const describe = (error: unknown) =>
  error instanceof Error ? error.message.slice(0, 300) : 'Unknown failure';

/**
 * One poll of the service for the board: agents and running calls every time, today's figures one
 * call-log request at a time within the budget, chats and group names less often. A source that fails
 * keeps its last data and is marked failing since its first failure; the others go on.
 */
export class BoardPoller {
  private agents: BoardAgent[] = [];
  private rawAgents: Agent[] = [];
  private groups: BoardGroup[] = [];
  private calls: BoardRunningCall[] = [];
  private chat: ChatNow | null = null;
  private today: TodayFeed;
  private readonly health: Record<BoardSource, SourceHealth> = {
    agents: healthy(),
    calls: healthy(),
    today: healthy(),
    chat: healthy(),
  };
  private readonly budget: CallLogBudget;
  private lastChatAt = -Infinity;
  private lastGroupsAt = -Infinity;

  constructor(
    private readonly service: ServiceClients,
    private readonly settings: BoardSettings,
    now: number,
    /** The last snapshot published, when this instance takes polling over from another one. */
    previous: BoardSnapshot | null,
    private readonly clock: () => number = Date.now,
  ) {
    this.budget = new CallLogBudget(settings.callLogPerMinute, clock);
    this.today = new TodayFeed(now, settings.utcOffsetMinutes);
    if (previous) {
      this.agents = previous.agents;
      this.groups = previous.groups;
      this.calls = previous.runningCalls;
      this.chat = previous.chat;
    }
  }

  get callLogRequestsLastMinute() {
    return this.budget.used;
  }

  async poll(): Promise<BoardSnapshot> {
    const now = this.clock();
    const tasks: Promise<void>[] = [this.track('agents', now, () => this.readAgents(now))];
    if (now - this.lastGroupsAt >= this.settings.groupsPollMs) {
      this.lastGroupsAt = now;
      tasks.push(this.readGroups().catch(() => undefined));
    }
    if (now - this.lastChatAt >= this.settings.chatPollMs) {
      this.lastChatAt = now;
      tasks.push(this.track('chat', now, () => this.readChat(now)));
    }
    await Promise.all(tasks);
    // Running calls after agents, so parties can be named; then today's figures with what the budget leaves.
    if (this.budget.tryTake()) await this.track('calls', now, () => this.readRunningCalls());
    if (this.budget.tryTake()) {
      await this.track('today', now, () =>
        this.today.step(now, (query) => this.service.telephony.callLog.page(query)),
      );
    }
    return {
      generatedAt: this.clock(),
      agents: this.agents,
      groups: this.groups,
      runningCalls: this.calls,
      today: this.health.today.readAt === null ? null : this.today.figures(),
      chat: this.chat,
      health: structuredClone(this.health),
    };
  }

  private async track(source: BoardSource, now: number, read: () => Promise<void>) {
    try {
      await read();
      this.health[source] = { readAt: this.clock(), failingSince: null, error: null };
    } catch (error) {
      const was = this.health[source];
      this.health[source] = {
        readAt: was.readAt,
        failingSince: was.failingSince ?? now,
        error: describe(error),
      };
    }
  }

  private async readAgents(now: number) {
    this.rawAgents = await allPages((query) => this.service.contactCenter.agents.list(query));
    this.agents = agentTiles(this.rawAgents, this.agents, now);
  }

  private async readGroups() {
    const groups: Group[] = await allPages((query) => this.service.contactCenter.groups.list(query));
    this.groups = groups.map((group) => ({ id: group.id, name: group.name, agentCount: group.agentCount }));
  }

  /** Calls whose stop time is 0: the call log filtered to stop times of at most 0. */
  private async readRunningCalls() {
    const page = await this.service.telephony.callLog.page(
      callLogQuerySchema.parse({
        stoppedFrom: 0,
        stoppedTo: 0,
        sortBy: 'startTime',
        sortOrder: 'desc',
        limit: RUNNING_PAGE_SIZE,
      }),
    );
    this.calls = runningCalls(page.items, this.agents);
  }

  private async readChat(now: number) {
    const since = now - CHAT_WINDOW_MS;
    const conversations: ChatConversation[] = [];
    for (let page = 1; page <= CHAT_MAX_PAGES; page++) {
      const answer = await this.service.telephony.chat.conversations({
        page,
        pageSize: CHAT_PAGE_SIZE,
        createdFrom: since,
        createdTo: undefined,
      });
      conversations.push(...answer.items);
      if (page >= answer.totalPages || answer.items.length === 0) break;
    }
    this.chat = chatNow(conversations, since);
  }
}
