-- The cassette camera's upload tickets, the test photos they let in, and each photo's automatic reading
-- (issue 12 items 7-9). All three are tenant tables with forced row-level security.

-- A single-use ticket for one upload from the camera page (which has no session): bound to its tenant,
-- patient and encounter; only the SHA-256 of the ticket is kept.
create table test_photo_tickets (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  encounter_id uuid not null references encounters (id) on delete cascade,
  ticket_hash bytea not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);

-- A photo of a test, taken for one encounter; the image itself is an uploaded_files row (re-encoded,
-- SHA-256 of the stored bytes). The ticket that let it in is kept for the idempotent retry.
create table test_photos (
  tenant_id text not null,
  file_id uuid not null,
  user_id uuid not null,
  encounter_id uuid not null references encounters (id) on delete cascade,
  ticket_id uuid not null unique references test_photo_tickets (id) on delete cascade,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (tenant_id, file_id),
  foreign key (tenant_id, file_id) references uploaded_files (tenant_id, id) on delete cascade,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index test_photos_encounter on test_photos (tenant_id, encounter_id);

-- One reading of one photo: a photo (by the SHA-256 of its stored bytes) is read once per tenant. The
-- kit and the reader's whole output are kept with the algorithm version and template that produced it.
create table test_analyses (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  encounter_id uuid not null references encounters (id) on delete cascade,
  file_id uuid not null,
  photo_sha256 text not null check (photo_sha256 ~ '^[0-9a-f]{64}$'),
  kind text not null check (kind in ('rapid-test', 'a1c-test')),
  health_service_id uuid not null,
  test_profile_id uuid not null references test_profiles (id),
  kit_gtin text not null check (kit_gtin ~ '^[0-9]{14}$'),
  kit_lot text,
  kit_serial text,
  kit_expiration date,
  kit_code text not null,
  status text not null default 'in-progress' check (status in ('in-progress', 'completed', 'failed')),
  template_id text,
  algorithm_version text,
  -- The reader's output: verdicts per analyte, line intensities, quality flags and metrics, A1C reading.
  results jsonb,
  lines jsonb,
  quality jsonb,
  a1c jsonb,
  -- A refusal: the reader's flags and its message (worded again in the patient's language when read).
  refusal_flags jsonb,
  refusal_message text,
  -- One of SPEC.md section 8's internal messages when the reading failed.
  failure_message text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (tenant_id, photo_sha256),
  unique (tenant_id, file_id),
  foreign key (tenant_id, file_id) references test_photos (tenant_id, file_id) on delete cascade,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  check ((status = 'in-progress') = (completed_at is null))
);
create index test_analyses_user on test_analyses (tenant_id, user_id, created_at desc);

alter table test_photo_tickets enable row level security;
alter table test_photo_tickets force row level security;
create policy tenant_isolation on test_photo_tickets
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table test_photos enable row level security;
alter table test_photos force row level security;
create policy tenant_isolation on test_photos
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table test_analyses enable row level security;
alter table test_analyses force row level security;
create policy tenant_isolation on test_analyses
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

-- Each photo's reading is a durable job (ids only in its data), retried after a crash of its worker.
select pgboss.create_queue('test-analysis', '{"policy": "standard"}');
