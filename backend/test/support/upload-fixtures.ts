import sharp from 'sharp';

/** Real files for the upload tests, made here (no binary fixtures in the repository). */

/** A 64x48 PNG, a two-colour gradient. */
export async function pngFile(width = 64, height = 48): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#ff00ff"/><stop offset="1" stop-color="#00ffff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A JPEG photo carrying EXIF with a GPS position (Chicago) and a camera model. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await pngFile(800, 600))
    .jpeg()
    .withExif({
      IFD0: { Make: 'Nightlife Test Camera', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 52/1 55/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 37/1 40/1',
      },
    })
    .toBuffer();
}

/** A valid PNG padded after its end to the given size (decoders ignore trailing bytes). */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await pngFile();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

/** An HTML page with a script: what an attacker would like served from this origin. */
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/**
 * An MP4 container: an ftyp box (brand isom) followed by an empty media box. Enough for any
 * type check by bytes; the server keeps a video's frames as they are.
 */
export function mp4File(size = 4096): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69,
    0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  const mdat = Buffer.alloc(size - ftyp.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** An ISO BMFF box (MP4, QuickTime): a 32-bit size, a four-letter type, then its content. */
export function isoBox(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** Where mp4WithLocation says it was filmed (ISO 6709, as phones write it). */
export const FILMED_AT = '+48.8584+002.2945+035.000/';

/**
 * An MP4 as a phone writes it: the movie's user data names the place it was filmed (©xyz) and
 * the device (©mak, ©mod), Apple's metadata keys say the place again, then the media data.
 */
export function mp4WithLocation(): Buffer {
  const box = isoBox;
  const text = (value: string) => Buffer.from(value, 'latin1');
  return Buffer.concat([
    box('ftyp', text('isom\0\0\x02\0isommp41')),
    box(
      'moov',
      box('mvhd', Buffer.alloc(100)),
      box(
        'udta',
        box('\xa9xyz', text(FILMED_AT)),
        box('\xa9mak', text('Apple')),
        box('\xa9mod', text('iPhone 15 Pro')),
      ),
      box('meta', box('keys', text('com.apple.quicktime.location.ISO6709')), box('ilst', text(FILMED_AT))),
    ),
    box('mdat', Buffer.alloc(2048, 7)),
  ]);
}
