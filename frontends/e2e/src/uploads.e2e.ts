// The upload building block in a browser: a profile picture chosen on /profile-setup is
// uploaded with progress, checked and published by the server, previewed and stored as the
// avatar; the spec's texts for a file that is not an image and one over 5 MB.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gradientPng } from './support/images.ts';
import { screenshot, skipReason, useProduct } from './support/product.ts';

describe('uploads', () => {
  const product = useProduct();

  test('a new host adds a profile picture on profile setup', { skip: skipReason }, async () => {
    const page = await product().newPage();
    const username = `pic${Date.now().toString(36)}`;
    const signup = await page.request.post('/api/signup', {
      data: {
        accountType: 'host',
        username,
        firstName: 'Nova',
        lastName: 'Reyes',
        email: `${username}@example.test`,
        password: 'after-dark-2026',
      },
    });
    assert.equal(signup.status(), 201);

    await page.goto('/profile-setup');
    await page.getByRole('button', { name: 'Upload photo' }).waitFor();
    const file = page.getByLabel('Profile picture file');

    // Courtesy checks in the browser, with the spec's texts; nothing is sent.
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'Please select an image file' }).waitFor();
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([gradientPng(16, 16), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByRole('alert').filter({ hasText: 'File size must be less than 5MB' }).waitFor();

    // A real picture: uploaded, published as WebP and stored as the avatar.
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(900, 700) });
    const preview = page.getByRole('img', { name: 'Your profile picture' });
    await page.waitForFunction(() =>
      /\/uploads\/media\/.+\/avatar\.webp$/.test(
        document.querySelector('.db-avatar-picker img')?.getAttribute('src') ?? '',
      ),
    );
    const src = await preview.getAttribute('src');
    // Decoded before it is measured (under load the check could run before the image loaded).
    await preview.evaluate((img: HTMLImageElement) => img.decode());
    assert.equal(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 512);
    const [row] = await product().query<{ avatar: string }>('select avatar from users where username = $1', [
      username,
    ]);
    assert.equal(row.avatar, src);
    await page.getByRole('button', { name: 'Change photo' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);

    await screenshot(page, 'profile-setup-avatar-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'profile-setup-avatar-390');
  });
});
