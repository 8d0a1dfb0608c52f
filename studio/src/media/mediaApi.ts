// The Photographs view's calls to /api/staff/{site}/media. The upload goes through XMLHttpRequest,
// the one browser API that reports an upload's progress; the others through the staff page's call().
import type { CampusCode, FocalPoint } from '@schools/shared-api';
import type { MediaItem, MediaSlot } from '@schools/api-server/staff-contract';
import { StaffCallError, call, currentCsrfToken, type RefusalBody } from '../staffApi';

export type { MediaItem, MediaSlot };

const json = (method: string, body: object): RequestInit => ({ method, body: JSON.stringify(body) });

export const mediaApi = {
  list: (site: CampusCode) => call<MediaItem[]>(`/api/staff/${site}/media`),
  setAlt: (site: CampusCode, id: number, altEn: string, altZh: string) => call<MediaItem>(`/api/staff/${site}/media/${id}`, json('PUT', { altEn, altZh })),
  setFocus: (site: CampusCode, id: number, focus: FocalPoint) => call<MediaItem>(`/api/staff/${site}/media/${id}/focus`, json('PUT', focus)),
  publish: (site: CampusCode, id: number) => call<MediaItem>(`/api/staff/${site}/media/${id}/publish`, { method: 'POST' }),
  unpublish: (site: CampusCode, id: number) => call<MediaItem>(`/api/staff/${site}/media/${id}/unpublish`, { method: 'POST' }),
  remove: (site: CampusCode, id: number) => call<{ deleted: number }>(`/api/staff/${site}/media/${id}`, { method: 'DELETE' }),
  slots: (site: CampusCode) => call<MediaSlot[]>(`/api/staff/${site}/media/slots`),
  replace: (site: CampusCode, slot: string, mediaId: number) => call<MediaSlot>(`/api/staff/${site}/media/replace`, json('POST', { slot, mediaId })),
  /** puts back a picture the slot showed before (an address of its history) */
  putBack: (site: CampusCode, slot: string, previous: string) => call<MediaSlot>(`/api/staff/${site}/media/replace`, json('POST', { slot, previous })),

  /** Sends a file as multipart/form-data, telling `onProgress` the share sent (0 to 1); the answer comes once the server has made every size. */
  upload(site: CampusCode, file: File, onProgress: (sent: number) => void): Promise<MediaItem> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `/api/staff/${site}/media`);
      request.setRequestHeader('x-csrf-token', currentCsrfToken());
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const body = request.response as (RefusalBody & { code?: string; data?: MediaItem }) | null;
        if (request.status === 200 && body?.code === '000' && body.data) resolve(body.data);
        else reject(new StaffCallError(request.status, body?.message ?? `HTTP ${request.status}`, undefined, body?.problems, body?.reason));
      };
      // No answer at all: the network, not the server (the page says the server could not be reached).
      request.onerror = () => reject(new TypeError('network'));
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
  },
};
