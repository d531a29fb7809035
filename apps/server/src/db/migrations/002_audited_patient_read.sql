-- An audited read in one statement. Called as
--   select ... from auth_session($hash, $idle) s left join lateral patient_record(s.user_id, s.role, ...) r on true
-- the lateral call runs only after auth_session has produced the session row (and set the tenant for the
-- statement's transaction). It runs as the caller (RLS applies), and it writes the audit event itself, so
-- the read cannot happen without one: 'success' for the patient, 'denied' for any other role.
create function patient_record(
  p_user_id uuid,
  p_role text,
  p_action text,
  p_client text,
  p_request_id text
)
returns table (
  email text,
  first_name text,
  last_name text,
  language text,
  birth_date text,
  athena_id text,
  image_key text,
  has_insurance boolean,
  has_selfie boolean,
  has_id_card boolean,
  has_health_records boolean
)
language plpgsql security invoker set search_path = public, pg_temp as $$
declare
  v_outcome text := case when p_role = 'Patient' then 'success' else 'denied' end;
begin
  insert into audit_events (tenant_id, actor_user_id, actor_role, action, object_type, object_id, outcome, client, request_id)
  values (current_setting('app.tenant_id'), p_user_id, p_role, p_action, 'patient', p_user_id::text, v_outcome, p_client, p_request_id);
  if v_outcome <> 'success' then
    return;
  end if;
  return query
    select u.email, u.first_name, u.last_name, u.language, p.birth_date::text, p.athena_id, p.image_key,
           p.has_insurance, p.has_selfie, p.has_id_card, p.has_health_records
      from users u join patient_profiles p on p.user_id = u.id
     where u.id = p_user_id;
end $$;
