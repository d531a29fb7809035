-- Second factor (TOTP). The secret is stored encrypted by the server (AES-256-GCM under a key the database
-- never sees) and is never returned after enrolment. last_used_step is the RFC 6238 time step of the last
-- accepted code: a code of that step or an earlier one is refused, so a code cannot be replayed.
create table mfa_totp (
  user_id uuid primary key,
  tenant_id text not null,
  secret_sealed bytea not null,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);

-- Recovery codes: SHA-256 of high-entropy codes (80 bits), each usable once.
create table mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  code_hash bytea not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);

-- What a correct password gives a user who needs a second factor: short-lived, stored hashed, bound to
-- the user and the tenant, used once (the session is issued by the statement that marks it used).
create table mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  token_hash bytea not null unique,
  purpose text not null check (purpose in ('enrol', 'code')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  setup_shown_at timestamptz,
  used_at timestamptz,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index mfa_challenges_user on mfa_challenges (tenant_id, user_id) where used_at is null;

do $$
declare t text;
begin
  foreach t in array array['mfa_totp', 'mfa_recovery_codes', 'mfa_challenges'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format($p$create policy tenant_isolation on %I
      using (tenant_id = current_setting('app.tenant_id', true))
      with check (tenant_id = current_setting('app.tenant_id', true))$p$, t);
  end loop;
end $$;
