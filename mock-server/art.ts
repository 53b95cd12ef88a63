/**
 * The mock's generated artwork (docs/decisions.md "Mock home content and generated art"): small
 * SVG pictures drawn from a name, served at `/wps/mock/art/{merchant}/{kind}/{name}.svg` (handlers/art.ts).
 * Pure functions; every text is XML-escaped, nothing refers outside the picture (no links, no web fonts).
 */

export const ART_KINDS = ['banner', 'game', 'vendor', 'promo', 'image'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export const ART_SIZES: Readonly<Record<ArtKind, { readonly width: number; readonly height: number }>> = {
  banner: { width: 750, height: 300 },
  game: { width: 240, height: 240 },
  vendor: { width: 240, height: 96 },
  promo: { width: 640, height: 240 },
  image: { width: 640, height: 360 },
};

export interface ArtText {
  readonly title: string;
  readonly subtitle?: string;
}

const FONT = 'system-ui, sans-serif';
const SVG_NS = 'http://www.w3.org/2000/svg';

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}

/** The path the mock serves a picture at; handlers make it absolute on the asking origin. */
export function artPath(merchant: string, kind: ArtKind, name: string): string {
  return `/wps/mock/art/${merchant}/${kind}/${name}.svg`;
}

const ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** `lucky-draw_2024` → `Lucky Draw 2024`. */
export function humanise(name: string): string {
  return name
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 32-bit FNV-1a: a stable number per name, so a picture's colours and shapes never change between loads. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** A small deterministic sequence of numbers in [0, 1) from a seed. */
function randomFrom(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

interface Palette {
  readonly from: string;
  readonly to: string;
  readonly accent: string;
  readonly hue: number;
}

function paletteOf(seed: number): Palette {
  const hue = seed % 360;
  return { hue, from: hslHex(hue, 78, 46), to: hslHex((hue + 48) % 360, 82, 30), accent: hslHex((hue + 180) % 360, 90, 62) };
}

/** A font size that keeps `text` within `width` (roughly 0.56 em per character in a sans-serif). */
function fitted(text: string, width: number, largest: number): number {
  return Math.max(10, Math.min(largest, Math.floor(width / (Math.max(text.length, 1) * 0.56))));
}

function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function svgOpen(kind: ArtKind, label: string): string {
  const { width, height } = ART_SIZES[kind];
  return `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}

function gradient(palette: Palette, id = 'bg'): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`
  );
}

function text(content: string, x: number, y: number, size: number, options: { weight?: number; anchor?: string; fill?: string; opacity?: number } = {}): string {
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return (
    `<text x="${num(x)}" y="${num(y)}" font-family="${FONT}" font-size="${size}" font-weight="${options.weight ?? 400}"` +
    ` text-anchor="${options.anchor ?? 'start'}" fill="${options.fill ?? '#fff'}"${opacity}>${escapeXml(content)}</text>`
  );
}

function ball(x: number, y: number, r: number, fill: string, label: string): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.58)}" fill="#fff"/>` +
    text(label, x, y + r * 0.26, Math.round(r * 0.72), { weight: 700, anchor: 'middle', fill: '#222' })
  );
}

function coin(x: number, y: number, r: number): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#f5c542" stroke="#b8860b" stroke-width="${num(r * 0.12)}"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.62)}" fill="none" stroke="#b8860b" stroke-width="${num(r * 0.08)}"/>`
  );
}

