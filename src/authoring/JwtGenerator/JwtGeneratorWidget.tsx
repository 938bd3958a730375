'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { CopyTextButton } from '../generators/CopyTextButton';
import { buttonClass, describedBy, Field, inputClass } from '../generators/Field';
import {
  API_KEY_ROLES,
  checkJwtForm,
  DEFAULT_LIFETIME_YEARS,
  defaultTimes,
  MIN_SECRET_LENGTH,
  randomSecret,
  toLocalInputValue,
  type ApiKeyRole,
  type JwtCheck,
  type JwtForm,
} from './jwt';
import { signHs256 } from '../generators/jws';

/**
 * Signs API keys (anon, service_role) with a JWT secret, entirely in the browser. The token is
 * re-signed whenever an input changes.
 */
export default function JwtGeneratorWidget() {
  const id = useId();
  const [form, setForm] = useState<JwtForm>(() => {
    const { iat, exp } = defaultTimes(Date.now());
    return { secret: '', role: 'anon', issuedAt: toLocalInputValue(iat), expiresAt: toLocalInputValue(exp) };
  });
  const check = useMemo(() => checkJwtForm(form), [form]);
  // Remembers which check it was signed for, so a token never outlives the inputs it came from.
  const [signed, setSigned] = useState<{ for: JwtCheck; token?: string; failure?: string } | null>(null);

  useEffect(() => {
    const claims = check.claims;
    if (!claims) {
      setSigned(null);
      return;
    }
    let current = true;
    signHs256(claims, form.secret).then(
      (token) => current && setSigned({ for: check, token }),
      (error: unknown) => current && setSigned({ for: check, failure: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [check, form.secret]);

  const update = (patch: Partial<JwtForm>) => setForm((previous) => ({ ...previous, ...patch }));
  const ids = { secret: `${id}-secret`, role: `${id}-role`, iat: `${id}-iat`, exp: `${id}-exp`, token: `${id}-token` };
  const result = signed?.for === check ? signed : null;
  const token = result?.token ?? '';

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 sm:p-5" data-jwt-generator="">
      <h3 id={`${id}-title`} className="text-base font-semibold text-[var(--fg)]" style={{ marginTop: 0 }}>
        Generate an API key
      </h3>
      <p className="mt-1 text-sm text-[var(--fg-muted)]">Everything happens in this browser tab: the secret and the token are never sent anywhere.</p>

      <div className="mt-4 flex flex-col gap-4">
        <Field
          id={ids.secret}
          label="JWT secret"
          hint={`The secret your project signs and verifies tokens with, at least ${MIN_SECRET_LENGTH} characters.`}
          issue={check.secret}
        >
          <div className="flex flex-wrap gap-2">
            <input
              id={ids.secret}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={form.secret}
              onChange={(e) => update({ secret: e.target.value })}
              aria-invalid={check.secret?.level === 'error'}
              aria-describedby={describedBy(ids.secret, true, check.secret)}
              className={`${inputClass} min-w-0 flex-1 basis-64`}
            />
            <button type="button" className={buttonClass} onClick={() => update({ secret: randomSecret() })}>
              Generate a random secret
            </button>
            <CopyTextButton text={form.secret} label="Copy the JWT secret" disabled={!form.secret} />
          </div>
        </Field>

        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id={ids.role}
            label="Role"
            hint={form.role === 'service_role' ? 'Bypasses Row Level Security: server-side only.' : 'Safe to ship in client apps.'}
          >
            <select
              id={ids.role}
              value={form.role}
              onChange={(e) => update({ role: e.target.value as ApiKeyRole })}
              aria-describedby={`${ids.role}-hint`}
              className={inputClass}
            >
              {API_KEY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.iat} label="Issued at (iat)" hint="Defaults to now." issue={check.issuedAt}>
            <input
              id={ids.iat}
              type="datetime-local"
              value={form.issuedAt}
              onChange={(e) => update({ issuedAt: e.target.value })}
              aria-invalid={check.issuedAt?.level === 'error'}
              aria-describedby={describedBy(ids.iat, true, check.issuedAt)}
              className={inputClass}
            />
          </Field>
          <Field id={ids.exp} label="Expires (exp)" hint={`Defaults to ${DEFAULT_LIFETIME_YEARS} years after the issue time.`} issue={check.expiresAt}>
            <input
              id={ids.exp}
              type="datetime-local"
              value={form.expiresAt}
              onChange={(e) => update({ expiresAt: e.target.value })}
              aria-invalid={check.expiresAt?.level === 'error'}
              aria-describedby={describedBy(ids.exp, true, check.expiresAt)}
              className={inputClass}
            />
          </Field>
        </div>

        <figure className="flex flex-col gap-1">
          <figcaption className="text-sm font-medium text-[var(--fg)]">Payload</figcaption>
          <pre tabIndex={0} className="overflow-x-auto rounded-md border border-[var(--border)] bg-[var(--bg)] p-3 font-mono text-sm" data-jwt-payload="">
            {check.claims ? JSON.stringify(check.claims, null, 2) : 'Fix the errors above to see the payload.'}
          </pre>
        </figure>

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.token} className="text-sm font-medium text-[var(--fg)]">
            Signed token (HS256)
          </label>
          <div className="flex items-start gap-2">
            <textarea
              id={ids.token}
              readOnly
              rows={4}
              value={token}
              placeholder={check.claims ? 'Signing…' : 'Enter a secret to get a token.'}
              aria-describedby={result?.failure ? `${ids.token}-issue` : undefined}
              className={`${inputClass} resize-y break-all`}
              data-jwt-token=""
            />
            <CopyTextButton text={token} label="Copy the token" disabled={!token} />
          </div>
          {result?.failure ? (
            <p id={`${ids.token}-issue`} className="text-sm font-medium text-red-700 dark:text-red-300">
              Error: {result.failure}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
