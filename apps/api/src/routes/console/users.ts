import { IdParams } from '@kerb/domain/contracts/common';
import { CONSOLE_ROLE_LABELS } from '@kerb/domain/contracts/console';
import {
  ConsoleInviteRequest, ConsoleUserChangeRequest, ConsoleUserRow, ConsoleUsersResponse,
} from '@kerb/domain/contracts/console-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { publicOrigin } from '../../plugins/public-origin';
import { changePerson, invitePerson, listPeople } from '../../services/console/people';
import { isUuid } from './leads';

// Issue 36 §6 "Users and roles: invite by e-mail, change role, deactivate (sessions end at once)".

export const consoleUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/console/users', { schema: { response: { 200: ConsoleUsersResponse } } }, async (request) =>
    ({ users: await listPeople(app.db, await request.requireConsoleUser()) }));

  app.post('/api/console/users', { schema: { body: ConsoleInviteRequest, response: { 201: ConsoleUserRow } } }, async (request, reply) => {
    const caller = await request.requireConsoleUser();
    const { person } = await invitePerson(app.db, caller, request.body);
    // The invitation says who asked and where to sign in; the code comes when the person asks for one.
    await app.messages.send({
      to: person.email,
      channel: 'EMAIL',
      subject: 'You are invited to the Kerb console',
      body: `${caller.email} has invited you to the Kerb console as a ${CONSOLE_ROLE_LABELS[person.role].toLowerCase()}${person.partnerId ? ` for ${person.partnerId}` : ''}. `
        + `Sign in at ${publicOrigin(app.env, request)}/console with this e-mail address; we will e-mail you a code.`,
    });
    return reply.code(201).send(person);
  });

  app.patch('/api/console/users/:id', { schema: { params: IdParams, body: ConsoleUserChangeRequest, response: { 200: ConsoleUserRow } } }, async (request) => {
    const caller = await request.requireConsoleUser();
    if (!isUuid(request.params.id)) throw new HttpError(404, 'User not found', 'id', 'no console user with this id');
    return (await changePerson(app.db, caller, request.params.id, request.body)).person;
  });
};
