-- Every table holding tenant data has tenant_id, RLS enabled and forced, and one policy: rows of the
-- tenant set for the transaction (app.tenant_id). With no tenant set, current_setting is null or ''
-- and no row matches.

create table tenants (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  name text not null,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants (id),
  email text not null check (email = lower(email)),
  role text not null check (role in ('Patient', 'Coordinator', 'Admin')),
  status text not null default 'pending' check (status in ('pending', 'active', 'disabled')),
  first_name text not null default '',
  last_name text not null default '',
  language text not null default 'en' check (language in ('en', 'es', 'de')),
  password_hash text,
  email_verified_at timestamptz,
  password_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, email),
  unique (tenant_id, id)
);

create table patient_profiles (
  user_id uuid primary key,
  tenant_id text not null,
  birth_date date,
  athena_id text,
  image_key text,
  has_insurance boolean not null default false,
  has_selfie boolean not null default false,
  has_id_card boolean not null default false,
  has_health_records boolean not null default false,
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index sessions_user on sessions (tenant_id, user_id) where revoked_at is null;

create table link_tokens (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  purpose text not null check (purpose in ('verify_email', 'reset_password', 'signup')),
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  cancelled_at timestamptz,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index link_tokens_open on link_tokens (tenant_id, user_id, purpose) where used_at is null and cancelled_at is null;

create table notifications (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  message text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  dismissed_at timestamptz,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index notifications_user on notifications (tenant_id, user_id, created_at desc) where dismissed_at is null;

-- Append-only: the application role may insert, never update or delete (see grants.sql).
create table audit_events (
  id bigint generated always as identity primary key,
  tenant_id text not null references tenants (id),
  occurred_at timestamptz not null default now(),
  actor_user_id uuid,
  actor_role text,
  action text not null,
  object_type text,
  object_id text,
  outcome text not null check (outcome in ('success', 'failure', 'denied')),
  client text,
  request_id text
);

-- Not tenant data: throttling counters, keyed by a hash (no e-mail or address stored).
create table rate_limits (
  key bytea primary key,
  window_start timestamptz not null,
  count integer not null
);

do $$
declare t text;
begin
  foreach t in array array['tenants', 'users', 'patient_profiles', 'sessions', 'link_tokens', 'notifications', 'audit_events'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
  end loop;
  foreach t in array array['users', 'patient_profiles', 'sessions', 'link_tokens', 'notifications', 'audit_events'] loop
    execute format($p$create policy tenant_isolation on %I
      using (tenant_id = current_setting('app.tenant_id', true))
      with check (tenant_id = current_setting('app.tenant_id', true))$p$, t);
  end loop;
end $$;
create policy tenant_isolation on tenants
  using (id = current_setting('app.tenant_id', true))
  with check (id = current_setting('app.tenant_id', true));

-- Resolves a bearer token before the tenant is known. It runs as the table owner (not the app role),
-- finds a live session by its hash, slides the idle window at most once a minute, and sets the tenant
-- for the rest of the caller's transaction.
create function auth_session(p_token_hash bytea, p_idle_minutes integer)
returns table (session_id uuid, tenant_id text, user_id uuid, role text)
language plpgsql security definer set search_path = public, pg_temp as $$
declare s record;
begin
  select x.id, x.tenant_id, x.user_id, x.last_seen_at into s
    from sessions x
   where x.token_hash = p_token_hash
     and x.revoked_at is null
     and x.expires_at > now()
     and x.last_seen_at > now() - make_interval(mins => p_idle_minutes);
  if not found then
    return;
  end if;
  if s.last_seen_at < now() - interval '1 minute' then
    update sessions set last_seen_at = now() where id = s.id;
  end if;
  perform set_config('app.tenant_id', s.tenant_id, true);
  return query
    select s.id, s.tenant_id, s.user_id, u.role
      from users u
     where u.id = s.user_id and u.tenant_id = s.tenant_id and u.status = 'active';
end $$;
revoke all on function auth_session(bytea, integer) from public;
