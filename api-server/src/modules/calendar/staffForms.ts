// How the calendar's and the sessions' staff forms answer: a refusal with every problem beside its
// field (FieldRefusal), or the form's result.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answers } from '../../platform/http/schemas';
import { FieldRefusal } from '../staff/fieldRefusal';
import { formRefused } from './calendarStaffSchemas';

/** A refused form answers 400 with every problem and its field; anything else goes to the error handler. */
export const refusing = (handler: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
  try {
    return { code: '000', data: await handler(request) };
  } catch (error) {
    if (!(error instanceof FieldRefusal)) throw error;
    return reply.code(400).send({ code: error.code, data: null, message: error.message, problems: error.problems });
  }
};

/** A staff form's answers: its success, a refusal with problems, no session, a role or campus that may not, no such row, and more. */
export const formAnswers = (success: object, ...more: (404 | 413 | 415)[]) => ({
  ...answers({ 200: success }, 400, 401, 403, ...more),
  400: formRefused,
});
