import { expect, test } from '../fixtures/test';
import { countReactCommits } from '../fixtures/react-commits';
import { EDITOR_MEMO_PARTS, IvrEditorPage, NONE_OF_THE_MEMO_PARTS } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';
import { liveChannelSwitch, OFFLINE, ONLINE } from '../pages/live-channel';

/**
 * The IVR editor draws again only what a change concerns: its toolbar, search, form, problems, help and
 * links are memo components (src/features/ivr-designer), so a change of the draft's status (a lost
 * connection, a reconnect) redraws the header's badge, not some 300 components of the workspace.
 */
test.use({ signedInAs: 'supervisor' });

test('the draft’s status changing redraws its badge, not the toolbar, search, form, problems, links or publish button', async ({
  page,
  baseURL,
}) => {
  const treeId = await new IvrDraftsApi(page.request, baseURL ?? '').createGreetingTree(
    `Vẽ lại ${Date.now()}`,
  );
  const network = await liveChannelSwitch(page);
  const counter = await countReactCommits(page);
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await editor.selectCard('Nút Vay vốn');
  await expect(editor.panel.getByLabel('Tên', { exact: true })).toHaveValue('Vay vốn');
  await expect(editor.saveState(ONLINE)).toBeVisible();
  await counter.quiet();
  await counter.watchRegions({ status: '[role="status"]', ...EDITOR_MEMO_PARTS });
  await network.goOffline();
  await expect(editor.saveState(OFFLINE)).toBeVisible();
  await page.waitForTimeout(500);
  const rendered = await counter.renderedIn();
  // The badge was drawn again: the count sees this commit.
  expect(rendered.status).toBeGreaterThan(0);
  const { status: _status, ...workspace } = rendered;
  expect(workspace).toEqual(NONE_OF_THE_MEMO_PARTS);
});
