import { z } from 'zod';
import { HS256_HEADER } from '../generators/jws';
import { define } from '../kit/component';
import { code, paragraph } from '../kit/markdown';
import { API_KEY_ROLES, DEFAULT_LIFETIME_YEARS, ISSUER, MIN_SECRET_LENGTH } from './jwt';

/** Signs a project's API keys (anon, service_role) with its JWT secret, in the browser (./JwtGeneratorWidget.tsx). */
export const JwtGenerator = define({
  props: z.object({}).strict(),
  island: { label: 'JWT generator', minHeight: 570, clientOnly: true },
  // What the generator does, so a key can be signed without it.
  markdown: () => [
    paragraph(
      'The web version of this page signs the key in your browser. To sign one with any JWT library instead: the header is ',
      code(JSON.stringify(HS256_HEADER)),
      ', the claims are ',
      code('iss'),
      ' (',
      code(ISSUER),
      '), ',
      code('role'),
      ' (',
      ...API_KEY_ROLES.flatMap((role, i) => [...(i ? [' or '] : []), code(role)]),
      '), ',
      code('iat'),
      ' and ',
      code('exp'),
      ` (seconds since 1970; the generator's default expiry is ${DEFAULT_LIFETIME_YEARS} years after the issue time), and the signature is HMAC-SHA-256 with the UTF-8 bytes of the JWT secret as the key. Use a secret of at least ${MIN_SECRET_LENGTH} characters.`,
    ),
  ],
});
