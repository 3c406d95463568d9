import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createAppStore } from '@nightlife/api';
import { AvatarPicker } from './AvatarPicker';
import { FileUploadField } from './FileUploadField';
import { UploadProgress } from './UploadProgress';
import { avatarMessage, failureOfApi, failureOfTransfer, fileFieldMessage } from './upload-messages';

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<Provider store={createAppStore()}>{node}</Provider>);
}

describe('upload messages (spec 2 §5, §8)', () => {
  it('shows the rule’s own text when the server refused the file for its type or size', () => {
    const refused = failureOfApi({
      kind: 'http',
      status: 415,
      code: 'UPLOAD.TYPE_NOT_ALLOWED',
      detail: 'Please select an image file',
      fieldErrors: [],
    });
    expect(fileFieldMessage(refused)).toBe('Please select an image file');
    expect(avatarMessage(refused)).toBe('Please select an image file');
    const tooLarge = failureOfTransfer({
      reason: 'the server answered 413',
      problem: { code: 'UPLOAD.TOO_LARGE', detail: 'File size must be less than 5MB' },
    });
    expect(avatarMessage(tooLarge)).toBe('File size must be less than 5MB');
  });

  it('wraps any other failure in the upload alert, and the avatar’s in its own text', () => {
    const network = failureOfApi({ kind: 'network' });
    expect(fileFieldMessage(network)).toBe('Failed to upload file: Network error. Please try again.');
    expect(avatarMessage(network)).toBe('Upload error: Failed to process profile picture. Please try again.');
    const expired = failureOfTransfer({
      reason: 'the server answered 403 Forbidden',
      problem: {
        code: 'UPLOAD.LINK_EXPIRED',
        detail: 'This upload link has expired.',
      },
    });
    expect(fileFieldMessage(expired)).toBe(
      'Failed to upload file: This upload link has expired. Please try again.',
    );
    const s3 = failureOfTransfer({ reason: 'the server answered 403 Forbidden', problem: null });
    expect(fileFieldMessage(s3)).toBe(
      'Failed to upload file: the server answered 403 Forbidden. Please try again.',
    );
    const server = failureOfApi({
      kind: 'http',
      status: 500,
      code: 'INTERNAL',
      detail: null,
      fieldErrors: [],
    });
    expect(fileFieldMessage(server)).toBe(
      'Failed to upload file: the server answered 500. Please try again.',
    );
  });
});

describe('UploadProgress', () => {
  it('shows the share of bytes sent, then that the server is processing', () => {
    expect(
      render(<UploadProgress state={{ status: 'uploading', progress: 0.425 }} label="Flyer upload" />),
    ).toMatch(
      /role="progressbar" aria-label="Flyer upload" aria-valuemin="0" aria-valuemax="100" aria-valuenow="43" aria-valuetext="43%"/,
    );
    const processing = render(<UploadProgress state={{ status: 'processing' }} label="Flyer upload" />);
    expect(processing).toContain('aria-valuetext="Processing"');
    expect(processing).toContain('Processing...');
    expect(render(<UploadProgress state={{ status: 'idle' }} label="Flyer upload" />)).toBe('');
  });
});

describe('AvatarPicker', () => {
  it('offers an image-only file input and shows the initials until there is a picture', () => {
    const html = render(<AvatarPicker fallback="nr" />);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/gif,image/avif"');
    expect(html).toContain('>NR<');
    expect(html).toContain('Upload photo');
    expect(html).toContain('up to 5MB');
  });

  it('shows the current avatar with a change button', () => {
    const html = render(<AvatarPicker currentUrl="/uploads/media/a/b/avatar.webp" />);
    expect(html).toContain('src="/uploads/media/a/b/avatar.webp"');
    expect(html).toContain('Change photo');
  });
});

describe('FileUploadField', () => {
  it('is an image field for a flyer image, with its limit', () => {
    const html = render(
      <FileUploadField kind="flyer-image" label="Flyer image" value={null} onChange={() => {}} />,
    );
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/gif,image/avif"');
    expect(html).toContain('Choose image');
    expect(html).toContain('up to 10MB');
    expect(html).not.toContain('Remove');
  });

  it('previews a stored video and offers Replace and Remove', () => {
    const html = render(
      <FileUploadField
        kind="flyer-video"
        label="Flyer video"
        value="/uploads/media/a/b/video.mp4"
        onChange={() => {}}
      />,
    );
    expect(html).toContain('accept="video/mp4,video/webm,video/quicktime"');
    expect(html).toMatch(/<video src="\/uploads\/media\/a\/b\/video.mp4"/);
    expect(html).toContain('Replace');
    expect(html).toContain('Remove');
    expect(html).toContain('up to 50MB');
  });
});
