import type { FastifyInstance } from 'fastify';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { AuthDeps } from './auth.deps';
import { changePassword, forgotPassword, resetPassword } from './password-reset';
import { register, signUp, verifyEmail } from './registration';
import { signOut } from './sessions';
import { signIn } from './sign-in';

export function authRoutes(app: FastifyInstance, deps: AuthDeps, idleMinutes: number): void {
  const { db } = deps;

  route(app, 'signIn', async ({ body, request }) => ({
    IsOK: true,
    Data: await signIn(deps, body, contextOf(request)),
  }));

  route(app, 'register', async ({ body, request }) => {
    await register(deps, body, contextOf(request));
    return {
      IsOK: true,
      Data: true,
      Message: 'If this e-mail can be registered, we have sent a link to it.',
    };
  });

  route(app, 'forgotPassword', async ({ body, request }) => {
    await forgotPassword(deps, body, contextOf(request));
    return { IsOK: true, Data: true, Message: 'If this e-mail has an account, we have sent a link to it.' };
  });

  route(app, 'onboard', async ({ body, request }) => {
    const { User, Data: code } = body.Data;
    const ticket = await verifyEmail(
      deps,
      { email: User.Email, tenantId: User.TenantID, code },
      contextOf(request),
    );
    return { IsOK: true, Data: { SignupTicket: ticket } };
  });

  route(app, 'signUp', async ({ body, request }) => ({
    IsOK: true,
    Data: await signUp(deps, body, contextOf(request)),
  }));

  route(app, 'setPassword', async ({ body, request }) => {
    const c = body.Data;
    await resetPassword(
      deps,
      { email: c.Email, tenantId: c.TenantID, token: c.Token, password: c.Password },
      contextOf(request),
    );
    return { IsOK: true, Data: true };
  });

  route(app, 'signOut', ({ request }) =>
    inSession(db, idleMinutes, request, 'any', async (tx, session) => {
      await signOut(tx, session, contextOf(request));
      return { IsOK: true, Data: { success: true } };
    }),
  );

  route(app, 'changePassword', ({ body, request }) =>
    inSession(db, idleMinutes, request, ['Patient'], async (tx, session) => {
      await changePassword(tx, session, body, contextOf(request));
      return { IsOK: true, Data: true };
    }),
  );
}
