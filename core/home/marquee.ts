import * as v from 'valibot';
import { isFields, lenientText } from '../decode/lenient-schemas';

/** player-journey §9 "Marquee speed default: 60 fps": one pixel a frame, 60 frames a second. */
export const MARQUEE_FPS = 60;

export interface MarqueeItem {
  readonly id: string;
  /** Plain text: the announcement's content without markup, else its title. Never rendered as HTML. */
  readonly text: string;
}

/**
 * How long one pass of the marquee takes: the text crosses the whole strip (its own width plus the
 * strip's) at `fps` frames a second, one pixel a frame. Speeds that are no positive number fall back to
 * the default; a distance of nothing takes no time.
 */
export function marqueeDurationMs(distancePx: number, fps: number = MARQUEE_FPS): number {
  const speed = Number.isFinite(fps) && fps > 0 ? fps : MARQUEE_FPS;
  const distance = Number.isFinite(distancePx) ? Math.max(distancePx, 0) : 0;
  // One pixel a frame: the text moves `speed` pixels a second.
  return Math.round((distance / speed) * 1000);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' } as const;

/** Markup to the text a reader sees: tags dropped (block ends become spaces), common entities decoded, spacing folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: keyof typeof ENTITIES) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

const text = v.fallback(lenientText, '');

function listOf(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (!isFields(answer)) return null;
  for (const holder of [answer.value, answer]) {
    if (Array.isArray(holder)) return holder;
    if (!isFields(holder)) continue;
    const found = [holder.list, holder.records, holder.announcements, holder.items].find(Array.isArray);
    if (found) return found as unknown[];
  }
  return null;
}

/** The marquee's lines from an announcement-list answer (the envelope, its value or a bare list); empty ones dropped. */
export function decodeMarquee(answer: unknown): MarqueeItem[] {
  const list = listOf(answer);
  if (!list) return [];
  return list.flatMap((raw, index): MarqueeItem[] => {
    if (!isFields(raw)) return [];
    const content = plainText(typeof raw.content === 'string' ? raw.content : '');
    const line = content || v.parse(text, raw.title);
    if (!line) return [];
    const id = v.parse(text, raw.id ?? raw.announcementId) || `line-${index}`;
    return [{ id, text: line }];
  });
}
