-- The queue of the auth module's mails (register, forgot-password). The request only queues a job, the same
-- job whether or not the address has an account; the job looks the account up, composes and sends.
-- Queues are made here, by the owner: creating one adds a partition, which the application role cannot do.
select pgboss.create_queue('auth-mail', '{"policy": "standard"}');

-- Clients (addresses) that signed in to an account successfully: they get past the account's global failure
-- limit, so a guesser elsewhere cannot lock the owner out. Keyed by a hash of tenant, e-mail and client,
-- like rate_limits: no address is stored.
create table sign_in_known_clients (
  key bytea primary key,
  last_success timestamptz not null
);
