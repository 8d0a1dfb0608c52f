// JSON schemas of the information sessions and sign-ups: the public calls and the admissions office's.
import { sessionGrades } from '../calendar/calendarStaffSchemas';
import { arr, id, int, nullable, obj, str } from '../../platform/http/schemas';

const storedSignup = obj({
  id: int, site: str, sessionId: nullable('integer'),
  session: { type: 'string', description: "the session's date and start, e.g. 2026-12-05 09:30; empty without a session" },
  name: str, mobile: str, email: str, grade: str, entry: str, message: str, lang: str, createdAt: str, contactedAt: nullable('string'),
  cancelledAt: { type: ['string', 'null'], description: 'when the family cancelled the booking from its e-mail; it then takes no place' },
  repeats: { type: 'integer', minimum: 0, description: "the family's other sign-ups at this campus (same mobile or e-mail)" },
});

export const data = {
  sessions: arr(obj({ id: int, date: str, start: str, end: str, place: str, language: str, audience: str, grades: sessionGrades, capacity: int, placesLeft: int })),
  signupCreated: obj({ id: int, message: str, alreadyBooked: { type: 'boolean', description: 'true when the family was already booked for the session: no place was taken, id is its booking' } }),
  storedSignup,
  storedSignups: arr(storedSignup),
};

export const body = {
  // Types and bounds only: the form's rules (required fields, mobile, e-mail, consent) are checked
  // after trimming, with the form's own messages in the page's language.
  signup: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 200 },
      mobile: { type: 'string', maxLength: 40 },
      email: { type: 'string', maxLength: 200 },
      grade: { type: 'string', maxLength: 200 },
      entry: { type: 'string', maxLength: 20 },
      sessionId: id,
      message: { type: 'string', maxLength: 5000 },
      consent: { type: 'boolean' },
    },
    additionalProperties: false,
  },
};
