-- The booking mails (confirmation, cancellation, each with an .ics invitation) go through a durable job.
-- Queues are made here, by the owner: creating one adds a partition, which the application role cannot do.
select pgboss.create_queue('booking-mail', '{"policy": "standard"}');
-- The reminder a day before: one job per appointment, scheduled for its remind_at.
select pgboss.create_queue('booking-reminder', '{"policy": "standard"}');
-- An appointment's iCalendar SEQUENCE: each reschedule or cancellation sends the same UID with it raised.
alter table appointments add column sequence integer not null default 0;
