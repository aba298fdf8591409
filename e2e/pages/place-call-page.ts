import type { Locator, Page } from '@playwright/test';

/** Place a call (in Vietnamese): caller, destinations and a script built step by step. */
export class PlaceCallPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly steps: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Thực hiện cuộc gọi' });
    this.steps = this.form.getByRole('list', { name: 'Các bước kịch bản, theo thứ tự' });
  }

  async open(): Promise<void> {
    await this.page.goto('/place-call');
  }

  async fillParties(from: string, to: string): Promise<void> {
    await this.form.getByLabel('Số gọi đi').fill(from);
    await this.form.getByLabel('Số nhận 1').fill(to);
  }

  step(number: number): Locator {
    return this.steps.getByRole('listitem', { name: new RegExp(`^Bước ${number}:`) });
  }

  async addStep(kind: string): Promise<void> {
    await this.form.getByRole('combobox', { name: 'Bước mới' }).click();
    await this.page.getByRole('option', { name: kind }).click();
    await this.form.getByRole('button', { name: 'Thêm bước' }).click();
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Gọi' }).click();
  }

  /** The confirmation that names the parties and the script before a phone rings. */
  confirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Thực hiện cuộc gọi này?' });
  }

  async submitAndConfirm(): Promise<void> {
    await this.submit();
    await this.confirmation().getByRole('button', { name: 'Gọi ngay' }).click();
  }
}
