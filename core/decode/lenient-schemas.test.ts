import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flag, idText, isFields, lenientBoolean, lenientInteger, lenientText, optionalText, unwrapValue } from './lenient-schemas';

describe('lenient server forms (house rule: numbers as strings, "1"/"0"/true/false for flags)', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['True', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['yes', false],
    [' 1', false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('flag %j reads as %s', (input, expected) => {
    expect(v.parse(flag, input)).toBe(expected);
  });

  it.each([
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['FALSE', false],
    ['1', true],
    ['no', true],
    ['', true],
    [null, true],
  ])('a flag whose default is on (as geetest new_captcha) reads %j as %s: "0"/false are off, junk keeps the default', (input, expected) => {
    expect(v.parse(v.fallback(lenientBoolean, true), input)).toBe(expected);
  });

  it.each([
    [5, 5],
    ['12', 12],
    [' -3 ', -3],
    [-3, -3],
  ])('integer %j reads as %i', (input, expected) => {
    expect(v.parse(lenientInteger, input)).toBe(expected);
  });

  it.each([[1.5], ['1.5'], ['1e3'], [''], ['x1'], ['1x'], [null], [true]])('%j is not an integer', (input) => {
    expect(v.safeParse(lenientInteger, input).success).toBe(false);
  });

  it('text: trimmed, numbers as digits, empty or non-finite fails; optionalText and idText fall back', () => {
    expect(v.parse(lenientText, ' a ')).toBe('a');
    expect(v.parse(lenientText, 42)).toBe('42');
    expect(v.safeParse(lenientText, '  ').success).toBe(false);
    expect(v.safeParse(lenientText, Number.NaN).success).toBe(false);
    expect(v.safeParse(lenientText, Infinity).success).toBe(false);
    expect(v.parse(optionalText, {})).toBeNull();
    expect(v.parse(optionalText, 'x')).toBe('x');
    expect(v.parse(idText, undefined)).toBe('');
    expect(v.parse(idText, 7)).toBe('7');
  });

  it('isFields: plain objects only', () => {
    expect(isFields({})).toBe(true);
    expect(isFields([])).toBe(false);
    expect(isFields(null)).toBe(false);
    expect(isFields('x')).toBe(false);
  });

  it('unwrapValue: "a field under value or at the top level", value winning', () => {
    expect(unwrapValue({ a: 1, value: { a: 2, b: 3 } })).toEqual({ a: 2, b: 3, value: { a: 2, b: 3 } });
    expect(unwrapValue({ a: 1, value: [1] })).toEqual({ a: 1, value: [1] });
    expect(unwrapValue({ a: 1 })).toEqual({ a: 1 });
    expect(unwrapValue('x')).toBeNull();
  });
});
