import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodeMemberInfo, type MemberInfo } from './member-info';
import type { SessionState } from './session-state';

export type MemberInfoOutcome =
  | { readonly kind: 'refreshed'; readonly member: MemberInfo }
  | { readonly kind: 'no-session' }
  /** session-changed: the player logged out or in again while the answer was on its way; it is dropped. */
  | { readonly kind: 'failed'; readonly reason: 'request-failed' | 'malformed-answer' | 'session-changed' };

/**
 * `GET /wps/member/info` (player-journey §7 "response value.info") for the current session. A failure
 * leaves the state as it was (an expired token is handled by the request layer: session cleared).
 */
export class RefreshMemberInfo {
  constructor(
    private readonly api: ApiClient,
    private readonly state: SessionState,
  ) {}

  async execute(): Promise<MemberInfoOutcome> {
    const session = this.state.session;
    if (!session) return { kind: 'no-session' };
    let value: unknown;
    try {
      value = (await this.api.get(endpoints.memberInfo)).value;
    } catch {
      return { kind: 'failed', reason: 'request-failed' };
    }
    const current = this.state.session;
    if (current?.token !== session.token) return { kind: 'failed', reason: 'session-changed' };
    const member = decodeMemberInfo(value);
    if (!member) return { kind: 'failed', reason: 'malformed-answer' };
    // An adopted session (AdoptQueryToken) knows only its token: the member fills in who it is.
    if (current.userName === '' || current.id === '') {
      this.state.write({ ...current, userName: member.userName, id: member.id, type: member.type });
    }
    this.state.setMemberInfo(member);
    return { kind: 'refreshed', member };
  }
}
