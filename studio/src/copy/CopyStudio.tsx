// The studio's copy view: the campus's editable copy on the left, as the site's tree, the editor of the
// one chosen on the right (on a phone: the list, then the editor with a way back). Leaving unsaved
// changes is asked first. A link from the site (`open`, StaffApp's copyLinkOf) opens its target.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ROUTES } from '@schools/root-config/routes';
import { useChanged } from '@schools/ui/use-changed';
import { PanelCampus } from '../CampusField';
import { StaffCallError } from '../staffApi';
import { STAFF_TEXT } from '../staffText';
import type { StaffPanelProps } from '../useStaffList';
import { LibraryPickerProvider } from '../media/LibraryPicker';
import { studioApi, type TargetSummary } from './studioApi';
import { copyTree, trailOf } from './copyTree';
import { PageNote } from './PageNote';
import { TargetEditor } from './TargetEditor';
import { TargetNav } from './TargetNav';
import './studio.css';
import { failureText } from '../refusalText';

export function CopyStudio({ lang, site, onSite, onExpired, open, onOpened }: StaffPanelProps & {
  /** a target to open once the list is there ('content:50'), from a link of the site's */
  open?: string;
  /** the link's target was looked for: it is not to be opened again */
  onOpened?: () => void;
}) {
  const staff = STAFF_TEXT[lang];
  const t = staff.copy;
  const [targets, setTargets] = useState<TargetSummary[]>();
  const [selected, setSelected] = useState<TargetSummary>();
  const [problem, setProblem] = useState('');
  const dirty = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opening = useRef({ open, onOpened });
  useEffect(() => {
    opening.current = { open, onOpened };
  });

  const refresh = useCallback(() => {
    studioApi.targets(site).then((list) => {
      setTargets(list);
      // The link's target, once: nothing is being edited yet when the list first comes.
      const { open: wanted, onOpened: done } = opening.current;
      const linked = wanted ? list.find((x) => x.target === wanted) : undefined;
      if (wanted) done?.();
      setSelected((s) => linked ?? (s && list.find((x) => x.target === s.target)));
    }, (error: unknown) => {
      if (error instanceof StaffCallError && error.unauthorized) onExpired();
      else setProblem(failureText(error, lang));
    });
  }, [site, onExpired, lang]);
  // Another campus closes the editor (the leave question was asked before); another language only
  // rewords the page: the open editor and its unsaved changes stay.
  if (useChanged(site)) setSelected(undefined);
  useEffect(() => {
    dirty.current = false;
  }, [site]);
  useEffect(refresh, [refresh]);

  const leave = () => !dirty.current || window.confirm(t.leaveUnsaved);
  const choose = (target: TargetSummary | undefined) => {
    if (target?.target === selected?.target || !leave()) return;
    dirty.current = false;
    setSelected(target);
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
  const tree = useMemo(() => copyTree(targets ?? [], ROUTES), [targets]);
  const trail = useMemo(() => (selected ? trailOf(tree, selected.target) : []), [tree, selected]);

  return (
    <section className={`studio${selected ? ' studio--editing' : ''}`} aria-labelledby="studio-title">
      <div className="studio__head">
        <h1 id="studio-title" ref={heading} tabIndex={-1}>{t.studioTitle}</h1>
        <PanelCampus lang={lang} site={site} onSite={changeSite} />
      </div>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      {!targets && !problem && <p role="status">{t.loading}</p>}
      {targets && (
        <div className="studio__body">
          <TargetNav lang={lang} tree={tree} selected={selected?.target} onSelect={choose} />
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
                  <TargetEditor
                    key={`${site}|${selected.target}`} site={site} lang={lang} summary={selected} onDirty={onDirty} onExpired={onExpired} onChanged={refresh}
                    note={<PageNote lang={lang} target={selected} targets={targets} trail={trail} onOpen={choose} />}
                  />
                </LibraryPickerProvider>
              )
              : <p className="studio-empty">{t.chooseTarget}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
