-- SMART Health Card import (issue 11 item 6). Each tenant names the card issuers it trusts: the issuer's
-- `iss` URL, a name shown to patients, and its public keys (a JWKS). Per tenant, because each organisation
-- decides whom it believes; in the database (not a config file) so a tenant's list is isolated like its
-- other data and can be managed later without a restart. Public keys only: never a private key.
create table trusted_issuers (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants (id) on delete cascade,
  iss text not null check (iss ~ '^https?://' and length(iss) <= 2048),
  name text not null check (length(name) between 1 and 200),
  jwks jsonb not null check (jsonb_typeof(jwks -> 'keys') = 'array'),
  created_at timestamptz not null default now(),
  unique (tenant_id, iss)
);

alter table trusted_issuers enable row level security;
alter table trusted_issuers force row level security;
create policy tenant_isolation on trusted_issuers
  using (tenant_id = current_setting('app.tenant_id', true))
  with check (tenant_id = current_setting('app.tenant_id', true));

-- A record from a signed source keeps who signed it: `issuer` is the card's iss, `verified` says whether
-- the signature was checked against a trusted issuer's key. Unsigned sources (a plain bundle) have neither.
alter table health_records
  add column issuer text,
  add column verified boolean,
  add constraint health_records_signed_source check ((issuer is null) = (verified is null));
