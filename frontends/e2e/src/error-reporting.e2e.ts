// Journey (c): a remote that fails to load shows the crash screen; the prefilled report is filed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenshot, skipReason, useProduct } from './support/product.ts';

describe('crash screen and error report', () => {
  const product = useProduct();

  test(
    'a failed remote shows the crash screen and the report is sent and stored',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.route('**/remotes/marketing/**', (route) => route.abort());

      await page.goto('/about');
      await page.getByText('Something went wrong').waitFor();
      await page
        .getByText('An unexpected error occurred. Our team has been notified and will fix this issue.')
        .waitFor();
      // includeHidden: while the report dialog is open the page behind it is aria-hidden.
      await page.getByRole('button', { name: 'Reload Page', includeHidden: true }).waitFor();
      const reportButton = page.getByRole('button', { name: 'Report This Error', includeHidden: true });
      await reportButton.waitFor();

      // The dialog opens by itself when the error is recorded; the button opens it otherwise.
      const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
      await dialog.waitFor({ timeout: 3000 }).catch(async () => {
        await reportButton.click();
        await dialog.waitFor();
      });
      await screenshot(page, 'report-dialog');
      const description = dialog.getByRole('textbox', { name: /description/i });
      const prefilled = await description.inputValue();
      assert.notEqual(prefilled.trim(), '', 'the report is prefilled from the error');

      await dialog.getByRole('button', { name: /^Send/ }).click();
      // Radix also mirrors the toast into a live region for screen readers: read the visible one.
      await page.getByText('Error Report Sent').first().waitFor();
      const toast = page
        .getByText(/Report #\S+ submitted successfully\. Our team will investigate this issue\./)
        .first();
      const reportId = (await toast.textContent())!.match(/Report #(\S+) submitted/)![1];

      await screenshot(page, 'crash-screen');

      const rows = await product().query<{ auto_triggered: boolean; description: string }>(
        'SELECT auto_triggered, description FROM error_reports WHERE id::text = $1',
        [reportId],
      );
      assert.equal(rows.length, 1, `error report ${reportId} is stored`);
      assert.equal(rows[0].auto_triggered, true);
      assert.equal(rows[0].description, prefilled);
    },
  );
});
