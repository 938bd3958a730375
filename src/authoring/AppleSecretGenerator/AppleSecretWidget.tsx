'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { CopyTextButton } from '../generators/CopyTextButton';
import { describedBy, Field, inputClass, primaryButtonClass, type Issue } from '../generators/Field';
import { signEs256 } from '../generators/jws';
import {
  appleClaims,
  appleExpiry,
  appleHeader,
  checkKeyId,
  checkServicesId,
  checkTeamId,
  checkValidityDays,
  formatUtc,
  keyIdFromFileName,
  MAX_KEY_FILE_BYTES,
  MAX_VALIDITY_DAYS,
  parseP8,
  type KeyParse,
} from './apple';

type FieldName = 'teamId' | 'servicesId' | 'keyId' | 'keyFile' | 'days';

interface Result {
  token: string;
  header: object;
  claims: { exp: number };
}

const error = (message: string | undefined): Issue | undefined => (message ? { level: 'error', message } : undefined);

/**
 * Builds the ES256 client secret that Sign in with Apple requires, from the reader's Team ID,
 * Services ID, Key ID and `.p8` key. The key file is read by this page and never uploaded.
 */
export default function AppleSecretWidget() {
  const id = useId();
  const ids: Record<FieldName, string> = {
    teamId: `${id}-team`,
    servicesId: `${id}-services`,
    keyId: `${id}-key-id`,
    keyFile: `${id}-key-file`,
    days: `${id}-days`,
  };
  const [values, setValues] = useState({ teamId: '', servicesId: '', keyId: '', days: '180' });
  const [key, setKey] = useState<{ name: string; parse: KeyParse; keyIdFilled: boolean } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const messages: Record<FieldName, string | undefined> = {
    teamId: checkTeamId(values.teamId),
    servicesId: checkServicesId(values.servicesId),
    keyId: checkKeyId(values.keyId),
    keyFile: key ? (key.parse.ok ? undefined : key.parse.message) : 'Pick the .p8 key file you downloaded from Apple.',
    days: checkValidityDays(values.days),
  };
  // Messages appear after the first generate attempt, then follow the input live. A picked file is
  // checked at once. (Showing them on blur would move the button under a pointer that is clicking it.)
  const issue = (name: FieldName) => ((submitted || (name === 'keyFile' && key)) && messages[name] ? error(messages[name]) : undefined);

  const change = (name: Exclude<FieldName, 'keyFile'>, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (name === 'keyId' && key) setKey({ ...key, keyIdFilled: false });
    setResult(null);
    setFailure(null);
  };

  const pickFile = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    if (!file) {
      setKey(null);
      return;
    }
    const parse: KeyParse =
      file.size > MAX_KEY_FILE_BYTES
        ? { ok: false, message: `This file is ${Math.round(file.size / 1024)} KB; a .p8 key is well under 1 KB. Pick the AuthKey_….p8 file.` }
        : parseP8(await file.text());
    const fromName = keyIdFromFileName(file.name);
    if (fromName) setValues((previous) => ({ ...previous, keyId: fromName }));
    setKey({ name: file.name, parse, keyIdFilled: Boolean(fromName) });
  };

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const firstInvalid = (Object.keys(messages) as FieldName[]).find((name) => messages[name]);
    if (firstInvalid || !key?.parse.ok) {
      setResult(null);
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[firstInvalid ?? 'keyFile'])}`)?.focus();
      return;
    }
    const iat = Math.floor(Date.now() / 1000);
    const header = appleHeader(values.keyId);
    const claims = appleClaims({ teamId: values.teamId, servicesId: values.servicesId, iat, exp: appleExpiry(iat, Number(values.days)) });
    try {
      setResult({ token: await signEs256(header, claims, key.parse.pkcs8), header, claims });
    } catch (e) {
      setResult(null);
      setFailure(`The key could not be used for signing (${e instanceof Error ? e.message : String(e)}). Check that it is the .p8 file from Apple.`);
    }
  };

  const textField = (name: 'teamId' | 'servicesId' | 'keyId', label: string, hint: string, placeholder: string) => (
    <Field id={ids[name]} label={label} hint={hint} issue={issue(name)}>
      <input
        id={ids[name]}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        aria-invalid={Boolean(issue(name))}
        aria-describedby={describedBy(ids[name], true, issue(name))}
        className={inputClass}
      />
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 sm:p-5" data-apple-secret-generator="">
      <h3 id={`${id}-title`} className="text-base font-semibold text-[var(--fg)]" style={{ marginTop: 0 }}>
        Generate the Apple client secret
      </h3>
      <p className="mt-1 text-sm text-[var(--fg-muted)]">Your key file is read by this page only: nothing you enter or pick here is uploaded.</p>

      <form ref={formRef} noValidate onSubmit={generate} className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('teamId', 'Team ID', '10 characters, shown in the Membership details of your Apple Developer account.', 'A1B2C3D4E5')}
          {textField('servicesId', 'Services ID', 'The identifier of the Services ID, used as the client ID.', 'com.example.web')}
        </div>

        <Field id={ids.keyFile} label="Private key (.p8 file)" hint="The AuthKey_….p8 file you downloaded when you created the key." issue={issue('keyFile')}>
          <input
            id={ids.keyFile}
            type="file"
            accept=".p8"
            onChange={(e) => void pickFile(e.target.files?.[0])}
            aria-invalid={Boolean(issue('keyFile'))}
            aria-describedby={describedBy(ids.keyFile, true, issue('keyFile'))}
            className="text-sm text-[var(--fg)] file:mr-3 file:rounded-md file:border file:border-[var(--border)] file:bg-[var(--bg)] file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-[var(--fg)]"
          />
        </Field>
        {key?.parse.ok ? (
          <p className="-mt-2 text-sm text-[var(--fg-muted)]" role="status">
            Loaded {key.name}: an EC P-256 private key{key.keyIdFilled ? '. Key ID filled in from the file name.' : '.'}
          </p>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          {textField('keyId', 'Key ID', '10 characters. Filled in for you when the file is named AuthKey_<Key ID>.p8.', 'F9G8H7J6K5')}
          <Field
            id={ids.days}
            label="Valid for (days)"
            hint={`At most ${MAX_VALIDITY_DAYS} days: Apple rejects secrets valid for longer than 6 months.`}
            issue={issue('days')}
          >
            <input
              id={ids.days}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_VALIDITY_DAYS}
              step={1}
              value={values.days}
              onChange={(e) => change('days', e.target.value)}
              aria-invalid={Boolean(issue('days'))}
              aria-describedby={describedBy(ids.days, true, issue('days'))}
              className={inputClass}
            />
          </Field>
        </div>

        <div>
          <button type="submit" className={primaryButtonClass}>
            Generate client secret
          </button>
        </div>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            Error: {failure}
          </p>
        ) : null}
      </form>

      {result ? <AppleResult result={result} tokenId={`${id}-token`} /> : null}
    </section>
  );
}

function AppleResult({ result, tokenId }: { result: Result; tokenId: string }) {
  const expires = formatUtc(result.claims.exp);
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-[var(--border)] pt-4" data-apple-secret-result="">
      <div className="flex flex-col gap-1">
        <label htmlFor={tokenId} className="text-sm font-medium text-[var(--fg)]">
          Client secret (ES256)
        </label>
        <div className="flex items-start gap-2">
          <textarea id={tokenId} readOnly rows={5} value={result.token} className={`${inputClass} resize-y break-all`} data-apple-secret-token="" />
          <CopyTextButton text={result.token} label="Copy the client secret" />
        </div>
      </div>
      <p role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
        <strong>Expires {expires}.</strong> Generate a new secret and paste it into the Apple provider settings before then: once it expires, Sign in with Apple
        fails for every user. Put a reminder in your calendar now.
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-[var(--fg-muted)]">Decoded header and payload</summary>
        <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-md border border-[var(--border)] bg-[var(--bg)] p-3 font-mono">
          {JSON.stringify(result.header, null, 2)}
          {'\n'}
          {JSON.stringify(result.claims, null, 2)}
        </pre>
      </details>
    </div>
  );
}
