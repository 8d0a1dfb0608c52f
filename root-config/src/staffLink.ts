// The "Edit this page" link of staff who edit this campus's copy. Their sign-in leaves a hint cookie
// (staff_hint: the campus, or * for the network; api-server's staffRoutes.ts); only then is the link's
// script loaded, from the studio (/admin/edit-link.js), which asks the server with the staff session.
// A visitor has no such cookie: their page costs these few bytes and no request.

export const STAFF_LINK_SCRIPT = '/admin/edit-link.js';

export function loadStaffLink(doc: Document, campus: string | undefined): boolean {
  const hint = /(?:^|;\s*)staff_hint=([^;]*)/.exec(doc.cookie)?.[1];
  if (!hint || (hint !== '*' && hint !== campus)) return false;
  const script = doc.createElement('script');
  script.src = STAFF_LINK_SCRIPT;
  script.async = true;
  doc.head.append(script);
  return true;
}
