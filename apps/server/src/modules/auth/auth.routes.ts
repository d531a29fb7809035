import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, auth: AuthService, db: Database, idleMinutes: number): void {
  route(app, 'signIn', async ({ body, request }) => ({
    IsOK: true,
    Data: await auth.signIn(body, contextOf(request)),
  }));

  route(app, 'register', async ({ body, request }) => {
    await auth.register(body, contextOf(request));
    return {
      IsOK: true,
      Data: true,
      Message: 'If this e-mail can be registered, we have sent a link to it.',
    };
  });

  route(app, 'forgotPassword', async ({ body, request }) => {
    await auth.forgotPassword(body, contextOf(request));
    return { IsOK: true, Data: true, Message: 'If this e-mail has an account, we have sent a link to it.' };
  });

  route(app, 'onboard', async ({ body, request }) => {
    const { User, Data: code } = body.Data;
    const ticket = await auth.verifyEmail(
      { email: User.Email, tenantId: User.TenantID, code },
      contextOf(request),
    );
    return { IsOK: true, Data: { SignupTicket: ticket } };
  });

  route(app, 'signUp', async ({ body, request }) => ({
    IsOK: true,
    Data: await auth.signUp(body, contextOf(request)),
  }));

  route(app, 'setPassword', async ({ body, request }) => {
    const c = body.Data;
    await auth.resetPassword(
      { email: c.Email, tenantId: c.TenantID, token: c.Token, password: c.Password },
      contextOf(request),
    );
    return { IsOK: true, Data: true };
  });

  route(app, 'signOut', ({ request }) =>
    inSession(db, idleMinutes, request, 'any', async (tx, session) => {
      await auth.signOut(tx, session, contextOf(request));
      return { IsOK: true, Data: { success: true } };
    }),
  );

  route(app, 'changePassword', ({ body, request }) =>
    inSession(db, idleMinutes, request, ['Patient'], async (tx, session) => {
      await auth.changePassword(tx, session, body, contextOf(request));
      return { IsOK: true, Data: true };
    }),
  );
}
