-- Health services a patient can start (rapid test, A1C test) and each run of one (an encounter). A
-- service's id is fixed per kind (the fixed routes name it), so the key is (tenant_id, id).
create table health_services (
  tenant_id text not null references tenants (id),
  id uuid not null,
  kind text not null check (kind in ('rapid-test', 'a1c-test')),
  name text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, kind)
);

-- The kit is stored when the patient starts its wait (after the server checked it again); the start of
-- the wait is kept so it survives a reload.
create table encounters (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  service_id uuid not null,
  status text not null default 'started' check (status in ('started', 'completed', 'cancelled')),
  test_profile_id uuid references test_profiles (id),
  kit_gtin text check (kit_gtin ~ '^[0-9]{14}$'),
  kit_lot text,
  kit_serial text,
  kit_expiration date,
  kit_custom jsonb,
  kit_code text,
  timer_started_at timestamptz,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, service_id) references health_services (tenant_id, id),
  check ((timer_started_at is null) = (kit_code is null))
);
create index encounters_user on encounters (tenant_id, user_id, created_at desc);
-- A kit's serial counts as used once a test with it is completed.
create index encounters_used_serial on encounters (tenant_id, kit_gtin, kit_serial) where status = 'completed';

-- Each kit's wait before reading (SPEC.md: 10 s for the demo) and the optional window it may be read in.
alter table test_profiles add column wait_seconds integer not null default 10 check (wait_seconds > 0);
alter table test_profiles add column read_window_seconds integer check (read_window_seconds > 0);

alter table health_services enable row level security;
alter table health_services force row level security;
create policy tenant_isolation on health_services
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table encounters enable row level security;
alter table encounters force row level security;
create policy tenant_isolation on encounters
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));
