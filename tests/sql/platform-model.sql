-- A small model of what every Plinth project's database has before the user writes any SQL.
-- The SQL blocks of the guides run on top of it (tests/sql/sql-blocks.test.ts), and so do the
-- behaviour tests of the tutorial and storage examples. docs/writing-docs.md § "SQL blocks are
-- executed" lists what writers may rely on; keep the two in step.

-- ---------------------------------------------------------------------------------------------
-- Roles. Requests to the Data API run as `anon` (no user) or `authenticated` (a signed-in user);
-- server code using the service role key runs as `service_role`, which bypasses row level security.
-- `authenticator` is the login role the API connects with before switching to one of them.
-- ---------------------------------------------------------------------------------------------
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

-- Like a hosted project, new sessions look in `public` first, then in `extensions`.
alter database postgres set search_path to "$user", public, extensions;
set search_path to "$user", public, extensions;

-- ---------------------------------------------------------------------------------------------
-- Extensions live in their own schema so they stay out of the public API.
-- ---------------------------------------------------------------------------------------------
create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges in schema extensions grant execute on functions to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- public: the roles can use the schema, and every table, view, sequence and function created in it
-- is granted to them, as in a Plinth project. Row level security is what restricts access.
-- ---------------------------------------------------------------------------------------------
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth: users, and the functions policies use to read the request's JWT claims. The API sets the
-- verified claims in `request.jwt.claims` (a JSON object) for the duration of each request.
-- ---------------------------------------------------------------------------------------------
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text default 'authenticated',
  role text default 'authenticated',
  email text unique,
  phone text unique,
  email_confirmed_at timestamptz,
  phone_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
grant all on auth.users to service_role;

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- storage: buckets and the objects in them. Storage requests run as the caller's role, so policies
-- on storage.objects decide who may upload (insert), download and list (select), overwrite and
-- move (update) and delete (delete). The Storage API sets `owner` to the uploading user's id.
-- ---------------------------------------------------------------------------------------------
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- 'folder/sub/file.png' -> {folder,sub}
create function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1]
$$;

-- 'folder/sub/file.png' -> 'file.png'
create function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))]
$$;

-- 'folder/sub/file.png' -> 'png' ('' when the file name has no dot)
create function storage.extension(name text) returns text
language sql immutable
as $$
  select case
    when storage.filename(name) like '%.%' then reverse(split_part(reverse(storage.filename(name)), '.', 1))
    else ''
  end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- realtime: Postgres Changes streams the tables added to this publication.
-- ---------------------------------------------------------------------------------------------
create publication plinth_realtime;
