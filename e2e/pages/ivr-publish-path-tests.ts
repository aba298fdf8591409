import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import type { SavedPathTest } from '../../src/core/api/ivr-designer-path-tests';
import type { IvrPublishDialog } from './ivr-publish-dialog';
import { IvrDraftsApi } from './ivr-publish-drafts';

/** The publish dialog's path tests section (in Vietnamese). */
export class PublishPathTests {
  readonly section: Locator;
  readonly status: Locator;
  readonly failing: Locator;
  readonly passing: Locator;

  constructor(dialog: IvrPublishDialog) {
    this.section = dialog.dialog.getByRole('region', { name: 'Kiểm thử đường đi' });
    this.status = this.section.getByRole('status');
    this.failing = this.section.getByRole('list', { name: 'Bài kiểm thử đường đi không đạt' });
    this.passing = this.section.getByRole('list', { name: 'Bài kiểm thử đường đi đạt' });
  }
}

/** Saved path tests through the BFF, the way the simulator's path tests tab saves them. */
export class IvrPathTestsApi extends IvrDraftsApi {
  /** Replaces the tree's saved tests and limit (the first save, on revision 0). */
  async savePathTests(
    treeId: string,
    tests: SavedPathTest[],
    maxSecondsToAgent: number | null,
  ): Promise<void> {
    const response = await this.send('PUT', `/ivr/trees/${treeId}/path-tests`, {
      tests,
      maxSecondsToAgent,
      revision: 0,
    });
    expect(response.status(), 'saving the path tests').toBe(200);
  }

  /**
   * A live menu: the greeting sends 1 to a demo queue and, when nothing is pressed, goes to a goodbye
   * node that hangs up when nothing is pressed.
   */
  async seedQueueMenu(treeId: string, queueId: string): Promise<{ greeting: string; goodbye: string }> {
    const greeting = await this.createNode(treeId, 'Lời chào', 'Xin chào. Bấm 1 để gặp kinh doanh.');
    const goodbye = await this.createNode(treeId, 'Tạm biệt', 'Bạn chưa bấm phím nào. Tạm biệt.');
    await this.createKey(greeting, '1', { kind: 'queue', queueId });
    await this.createKey(greeting, 'EMPTY_KEY', { kind: 'node', nextNodeId: goodbye });
    await this.createKey(goodbye, 'EMPTY_KEY', { kind: 'hangup' });
    return { greeting, goodbye };
  }
}
