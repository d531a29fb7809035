-- The application role: data access only, no ownership, no RLS bypass. Re-applied at every start.
grant usage on schema public to :app_role;
grant select, insert, update on tenants, users, patient_profiles, sessions, link_tokens, notifications to :app_role;
grant select, insert on test_profiles to :app_role;
grant delete on sessions, link_tokens to :app_role;
grant insert on audit_events to :app_role;
grant select, insert, update, delete on rate_limits, sign_in_known_clients to :app_role;
grant execute on function auth_session(bytea, integer) to :app_role;
grant execute on function patient_record(uuid, text, text, text, text) to :app_role;
grant select, insert on health_services to :app_role;
grant select, insert, update on encounters to :app_role;
grant select, insert on study_contents, consent_documents to :app_role;
grant select, insert on consent_records, consent_withdrawals to :app_role;
grant select, insert on study_data, consent_pdf_links to :app_role;
grant select, insert on coordinator_availability to :app_role;
grant select, insert, update on appointments to :app_role;
grant select, insert, update on test_orders to :app_role;
-- The job queue (pg-boss): rows only; its tables and each queue's partition are made by migrations.
grant usage on schema pgboss to :app_role;
grant select, insert, update, delete on all tables in schema pgboss to :app_role;
grant select, insert on uploaded_files, patient_documents to :app_role;
grant select, insert on id_card_details to :app_role;
grant select, insert on health_records to :app_role;
grant execute on function enter_tenant(text, bytea), app_tenant() to :app_role;
-- Second factor: turning it off deletes the secret and the recovery codes; challenges are only marked used.
grant select, insert, update, delete on mfa_totp, mfa_recovery_codes to :app_role;
grant select, insert, update on mfa_challenges to :app_role;
-- SMART Health Cards: the trusted issuers are read at import; the demo issuer is seeded at start.
grant select, insert, update on trusted_issuers to :app_role;
-- Test photos and their readings (012): tickets are marked used, readings completed, never deleted.
grant select, insert, update on test_photo_tickets, test_analyses to :app_role;
grant select, insert on test_photos to :app_role;
