import type { Locator, Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { DEFAULT_THRESHOLDS } from '../../src/core/board/thresholds';
import { callService } from './sandbox-api';

type WireAgent = { id: string; name: string; system_status: number };
type WireGroup = { id: string; name: string };

/** The live board in Vietnamese, the console's default language, and the thresholds dialog it opens. */
export class BoardPage {
  readonly thresholdsButton: Locator;
  readonly thresholdsDialog: Locator;

  constructor(readonly page: Page) {
    this.thresholdsButton = page.getByRole('button', { name: 'Ngưỡng cảnh báo' });
    this.thresholdsDialog = page.getByRole('dialog', { name: 'Ngưỡng cảnh báo của bảng' });
  }

  /** A group's section of the agent grid, named by the group. */
  groupSection(name: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name, exact: true });
  }

  /** Counts the tones the board plays, by watching every oscillator started on the page. */
  async countTones(): Promise<void> {
    await this.page.addInitScript(() => {
      const counter = window as unknown as { boardTones: number };
      counter.boardTones = 0;
      // start() lives on the oscillator's parent prototype, shared with other scheduled sources.
      const prototype = AudioScheduledSourceNode.prototype;
      const start = Object.getOwnPropertyDescriptor(prototype, 'start')!.value as (
        this: AudioScheduledSourceNode,
        when?: number,
      ) => void;
      prototype.start = function (this: AudioScheduledSourceNode, when?: number) {
        if (this instanceof OscillatorNode) counter.boardTones += 1;
        start.call(this, when);
      };
    });
  }

  async tonesPlayed(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { boardTones: number }).boardTones);
  }

  /** Puts the board's thresholds back as they ship, so no other test meets this one's. */
  async resetThresholds(baseURL: string): Promise<void> {
    await this.page.request.put('/api/board/thresholds', {
      data: DEFAULT_THRESHOLDS,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL).origin },
    });
  }
}

/** The service's own view, read and changed straight at the sandbox as another client would. */
export const serviceBoard = {
  async freeAgent(): Promise<WireAgent> {
    const answer = (await callService('base', 'GET', '/v1/agent?limit=100')) as {
      data: { agents: WireAgent[] };
    };
    const free = answer.data.agents.find((agent) => agent.system_status === 1);
    if (!free) throw new Error('the sandbox has no agent free of a call');
    return free;
  },
  async firstGroup(): Promise<WireGroup> {
    const answer = (await callService('base', 'GET', '/v1/group?limit=1')) as {
      data: { groups: WireGroup[] };
    };
    return answer.data.groups[0]!;
  },
  async setInCall(agentId: string, inCall: boolean): Promise<void> {
    await callService('base', 'PUT', `/v1/agent/${agentId}`, { system_status: inCall ? '0' : '1' });
  },
};
