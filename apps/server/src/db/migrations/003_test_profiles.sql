-- A kit a tenant offers, found by the GTIN in its code: what the patient is shown (SPEC "Test profile")
-- and the reader's template of its cassette or analyzer (validated by KitTemplate in packages/contract).
create table test_profiles (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants (id),
  gtin text not null check (gtin ~ '^[0-9]{14}$'),
  test_name text not null,
  manufacture_name text not null,
  custom_test_name text,
  included jsonb not null default '[]',
  included_html text not null default '',
  description_html text not null default '',
  instructions jsonb not null default '[]',
  kit_template jsonb not null,
  unique (tenant_id, gtin)
);

alter table test_profiles enable row level security;
alter table test_profiles force row level security;
create policy tenant_isolation on test_profiles
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));
