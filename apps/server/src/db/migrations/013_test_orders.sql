-- Test kit orders (issue 12 item 1): from order-test/{serviceID}/{encounterID} a patient orders one of the
-- tenant's kits to a delivery address. A retry with the same Idempotency-Key lands once (unique key).
-- Kit, service and encounter are tied to the order's tenant by composite keys, beside row-level security.
alter table test_profiles add constraint test_profiles_tenant_id_key unique (tenant_id, id);
alter table encounters add constraint encounters_tenant_id_key unique (tenant_id, id);

create table test_orders (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null,
  user_id uuid not null,
  service_id uuid not null,
  encounter_id uuid,
  test_profile_id uuid not null,
  recipient_name text not null check (length(recipient_name) between 1 and 100),
  address_line1 text not null check (length(address_line1) between 1 and 100),
  address_line2 text not null default '' check (length(address_line2) <= 100),
  postal_code text not null check (postal_code ~ '^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$'),
  city text not null check (length(city) between 1 and 80),
  country text not null check (country ~ '^[A-Z]{2}$'),
  status text not null default 'placed' check (status in ('placed')),
  idempotency_key text not null,
  request_sha256 text not null,
  -- Set by the confirmation job in the transaction that sends the mail, so it goes out once.
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, service_id) references health_services (tenant_id, id),
  foreign key (tenant_id, encounter_id) references encounters (tenant_id, id),
  foreign key (tenant_id, test_profile_id) references test_profiles (tenant_id, id),
  unique (tenant_id, user_id, idempotency_key)
);
create index test_orders_by_user on test_orders (tenant_id, user_id, created_at desc);

alter table test_orders enable row level security;
alter table test_orders force row level security;
create policy tenant_isolation on test_orders
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

-- The order confirmation mail: a durable job holding ids only (made here: a queue adds a partition).
select pgboss.create_queue('order-mail', '{"policy": "standard"}');
