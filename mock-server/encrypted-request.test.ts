import CryptoJS from 'crypto-js';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { openEncryptedRequest, type SealedRequest } from './encrypted-request';
import { RSA_PRIVATE_KEY_PEM } from './keys';
import { keyText, type RsaKeyForm } from './public-key';
import { decryptPkcs1Base64 } from './rsa-private';
import { randomR, seal } from './test-wire-client';

const payload = { username: 'player01', password: 'Passw0rd!', type: 'username', nested: { a: [1, 'ü'] } };

function sealedFor(form: RsaKeyForm, r?: string): { request: SealedRequest; r: string } {
  const sealed = seal(payload, keyText(form), r);
  return {
    r: sealed.r,
    request: {
      encryption: sealed.headers.Encryption ?? null,
      digest: sealed.headers['X-Digest'] ?? null,
      rsaInfo: sealed.headers['X-RSA'] ?? null,
      body: sealed.body,
    },
  };
}

describe.each<RsaKeyForm>(['hex', 'pem'])('openEncryptedRequest, %s key form', (form) => {
  it('"A server decrypts by recovering r from the header and DES-decrypting value with r[:8]"', () => {
    const { request, r } = sealedFor(form);
    expect(openEncryptedRequest(request, form, new Set())).toEqual({ ok: true, r, payload });
  });

  it('"deployed servers reject replays": a used r is refused', () => {
    const { request, r } = sealedFor(form);
    const opened = openEncryptedRequest(request, form, new Set([r]));
    expect(opened).toMatchObject({ ok: false, reason: expect.stringContaining('replay') });
  });

  it('"X-Digest: HMAC-SHA256 of the body\'s value keyed with r": a swapped body is refused', () => {
    const { request } = sealedFor(form);
    const other = seal({ username: 'someone-else' }, keyText(form));
    const opened = openEncryptedRequest({ ...request, body: other.body }, form, new Set());
    expect(opened).toMatchObject({ ok: false, reason: expect.stringContaining('X-Digest') });
  });

  it('"X-Digest" that is not the HMAC of value is refused', () => {
    const { request } = sealedFor(form);
    const opened = openEncryptedRequest({ ...request, digest: '0'.repeat(64) }, form, new Set());
    expect(opened.ok).toBe(false);
  });

  it('"X-RSA: {form}:{keyId}": another form or key id is refused', () => {
    const { request } = sealedFor(form);
    const otherForm = form === 'hex' ? 'pem' : 'hex';
    expect(openEncryptedRequest(request, otherForm, new Set()).ok).toBe(false);
    expect(openEncryptedRequest({ ...request, rsaInfo: `${form}:0000000000000000` }, form, new Set()).ok).toBe(false);
  });

  it('missing Encryption, X-Digest or X-RSA headers, or a body that is not {value}, are refused', () => {
    const { request } = sealedFor(form);
    expect(openEncryptedRequest({ ...request, encryption: null }, form, new Set()).ok).toBe(false);
    expect(openEncryptedRequest({ ...request, digest: null }, form, new Set()).ok).toBe(false);
    expect(openEncryptedRequest({ ...request, rsaInfo: null }, form, new Set()).ok).toBe(false);
    expect(openEncryptedRequest({ ...request, body: { username: 'plain' } }, form, new Set()).ok).toBe(false);
  });

  it('an Encryption header that does not hold 16 characters of [A-Za-z0-9] is refused', () => {
    const { request } = sealedFor(form);
    const garbage = form === 'hex' ? 'ab'.repeat(64) : btoa('x'.repeat(128));
    expect(openEncryptedRequest({ ...request, encryption: garbage }, form, new Set()).ok).toBe(false);
  });
});

describe('the RSA part', () => {
  it('"hex-modulus keys: textbook RSA ... written as lower-case hex (even length)": upper-case hex is refused', () => {
    const { request } = sealedFor('hex');
    expect(openEncryptedRequest({ ...request, encryption: request.encryption!.toUpperCase() }, 'hex', new Set()).ok).toBe(false);
  });

  it('"With a PEM key: PKCS#1 v1.5 encryption of r (what jsencrypt does)": jsencrypt and the mock recover the same r', () => {
    const r = randomR();
    const rsa = new JSEncrypt();
    rsa.setPublicKey(keyText('pem'));
    const cipher = rsa.encrypt(r);
    expect(cipher).toBeTruthy();
    expect(decryptPkcs1Base64(cipher as string)).toBe(r);
    const reference = new JSEncrypt();
    reference.setPrivateKey(RSA_PRIVATE_KEY_PEM);
    expect(reference.decrypt(cipher as string)).toBe(r);
  });

  it('"DES, ECB mode, PKCS#7 padding, key = the first 8 characters of r": only r[:8] matters for the body', () => {
    const r = randomR();
    const value = CryptoJS.DES.encrypt('{"x":1}', CryptoJS.enc.Utf8.parse(r.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    const sealed = seal({ x: 1 }, keyText('hex'), r);
    expect(sealed.body.value).toBe(value);
  });
});
