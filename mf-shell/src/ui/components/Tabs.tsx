import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  /** What the tabs choose between, for screen readers (e.g. "News categories" / "新闻类别"). */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id: the page owns it, so a cached page keeps its tab. */
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
  className?: string;
}

/** How much of the next tab shows beside the selected one when the bar scrolls to it. */
const PEEK_PX = 40;

/** Ids from data may hold spaces or other characters an id reference cannot. */
const idPart = (id: string) => id.replace(/[^\w-]/g, '_');

/**
 * SPEC 2's tab switch bar (red active state), as the WAI-ARIA tabs pattern with automatic activation:
 * one tab stop (roving tabindex), arrows / Home / End move focus and select, one panel for the
 * selected tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children, className }: TabsProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}tab-${idPart(id)}`;
  const panelId = `${base}panel`;
  // A selection the list does not hold still leaves one tab reachable from the keyboard.
  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;

  // On a phone the bar scrolls inside itself: bring the selected tab into its view, with a part of
  // its neighbour showing past the edge so that the way on stays visible.
  useEffect(() => {
    const list = listRef.current;
    const tab = current === undefined ? undefined : tabRefs.current.get(current);
    if (!list || !tab) return;
    const start = tab.offsetLeft - PEEK_PX;
    const end = tab.offsetLeft + tab.offsetWidth + PEEK_PX;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last };
    const target = moves[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next.id)?.focus();
    if (next.id !== current) onSelect(next.id);
  };

  return (
    <div className={`ui-tabs${className ? ` ${className}` : ''}`}>
      <div ref={listRef} className="ui-tabs__list" role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="ui-tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current !== undefined && (
        <div className="ui-tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0}>
          {children}
        </div>
      )}
    </div>
  );
}
