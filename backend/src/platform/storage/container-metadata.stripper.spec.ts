import { isoBox } from '../../../test/support/upload-fixtures';
import { ContainerMetadataStripper } from './container-metadata.stripper';

// Containers built box by box, as a phone writes them: a movie with its location and device in
// user data, Apple's metadata keys, a track's own user data, and the media data after them.
const box = isoBox;
const text = (value: string) => Buffer.from(value, 'utf8');
const LOCATION = '+48.8584+002.2945/';
const FRAMES = Buffer.from('frame-bytes-that-must-not-change');

function phoneMp4(): Buffer {
  return Buffer.concat([
    box('ftyp', text('qt  \0\0\0\0qt  ')),
    box(
      'moov',
      box('mvhd', Buffer.alloc(20)),
      box(
        'udta',
        box('\u00a9xyz', text(LOCATION)),
        box('\u00a9mak', text('Apple')),
        box('\u00a9mod', text('iPhone 15')),
      ),
      box('meta', box('keys', text('com.apple.quicktime.location.ISO6709')), box('ilst', text(LOCATION))),
      box('trak', box('tkhd', Buffer.alloc(20)), box('udta', box('name', text('Main camera')))),
    ),
    box('mdat', FRAMES),
  ]);
}

// EBML: an ID, a size (one byte here, marker 0x80) and the data.
const element = (id: number[], data: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);

function phoneWebm(): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], text('webm')));
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
  );
  const tags = element(
    [0x12, 0x54, 0xc3, 0x67],
    element(
      [0x73, 0x73],
      element(
        [0x67, 0xc8],
        Buffer.concat([element([0x45, 0xa3], text('LOCATION')), element([0x44, 0x87], text(LOCATION))]),
      ),
    ),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], FRAMES);
  const segmentData = Buffer.concat([info, tags, cluster]);
  // The segment's size as a two-byte vint (0x40 marker), as the data is over 127 bytes.
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x40 | (segmentData.length >> 8), segmentData.length & 0xff]),
    segmentData,
  ]);
  return Buffer.concat([header, segment]);
}

describe('ContainerMetadataStripper', () => {
  const stripper = new ContainerMetadataStripper();

  it.each([
    ['video/mp4', phoneMp4],
    ['video/quicktime', phoneMp4],
    ['video/webm', phoneWebm],
  ])('removes location, device and names from %s, keeping its length and its frames', async (type, make) => {
    const original = make();
    expect(original.toString('latin1')).toContain(LOCATION);
    const stripped = Buffer.from((await stripper.strip(original, type))!);
    expect(stripped.length).toBe(original.length);
    const content = stripped.toString('latin1');
    for (const said of [LOCATION, 'Apple', 'iPhone', 'Main camera', 'LOCATION', 'com.apple'])
      expect(content).not.toContain(said);
    expect(content).toContain(FRAMES.toString('latin1'));
  });

  it('leaves a file that says nothing as it is', async () => {
    const plain = Buffer.concat([
      box('ftyp', text('isom\0\0\0\0isom')),
      box('moov', box('mvhd', Buffer.alloc(20))),
      box('mdat', FRAMES),
    ]);
    expect(Buffer.from((await stripper.strip(plain, 'video/mp4'))!).equals(plain)).toBe(true);
  });

  it('turns the metadata into free space a player skips', async () => {
    const stripped = Buffer.from((await stripper.strip(phoneMp4(), 'video/mp4'))!);
    const moov = stripped.indexOf('moov');
    expect(stripped.toString('latin1', moov + 4 + 28, moov + 4 + 36)).toMatch(/^....free$/s);
  });

  it('refuses a container whose boxes do not add up', async () => {
    const broken = phoneMp4();
    broken.writeUInt32BE(0xffff, broken.indexOf('moov') - 4);
    expect(await stripper.strip(broken, 'video/mp4')).toBeNull();
    expect(await stripper.strip(Buffer.from('not a webm at all'), 'video/webm')).toBeNull();
  });
});
