import { z } from 'zod';
import { ROLES } from './constants';
import { envelope } from './envelope';
import {
  EmailField,
  IsoDateField,
  LanguageField,
  NameField,
  OpaqueTokenField,
  PasswordField,
  TenantIdField,
  TextField,
} from './fields';

/** SPEC.md section 3: current user, as kept in local storage under currentUser. */
export const CurrentUser = z.object({
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  dob: IsoDateField.nullable(),
  token: z.string(),
  hasIDCard: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const SignInRequest = z
  .object({ email: EmailField, password: PasswordField, tenantId: TenantIdField })
  .strict();
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Register and forgot-password answer the same whether or not the e-mail has an account. */
export const RegisterRequest = z
  .object({ email: EmailField, tenantId: TenantIdField, language: LanguageField.default('en') })
  .strict();
export type RegisterRequest = z.input<typeof RegisterRequest>;
export const ForgotPasswordRequest = RegisterRequest;
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;
export const AcceptedResponse = envelope(z.literal(true));
export type AcceptedResponse = z.infer<typeof AcceptedResponse>;

/** Completing sign-up needs the one-time ticket that e-mail verification returned. */
export const SignUpRequest = z
  .object({
    email: EmailField,
    tenantId: TenantIdField,
    signupTicket: OpaqueTokenField,
    firstName: NameField,
    lastName: NameField,
    birthDate: IsoDateField,
    password: PasswordField,
  })
  .strict();
export type SignUpRequest = z.infer<typeof SignUpRequest>;
export const SignUpResponse = envelope(CurrentUser);

export const SignOutResponse = z.object({ IsOK: z.literal(true), Data: z.object({ success: z.boolean() }) });
export type SignOutResponse = z.infer<typeof SignOutResponse>;

/** SPEC.md section 7: POST patient/onboard with Step EMAIL_VERIFY; Data holds the code. */
export const OnboardRequest = z
  .object({
    Data: z
      .object({
        Step: z.literal('EMAIL_VERIFY'),
        User: z.object({ Email: EmailField, TenantID: TenantIdField }).strict(),
        Data: OpaqueTokenField,
      })
      .strict(),
  })
  .strict();
export type OnboardRequest = z.input<typeof OnboardRequest>;
/** The answer carries the one-time ticket that lets the patient complete sign-up. */
export const OnboardResponse = envelope(z.object({ SignupTicket: z.string() }));
export type OnboardResponse = z.infer<typeof OnboardResponse>;

/** SPEC.md section 3: credentials; section 7: POST patient/password, success when Data is true. */
export const Credentials = z
  .object({
    Token: OpaqueTokenField,
    Email: EmailField,
    Password: PasswordField,
    TenantID: TenantIdField,
    AppPoolID: TextField.max(100).optional(),
  })
  .strict();
export const PasswordRequest = z.object({ Data: Credentials }).strict();
export type PasswordRequest = z.input<typeof PasswordRequest>;
export const PasswordResponse = envelope(z.literal(true));
export type PasswordResponse = z.infer<typeof PasswordResponse>;

/** Settings page: change password while signed in. */
export const ChangePasswordRequest = z
  .object({ currentPassword: PasswordField, newPassword: PasswordField })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Settings page: profile. */
export const Profile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: IsoDateField.nullable(),
  email: z.string(),
  language: LanguageField,
});
export type Profile = z.infer<typeof Profile>;
export const ProfileResponse = envelope(Profile);
export type ProfileResponse = z.infer<typeof ProfileResponse>;
export const UpdateProfileRequest = z
  .object({ firstName: NameField, lastName: NameField, birthDate: IsoDateField, language: LanguageField })
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
