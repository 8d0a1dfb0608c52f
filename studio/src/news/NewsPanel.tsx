// The studio's News: the campus's stories with their state and dates beside the editor of the one
// chosen (or a new one); on a phone, the list, then the editor with a way back. A view of its own rather
// than a part of Copy: a story has what other copy has not (a state, a schedule, a cover, a date) and
// editors come to write news, not to find one item among a campus's few hundred.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useChanged } from '@schools/ui/use-changed';
import { PanelCampus } from '../CampusField';
import { LibraryPickerProvider } from '../media/LibraryPicker';
import { StaffCallError } from '../staffApi';
import { STAFF_TEXT, chinaTime } from '../staffText';
import type { StaffPanelProps } from '../useStaffList';
import { newsApi, type NewsStory } from './newsApi';
import { NEWS_TEXT } from './newsText';
import { StoryEditor } from './StoryEditor';
import '../copy/studio.css';
import './news.css';
import { failureText } from '../refusalText';

/** The story being edited: one of the list, or a new one. */
type Selection = { id: number } | { id: 'new' };

export function NewsPanel({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = NEWS_TEXT[lang];
  const id = useId();
  const [stories, setStories] = useState<NewsStory[]>();
  const [selected, setSelected] = useState<Selection>();
  // The editor shown: a new one for each choice, the same one when a new story it holds is saved.
  const [opened, setOpened] = useState(0);
  const [problem, setProblem] = useState('');
  const dirty = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const refresh = useCallback(() => {
    newsApi.list(site).then(setStories, (error: unknown) => {
      if (error instanceof StaffCallError && error.unauthorized) onExpired();
      else setProblem(failureText(error, lang));
    });
  }, [site, onExpired, lang]);
  if (useChanged(site)) setSelected(undefined);
  useEffect(refresh, [refresh]);

  const leave = () => !dirty.current || window.confirm(STAFF_TEXT[lang].copy.leaveUnsaved);
  const choose = (next: Selection | undefined) => {
    if ((next && selected && next.id === selected.id) || !leave()) return;
    dirty.current = false;
    setSelected(next);
    setOpened((n) => n + 1);
  };
  const changeSite = onSite && ((code: Parameters<typeof onSite>[0]) => {
    if (leave()) {
      dirty.current = false;
      onSite(code);
    }
  });
  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  /** A new story was saved: it is a story of the list from now on. */
  const onCreated = useCallback((story: NewsStory) => {
    setSelected({ id: story.id });
    refresh();
  }, [refresh]);

  const hidden = (stories ?? []).filter((s) => s.state !== 'published').length;
  return (
    <section className={`studio news${selected ? ' studio--editing' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="studio__head">
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>{t.title}</h1>
        <PanelCampus lang={lang} site={site} onSite={changeSite} />
      </div>
      <p className="staff-hint news-intro">{t.intro}</p>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      {!stories && !problem && <p role="status">{STAFF_TEXT[lang].copy.loading}</p>}
      {stories && (
        <div className="studio__body">
          <nav className="studio-nav news-list" aria-labelledby={`${id}-list`}>
            <button type="button" className="staff-button" onClick={() => choose({ id: 'new' })}>{t.newStory}</button>
            <h2 id={`${id}-list`} className="news-list__title">{t.stories}</h2>
            <p className="staff-count">{t.summary(stories.length, hidden)}</p>
            <ul className="studio-nav__groups">
              {stories.map((story) => (
                <li key={story.id}>
                  <button type="button" className="studio-nav__item news-item" aria-current={selected?.id === story.id ? 'true' : undefined} onClick={() => choose({ id: story.id })}>
                    <span className="news-item__title" lang={lang === 'zh' ? 'zh-CN' : 'en'}>{story.title[lang] || story.title.en}</span>
                    <span className={`news-state news-state--${story.state}`}>{t.states[story.state]}</span>
                    <span className="staff-muted">
                      {story.state === 'scheduled' && story.visibleFrom ? t.shownFrom(chinaTime(story.visibleFrom)) : t.dated(story.date)}
                    </span>
                    {story.hasDraft && <span className="studio-draft">{t.draftMark}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="studio__main">
            {selected && (
              <button type="button" className="staff-button staff-button--small staff-button--quiet studio-back" onClick={() => {
                choose(undefined);
                heading.current?.focus();
              }}>{t.backToList}</button>
            )}
            {selected
              ? (
                <LibraryPickerProvider site={site} lang={lang} onExpired={onExpired}>
                  <StoryEditor
                    key={`${site}|${opened}`} site={site} lang={lang} storyId={selected.id === 'new' ? undefined : selected.id}
                    onDirty={onDirty} onExpired={onExpired} onChanged={refresh} onCreated={onCreated}
                  />
                </LibraryPickerProvider>
              )
              : <p className="studio-empty">{t.chooseStory}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
