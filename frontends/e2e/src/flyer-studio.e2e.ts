// Flyer Studio: the form's required fields, the three prompt variants with Previous and Next,
// copying, the chat assistant link (copied first on phones) and dictation (continuous, en-US).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot, skipReason, useProduct } from './support/product.ts';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\W*$`));
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

async function fillFlyer(page: Page) {
  await field(page, 'Event name').fill('Neon Nights');
  await field(page, 'Date & time').fill('2099-03-08T21:00');
  await field(page, 'Location').fill('Skyline Terrace, Miami');
  await field(page, 'Hosted by').fill('DJ Nova');
  await field(page, 'Target audience').selectOption('vip-crowd');
  await field(page, 'Flyer size').selectOption('1024x1792');
  await field(page, 'Theme').selectOption('Gold Luxury VIP');
  await field(page, 'Design details').fill('Palm trees and a DJ silhouette');
}

const promptText = (page: Page) => page.locator('.mk-flyer__prompt').textContent();

describe('flyer studio', () => {
  const product = useProduct();

  test(
    'names each missing field, including the custom theme, with the spec messages',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto('/flyer-studio');
      assert.equal(await field(page, 'Location').inputValue(), 'RSVP for Flyer Location');
      await field(page, 'Location').fill('');
      await field(page, 'Theme').selectOption('custom');
      await page.getByRole('button', { name: 'Generate Prompts' }).click();
      for (const message of [
        'Event name is required',
        'Date & time is required',
        'Location is required',
        'Custom theme description is required when custom theme is selected',
        'Design details are required',
      ])
        await page.getByText(message).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'eventName');
    },
  );

  test(
    'builds three styles: Previous disabled at the first, Next at the last; copy and the assistant link',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product().baseUrl });
      await page.goto('/flyer-studio');
      await fillFlyer(page);
      await page.getByRole('button', { name: 'Generate Prompts' }).click();

      const previous = page.getByRole('button', { name: '← Previous Style' });
      const next = page.getByRole('button', { name: 'Next Style →' });
      await page.getByText('Style 1 of 3: Professional Style').waitFor();
      assert.equal(await previous.isDisabled(), true);
      const professional = await promptText(page);
      assert.match(professional ?? '', /^Design a polished, professional event flyer for "Neon Nights"\./);
      for (const fact of [
        'Format: portrait, 1024x1792 pixels.',
        'Visual theme: Gold Luxury VIP.',
        'March 8, 2099 at 9:00 PM',
        '- Hosted by: DJ Nova',
      ])
        assert.ok(professional?.includes(fact), fact);
      await screenshot(page, 'flyer-studio-prompts-1280');

      await next.click();
      await page.getByText('Style 2 of 3: Bold & Energetic').waitFor();
      assert.match((await promptText(page)) ?? '', /^Create a bold, high-energy party flyer/);
      await next.click();
      await page.getByText('Style 3 of 3: Artistic & Creative').waitFor();
      assert.equal(await next.isDisabled(), true);
      assert.equal(await previous.isDisabled(), false);
      const artistic = await promptText(page);

      await page.getByRole('button', { name: 'Copy Prompt' }).click();
      await toast(page, 'Prompt copied!').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), artistic);

      const assistant = page.getByRole('link', { name: 'Generate with ChatGPT' });
      assert.equal(
        await assistant.getAttribute('href'),
        `https://chatgpt.com/?q=${encodeURIComponent(artistic!)}`,
      );
      assert.equal(await assistant.getAttribute('target'), '_blank');

      await previous.click();
      await page.getByText('Style 2 of 3: Bold & Energetic').waitFor();
      // A new submit starts again at the first style.
      await page.getByRole('button', { name: 'Generate Prompts' }).click();
      await page.getByText('Style 1 of 3: Professional Style').waitFor();
    },
  );

  test(
    'on a phone, "Generate with" copies the prompt first and explains the next step',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      const context = page.context();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product().baseUrl });
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'userAgent', {
          get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        }),
      );
      // The assistant itself is never reached from the tests.
      await context.route('https://chatgpt.com/**', (route) =>
        route.fulfill({ status: 200, body: 'assistant' }),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/flyer-studio');
      await fillFlyer(page);
      await page.getByRole('button', { name: 'Generate Prompts' }).click();
      const prompt = await promptText(page);

      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Generate with ChatGPT' }).click(),
      ]);
      assert.equal(popup.url(), `https://chatgpt.com/?q=${encodeURIComponent(prompt!)}`);
      await popup.close();
      await page.getByText(/^Prompt copied! ChatGPT opens in a new tab: paste the prompt/).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), prompt);
      await screenshot(page, 'flyer-studio-prompts-390');
    },
  );

  test(
    'dictation listens continuously in English (US) and adds what was said to the design details',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      // A stand-in for the browser's speech service, which needs a microphone and the network.
      await page.context().addInitScript(() => {
        class FakeRecognition {
          continuous = false;
          interimResults = true;
          lang = '';
          onresult: ((event: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          onerror: (() => void) | null = null;
          start() {
            (window as unknown as { __speech: unknown }).__speech = {
              continuous: this.continuous,
              lang: this.lang,
            };
            setTimeout(
              () =>
                this.onresult?.({
                  resultIndex: 0,
                  results: [{ isFinal: true, 0: { transcript: ' laser beams and smoke ' } }],
                }),
              50,
            );
          }
          stop() {
            this.onend?.();
          }
          abort() {}
        }
        Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
      });
      await page.goto('/flyer-studio');
      await field(page, 'Design details').fill('Palm trees');
      await page.getByRole('button', { name: 'Start voice input' }).click();
      await page.getByRole('button', { name: 'Stop voice input', pressed: true }).waitFor();
      await page.waitForFunction(() =>
        document.querySelector<HTMLTextAreaElement>('textarea[name="extraInfo"]')?.value.includes('laser'),
      );
      assert.equal(await field(page, 'Design details').inputValue(), 'Palm trees laser beams and smoke');
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __speech: unknown }).__speech), {
        continuous: true,
        lang: 'en-US',
      });
      await page.getByRole('button', { name: 'Stop voice input' }).click();
      await page.getByRole('button', { name: 'Start voice input', pressed: false }).waitFor();
    },
  );

  test(
    'without the Web Speech API the microphone says which browsers to use',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.context().addInitScript(() => {
        for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
          Object.defineProperty(window, name, { value: undefined, configurable: true });
      });
      await page.goto('/flyer-studio');
      await page.getByRole('button', { name: 'Start voice input' }).click();
      await toast(
        page,
        'Voice input is not supported in your browser. Please try Chrome or Safari.',
      ).waitFor();
    },
  );
});
