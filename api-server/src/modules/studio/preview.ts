// The studio's preview: the real site, in the staff page's frames, showing the campus's drafts. The
// site's HTTP client sends `x-studio-preview: 1` when its page was opened with ?studio-preview=1; the
// content calls honour it only for a staff session that may edit the campus (its editor or a network
// administrator) and then answer from the drafts, never from or into the response cache. Anyone
// else, with or without the header, gets the published copy.
import type { FastifyRequest } from 'fastify';
import { parse } from 'cookie';
import { ContentService, type LibraryPhotos, type LiveFacts } from '../content/contentService';
import type { Dialect } from '../../platform/db/dialect';
import { STAFF_COOKIE } from '../staff/guard';
import { AREA_ROLES, type StaffRole } from '../staff/roles';
import type { StaffService } from '../staff/staffService';
import type { StudioService } from './studioService';

export const PREVIEW_HEADER = 'x-studio-preview';

export class StudioPreview {
  constructor(
    private readonly staff: StaffService,
    private readonly studio: StudioService,
    private readonly storageBase: string,
    private readonly dialect: Dialect,
    private readonly clock?: () => Date,
    /** the facts copy names by token, shown in the preview as visitors will see them */
    private readonly facts?: LiveFacts,
    private readonly photos?: LibraryPhotos,
  ) {}

  /** Whether this request asks for the preview and its staff session may see the campus's drafts. */
  async allows(request: FastifyRequest, site: string): Promise<boolean> {
    if (request.headers[PREVIEW_HEADER] !== '1') return false;
    const signedIn = await this.staff.session(parse(request.headers.cookie ?? '')[STAFF_COOKIE]);
    if (!signedIn) return false;
    const { role, campus } = signedIn.account;
    return (AREA_ROLES.copy as readonly StaffRole[]).includes(role) && (role === 'network' || campus === site);
  }

  /** `read` over the campus's content with every draft of the campus in place (nothing is written for good). */
  run<T>(site: string, read: (content: ContentService) => Promise<T>): Promise<T> {
    // The staff see a hidden news story's page too (a draft, scheduled or unpublished story previewed).
    return this.studio.withDrafts(site, (trx) => read(new ContentService(trx, this.storageBase, this.dialect, this.clock, true, this.facts, this.photos)));
  }
}
