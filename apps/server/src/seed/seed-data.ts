import type { Language, Role } from '@portal/contract';

export interface SeedUser {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  language: Language;
  patient?: {
    birthDate: string;
    athenaId: string;
    hasInsurance: boolean;
    hasSelfie: boolean;
    hasIdCard: boolean;
  };
  notifications?: { message: string; hoursAgo: number; read: boolean }[];
}

export interface SeedTenant {
  id: string;
  name: string;
  users: SeedUser[];
}

/** Demo credentials, also printed in the README. */
export const DEMO_PATIENT = {
  tenantId: 'demo',
  email: 'patient@demo.example',
  password: 'Demo-Patient-2026!',
} as const;
export const DEMO_COORDINATOR = {
  tenantId: 'demo',
  email: 'coordinator@demo.example',
  password: 'Demo-Coordinator-2026!',
} as const;
/** The second tenant deliberately uses look-alike data, so a leak between tenants is visible. */
export const ACME_PATIENT = {
  tenantId: 'acme',
  email: 'patient@demo.example',
  password: 'Acme-Patient-2026!',
} as const;

const notifications = (prefix: string) => [
  { message: `${prefix}Your at-home COVID-19/Flu test kit has shipped.`, hoursAgo: 2, read: false },
  { message: `${prefix}Complete your onboarding to unlock at-home tests.`, hoursAgo: 26, read: false },
  { message: `${prefix}A study coordinator is available this week.`, hoursAgo: 72, read: true },
];

export const SEED_TENANTS: SeedTenant[] = [
  {
    id: 'demo',
    name: 'Demo Health',
    users: [
      {
        ...DEMO_PATIENT,
        role: 'Patient',
        firstName: 'Alex',
        lastName: 'Morgan',
        language: 'en',
        patient: {
          birthDate: '1986-04-09',
          athenaId: 'A-10023',
          hasInsurance: false,
          hasSelfie: false,
          hasIdCard: false,
        },
        notifications: notifications(''),
      },
      { ...DEMO_COORDINATOR, role: 'Coordinator', firstName: 'Jordan', lastName: 'Lee', language: 'en' },
    ],
  },
  {
    id: 'acme',
    name: 'Acme Clinics',
    users: [
      {
        ...ACME_PATIENT,
        role: 'Patient',
        firstName: 'Alex',
        lastName: 'Morgan',
        language: 'en',
        patient: {
          birthDate: '1986-04-09',
          athenaId: 'B-10023',
          hasInsurance: true,
          hasSelfie: true,
          hasIdCard: true,
        },
        notifications: notifications('Acme: '),
      },
    ],
  },
];
