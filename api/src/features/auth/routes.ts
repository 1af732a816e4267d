import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { profileImageMaxBytes, restContract } from '@paintforge/sync-protocol';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import { createLimiter } from '../../plugins/rate-limits.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { accountErrors, accountMessages } from './messages.js';
import type { AccountService } from './service.js';

/** The per-email limiters read the email the schema has already trimmed and lower-cased. */
const bodyEmail = (request: FastifyRequest) => (request.body as { email: string }).email;
const byIp = (request: FastifyRequest) => request.ip;
const byIpAndEmail = (request: FastifyRequest) => `${request.ip} ${bodyEmail(request)}`;
const byUser = (request: FastifyRequest) => signedInUser(request).id;

/** Room for a 5MB JPEG as base64 (4/3 of it) in a JSON body; Fastify's default limit is 1MB. */
const profileImageBodyLimit = Math.ceil((profileImageMaxBytes * 4) / 3) + 64 * 1024;

/**
 * `/api/auth/*` (docs/accounts-api.md): HTTP only. Schemas from sync-protocol check every body before a handler
 * runs; the service does the work. Routes for a signed-in user authenticate in onRequest, before the body is even
 * parsed. Rate limits run in preHandler, after validation, so per-email limits see the normalized address.
 */
export const authRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = (name: string, max: number, timeWindow: string, key: (request: FastifyRequest) => string) =>
    createLimiter(fastify, { name, max, timeWindow, key });

  const limits = {
    // Failures only, per IP and account together: the IP that guessed 10 times in 15 minutes is refused even with
    // the right password, while the painter signing in from anywhere else is not (a lockout per account alone
    // would let anyone who knows an email keep its owner out).
    loginFailuresPerIpAndEmail: limiter('login-failures-per-ip-and-email', 10, '15 minutes', byIpAndEmail),
    // Guesses spread over many IPs: past 50 failures on one account in 15 minutes, every IP that has failed on it
    // is refused; an IP that has not failed still signs in, with its one try counted if wrong.
    loginFailuresPerEmail: limiter('login-failures-per-email', 50, '15 minutes', bodyEmail),
    loginPerIp: limiter('login-per-ip', 50, '15 minutes', byIp),
    registerPerIp: limiter('register-per-ip', 10, '1 hour', byIp),
    forgotPerEmail: limiter('forgot-per-email', 5, '1 hour', bodyEmail),
    forgotPerIp: limiter('forgot-per-ip', 20, '1 hour', byIp),
    resetPerIp: limiter('reset-per-ip', 20, '1 hour', byIp),
    resendPerUser: limiter('resend-per-user', 3, '1 hour', byUser),
    emailChangePerUser: limiter('email-change-per-user', 5, '1 hour', byUser),
    // Not in the contract's list, but a stolen session must not become a way to guess the password either.
    passwordCheckPerUser: limiter('password-check-per-user', 10, '15 minutes', byUser),
  };
  const authenticate = app.authenticate.bind(app);

  // Answers here carry tokens and personal data: no cache (browser, service worker or proxy) may keep them.
  noStore(fastify);

  const { register, login, logout, me, verifyEmail, resendVerification } = restContract;
  registerContractRoute(app, register, {
    preHandler: (request, reply) => limits.registerPerIp.hit(request, reply),
    handler: async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      await accounts.register({ email, password, firstName, lastName, language: request.body.language });
      return reply.code(register.status).send({ message: accountMessages.registered });
    },
  });

  registerContractRoute(app, login, {
    preHandler: async (request, reply) => {
      await limits.loginPerIp.hit(request, reply);
      await limits.loginFailuresPerIpAndEmail.check(request, reply);
      if ((await limits.loginFailuresPerIpAndEmail.used(request)) > 0) await limits.loginFailuresPerEmail.check(request, reply);
    },
    handler: async (request) => {
      const result = await accounts.login(request.body.email, request.body.password, request.headers['user-agent']);
      if (result === undefined) {
        await limits.loginFailuresPerIpAndEmail.count(request);
        await limits.loginFailuresPerEmail.count(request);
        throw accountErrors.invalidCredentials();
      }
      return { token: app.signSessionToken(result.session), user: result.user };
    },
  });

  registerContractRoute(app, logout, {
    onRequest: authenticate,
    handler: async (request) => {
      const user = signedInUser(request);
      await accounts.logout(user.id, user.sessionId);
      return { message: accountMessages.loggedOut };
    },
  });

  registerContractRoute(app, me, {
    onRequest: authenticate,
    handler: async (request) => accounts.me(signedInUser(request).id),
  });

  registerContractRoute(app, verifyEmail, {
    handler: async (request) => {
      await accounts.verifyEmail(request.body.token);
      return { message: accountMessages.emailVerified };
    },
  });

  registerContractRoute(app, resendVerification, {
    onRequest: authenticate,
    preHandler: (request, reply) => limits.resendPerUser.hit(request, reply),
    handler: async (request) => {
      await accounts.resendVerification(signedInUser(request).id);
      return { message: accountMessages.verificationSent };
    },
  });

  const { forgotPassword: forgot, resetPassword: reset, updateProfile, requestEmailChange, confirmEmailChange } = restContract;
  registerContractRoute(app, forgot, {
    preHandler: async (request, reply) => {
      await limits.forgotPerIp.hit(request, reply);
      await limits.forgotPerEmail.hit(request, reply);
    },
    handler: async (request) => {
      await accounts.forgotPassword(request.body.email);
      return { message: accountMessages.resetRequested };
    },
  });

  registerContractRoute(app, reset, {
    preHandler: (request, reply) => limits.resetPerIp.hit(request, reply),
    handler: async (request) => {
      await accounts.resetPassword(request.body.token, request.body.newPassword);
      return { message: accountMessages.passwordReset };
    },
  });

  registerContractRoute(app, updateProfile, {
    onRequest: authenticate,
    handler: async (request) =>
      accounts.updateProfile(signedInUser(request).id, { firstName: request.body.firstName, lastName: request.body.lastName }),
  });

  registerContractRoute(app, restContract.setLanguage, {
    onRequest: authenticate,
    handler: async (request) => accounts.setLanguage(signedInUser(request).id, request.body.language),
  });

  registerContractRoute(app, requestEmailChange, {
    onRequest: authenticate,
    preHandler: (request, reply) => limits.emailChangePerUser.hit(request, reply),
    handler: async (request) => accounts.requestEmailChange(signedInUser(request).id, request.body.newEmail),
  });

  registerContractRoute(app, confirmEmailChange, {
    handler: async (request) => {
      await accounts.confirmEmailChange(request.body.token);
      return { message: accountMessages.emailChanged };
    },
  });

  const { changePassword, setProfileImage, removeProfileImage, deleteAccount } = restContract;
  registerContractRoute(app, changePassword, {
    onRequest: authenticate,
    preHandler: (request, reply) => limits.passwordCheckPerUser.hit(request, reply),
    handler: async (request) => {
      const user = signedInUser(request);
      await accounts.changePassword(user.id, user.sessionId, request.body.currentPassword, request.body.newPassword);
      return { message: accountMessages.passwordUpdated };
    },
  });

  registerContractRoute(app, setProfileImage, {
    onRequest: authenticate,
    bodyLimit: profileImageBodyLimit,
    handler: async (request) => accounts.setProfileImage(signedInUser(request).id, request.body.profileImageUrl),
  });

  registerContractRoute(app, removeProfileImage, {
    onRequest: authenticate,
    handler: async (request) => accounts.removeProfileImage(signedInUser(request).id),
  });

  registerContractRoute(app, deleteAccount, {
    onRequest: authenticate,
    preHandler: (request, reply) => limits.passwordCheckPerUser.hit(request, reply),
    handler: async (request) => {
      await accounts.deleteAccount(signedInUser(request).id, request.body.password);
      return { message: accountMessages.accountDeleted };
    },
  });
};