function star(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${num(x + radius * Math.cos(angle))},${num(y + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** Balls, coins and stars scattered in a box, the same for the same seed. */
function decorations(seed: number, palette: Palette, box: { x: number; y: number; width: number; height: number }, count: number): string {
  const next = randomFrom(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = box.x + next() * box.width;
    const y = box.y + next() * box.height;
    const size = 14 + next() * 22;
    const pick = i % 3;
    if (pick === 0) parts.push(ball(x, y, size, hslHex((palette.hue + 120 * i) % 360, 80, 55), String(1 + Math.floor(next() * 49))));
    else if (pick === 1) parts.push(coin(x, y, size * 0.8));
    else parts.push(star(x, y, size, '#fff', 0.7));
  }
  return parts.join('');
}

function banner(seed: number, palette: Palette, { title, subtitle }: ArtText): string {
  const titleSize = fitted(title, 470, 56);
  return (
    gradient(palette) +
    `<rect width="750" height="300" fill="url(#bg)"/>` +
    `<circle cx="640" cy="150" r="190" fill="#fff" fill-opacity="0.08"/>` +
    `<circle cx="700" cy="40" r="90" fill="${palette.accent}" fill-opacity="0.25"/>` +
    decorations(seed, palette, { x: 540, y: 50, width: 180, height: 200 }, 6) +
    `<rect x="40" y="48" width="10" height="${titleSize + 8}" rx="5" fill="${palette.accent}"/>` +
    text(title, 64, 48 + titleSize, titleSize, { weight: 800 }) +
    (subtitle ? text(subtitle, 64, 72 + titleSize + 30, fitted(subtitle, 460, 26), { opacity: 0.92 }) : '') +
    `<rect x="64" y="220" width="150" height="44" rx="22" fill="#fff"/>` +
    star(92, 242, 11, palette.from) +
    `<rect x="112" y="237" width="80" height="10" rx="5" fill="${palette.to}" fill-opacity="0.6"/>`
  );
}

/** The emblem of a game tile, picked by the name. */
function emblem(seed: number, palette: Palette): string {
  switch (seed % 4) {
    case 0:
      return ball(120, 100, 52, palette.accent, String(1 + (seed % 49)));
    case 1:
      return star(120, 100, 62, '#fff', 0.95) + star(120, 104, 26, palette.accent);
    case 2:
      return (
        `<rect x="78" y="50" width="62" height="88" rx="8" fill="#fff" transform="rotate(-12 109 94)"/>` +
        `<rect x="102" y="50" width="62" height="88" rx="8" fill="#fff" stroke="${palette.to}" stroke-width="2" transform="rotate(10 133 94)"/>` +
        `<path d="M133 78 l14 18 l-14 18 l-14 -18 z" fill="${palette.accent}" transform="rotate(10 133 94)"/>`
      );
    default:
      return coin(98, 110, 40) + coin(142, 92, 40);
  }
}

function gameTile(seed: number, palette: Palette, { title, subtitle }: ArtText): string {
  return (
    gradient(palette) +
    `<rect width="240" height="240" rx="28" fill="url(#bg)"/>` +
    decorations(seed, palette, { x: 10, y: 10, width: 220, height: 60 }, 3) +
    emblem(seed, palette) +
    `<rect x="0" y="172" width="240" height="68" fill="#000" fill-opacity="0.28"/>` +
    text(title, 120, subtitle ? 204 : 216, fitted(title, 216, 28), { weight: 700, anchor: 'middle' }) +
    (subtitle ? text(subtitle, 120, 228, fitted(subtitle, 216, 15), { anchor: 'middle', opacity: 0.85 }) : '')
  );
}

function vendorPlate(seed: number, palette: Palette, { title, subtitle }: ArtText): string {
  return (
    gradient(palette) +
    `<rect x="2" y="2" width="236" height="92" rx="18" fill="url(#bg)" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<circle cx="48" cy="48" r="28" fill="#fff" fill-opacity="0.92"/>` +
    star(48, 49, 18, palette.from) +
    text(title, 88, subtitle ? 48 : 56, fitted(title, 140, 24), { weight: 800 }) +
    (subtitle ? text(subtitle, 88, 72, fitted(subtitle, 140, 14), { opacity: 0.85 }) : '') +
    `<circle cx="224" cy="16" r="${6 + (seed % 6)}" fill="${palette.accent}" fill-opacity="0.5"/>`
  );
}

function promoCard(seed: number, palette: Palette, { title, subtitle }: ArtText): string {
  const titleSize = fitted(title, 380, 44);
  return (
    gradient(palette) +
    `<rect width="640" height="240" rx="24" fill="url(#bg)"/>` +
    `<circle cx="540" cy="120" r="150" fill="#fff" fill-opacity="0.1"/>` +
    // A gift box.
    `<rect x="470" y="96" width="120" height="96" rx="8" fill="${palette.accent}"/>` +
    `<rect x="460" y="78" width="140" height="30" rx="6" fill="#fff" fill-opacity="0.9"/>` +
    `<rect x="522" y="78" width="16" height="114" fill="#fff"/>` +
    `<circle cx="516" cy="70" r="14" fill="none" stroke="#fff" stroke-width="6"/>` +
    `<circle cx="544" cy="70" r="14" fill="none" stroke="#fff" stroke-width="6"/>` +
    decorations(seed, palette, { x: 420, y: 20, width: 200, height: 40 }, 3) +
    text(title, 40, 70 + titleSize * 0.6, titleSize, { weight: 800 }) +
    (subtitle ? text(subtitle, 40, 150, fitted(subtitle, 380, 22), { opacity: 0.9 }) : '')
  );
}

function picture(seed: number, palette: Palette, { title, subtitle }: ArtText): string {
  const titleSize = fitted(title, 560, 48);
  return (
    gradient(palette) +
    `<rect width="640" height="360" fill="url(#bg)"/>` +
    `<path d="M0 290 Q160 230 320 280 T640 260 V360 H0 Z" fill="#fff" fill-opacity="0.15"/>` +
    decorations(seed, palette, { x: 60, y: 40, width: 520, height: 90 }, 7) +
    text(title, 320, 200 + titleSize * 0.3, titleSize, { weight: 800, anchor: 'middle' }) +
    (subtitle ? text(subtitle, 320, 262, fitted(subtitle, 540, 24), { anchor: 'middle', opacity: 0.92 }) : '')
  );
}

const DRAW: Readonly<Record<ArtKind, (seed: number, palette: Palette, text: ArtText) => string>> = {
  banner,
  game: gameTile,
  vendor: vendorPlate,
  promo: promoCard,
  image: picture,
};

/** One picture: the colours and shapes follow `name` (so `merchant/kind/name` is a good seed), the words `text`. */
export function artSvg(kind: ArtKind, name: string, words: ArtText): string {
  const seed = hashOf(name);
  return `${svgOpen(kind, words.title)}${DRAW[kind](seed, paletteOf(seed), words)}</svg>`;
}
