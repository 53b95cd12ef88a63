import * as v from 'valibot';
import { flag, idText, isFields, lenientInteger, lenientText, optionalText } from '../decode/lenient-schemas';

/** shell §3 "clubLabel {labelName, labelId, type, rankLevel}": the member's VIP label. */
export interface ClubLabel {
  readonly labelName: string;
  readonly labelId: string;
  /** AUTO means the VIP benefit is shown. */
  readonly type: string;
  readonly rankLevel: number;
}

/** shell §3 "Member info", from `GET /wps/member/info` value.info. */
export interface MemberInfo {
  readonly id: string;
  readonly account: string;
  readonly userName: string;
  readonly type: number;
  readonly regDate: string | null;
  readonly language: string | null;
  readonly passwordExpired: boolean;
  readonly clubLabel: ClubLabel | null;
  readonly currency: string | null;
  /** The member's own code for inviting friends (docs/decisions.md "Invite friends"), when the server gives one. */
  readonly referralCode: string | null;
}


const clubLabelSchema = v.fallback(
  v.nullable(
    v.object({
      labelName: v.fallback(lenientText, ''),
      labelId: idText,
      type: v.fallback(lenientText, ''),
      rankLevel: v.fallback(lenientInteger, 0),
    }),
  ),
  null,
);

const memberInfoSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({
    ...o,
    id: o.id ?? o.customerId,
    type: o.type ?? o.customerType,
    referralCode: o.referralCode ?? o.inviteCode ?? o.invitationCode,
  })),
  v.object({
    id: idText,
    account: v.fallback(lenientText, ''),
    userName: v.fallback(lenientText, ''),
    // Logged in but of no readable type: the plain member type, which the spec treats most openly.
    type: v.fallback(lenientInteger, 0),
    regDate: optionalText,
    language: optionalText,
    passwordExpired: flag,
    clubLabel: clubLabelSchema,
    currency: optionalText,
    referralCode: optionalText,
  }),
  v.transform(
    (m): MemberInfo => ({ ...m, account: m.account || m.userName, userName: m.userName || m.account }),
  ),
);

/**
 * Reads the member-info answer's value: `{info: {...}}` (player-journey §7 "response value.info"), or the
 * fields themselves. null when there is no member object, or it names nobody (no id, account or userName).
 */
export function decodeMemberInfo(value: unknown): MemberInfo | null {
  if (!isFields(value)) return null;
  const info = isFields(value.info) ? value.info : value;
  const read = v.safeParse(memberInfoSchema, info);
  // Stryker disable next-line ConditionalExpression: every field of memberInfoSchema falls back, so an object (checked above) always reads
  if (!read.success) return null;
  const member = read.output;
  return member.id || member.userName ? member : null;
}

/** shell §3 "Type values: 0, 1 and 2 can see the action button and download prompts". */
export function canSeeDownloadPrompts(type: number): boolean {
  return type === 0 || type === 1 || type === 2;
}

/** shell §3 "1 or 2 is an agent". */
export function isAgent(type: number): boolean {
  return type === 1 || type === 2;
}

/** shell §3 "4 ... has no chat permission". */
export function hasChat(type: number): boolean {
  return type !== 4;
}

/** shell §3 "4 is excluded from language sync". */
export function syncsLanguage(type: number): boolean {
  return type !== 4;
}

/** shell §3 "clubLabel.type AUTO means the VIP benefit is shown". */
export function showsVipBenefit(member: MemberInfo | null): boolean {
  return member?.clubLabel?.type === 'AUTO';
}
