import { z } from 'zod';
import { define } from '../kit/component';
import { code, paragraph } from '../kit/markdown';
import { APPLE_AUDIENCE, APPLE_MAX_LIFETIME_SECONDS } from './apple';

/** Signs the Sign in with Apple client secret with the reader's `.p8` key, in the browser (./AppleSecretWidget.tsx). */
export const AppleSecretGenerator = define({
  props: z.object({}).strict(),
  island: { label: 'Apple secret generator', minHeight: 470, clientOnly: true },
  // What the generator does, so the secret can be made without it.
  markdown: () => [
    paragraph(
      'The web version of this page signs the client secret in your browser. To make it with any JWT library instead: it is a JWT signed with ES256 (ECDSA on P-256 with SHA-256) with your ',
      code('.p8'),
      ' key. The header is ',
      code('{"alg":"ES256","kid":"<key-id>"}'),
      ' with the 10-character Key ID; the claims are ',
      code('iss'),
      ' (your 10-character Team ID), ',
      code('iat'),
      ' and ',
      code('exp'),
      ` (seconds since 1970, at most ${APPLE_MAX_LIFETIME_SECONDS.toLocaleString('en-US')} seconds apart), `,
      code('aud'),
      ' (',
      code(APPLE_AUDIENCE),
      ') and ',
      code('sub'),
      ' (the identifier of your Services ID, such as ',
      code('com.example.web'),
      ').',
    ),
  ],
});
