// JSON schemas of the comment calls: a post's comments, a new comment, and moderation.
import { arr, bilingual, id, int, nullable, obj, str, t } from '../../platform/http/schemas';

/** An approved comment with its approved replies, referenced as Comment#. */
export const commentSchema = {
  $id: 'Comment',
  ...obj({ id: int, name: str, comment: str, createdAt: str, replies: arr({ $ref: 'Comment#' }) }),
} as const;

/** A comment as stored, for moderators: whatever its status, with the commenter's WeChat openid. */
const storedComment = {
  id: int, site: str, postId: int, replyTo: nullable('integer'), name: str, comment: str,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'] }, createdAt: str, openid: nullable('string'),
} as const;

export const data = {
  commentInserted: obj({ id: int, status: { type: 'string', enum: ['pending'] }, message: str }),
  commentList: obj({ count: int, list: arr({ $ref: 'Comment#' }) }),
  commentGate: obj({ appId: str, enabled: { type: 'boolean' }, prompt: str }),
  pendingComments: arr(obj({ id: int, name: str, comment: str, createdAt: str, replyTo: nullable('integer') })),
  storedComment: obj(storedComment),
  moderatedComments: arr(obj({ ...storedComment, post: obj({ title: bilingual, studentId: int, student: bilingual }) })),
};

export const query = {
  comments: obj({ postId: id, t }, ['postId']),
  gate: obj({ postId: id, t }, []),
  staffComments: obj({ status: { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending' } }, []),
};

export const body = {
  commentInsert: {
    type: 'object',
    properties: {
      postId: id,
      // Required-ness and length are checked after trimming, with the form's own message.
      name: { type: 'string', maxLength: 200 },
      comment: { type: 'string', maxLength: 5000 },
      replyTo: id,
    },
    required: ['postId'],
    additionalProperties: false,
  },
};
