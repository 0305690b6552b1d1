// Draws the app icons (a white check mark on blue) as PNGs, so the manifest has real 192 and 512 px icons.
// Run once with `node scripts/make-icons.mjs`; the PNGs are committed in public/icons.
import fs from 'node:fs';
import zlib from 'node:zlib';

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function icon(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      // Check mark: two thick strokes.
      const d1 = Math.abs(v - (u * 0.9 + 0.18)) < 0.07 && u > 0.25 && u < 0.45;
      const d2 = Math.abs(v - (-1.2 * u + 1.12)) < 0.07 && u >= 0.4 && u < 0.75;
      const white = d1 || d2;
      row.set(white ? [255, 255, 255, 255] : [29, 78, 216, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) fs.writeFileSync(`public/icons/icon-${size}.png`, icon(size));
