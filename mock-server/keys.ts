/**
 * TEST KEYS ONLY. One fixed 1024-bit RSA key pair (e = 65537), generated once with node:crypto for the
 * mock backend. It protects nothing: never use it outside the mock and tests.
 *
 * The same pair is served in two forms (wire-notes "The encrypted request" §1): merchants with the hex
 * key form get the bare modulus, merchants with the PEM form get the SPKI public key.
 */

/** Modulus n, lower-case hex (256 characters = 1024 bits). */
export const RSA_MODULUS_HEX =
  'c6414faf49fe288f90f760a2a6a0e1d192be7a4e124b1c9bcbbcc1cbe3886a1c' +
  '0570ce5b37ebd2ea7813333bc69c257623207616064b4fb0fadeed3945915032' +
  '2457b6b62f2604612bcad3e4f11920154d413f1daa609223e673e7cefecb6137' +
  'd91d4f815637be2cfad19c4341d520c40688d3cfbb6450f3712686c97b4f9199';

/** Private exponent d, lower-case hex. */
export const RSA_PRIVATE_EXPONENT_HEX =
  '3e1ae38d73ce6c825cd541ae72285fd538f4f677527fb91c8cfc3a71567bbb51' +
  'bfda90aa3ea05f5817f95bc953f4423ff9cd0770ead3d8c9062da37e976e6802' +
  '5ffe043f38770fa69ed793d5fa969dd90c5d18ae26c32cc3a9740d72d20796f2' +
  '4cdbb4de4195227797d74f26bdd08f32e184005c08975b61fab96bd1bd02fb09';

/** The public key as PEM (SPKI), exactly as served to PEM-form merchants (no trailing newline). */
export const RSA_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDGQU+vSf4oj5D3YKKmoOHRkr56
ThJLHJvLvMHL44hqHAVwzls369LqeBMzO8acJXYjIHYWBktPsPre7TlFkVAyJFe2
ti8mBGErytPk8RkgFU1BPx2qYJIj5nPnzv7LYTfZHU+BVje+LPrRnENB1SDEBojT
z7tkUPNxJobJe0+RmQIDAQAB
-----END PUBLIC KEY-----`;

/** The private key as PEM (PKCS#1). Kept for cross-checks with jsencrypt in tests. */
export const RSA_PRIVATE_KEY_PEM = `-----BEGIN RSA PRIVATE KEY-----
MIICXQIBAAKBgQDGQU+vSf4oj5D3YKKmoOHRkr56ThJLHJvLvMHL44hqHAVwzls3
69LqeBMzO8acJXYjIHYWBktPsPre7TlFkVAyJFe2ti8mBGErytPk8RkgFU1BPx2q
YJIj5nPnzv7LYTfZHU+BVje+LPrRnENB1SDEBojTz7tkUPNxJobJe0+RmQIDAQAB
AoGAPhrjjXPObIJc1UGucihf1Tj09ndSf7kcjPw6cVZ7u1G/2pCqPqBfWBf5W8lT
9EI/+c0HcOrT2MkGLaN+l25oAl/+BD84dw+mnteT1fqWndkMXRiuJsMsw6l0DXLS
B5byTNu03kGVIneX108mvdCPMuGEAFwIl1th+rlr0b0C+wkCQQDif+Asd5fC4883
ic0Rg1Mp7T7bdkXM7S+ATrF8b6OMknHfAMGHi7AtHaIa0OyJYKZg4iLQPzKB2Egb
FlLc5m0LAkEA4BOwXZ2j848WUcQTdDCd9phR7plb7mdYOkGOhXEGJpKNQCGvSsB0
Smc2Wf4HsbBcfBdxU/eND8GtbdE80xK6awJAb9Wh83LNXS4sd4iz12zXWEFLIwNf
7ZJDPQAeBIn+3/7C+NAfvnSLdYtHKiR0VlSBch7V/6rknlYTLES2f1nLBwJBALbv
XA0RpcgyCQa4DSnOhyfLMxiYG3WG6YCmBLTskRjsjGTPG0zr0gTsPnM58Q4f7WFh
wiPK9l7mv6/oIsAvigECQQDC+/xZ1tSoDCYIT/3my0yO3Os6c7Ey9asaxs0KDpqO
tNiYM68cWmotAi4hvaDautaFjownrN20P14z28KW0B8G
-----END RSA PRIVATE KEY-----`;
