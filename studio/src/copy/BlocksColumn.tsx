// One language's blocks: each block a fieldset with its fields, moved up or down or removed; a new
// block of any type added at the end.
import { useState } from 'react';
import { FieldError } from '@schools/ui/form-field';
import type { TargetPlace } from '@schools/api-server/staff-contract';
import { sayProblem } from '../refusalText';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { blockFields } from './BlockFields';
import { BLOCK_TYPES, newBlock, type EditBlock, type EditBlockType } from './editingModel';
import { blockPlace, blocksPlace } from './fieldPlaces';
import { RowButton, WhereHint, moved } from './fields';
import { ProblemClaims, type Problem } from './problems';

export function BlocksColumn({ id, lang, copyLang, blocks, onChange, problems, place }: {
  id: string;
  lang: StaffLang;
  copyLang: 'en' | 'zh';
  blocks: EditBlock[];
  onChange: (blocks: EditBlock[]) => void;
  /** the body's problems (those under blocks.<copyLang> are shown here) */
  problems: readonly Problem[];
  /** what part of its page the copy is: where its blocks show */
  place?: TargetPlace;
}) {
  const t = STAFF_TEXT[lang].copy;
  const [adding, setAdding] = useState<EditBlockType>('paragraph');
  const column = `${id}-${copyLang}`;
  const textLang = copyLang === 'zh' ? 'zh-CN' : 'en';
  // A problem of the list itself (too many blocks, not a list) rather than of one block.
  const listProblems = problems.filter((p) => p.path === `blocks.${copyLang}`);
  return (
    <section className="studio-column" aria-labelledby={`${column}-title`} aria-describedby={place && blocksPlace(place, lang) ? `${column}-where` : undefined}>
      <h3 id={`${column}-title`} className="studio-column__title">{t.blocksOf(copyLang)}</h3>
      <WhereHint id={`${column}-where`}>{place && blocksPlace(place, lang)}</WhereHint>
      {listProblems.length > 0 && <p className="ui-field__error">{listProblems.map((p) => sayProblem(p, lang)).join(' · ')}</p>}
      {blocks.length === 0 && <p className="staff-hint">{t.noBlocks}</p>}
      <ol className="studio-blocks">
        {blocks.map((block, i) => {
          const path = `blocks.${copyLang}[${i}]`;
          const blockId = `${column}-b${i}`;
          const blockClaims = new ProblemClaims(problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`)), lang);
          const fields = blockFields(block, (b) => onChange(blocks.map((x, j) => (j === i ? b : x))), { id: blockId, path, lang, textLang, claims: blockClaims });
          const rest = blockClaims.rest();
          const name = t.block(i + 1);
          const where = place && blockPlace(place, blocks, i, lang);
          const describedBy = [where && `${blockId}-where`, rest.length && `${blockId}-error`].filter(Boolean).join(' ');
          return (
            <li key={i}>
              <fieldset className={`studio-block${rest.length ? ' studio-block--invalid' : ''}`} aria-describedby={describedBy || undefined}>
                <legend>{t.blockLegend(i + 1, t.blockTypes[block.type])}</legend>
                <WhereHint id={`${blockId}-where`}>{where}</WhereHint>
                <div className="studio-block__tools">
                  <RowButton label={t.moveUp} name={t.moveUpOf(name)} disabled={i === 0} onClick={() => onChange(moved(blocks, i, -1))} />
                  <RowButton label={t.moveDown} name={t.moveDownOf(name)} disabled={i === blocks.length - 1} onClick={() => onChange(moved(blocks, i, 1))} />
                  <RowButton label={t.remove} name={t.removeOf(name)} danger onClick={() => onChange(blocks.filter((_, j) => j !== i))} />
                </div>
                {fields}
                {rest.length > 0 && <FieldError id={blockId}>{rest.map((p) => sayProblem(p, lang)).join(' · ')}</FieldError>}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="studio-add">
        <label className="staff-field">
          <span>{t.blockType}</span>
          <select value={adding} onChange={(e) => setAdding(e.target.value as EditBlockType)}>
            {BLOCK_TYPES.map((type) => <option key={type} value={type}>{t.blockTypes[type]}</option>)}
          </select>
        </label>
        <button type="button" className="staff-button staff-button--quiet" onClick={() => onChange([...blocks, newBlock(adding)])}>{t.addBlock}</button>
      </div>
    </section>
  );
}
