-- The tenant of a transaction must be proven, not just set. `app.tenant_id` alone is something any SQL run
-- as the app role can set; the policies now read the tenant through app_tenant(), which accepts it only
-- with `app.tenant_proof`: a MAC of (tenant, backend, transaction start) under a key the app role cannot
-- read. Only two functions make that proof: auth_session() for a live session's tenant, and
-- enter_tenant() for the pre-session paths, which needs a secret only the server process holds (read at
-- start by the owner; never sent in a query's text). Both run as :guard_role, a NOLOGIN role that owns
-- the key and the sessions table (RLS enabled, not forced, so the session lookup needs no superuser).

-- The guard may create in public only while this migration hands it its objects (ALTER OWNER needs it).
grant usage, create on schema public to :guard_role;

create table tenant_proof_key (
  singleton boolean primary key default true check (singleton),
  mac_inner bytea not null,
  mac_outer bytea not null,
  entry_secret bytea not null
);
-- gen_random_uuid() draws from the server's strong random source; two of them give 244 random bits.
insert into tenant_proof_key (mac_inner, mac_outer, entry_secret)
values (
  uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
  uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
  uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())
);
alter table tenant_proof_key enable row level security;
alter table tenant_proof_key owner to :guard_role;
revoke all on tenant_proof_key from public;

-- NMAC-SHA-256 (inner and outer key) of tenant/backend/transaction start: valid in this transaction only.
-- PL/pgSQL, not SQL: its plans are cached per connection (a SQL function here would be planned per call).
create function tenant_mac(p_tenant text) returns text
language plpgsql stable security definer set search_path = pg_catalog, public as $$
declare k record;
begin
  select mac_inner, mac_outer into k from tenant_proof_key;
  return encode(sha256(k.mac_outer || sha256(k.mac_inner || convert_to(
           p_tenant || '/' || pg_backend_pid() || '/' || extract(epoch from transaction_timestamp()), 'UTF8'))), 'hex');
end $$;
alter function tenant_mac(text) owner to :guard_role;
revoke all on function tenant_mac(text) from public;

-- The tenant the policies see: app.tenant_id when its proof is right, else null (no row matches).
-- Policies call it as an InitPlan, once per statement and table.
create function app_tenant() returns text
language plpgsql stable security definer set search_path = pg_catalog, public as $$
declare
  v_tenant text := current_setting('app.tenant_id', true);
  v_proof text := current_setting('app.tenant_proof', true);
  k record;
begin
  if v_proof is null or v_proof = '' or v_tenant !~ '^[a-z0-9][a-z0-9-]{0,62}$' then
    return null;
  end if;
  -- tenant_mac() inlined: a nested SECURITY DEFINER call would double the cost of every statement.
  select mac_inner, mac_outer into k from tenant_proof_key;
  if v_proof = encode(sha256(k.mac_outer || sha256(k.mac_inner || convert_to(
       v_tenant || '/' || pg_backend_pid() || '/' || extract(epoch from transaction_timestamp()), 'UTF8'))), 'hex') then
    return v_tenant;
  end if;
  return null;
end $$;
alter function app_tenant() owner to :guard_role;

-- The pre-session entry (sign-in, registration, links, seeding): the caller must present the entry secret.
create function enter_tenant(p_tenant text, p_secret bytea) returns void
language plpgsql volatile security definer set search_path = pg_catalog, public as $$
begin
  if p_tenant !~ '^[a-z0-9][a-z0-9-]{0,62}$'
     or not exists (select 1 from tenant_proof_key k where sha256(k.entry_secret) = sha256(p_secret)) then
    raise exception 'tenant entry refused' using errcode = '42501';
  end if;
  perform set_config('app.tenant_id', p_tenant, true);
  perform set_config('app.tenant_proof', tenant_mac(p_tenant), true);
end $$;
alter function enter_tenant(text, bytea) owner to :guard_role;
revoke all on function enter_tenant(text, bytea) from public;

-- The sessions table belongs to the guard: RLS still applies to the app role, but not to its owner.
alter table sessions owner to :guard_role;
alter table sessions no force row level security;
grant select on users to :guard_role;

create or replace function auth_session(p_token_hash bytea, p_idle_minutes integer)
returns table (session_id uuid, tenant_id text, user_id uuid, role text)
language plpgsql security definer set search_path = pg_catalog, public as $$
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
  perform set_config('app.tenant_proof', tenant_mac(s.tenant_id), true);
  return query
    select s.id, s.tenant_id, s.user_id, u.role
      from users u
     where u.id = s.user_id and u.tenant_id = s.tenant_id and u.status = 'active';
end $$;
alter function auth_session(bytea, integer) owner to :guard_role;
revoke all on function auth_session(bytea, integer) from public;

-- Rewrites every policy of the public schema that reads app.tenant_id directly to read app_tenant()
-- instead (once per statement, as an InitPlan). migrate.ts runs it again after every later migration.
create function rewrite_tenant_policies() returns integer
language plpgsql security invoker set search_path = pg_catalog, public as $$
declare
  p record;
  direct constant text := 'current_setting\(''app\.tenant_id''::text(, (true|false))?\)';
  proven constant text := '( SELECT app_tenant() AS app_tenant)';
  n integer := 0;
begin
  for p in
    select tablename, policyname, qual, with_check
      from pg_policies
     where schemaname = 'public'
       and (qual ~ direct or with_check ~ direct)
  loop
    if p.qual is not null then
      execute format('alter policy %I on public.%I using (%s)', p.policyname, p.tablename,
                     regexp_replace(p.qual, direct, proven, 'g'));
    end if;
    if p.with_check is not null then
      execute format('alter policy %I on public.%I with check (%s)', p.policyname, p.tablename,
                     regexp_replace(p.with_check, direct, proven, 'g'));
    end if;
    n := n + 1;
  end loop;
  return n;
end $$;
revoke all on function rewrite_tenant_policies() from public;
revoke create on schema public from :guard_role;
select rewrite_tenant_policies();
