-- The fields read from the PDF417 (AAMVA) on the back of a patient's ID (issue 11 item 3), one row per
-- id-back document. Only the ID number's last 4 characters are kept: nothing shows or needs more, and the
-- image itself stays the record. A coordinator of the same tenant can be granted select later.
alter table patient_documents add constraint patient_documents_tenant_id_id unique (tenant_id, id);

create table id_card_details (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  document_id uuid not null,
  aamva_version integer not null check (aamva_version between 0 and 99),
  document_type text not null check (document_type ~ '^[A-Z]{2}$'),
  family_name text,
  first_name text,
  middle_name text,
  birth_date date,
  expiry_date date,
  issue_date date,
  id_number_last4 text check (char_length(id_number_last4) <= 4),
  jurisdiction text,
  country text check (country in ('USA', 'CAN')),
  created_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, document_id) references patient_documents (tenant_id, id) on delete cascade,
  unique (tenant_id, document_id)
);

alter table id_card_details enable row level security;
alter table id_card_details force row level security;
create policy tenant_isolation on id_card_details
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));
