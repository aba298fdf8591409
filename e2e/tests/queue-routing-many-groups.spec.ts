import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { expect, test } from '../fixtures/test';
import { QueueRoutingPage } from '../pages/queue-routing-page';

const GROUP_COUNT = 150;

interface GroupPage {
  items: { id: string; name: string }[];
  totalPages: number;
}

/** The BFF's answers through the page's signed-in session, as the console's own requests are sent. */
function bff(request: APIRequestContext, baseURL: string) {
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL).origin };
  return {
    async post(path: string, data: unknown): Promise<string> {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.status(), `POST ${path}`).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    async remove(path: string): Promise<void> {
      const response = await request.delete(`/api${path}`, { headers });
      expect(response.ok(), `DELETE ${path}: HTTP ${response.status()}`).toBe(true);
    },
    async groupPage(page: number): Promise<GroupPage> {
      const response = await request.get(`/api/groups?page=${page}&pageSize=100`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as GroupPage;
    },
  };
}

test.describe('a team lead routes groups when the project has more groups than one page holds', () => {
  test.use({ signedInAs: 'lead' });

  test('the queue panel names every group, those past the first hundred included', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = bff(page.request, baseURL ?? '');
    const stamp = Date.now();
    const queueId = `QUEUE_NHIEU_NHOM_${stamp}`;
    const names = Array.from(
      { length: GROUP_COUNT },
      (_, i) => `Nhóm ${stamp} ${String(i + 1).padStart(3, '0')}`,
    );
    const ids: string[] = [];
    for (const name of names) ids.push(await api.post('/groups', { name }));
    const routed = [0, GROUP_COUNT - 2, GROUP_COUNT - 1];
    const routingIds: string[] = [];
    try {
      for (const index of routed) {
        routingIds.push(await api.post(`/queues/${queueId}/groups`, { groupId: ids[index], primary: false }));
      }
      // The last groups really are beyond the first page of the largest size: the case that went wrong.
      const firstPage = await api.groupPage(1);
      expect(firstPage.totalPages).toBeGreaterThan(1);
      expect(firstPage.items.map((group) => group.id)).not.toContain(ids[GROUP_COUNT - 1]);

      const routing = new QueueRoutingPage(page);
      await routing.goto(`?queueId=${queueId}`);
      for (const index of routed) {
        await expect(routing.groupRow(queueId, names[index] ?? '')).toContainText('Phụ');
      }
      await expect(routing.groupsTable(queueId)).not.toContainText(ids[GROUP_COUNT - 1] ?? '');

      // Every group is offered when adding one, the last created too.
      await routing.panel(queueId).getByRole('button', { name: 'Thêm nhóm' }).click();
      const choice = routing.dialog.getByRole('combobox', { name: /^Nhóm/ });
      await expect(choice.getByRole('option', { name: names[GROUP_COUNT - 1] })).toHaveCount(1);
      const offered = await choice.getByRole('option').allTextContents();
      expect(names.filter((name) => !offered.some((option) => option.startsWith(name)))).toEqual([]);
      await routing.dialog.getByRole('button', { name: 'Huỷ' }).click();
    } finally {
      // Leave the shared sandbox as the other specs expect it.
      for (const routingId of routingIds) await api.remove(`/group-routings/${routingId}`);
      for (const id of ids) await api.remove(`/groups/${id}`);
    }
  });
});
