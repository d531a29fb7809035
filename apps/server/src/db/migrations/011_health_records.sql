-- A patient's imported health records (issue 11 item 6): each row one FHIR R4 resource as imported, with
-- its source. Owned by one patient; a coordinator of the same tenant can be granted select later.
create table health_records (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  resource_type text not null check (resource_type in
    ('AllergyIntolerance', 'Condition', 'MedicationStatement', 'MedicationRequest', 'Immunization', 'Observation')),
  resource jsonb not null,
  source text not null,
  -- The resource's place among those kept from its import, so records list in the source's order.
  position integer not null,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index health_records_by_type on health_records (tenant_id, user_id, resource_type, created_at);

alter table health_records enable row level security;
alter table health_records force row level security;
create policy tenant_isolation on health_records
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));
