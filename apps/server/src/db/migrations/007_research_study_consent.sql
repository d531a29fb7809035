-- The research study (its texts per tenant and language), the Informed Consent documents, and the signed
-- consents. A signed consent is immutable: the app role may insert and select it, never update or delete
-- it (grants.sql), and a trigger refuses UPDATE and DELETE for every role, the owner included. A
-- withdrawal is a separate insert-only row (one per consent, its primary key), so the signed record itself
-- never changes and "withdrawn, when, from which client" is added beside it.

create table study_contents (
  tenant_id text not null references tenants (id),
  language text not null check (language in ('en', 'es', 'de')),
  content jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, language)
);

create table consent_documents (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants (id),
  language text not null check (language in ('en', 'es', 'de')),
  version integer not null check (version > 0),
  title text not null,
  last_updated date not null,
  body text not null,
  published_at timestamptz not null default now(),
  unique (tenant_id, language, version),
  unique (tenant_id, id)
);

create table consent_records (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  document_id uuid not null,
  document_version integer not null,
  document_language text not null,
  document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
  signature_png bytea not null,
  signature_sha256 text not null check (signature_sha256 ~ '^[0-9a-f]{64}$'),
  strokes jsonb not null,
  -- The keyboard alternative: a typed full name instead of strokes (the image then shows the name).
  typed_name text,
  idempotency_key text not null,
  request_sha256 text not null,
  signed_at timestamptz not null default now(),
  client text not null,
  unique (tenant_id, user_id, idempotency_key),
  unique (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id),
  foreign key (tenant_id, document_id) references consent_documents (tenant_id, id)
);
create index consent_records_user on consent_records (tenant_id, user_id, signed_at desc);

create table consent_withdrawals (
  consent_id uuid primary key,
  tenant_id text not null,
  withdrawn_at timestamptz not null default now(),
  client text not null,
  foreign key (tenant_id, consent_id) references consent_records (tenant_id, id)
);

-- Study data (minimal): what the study receives from a patient, each row tied to the active consent it
-- was given under. The service refuses new rows once that consent is withdrawn.
create table study_data (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  consent_id uuid not null,
  kind text not null,
  value text not null,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, consent_id) references consent_records (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id)
);

-- Short-lived download links for the patient's signed copy (PDF): only the token's hash is stored. The
-- link's path names the tenant, so it is looked up under that tenant's RLS like everything else.
create table consent_pdf_links (
  token_hash bytea primary key,
  tenant_id text not null,
  user_id uuid not null,
  consent_id uuid not null,
  expires_at timestamptz not null,
  foreign key (tenant_id, consent_id) references consent_records (tenant_id, id)
);


-- Booking. A coordinator's weekly availability is kept in the coordinator's own wall-clock time with its
-- IANA zone (so 09:00 stays 09:00 across a daylight-saving change); every slot and booking is a UTC
-- instant (timestamptz). One booked appointment per coordinator and start, enforced by a unique index.
create table coordinator_availability (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  coordinator_id uuid not null,
  time_zone text not null,
  weekday smallint not null check (weekday between 1 and 7),
  start_minute integer not null check (start_minute between 0 and 1439),
  end_minute integer not null check (end_minute between 1 and 1440 and end_minute > start_minute),
  slot_minutes integer not null default 30 check (slot_minutes between 5 and 240),
  foreign key (tenant_id, coordinator_id) references users (tenant_id, id)
);

create table appointments (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  coordinator_id uuid not null,
  patient_id uuid not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  -- The reminder as data: the job queue (when present) sends it; reminded_at marks it sent.
  remind_at timestamptz not null,
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  foreign key (tenant_id, coordinator_id) references users (tenant_id, id),
  foreign key (tenant_id, patient_id) references users (tenant_id, id)
);
create unique index appointments_one_per_slot on appointments (tenant_id, coordinator_id, starts_at)
  where status = 'booked';
create index appointments_patient on appointments (tenant_id, patient_id, starts_at);

create function consent_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = 'insufficient_privilege';
end $$;

create trigger consent_records_immutable before update or delete on consent_records
  for each row execute function consent_refuse_change();
create trigger consent_withdrawals_immutable before update or delete on consent_withdrawals
  for each row execute function consent_refuse_change();

alter table study_contents enable row level security;
alter table study_contents force row level security;
create policy tenant_isolation on study_contents
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table consent_documents enable row level security;
alter table consent_documents force row level security;
create policy tenant_isolation on consent_documents
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table consent_records enable row level security;
alter table consent_records force row level security;
create policy tenant_isolation on consent_records
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table study_data enable row level security;
alter table study_data force row level security;
create policy tenant_isolation on study_data
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table consent_pdf_links enable row level security;
alter table consent_pdf_links force row level security;
create policy tenant_isolation on consent_pdf_links
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table coordinator_availability enable row level security;
alter table coordinator_availability force row level security;
create policy tenant_isolation on coordinator_availability
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table appointments enable row level security;
alter table appointments force row level security;
create policy tenant_isolation on appointments
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

alter table consent_withdrawals enable row level security;
alter table consent_withdrawals force row level security;
create policy tenant_isolation on consent_withdrawals
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));
