import {
  acceptAttribute,
  checkSelectedFile,
  checkUploadSize,
  checkUploadType,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from './upload-rules.js';

const MB = 1024 * 1024;

describe('upload rules (spec 2 §5, §9)', () => {
  it('has the spec limits: avatar 5 MB, flyer image 10485760, flyer video 52428800, default 10 MB', () => {
    expect(UPLOAD_RULES.avatar).toEqual({ maxBytes: 5 * MB, maxSizeLabel: '5MB', accepts: 'image' });
    expect(UPLOAD_RULES['flyer-image']).toEqual({
      maxBytes: 10_485_760,
      maxSizeLabel: '10MB',
      accepts: 'image',
    });
    expect(UPLOAD_RULES['flyer-video']).toEqual({
      maxBytes: 52_428_800,
      maxSizeLabel: '50MB',
      accepts: 'video',
    });
    expect(UPLOAD_RULES.default).toEqual({ maxBytes: 10 * MB, maxSizeLabel: '10MB', accepts: 'image' });
  });

  it('refuses a file over the limit with the spec text, and accepts one at the limit', () => {
    expect(checkUploadSize('avatar', 5 * MB)).toEqual({ ok: true, value: undefined });
    const refused = checkUploadSize('avatar', 5 * MB + 1);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.TOO_LARGE', message: 'File size must be less than 5MB' },
    });
    expect(checkUploadSize('flyer-video', 52_428_800).ok).toBe(true);
    expect(checkUploadSize('flyer-video', 52_428_801).ok).toBe(false);
  });

  it('accepts only the kind’s media class, read from the bytes', () => {
    expect(checkUploadType('avatar', 'image/png')).toEqual({
      ok: true,
      value: { mimeType: 'image/png', mediaClass: 'image' },
    });
    expect(checkUploadType('flyer-video', 'video/quicktime')).toEqual({
      ok: true,
      value: { mimeType: 'video/quicktime', mediaClass: 'video' },
    });
    for (const [kind, type, message] of [
      ['avatar', 'video/mp4', 'Please select an image file'],
      ['avatar', null, 'Please select an image file'],
      ['default', 'application/pdf', 'Please select an image file'],
      ['flyer-image', 'image/svg+xml', 'Please select an image file'],
      ['flyer-image', 'image/heic', 'Please select an image file'],
      ['flyer-video', 'image/png', 'Please select a video file'],
    ] as const)
      expect(checkUploadType(kind, type)).toMatchObject({
        ok: false,
        error: { code: 'UPLOAD.TYPE_NOT_ALLOWED', message },
      });
  });

  it('checks a selected file in the browser with the same texts (a courtesy only)', () => {
    expect(checkSelectedFile('avatar', { size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(checkSelectedFile('avatar', { size: 1000, type: 'text/plain' })).toBe(
      'Please select an image file',
    );
    expect(checkSelectedFile('avatar', { size: 1000, type: 'image/svg+xml' })).toBe(
      'Please select an image file',
    );
    expect(checkSelectedFile('avatar', { size: 6 * MB, type: 'image/png' })).toBe(
      'File size must be less than 5MB',
    );
    expect(checkSelectedFile('flyer-video', { size: 60 * MB, type: 'video/mp4' })).toBe(
      'File size must be less than 50MB',
    );
    expect(checkSelectedFile('flyer-video', { size: 1, type: 'image/png' })).toBe(
      'Please select a video file',
    );
  });

  it('words the spec’s failure texts', () => {
    expect(UPLOAD_MESSAGES.uploadFailed('Network error')).toBe(
      'Failed to upload file: Network error. Please try again.',
    );
    expect(UPLOAD_MESSAGES.avatarFailed).toBe(
      'Upload error: Failed to process profile picture. Please try again.',
    );
  });

  it('lists the accepted types for a file input', () => {
    expect(acceptAttribute('avatar')).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(acceptAttribute('flyer-video')).toBe('video/mp4,video/webm,video/quicktime');
  });
});
