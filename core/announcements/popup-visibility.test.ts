import { describe, expect, it } from 'vitest';
import { popupHash } from './content-hash';
import type { PopupItem } from './model';
import { hideToday, isHiddenToday, parseVisibility, serializeVisibility, visibilityStorageKey } from './popup-visibility';

const popup = (id: string, content = `<p>${id}</p>`): PopupItem => ({
  id,
  title: `Title ${id}`,
  content,
  promotionType: 'NOTICE',
  execution: ['A'],
  forceRead: false,
});
const NOW = 1_700_000_000_000;
const MIDNIGHT = NOW + 5 * 3_600_000;

describe('popup visibility (shell §4 "Popup visibility")', () => {
  it('"stored per user (key by user id, or a guest key)"', () => {
    expect(visibilityStorageKey({ kind: 'guest' })).toBe('announcementPopups.guest');
    expect(visibilityStorageKey({ kind: 'member', userKey: '1001', firstLogin: true })).toBe('announcementPopups.member.1001');
  });

  it('"saves today-hide": hidden from the hide time until the period ends, then shown again', () => {
    const records = hideToday({}, [popup('1')], NOW, MIDNIGHT);
    expect(records).toEqual({ 1: { hash: popupHash(popup('1')), hiddenUntil: MIDNIGHT } });
    expect(isHiddenToday(records, popup('1'), NOW)).toBe(true);
    expect(isHiddenToday(records, popup('1'), MIDNIGHT - 1)).toBe(true);
    expect(isHiddenToday(records, popup('1'), MIDNIGHT)).toBe(false);
  });

  it('"shown again when the hash of title plus content changes", even within the day', () => {
    const records = hideToday({}, [popup('1')], NOW, MIDNIGHT);
    expect(isHiddenToday(records, popup('1', '<p>new text</p>'), NOW + 1)).toBe(false);
    expect(isHiddenToday(records, { ...popup('1'), title: 'Other title' }, NOW + 1)).toBe(false);
  });

  it('a popup never hidden is shown; records are per popup id', () => {
    const records = hideToday({}, [popup('1')], NOW, MIDNIGHT);
    expect(isHiddenToday(records, popup('2'), NOW)).toBe(false);
    expect(isHiddenToday({}, popup('1'), NOW)).toBe(false);
  });

  it('hiding again keeps running records of other popups and drops those that ran out', () => {
    const first = hideToday({}, [popup('1')], NOW, MIDNIGHT);
    const stale = { ...first, old: { hash: 'abcd0123', hiddenUntil: NOW - 1 } };
    const second = hideToday(stale, [popup('2')], NOW + 10, MIDNIGHT);
    expect(Object.keys(second).sort()).toEqual(['1', '2']);
  });

  it('a record whose "hide today" period ends exactly now has run out and is dropped (as it is shown again at that instant)', () => {
    const ending = hideToday({}, [popup('1')], NOW, MIDNIGHT);
    const next = hideToday(ending, [popup('2')], MIDNIGHT, MIDNIGHT + 86_400_000);
    expect(Object.keys(next)).toEqual(['2']);
  });

  it('round-trips through storage text; junk or another shape reads as nothing hidden', () => {
    const records = hideToday({}, [popup('1'), popup('2')], NOW, MIDNIGHT);
    expect(parseVisibility(serializeVisibility(records))).toEqual(records);
    for (const junk of [null, '', 'not json', '[]', '{"1":{"hash":"","hiddenUntil":1}}', '{"1":{"hash":"x","hiddenUntil":"soon"}}', 'null']) {
      expect(parseVisibility(junk)).toEqual({});
    }
  });
});
