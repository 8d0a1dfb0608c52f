import type { InfoSession, SignupField, SignupInput } from '@schools/shared-api';
import { signupProblems, type PhoneAbroadCheck } from '@schools/forms';
import { ANOTHER_DATE } from './SessionChoice';

/** The form's fields as typed: the sign-up's fields, every one present. */
export type SignupValues = Required<Omit<SignupInput, 'sessionId'>> & {
  /** a session's id as text, ANOTHER_DATE, or '' before a choice */
  sessionId: string;
};

export const EMPTY_SIGNUP: SignupValues = { sessionId: '', name: '', mobile: '', email: '', grade: '', entry: '', message: '', consent: false };

/** What the form sends: "Another date" is a sign-up without a session. */
export function signupInput(values: SignupValues): SignupInput {
  const { sessionId, message, ...fields } = values;
  const input: SignupInput = { ...fields };
  if (sessionId !== '' && sessionId !== ANOTHER_DATE) input.sessionId = Number(sessionId);
  if (message.trim()) input.message = message;
  return input;
}

/**
 * The fields that stop the form from being sent: the rules the server applies (@schools/forms), and
 * the form's own: a session must be chosen ("Another date" is a choice), and one with places left.
 */
export function signupErrors(values: SignupValues, sessions: readonly InfoSession[], abroad: PhoneAbroadCheck): Set<SignupField> {
  const problems = new Set(signupProblems(signupInput(values), abroad));
  const session = sessions.find((s) => String(s.id) === values.sessionId);
  if (values.sessionId === '' || (session && session.placesLeft === 0)) problems.add('sessionId');
  return problems;
}
