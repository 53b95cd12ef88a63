import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  detectLanguage,
  directionOf,
  languageKeyOf,
  LANGUAGES,
  numberLocale,
  syncsLanguageToServer,
  type LanguageKey,
} from '../../core/i18n/languages';
import type { PlayerWorld } from '../support/world';

/** What one language scenario has seen; kept beside the World so the World stays as it is. */
interface LanguageScene {
  stored: string | null;
  browser: string[];
  picked: LanguageKey | null;
}

const scenes = new WeakMap<PlayerWorld, LanguageScene>();
function scene(world: PlayerWorld): LanguageScene {
  let s = scenes.get(world);
  if (!s) {
    s = { stored: null, browser: [], picked: null };
    scenes.set(world, s);
  }
  return s;
}

const knownKey = (value: string): LanguageKey => {
  const key = languageKeyOf(value);
  assert.ok(key, `${value} is no language key`);
  return key;
};

Given('the stored language setting is {string}', function (this: PlayerWorld, stored: string) {
  scene(this).stored = stored === '' ? null : stored;
});
Given('the browser languages are {string}', function (this: PlayerWorld, list: string) {
  scene(this).browser = list.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '');
});
When('the app picks its language', function (this: PlayerWorld) {
  const s = scene(this);
  s.picked = detectLanguage(s.stored, s.browser);
});
Then('the app language is {string}', function (this: PlayerWorld, key: string) {
  assert.equal(scene(this).picked, key);
});

Then('{string} is written right to left', function (key: string) {
  assert.equal(directionOf(knownKey(key)), 'rtl');
});
Then('{string} is written left to right', function (key: string) {
  assert.equal(directionOf(knownKey(key)), 'ltr');
});
Then('the language picker offers {int} languages', function (count: number) {
  assert.equal(LANGUAGES.length, count);
});
Then('the language {string} is named {string}', function (key: string, name: string) {
  assert.equal(LANGUAGES.find((l) => l.key === key)?.name, name);
});
Then('with the stored currency {string} numbers are formatted for {string}', function (currency: string, locale: string) {
  assert.equal(numberLocale(currency === '' ? null : currency), locale);
});
Then('for member type {string} the language is synced', function (type: string) {
  assert.equal(syncsLanguageToServer(type === 'guest' ? null : Number(type)), true);
});
Then('for member type {string} the language is not synced', function (type: string) {
  assert.equal(syncsLanguageToServer(type === 'guest' ? null : Number(type)), false);
});
