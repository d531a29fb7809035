import type { z } from 'zod';
import {
  AcceptedResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  OnboardRequest,
  OnboardResponse,
  PasswordRequest,
  PasswordResponse,
  ProfileResponse,
  RegisterRequest,
  SignInRequest,
  SignOutResponse,
  SignUpRequest,
  SignUpResponse,
  UpdateProfileRequest,
} from './account';
import {
  DashboardResponse,
  DismissResponse,
  HeaderResponse,
  NotificationIdParams,
  NotificationsResponse,
} from './patient';
import {
  MfaChallengeRequest,
  MfaCodeRequest,
  MfaDisableRequest,
  MfaDisableResponse,
  MfaEnableRequest,
  MfaEnableResponse,
  MfaEnrolledResponse,
  MfaSetupRequest,
  MfaStatusResponse,
  MfaVerifiedResponse,
  SignInOrChallengeResponse,
  TotpSetupResponse,
} from './mfa';
import {
  EncounterIdParams,
  EncounterResponse,
  GtinParams,
  HealthServicesResponse,
  ServiceIdParams,
  StartTimerRequest,
  TestProfileQuery,
  TestProfileResponse,
} from './rapid-test';

export const API_PREFIX = '/api';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below API_PREFIX, in Fastify's `:param` form. */
  path: string;
  /** false: reachable without a bearer token (an explicit public list, SECURITY.md). */
  auth: boolean;
  body?: z.ZodType;
  params?: z.ZodType;
  /** Query string, validated strictly like a body. */
  query?: z.ZodType;
  response: z.ZodType;
}

/** Every call of the API: method, path, who may call it, and the shapes. Server and web both read this. */
export const endpoints = {
  signIn: {
    method: 'POST',
    path: '/auth/signin',
    auth: false,
    body: SignInRequest,
    response: SignInOrChallengeResponse,
  },
  mfaEnrolStart: {
    method: 'POST',
    path: '/auth/mfa/enrol',
    auth: false,
    body: MfaChallengeRequest,
    response: TotpSetupResponse,
  },
  mfaEnrolConfirm: {
    method: 'POST',
    path: '/auth/mfa/enrol/confirm',
    auth: false,
    body: MfaCodeRequest,
    response: MfaEnrolledResponse,
  },
  mfaVerify: {
    method: 'POST',
    path: '/auth/mfa/verify',
    auth: false,
    body: MfaCodeRequest,
    response: MfaVerifiedResponse,
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: false,
    body: RegisterRequest,
    response: AcceptedResponse,
  },
  signUp: {
    method: 'POST',
    path: '/auth/signup',
    auth: false,
    body: SignUpRequest,
    response: SignUpResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    auth: false,
    body: ForgotPasswordRequest,
    response: AcceptedResponse,
  },
  signOut: { method: 'POST', path: '/auth/logout', auth: true, response: SignOutResponse },
  onboard: {
    method: 'POST',
    path: '/patient/onboard',
    auth: false,
    body: OnboardRequest,
    response: OnboardResponse,
  },
  setPassword: {
    method: 'POST',
    path: '/patient/password',
    auth: false,
    body: PasswordRequest,
    response: PasswordResponse,
  },
  dashboard: { method: 'GET', path: '/patient/dashboard', auth: true, response: DashboardResponse },
  header: { method: 'GET', path: '/patient/header', auth: true, response: HeaderResponse },
  notifications: {
    method: 'GET',
    path: '/patient/notifications',
    auth: true,
    response: NotificationsResponse,
  },
  dismissNotification: {
    method: 'DELETE',
    path: '/patient/notifications/dismiss/:id',
    auth: true,
    params: NotificationIdParams,
    response: DismissResponse,
  },
  profile: { method: 'GET', path: '/patient/profile', auth: true, response: ProfileResponse },
  updateProfile: {
    method: 'PUT',
    path: '/patient/profile',
    auth: true,
    body: UpdateProfileRequest,
    response: ProfileResponse,
  },
  changePassword: {
    method: 'POST',
    path: '/patient/settings/password',
    auth: true,
    body: ChangePasswordRequest,
    response: PasswordResponse,
  },
  mfaStatus: { method: 'GET', path: '/patient/settings/mfa', auth: true, response: MfaStatusResponse },
  mfaSetup: {
    method: 'POST',
    path: '/patient/settings/mfa/setup',
    auth: true,
    body: MfaSetupRequest,
    response: TotpSetupResponse,
  },
  mfaEnable: {
    method: 'POST',
    path: '/patient/settings/mfa/enable',
    auth: true,
    body: MfaEnableRequest,
    response: MfaEnableResponse,
  },
  mfaDisable: {
    method: 'POST',
    path: '/patient/settings/mfa/disable',
    auth: true,
    body: MfaDisableRequest,
    response: MfaDisableResponse,
  },
  healthServices: {
    method: 'GET',
    path: '/patient/healthservices',
    auth: true,
    response: HealthServicesResponse,
  },
  startEncounter: {
    method: 'POST',
    path: '/patient/healthservices/:serviceID/encounters',
    auth: true,
    params: ServiceIdParams,
    response: EncounterResponse,
  },
  encounter: {
    method: 'GET',
    path: '/patient/encounters/:encounterID',
    auth: true,
    params: EncounterIdParams,
    response: EncounterResponse,
  },
  startTestTimer: {
    method: 'POST',
    path: '/patient/encounters/:encounterID/timer',
    auth: true,
    params: EncounterIdParams,
    body: StartTimerRequest,
    response: EncounterResponse,
  },
  testProfile: {
    method: 'GET',
    path: '/patient/test/profile/gs1/:gtin',
    auth: true,
    params: GtinParams,
    query: TestProfileQuery,
    response: TestProfileResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills `:param` segments, URL-encoding each value. */
export function endpointUrl(name: EndpointName, params: Record<string, string> = {}): string {
  const path = endpoints[name].path.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
  return API_PREFIX + path;
}
