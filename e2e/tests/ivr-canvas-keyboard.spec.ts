import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { IvrCanvasKeyboard } from '../pages/ivr-canvas-keyboard';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

test.use({ signedInAs: 'supervisor' });

test.setTimeout(120_000);

test('a supervisor selects, moves between, edits, connects and copies a branch of an IVR menu with the keyboard alone', async ({
  page,
  baseURL,
}) => {
  const treeId = await IvrEditorPage.createTree(page.request, baseURL ?? '', `Bàn phím ${Date.now()}`);
  const api = new IvrTreesApi(page.request, baseURL ?? '');
  const { root: rootId, sales } = await api.seedSmallMenu(treeId);
  const retail = await api.createNode(treeId, 'Bán lẻ');
  await api.createKey(sales, '1', { kind: 'node', nextNodeId: retail });
  await api.createKey(retail, '0', { kind: 'hangup' });
  // "Press 9 to go back to the main menu": a key that leads back up, where a branch ends.
  await api.createKey(retail, '9', { kind: 'node', nextNodeId: rootId });
  await api.createNode(treeId, 'Khiếu nại');

  const keyboard = new IvrCanvasKeyboard(page);
  const { editor } = keyboard;
  await editor.open(treeId);
  const root = keyboard.card('Nút Lời chào');
  const salesCard = keyboard.card('Nút Kinh doanh');
  await expect(root).toBeVisible();

  // Select: Tab reaches the canvas on the root, which becomes the selection, named as a card.
  await keyboard.tabTo(root);
  await expect(root).toHaveAttribute('aria-roledescription', 'thẻ');
  await expect(keyboard.selectionMark('Nút Lời chào')).toHaveClass(/ivr-card--selected/);
  await expect(editor.panel.getByLabel('Tên', { exact: true })).toHaveValue('Lời chào');

  // Move: right follows key 1, then reaches the node it leads to; the keyboard goes along.
  await keyboard.press('ArrowRight');
  await expect(keyboard.keyEdge('1', 'Lời chào', 'Kinh doanh')).toBeFocused();
  await expect(editor.panel.getByRole('heading', { name: 'Phím' })).toBeVisible();
  await keyboard.press('ArrowRight');
  await expect(salesCard).toBeFocused();
  await expect(keyboard.selectionMark('Nút Kinh doanh')).toHaveClass(/ivr-card--selected/);
  await expect(keyboard.selectionMark('Nút Lời chào')).not.toHaveClass(/ivr-card--selected/);

  // Open the editor: Enter moves into the node's form, Escape comes back to the card.
  await keyboard.press('Enter');
  const name = editor.panel.getByLabel('Tên', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Kinh doanh');
  await expect(editor.panel.getByLabel('Văn bản cần đọc')).toBeVisible();
  await keyboard.press('Escape');
  await expect(salesCard).toBeFocused();

  // The help panel lists the new shortcuts.
  await keyboard.press('Shift+?');
  await expect(keyboard.helpDialog.getByRole('row', { name: /Nối nút đang chọn tới một nút/ })).toBeVisible();
  await expect(keyboard.helpDialog.getByRole('row', { name: /cả nhánh phía sau/ })).toBeVisible();
  await keyboard.press('Escape');
  await expect(keyboard.helpDialog).toBeHidden();

  // Connect: back on the root, C picks the target by name and takes the first free key, 3.
  await keyboard.press('ArrowLeft');
  await expect(root).toBeFocused();
  await keyboard.press('c');
  const target = keyboard.connectDialog.getByRole('combobox', { name: 'Tới' });
  await expect(target).toBeFocused();
  await page.keyboard.type('Khiế');
  await expect(page.getByRole('option', { name: 'Khiếu nại' })).toBeVisible();
  // Escape folds the list away and leaves the dialog open; typing on opens the list again.
  await keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'Khiếu nại' })).toBeHidden();
  await expect(keyboard.connectDialog).toBeVisible();
  await page.keyboard.type('u');
  // Enter takes the option the list highlights, once it does.
  await expect(page.getByRole('option', { name: 'Khiếu nại' })).toHaveAttribute(
    'data-combobox-selected',
    'true',
  );
  await keyboard.press('Enter');
  await expect(target).toHaveValue('Khiếu nại');
  await keyboard.press('Tab');
  await expect(keyboard.connectDialog.getByLabel('Phím')).toHaveValue('3');
  await keyboard.press('Tab');
  await keyboard.press('Tab');
  await expect(keyboard.connectDialog.getByRole('button', { name: 'Nối' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(keyboard.connectDialog).toBeHidden();
  const newKey = keyboard.keyEdge('3', 'Lời chào', 'Khiếu nại');
  await expect(newKey).toBeFocused();
  await expect(editor.canvas.getByText('3', { exact: true })).toBeVisible();

  // The canvas with the keyboard on it has no serious accessibility problem.
  expect(await seriousViolations(page, '.ivr-editor')).toEqual([]);

  // A branch: Shift + S on the sales node selects it with what it leads to (not the main menu its key 9
  // goes back to), then copy and paste: the copies are told apart by their names.
  await keyboard.press('ArrowLeft');
  await expect(root).toBeFocused();
  await keyboard.press('ArrowRight');
  await keyboard.press('ArrowRight');
  await expect(salesCard).toBeFocused();
  await keyboard.press('Shift+S');
  await expect(keyboard.selectionMark('Nút Bán lẻ')).toHaveClass(/ivr-card--selected/);
  await expect(keyboard.selectionMark('Nút Kinh doanh')).toHaveClass(/ivr-card--selected/);
  await expect(keyboard.selectionMark('Nút Lời chào')).not.toHaveClass(/ivr-card--selected/);
  await keyboard.press('Control+C');
  await keyboard.press('Control+V');
  await expect(editor.canvas.getByRole('group', { name: 'Nút Kinh doanh (2)', exact: true })).toHaveCount(1);
  await expect(editor.canvas.getByRole('group', { name: 'Nút Bán lẻ (2)', exact: true })).toHaveCount(1);
  await expect(editor.canvas.getByRole('group', { name: 'Nút Kinh doanh', exact: true })).toHaveCount(1);
  await expect(editor.canvas.getByRole('group', { name: 'Nút Lời chào', exact: true })).toHaveCount(1);

  // Undo, one step each: the paste, then the connection.
  await keyboard.press('Control+Z');
  await expect(editor.canvas.getByRole('group', { name: 'Nút Bán lẻ (2)', exact: true })).toHaveCount(0);
  await expect(editor.canvas.getByRole('group', { name: 'Nút Bán lẻ', exact: true })).toHaveCount(1);
  await expect(newKey).toBeVisible();
  await keyboard.press('Control+Z');
  await expect(newKey).toHaveCount(0);
  await expect(editor.canvas.getByText('3', { exact: true })).toHaveCount(0);
  await expect(keyboard.keyEdge('1', 'Lời chào', 'Kinh doanh')).toHaveCount(1);
});
