import { useState } from 'react';
import type { Club, Lang } from '@schools/shared-api';
import { CardList, FailureNotice, MenuCopyPage, Tabs, useLang, useRoute, type CardItem } from '@schools/ui';
import { MENU } from '../../menus';
import { ClubDetail } from './ClubDetail';
import { CLUBS_PATH, useClubs } from './useClubs';

const TEXT: Record<Lang, { all: string; tabs: string; empty: string }> = {
  en: { all: 'All clubs', tabs: 'Club categories', empty: 'No clubs are listed yet.' },
  zh: { all: '全部社团', tabs: '社团类别', empty: '暂无社团信息。' },
};

const toCard = (club: Club): CardItem => ({
  urls: club.pic ? [club.pic] : [], alts: [club.picAlt], title: club.name, summary: club.summary, path: CLUBS_PATH, query: { club: String(club.id) },
});

/** The clubs by category under the school's introduction; a club opens in place (?club=id). */
function ClubList() {
  const lang = useLang();
  const clubs = useClubs();
  const [category, setCategory] = useState('');
  const text = TEXT[lang];
  if (clubs.status === 'error') return <FailureNotice onRetry={clubs.retry} />;
  if (!clubs.data) return null;
  if (clubs.data.length === 0) return <p className="stulife-empty">{text.empty}</p>;
  const categories = [...new Set(clubs.data.map((c) => c.category))];
  const shown = clubs.data.filter((c) => !category || c.category === category);
  return (
    <div className="stulife-clubs">
      <Tabs
        label={text.tabs}
        tabs={[{ id: '', label: text.all }, ...categories.map((c) => ({ id: c, label: c }))]}
        selected={category}
        onSelect={setCategory}
      >
        <CardList items={shown.map(toCard)} headingLevel={2} />
      </Tabs>
    </div>
  );
}

/** /stuLife/wonderfulLife/club: the introduction and the clubs, or one club when the address names it. */
export function ClubsPage() {
  const club = useRoute()?.query.club;
  if (club !== undefined) return <ClubDetail id={Number(club)} />;
  return (
    <MenuCopyPage menuId={MENU.wonderfulLife} copyKey="campus.CLUBS">
      <ClubList />
    </MenuCopyPage>
  );
}
