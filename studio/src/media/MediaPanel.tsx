import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocalPoint } from '@schools/shared-api';
import { useChanged } from '@schools/ui/use-changed';
import { PanelCampus } from '../CampusField';
import { StaffCallError } from '../staffApi';
import type { StaffPanelProps } from '../useStaffList';
import { MediaCard } from './MediaCard';
import { mediaApi, type MediaItem, type MediaSlot } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';
import { PicturePicker } from './PicturePicker';
import { SiteSlots } from './SiteSlots';
import { UploadForm } from './UploadForm';
import './media.css';
import { failureText } from '../refusalText';

/**
 * The studio's Photographs: upload a photograph, describe it in both languages and publish it (the
 * library), then put it in place of any picture on the campus's site (the pictures on the site).
 */
export function MediaPanel({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const [items, setItems] = useState<MediaItem[]>();
  const [slots, setSlots] = useState<MediaSlot[]>();
  const [problem, setProblem] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [picking, setPicking] = useState<MediaSlot>();
  const libraryHeading = useRef<HTMLHeadingElement>(null);

  const failed = useCallback((error: unknown) => {
    if (error instanceof StaffCallError && error.unauthorized) onExpired();
    else setProblem(failureText(error, lang));
  }, [onExpired, lang]);

  // Another campus: nothing of the last one stays on screen while this one loads.
  if (useChanged(site)) {
    setItems(undefined);
    setSlots(undefined);
    setProblem('');
  }
  useEffect(() => {
    mediaApi.list(site).then(setItems, failed);
    mediaApi.slots(site).then(setSlots, failed);
  }, [site, failed]);

  const updated = (item: MediaItem) => setItems((list) => list?.map((i) => (i.id === item.id ? item : i)));

  async function save(item: MediaItem, altEn: string, altZh: string) {
    setProblem('');
    try {
      updated(await mediaApi.setAlt(site, item.id, altEn, altZh));
      setAnnouncement(t.saved(item.originalName));
    } catch (error) {
      failed(error);
    }
  }

  async function publish(item: MediaItem, altEn: string, altZh: string) {
    setProblem('');
    try {
      if (altEn !== item.altEn || altZh !== item.altZh) await mediaApi.setAlt(site, item.id, altEn, altZh);
      updated(await mediaApi.publish(site, item.id));
      setAnnouncement(t.publishedNow(item.originalName));
    } catch (error) {
      failed(error);
    }
  }

  async function focus(item: MediaItem, point: FocalPoint) {
    setProblem('');
    try {
      updated(await mediaApi.setFocus(site, item.id, point));
      setAnnouncement(t.focusSaved(item.originalName));
      // The site's pictures show the point at once (their addresses carry it).
      mediaApi.slots(site).then(setSlots, failed);
    } catch (error) {
      failed(error);
    }
  }

  async function unpublish(item: MediaItem) {
    setProblem('');
    try {
      updated(await mediaApi.unpublish(site, item.id));
      setAnnouncement(t.unpublishedNow(item.originalName));
    } catch (error) {
      failed(error);
    }
  }

  async function remove(item: MediaItem) {
    setProblem('');
    try {
      await mediaApi.remove(site, item.id);
      setItems((list) => list?.filter((i) => i.id !== item.id));
      setAnnouncement(t.deleted(item.originalName));
      // The photograph's card, with the button pressed, is gone: the focus goes to the library's heading.
      libraryHeading.current?.focus();
    } catch (error) {
      failed(error);
    }
  }

  /** After a slot changes, each photograph's places change: the library is read again. */
  const relist = () => mediaApi.list(site).then(setItems, failed);

  async function putBack(slot: MediaSlot, previous: string) {
    setProblem('');
    try {
      const now = await mediaApi.putBack(site, slot.slot, previous);
      setSlots((list) => list?.map((s) => (s.slot === now.slot ? now : s)));
      setAnnouncement(t.putBackDone(now.label[lang] || now.label.en));
      relist();
    } catch (error) {
      failed(error);
    }
  }

  async function choose(photo: MediaItem) {
    const slot = picking;
    if (!slot) return;
    setProblem('');
    try {
      const now = await mediaApi.replace(site, slot.slot, photo.id);
      setSlots((list) => list?.map((s) => (s.slot === now.slot ? now : s)));
      setAnnouncement(t.replaced(now.label[lang] || now.label.en));
      relist();
    } catch (error) {
      failed(error);
    }
    setPicking(undefined);
  }

  const drafts = (items ?? []).filter((i) => i.state === 'draft').length;
  const published = (items ?? []).filter((i) => i.state === 'published');
  return (
    <section className="staff-panel media" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.title}</h1>
      <PanelCampus lang={lang} site={site} onSite={onSite} />
      <p className="staff-hint media-intro">{t.intro}</p>
      <p className="staff-error" role="alert">{problem}</p>
      <p className="visually-hidden" role="status">{announcement}</p>

      <UploadForm lang={lang} site={site} onExpired={onExpired} onUploaded={(item) => {
        // The form says how its files went; the library gains each as it arrives.
        setItems((list) => [item, ...(list ?? []).filter((i) => i.id !== item.id)]);
      }} />

      <section className="media-section" aria-labelledby={`${id}-library`}>
        <h2 id={`${id}-library`} ref={libraryHeading} tabIndex={-1}>{t.libraryTitle}</h2>
        {items && <p className="staff-count">{items.length ? t.librarySummary(items.length, drafts) : t.emptyLibrary}</p>}
        {items && items.length > 0 && (
          <ul className="media-grid">
            {items.map((item) => (
              <MediaCard key={item.id} lang={lang} item={item} onSave={(en, zh) => save(item, en, zh)} onPublish={(en, zh) => publish(item, en, zh)}
                onFocus={(point) => focus(item, point)} onUnpublish={() => unpublish(item)} onDelete={() => remove(item)} />
            ))}
          </ul>
        )}
      </section>

      <section className="media-section" aria-labelledby={`${id}-site`}>
        <h2 id={`${id}-site`}>{t.onSiteTitle}</h2>
        <p className="staff-hint">{t.onSiteIntro}</p>
        {slots && <SiteSlots lang={lang} slots={slots} onReplace={setPicking} onPutBack={(slot, previous) => void putBack(slot, previous)} />}
      </section>

      {picking && (
        <PicturePicker lang={lang} label={picking.label[lang] || picking.label.en} photos={published} current={picking.mediaId}
          onChoose={choose} onClose={() => setPicking(undefined)} />
      )}
    </section>
  );
}
