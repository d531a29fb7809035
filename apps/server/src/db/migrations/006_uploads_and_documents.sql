-- Every image that entered through the upload pipeline (apps/server/src/lib/uploads): where it is stored
-- and what it is. Owned by one patient; a coordinator of the same tenant can be granted select later
-- (the tenant policy already allows it; the patient filter is the application's).
create table uploaded_files (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  object_key text not null unique,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes integer not null check (bytes > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  format text not null check (format in ('jpeg', 'png', 'webp')),
  -- A retried upload with the same key lands once (per patient).
  idempotency_key text,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  unique (tenant_id, user_id, idempotency_key),
  unique (tenant_id, id)
);

alter table uploaded_files enable row level security;
alter table uploaded_files force row level security;
create policy tenant_isolation on uploaded_files
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

-- A patient's onboarding documents: each row one side of one document; the newest of a kind is current.
create table patient_documents (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  kind text not null check (kind in ('selfie', 'insurance-front', 'insurance-back', 'id-front', 'id-back')),
  file_id uuid not null,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, file_id) references uploaded_files (tenant_id, id) on delete cascade,
  unique (tenant_id, file_id)
);
create index patient_documents_current on patient_documents (tenant_id, user_id, kind, created_at desc);

alter table patient_documents enable row level security;
alter table patient_documents force row level security;
create policy tenant_isolation on patient_documents
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));
