import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { MemberInfo } from './member-info';
import { NOT_LOGGED_IN } from '../session-state/member-type';
import type { SessionInfo } from '../session-state/session-info';
import type { SessionStore } from '../session-state/session-store';

interface Snapshot {
  readonly session: SessionInfo | null;
  readonly member: MemberInfo | null;
}

/**
 * The player's session as streams. It is the SessionStore every writer uses (login, the request layer's
 * auth-failure clear, logout), so the streams follow each write and clear; the stored copy
 * (MC_SESSION_INFO) is what a reload starts from. Session and member info change together, so no
 * reader ever sees one without the other.
 */
export class SessionState implements SessionStore {
  private readonly snapshots: BehaviorSubject<Snapshot>;

  readonly session$: Observable<SessionInfo | null>;
  readonly memberInfo$: Observable<MemberInfo | null>;
  /** Member type: from member info once loaded, else from the session; -1 when not logged in (shell §3). */
  readonly memberType$: Observable<number>;

  constructor(private readonly store: SessionStore) {
    this.snapshots = new BehaviorSubject<Snapshot>({ session: store.read(), member: null });
    this.session$ = this.snapshots.pipe(
      map((s) => s.session),
      distinctUntilChanged(),
    );
    this.memberInfo$ = this.snapshots.pipe(
      map((s) => s.member),
      distinctUntilChanged(),
    );
    this.memberType$ = this.snapshots.pipe(map(typeOf), distinctUntilChanged());
  }

  get session(): SessionInfo | null {
    return this.snapshots.value.session;
  }

  get memberInfo(): MemberInfo | null {
    return this.snapshots.value.member;
  }

  get memberType(): number {
    return typeOf(this.snapshots.value);
  }

  read(): SessionInfo | null {
    return this.session;
  }

  write(info: SessionInfo): void {
    this.store.write(info);
    this.snapshots.next({ ...this.snapshots.value, session: info });
  }

  /** Logged out: the session and the member info go together. */
  clear(): void {
    this.store.clear();
    this.snapshots.next({ session: null, member: null });
  }

  /** Ignored without a session: member info belongs to a logged-in player. */
  setMemberInfo(member: MemberInfo | null): void {
    if (member && !this.session) return;
    this.snapshots.next({ ...this.snapshots.value, member });
  }
}

function typeOf({ session, member }: Snapshot): number {
  if (!session) return NOT_LOGGED_IN;
  return member ? member.type : session.type;
}
