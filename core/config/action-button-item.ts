import * as v from 'valibot';
import { isFields, lenientText, optionalText, unwrapValue } from '../decode/lenient-schemas';

/** shell §3 "Action-button item: redirect (…) and externalLink". */
export const ACTION_REDIRECTS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;
export type ActionRedirect = (typeof ACTION_REDIRECTS)[number];

export interface ActionButtonItem {
  readonly redirect: ActionRedirect;
  readonly externalLink: string | null;
}

const itemSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({
    redirect: o.redirect ?? o.redirectType ?? o.type,
    externalLink: o.externalLink ?? o.link ?? o.url,
  })),
  v.object({
    redirect: v.pipe(lenientText, v.toUpperCase(), v.picklist(ACTION_REDIRECTS)),
    externalLink: optionalText,
  }),
);

/**
 * Action-button items: an array, or one under `actionButton`, `items` or `list` (at the top level or
 * under `value`: the consolidated settings carry `actionButton`). Unknown redirect types are dropped.
 */
export function decodeActionButtonItems(input: unknown): ActionButtonItem[] {
  const fields = unwrapValue(input);
  const nested = fields?.actionButton;
  const list = [input, nested, isFields(nested) ? nested.items : undefined, fields?.items, fields?.list].find(Array.isArray);
  if (!list) return [];
  return list.flatMap((item: unknown) => {
    const read = v.safeParse(itemSchema, item);
    return read.success ? [read.output] : [];
  });
}
