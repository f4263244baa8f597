import type { FastifyPluginAsync } from 'fastify';
import { codePepper } from '../../services/accounts/code-hash';
import { codeRoutes } from './codes';
import { userRoutes } from './user';

// Accounts, one-time codes and sessions (spec 1 §4, §5, §7).
export const verifyRoutes: FastifyPluginAsync = async (app) => {
  // Fail at start, not at the first code, when production has no CODE_PEPPER.
  codePepper(app.env);
  await app.register(codeRoutes);
  await app.register(userRoutes);
};
