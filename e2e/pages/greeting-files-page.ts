import { expect, request } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_API_KEY_SECRET, DEFAULT_API_KEY_SID } from '../../server/sandbox/config';
import { mintServiceToken } from '../../server/service-api/token';

const sandboxOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

/** The Greeting files page (in Vietnamese, the console's default language). */
export class GreetingFilesPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly dialog: Locator;
  readonly dropZone: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Tệp lời chào' });
    this.dialog = page.getByRole('dialog');
    this.dropZone = this.dialog.getByRole('group', { name: 'Vùng thả tệp âm thanh' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/greeting-files');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Tệp lời chào');
  }

  rowWith(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async openUpload(): Promise<void> {
    await this.main.getByRole('button', { name: 'Tải lên tệp' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Tải lên tệp lời chào' })).toBeVisible();
  }

  async chooseFile(name: string, mimeType: string, bytes: Buffer): Promise<void> {
    await this.dialog
      .getByLabel('Tệp âm thanh', { exact: true })
      .setInputFiles({ name, mimeType, buffer: bytes });
  }

  /** Drags a file from the desktop onto the drop zone, as a person would. */
  async dropFile(name: string, mimeType: string, bytes: Buffer): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, mimeType, data }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], name, { type: mimeType }));
        return transfer;
      },
      { name, mimeType, data: [...bytes] },
    );
    await this.dropZone.dispatchEvent('dragover', { dataTransfer });
    await this.dropZone.dispatchEvent('drop', { dataTransfer });
  }

  async submitUpload(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  }
}

/**
 * A one-node menu playing a file, made directly on the embedded sandbox (with the service token, as the
 * fault helper does): team leads may not edit menus, and this is only the world the test starts from.
 */
export async function menuPlaying(filename: string, names: { tree: string; node: string }) {
  const token = await mintServiceToken({
    apiKeySid: DEFAULT_API_KEY_SID,
    apiKeySecret: DEFAULT_API_KEY_SECRET,
  });
  const api = await request.newContext({
    baseURL: sandboxOrigin,
    extraHTTPHeaders: { 'x-service-auth': token },
  });
  try {
    const tree = await api.post('/cc/v1/ivrtree', { data: { tree_name: names.tree } });
    const { ivrTreeID } = (await tree.json()) as { ivrTreeID: string };
    const node = await api.post('/cc/v1/ivrnode', {
      data: { tree: ivrTreeID, node_name: names.node, node_play_mode: 'play', node_play_content: filename },
    });
    expect(((await node.json()) as { r: number }).r).toBe(0);
  } finally {
    await api.dispose();
  }
}
