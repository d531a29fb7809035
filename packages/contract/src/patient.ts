import { z } from 'zod';
import { envelope } from './envelope';
import { IsoDateField } from './fields';

export const PatientAttributes = z.object({
  PatientImageURL: z.string().nullable().optional(),
});

/** SPEC.md section 3: patient dashboard record (read at Data.Record). */
export const DashboardRecord = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  BirthDate: IsoDateField.nullable(),
  Attributes: PatientAttributes,
});
export type DashboardRecord = z.infer<typeof DashboardRecord>;
export const DashboardResponse = envelope(z.object({ Record: DashboardRecord }));
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** SPEC.md section 3: patient header record. */
export const HeaderRecord = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  AthenaID: z.string().nullable(),
  Attributes: PatientAttributes,
  HasInsurance: z.boolean(),
  HasSelfie: z.boolean(),
  HasIDCard: z.boolean(),
  HasHealthRecords: z.boolean(),
});
export type HeaderRecord = z.infer<typeof HeaderRecord>;
export const HeaderResponse = envelope(z.object({ Record: HeaderRecord }));
export type HeaderResponse = z.infer<typeof HeaderResponse>;

/** SPEC.md section 3: notification. Created is an ISO 8601 date-time. */
export const Notification = z.object({
  ID: z.string(),
  Message: z.string(),
  Created: z.iso.datetime({ offset: true }),
  IsRead: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationsResponse = envelope(z.array(Notification));
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationIdParams = z.object({ id: z.uuid('Unknown notification') });
export const DismissResponse = envelope(z.literal(true));
