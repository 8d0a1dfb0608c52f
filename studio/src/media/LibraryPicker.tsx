// The media library's picker for any part of the studio that puts a photograph somewhere (a picture
// in page copy, a news story's cover): a view provides it for its campus, a field asks it to open.
// The campus's published photographs are fetched when it opens, so a photograph published a moment
// ago in Photographs is there.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { StaffCallError } from '../staffApi';
import type { StaffLang } from '../staffText';
import { mediaApi, type MediaItem } from './mediaApi';
import { PicturePicker } from './PicturePicker';
import { failureText } from '../refusalText';

export interface PickRequest {
  /** what the picture is, for the dialog's title */
  label: string;
  /** the address or stored path the place shows now: its photograph is chosen at first */
  current?: string;
  onChoose: (photo: MediaItem) => void;
  /** the button that opened it, which takes the focus back if the library cannot be fetched */
  trigger: HTMLElement | null;
}

const LibraryContext = createContext<((request: PickRequest) => void) | null>(null);

/** Opens the picker; null outside a view that provides it (the field then shows no button). */
export const useLibraryPicker = () => useContext(LibraryContext);

export function LibraryPickerProvider({ site, lang, onExpired, children }: { site: CampusCode; lang: StaffLang; onExpired: () => void; children: ReactNode }) {
  const [request, setRequest] = useState<PickRequest>();
  const [photos, setPhotos] = useState<MediaItem[]>();
  const [problem, setProblem] = useState('');

  const open = useCallback((next: PickRequest) => {
    setProblem('');
    setPhotos(undefined);
    setRequest(next);
    mediaApi.list(site).then((list) => setPhotos(list.filter((p) => p.state === 'published')), (error: unknown) => {
      setRequest(undefined);
      if (error instanceof StaffCallError && error.unauthorized) onExpired();
      else setProblem(failureText(error, lang));
      next.trigger?.focus();
    });
  }, [site, lang, onExpired]);

  const close = () => setRequest(undefined);
  const current = request && photos?.find((p) => p.stored === request.current || p.src === request.current);

  return (
    <LibraryContext.Provider value={open}>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      {children}
      {request && photos && (
        <PicturePicker lang={lang} label={request.label} photos={photos} current={current?.id ?? null} onClose={close} onChoose={(photo) => {
          request.onChoose(photo);
          close();
        }} />
      )}
    </LibraryContext.Provider>
  );
}
