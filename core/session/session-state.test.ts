import { describe, expect, it } from 'vitest';
import { MemorySession } from '../testing/request-layer-harness';
import { aSession } from '../testing/session-harness';
import { decodeMemberInfo, type MemberInfo } from './member-info';
import { SessionState } from './session-state';

const member = (type: number): MemberInfo => decodeMemberInfo({ id: '1', userName: 'u', type }) as MemberInfo;

function collect<T>(subscribe: (next: (value: T) => void) => unknown): T[] {
  const seen: T[] = [];
  subscribe((value) => seen.push(value));
  return seen;
}

describe('SessionState: the session as streams', () => {
  it('starts from the stored session (a reload keeps the player logged in)', () => {
    const backing = new MemorySession();
    backing.info = aSession();
    const state = new SessionState(backing);
    expect(state.session).toEqual(aSession());
    expect(state.read()).toEqual(aSession());
    expect(state.memberInfo).toBeNull();
  });

  it('write and clear reach both the store and session$', () => {
    const backing = new MemorySession();
    const state = new SessionState(backing);
    const seen = collect<unknown>((next) => state.session$.subscribe(next));
    state.write(aSession());
    expect(backing.info).toEqual(aSession());
    state.clear();
    expect(backing.info).toBeNull();
    expect(state.session).toBeNull();
    expect(seen).toEqual([null, aSession(), null]);
  });

  it('clearing the session clears member info too, in one step: no reader sees one without the other', () => {
    const backing = new MemorySession();
    backing.info = aSession();
    const state = new SessionState(backing);
    state.setMemberInfo(member(1));
    const seen: string[] = [];
    state.memberInfo$.subscribe((m) => seen.push(`member:${m ? 'set' : 'null'} session:${state.session ? 'set' : 'null'}`));
    state.session$.subscribe((s) => seen.push(`session:${s ? 'set' : 'null'} member:${state.memberInfo ? 'set' : 'null'}`));
    seen.length = 0;
    state.clear();
    expect(state.memberInfo).toBeNull();
    expect(seen).toEqual(['member:null session:null', 'session:null member:null']);
  });

  it('a clear without a session emits nothing new', () => {
    const state = new SessionState(new MemorySession());
    const sessions = collect<unknown>((next) => state.session$.subscribe(next));
    const members = collect<unknown>((next) => state.memberInfo$.subscribe(next));
    state.clear();
    expect(sessions).toEqual([null]);
    expect(members).toEqual([null]);
  });

  it('memberType$: "-1 means not logged in"; the session type until member info arrives; then the member type', () => {
    const state = new SessionState(new MemorySession());
    const types = collect<number>((next) => state.memberType$.subscribe(next));
    expect(state.memberType).toBe(-1);
    state.write(aSession({ type: 1 }));
    expect(state.memberType).toBe(1);
    state.setMemberInfo(member(2));
    expect(state.memberType).toBe(2);
    state.setMemberInfo(member(2));
    state.clear();
    expect(state.memberType).toBe(-1);
    expect(types).toEqual([-1, 1, 2, -1]);
  });

  it('member info without a session is ignored', () => {
    const state = new SessionState(new MemorySession());
    state.setMemberInfo(member(4));
    expect(state.memberInfo).toBeNull();
    expect(state.memberType).toBe(-1);
  });

  it('member info can be cleared while the session stays', () => {
    const state = new SessionState(new MemorySession());
    state.write(aSession({ type: 0 }));
    state.setMemberInfo(member(4));
    state.setMemberInfo(null);
    expect(state.memberInfo).toBeNull();
    expect(state.session).toEqual(aSession({ type: 0 }));
    expect(state.memberType).toBe(0);
  });

  it('writing a session keeps its member info (an adopted session filled in)', () => {
    const state = new SessionState(new MemorySession());
    state.write(aSession());
    const m = member(1);
    state.setMemberInfo(m);
    state.write(aSession({ userName: 'x' }));
    expect(state.memberInfo).toBe(m);
  });
});
