/**
 * Draws a square PWA icon as a real PNG (Chromium's installability check downloads the 192 and 512 px
 * icons and checks their size). Runs in the browser and in node: no zlib, the deflate stream uses
 * stored blocks, and 2-bit palette pixels keep a 512 px icon near 66 kB.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array(4 + data.length);
  typed.set(Array.from(type, (ch) => ch.charCodeAt(0)));
  typed.set(data, 4);
  return Uint8Array.from([...u32(data.length), ...typed, ...u32(crc32(typed))]);
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const MAX = 65_535;
  const blocks = Math.max(1, Math.ceil(raw.length / MAX));
  const out = new Uint8Array(2 + blocks * 5 + raw.length + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let i = 0; i < blocks; i++) {
    const part = raw.subarray(i * MAX, Math.min(raw.length, (i + 1) * MAX));
    out[at++] = i === blocks - 1 ? 1 : 0;
    out[at++] = part.length & 0xff;
    out[at++] = part.length >>> 8;
    out[at++] = ~part.length & 0xff;
    out[at++] = (~part.length >>> 8) & 0xff;
    out.set(part, at);
    at += part.length;
  }
  out.set(u32(adler32(raw)), at);
  return out;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A `size` x `size` PNG: the colour as background, a white ring and a coloured dot in the middle. */
export function pngIcon(size: number, color: string): Uint8Array {
  if (!Number.isInteger(size) || size < 1 || size > 2048) throw new RangeError(`icon size ${size}`);
  const palette = [...rgb(color), 255, 255, 255];
  const rowBytes = Math.ceil(size / 4);
  const raw = new Uint8Array((rowBytes + 1) * size);
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = y * (rowBytes + 1); // filter byte 0 (None) stays at raw[row]
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre) / size;
      const white = distance < 0.3 && distance > 0.14 ? 1 : 0;
      raw[row + 1 + (x >> 2)]! |= white << (6 - 2 * (x & 3));
    }
  }
  const header = Uint8Array.from([...u32(size), ...u32(size), 2, 3, 0, 0, 0]); // 2-bit palette, no interlace
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('PLTE', Uint8Array.from(palette)),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
