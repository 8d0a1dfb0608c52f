// One block's fields, by type. Built as a function (not a component) so that every field claims its
// problems in order and the block shows what none claimed (ProblemClaims).
import type { ReactNode } from 'react';
import { FormField } from '@schools/ui/form-field';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import type { EditBlock } from './editingModel';
import { RowButton, TextField, moved, rowsFor } from './fields';
import { PictureFields, pictureErrors } from './PictureFields';
import type { ProblemClaims } from './problems';

export interface BlockContext {
  /** the element id prefix of this block's fields */
  id: string;
  /** the block's path in the body, e.g. blocks.zh[3] */
  path: string;
  lang: StaffLang;
  /** the copy's language: zh-CN or en */
  textLang: string;
  claims: ProblemClaims;
}

export function blockFields(block: EditBlock, onChange: (block: EditBlock) => void, ctx: BlockContext): ReactNode {
  const t = STAFF_TEXT[ctx.lang].copy;
  const { id, path, claims, textLang } = ctx;
  /** Where inside a paragraph or list a problem is, in words. */
  const within = (rest: string) => (/href$/.test(rest) ? t.href : /text$/.test(rest) ? t.text : '');
  const set = <B extends EditBlock>(b: B, change: Partial<B>) => onChange({ ...b, ...change });

  switch (block.type) {
    case 'paragraph':
      return <TextField id={`${id}-text`} label={t.text} hint={t.textHint} textLang={textLang} rows={rowsFor(block.text, 3, textLang)} value={block.text} error={claims.take(`${path}.content`, within)} onChange={(text) => set(block, { text })} />;
    case 'heading':
      return (
        <div className="studio-row studio-row--heading">
          <FormField id={`${id}-level`} label={t.level} error={claims.take(`${path}.level`)}>
            {(control) => (
              <select {...control} value={block.level} onChange={(e) => set(block, { level: Number(e.target.value) as 2 | 3 })}>
                <option value={2}>{t.levels[2]}</option>
                <option value={3}>{t.levels[3]}</option>
              </select>
            )}
          </FormField>
          <TextField id={`${id}-text`} label={t.text} textLang={textLang} value={block.text} error={claims.take(`${path}.text`)} onChange={(text) => set(block, { text })} />
        </div>
      );
    case 'list':
      return (
        <>
          <label className="staff-check"><input type="checkbox" checked={block.ordered} onChange={(e) => set(block, { ordered: e.target.checked })} />{t.ordered}</label>
          <TextField id={`${id}-items`} label={t.items} hint={t.listHint} textLang={textLang} rows={rowsFor(block.text, 4, textLang)} value={block.text} error={claims.take(`${path}.items`, within)} onChange={(text) => set(block, { text })} />
        </>
      );
    case 'quote':
      return (
        <>
          <TextField id={`${id}-text`} label={t.text} textLang={textLang} rows={rowsFor(block.text, 2, textLang)} value={block.text} error={claims.take(`${path}.text`)} onChange={(text) => set(block, { text })} />
          <TextField id={`${id}-cite`} label={t.cite} textLang={textLang} value={block.cite ?? ''} error={claims.take(`${path}.cite`)} onChange={(cite) => set(block, { cite: cite || undefined })} />
        </>
      );
    case 'table': {
      const width = block.head.length;
      const setCell = (r: number, c: number, text: string) => set(block, { rows: block.rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)) });
      return (
        <>
          <TextField id={`${id}-caption`} label={t.caption} textLang={textLang} value={block.caption ?? ''} error={claims.take(`${path}.caption`)} onChange={(caption) => set(block, { caption: caption || undefined })} />
          <div className="studio-grid" role="group" aria-label={t.blockTypes.table}>
            <div className="studio-grid__row">
              {block.head.map((cell, c) => (
                <div key={c} className="studio-grid__cell">
                  <TextField id={`${id}-h${c}`} label={t.headOf(c + 1)} textLang={textLang} value={cell} error={claims.take(`${path}.head[${c}]`)} onChange={(text) => set(block, { head: block.head.map((h, j) => (j === c ? text : h)) })} />
                  <RowButton label={t.remove} name={t.removeOf(t.column(c + 1))} danger disabled={width === 1} onClick={() => set(block, { head: block.head.filter((_, j) => j !== c), rows: block.rows.map((row) => row.filter((_, j) => j !== c)) })} />
                </div>
              ))}
            </div>
            {block.rows.map((row, r) => (
              <div key={r} className="studio-grid__row">
                {row.map((cell, c) => (
                  <div key={c} className="studio-grid__cell">
                    <TextField id={`${id}-r${r}c${c}`} label={t.cellOf(r + 1, c + 1)} textLang={textLang} value={cell} error={claims.take(`${path}.rows[${r}][${c}]`)} onChange={(text) => setCell(r, c, text)} />
                  </div>
                ))}
                <RowButton label={t.remove} name={t.removeOf(t.row(r + 1))} danger disabled={block.rows.length === 1} onClick={() => set(block, { rows: block.rows.filter((_, i) => i !== r) })} />
              </div>
            ))}
          </div>
          <div className="studio-actions">
            <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => set(block, { rows: [...block.rows, block.head.map(() => '')] })}>{t.addRow}</button>
            <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => set(block, { head: [...block.head, ''], rows: block.rows.map((row) => [...row, '']) })}>{t.addColumn}</button>
          </div>
        </>
      );
    }
    case 'facts':
      return (
        <>
          {block.items.map((item, i) => (
            <div key={i} className="studio-row studio-row--item">
              <TextField id={`${id}-f${i}-label`} label={t.factLabel} textLang={textLang} value={item.label} error={claims.take(`${path}.items[${i}].label`)} onChange={(label) => set(block, { items: block.items.map((it, j) => (j === i ? { ...it, label } : it)) })} />
              <TextField id={`${id}-f${i}-value`} label={t.factValue} textLang={textLang} value={item.value} error={claims.take(`${path}.items[${i}].value`)} onChange={(value) => set(block, { items: block.items.map((it, j) => (j === i ? { ...it, value } : it)) })} />
              <RowButton label={t.remove} name={t.removeOf(t.fact(i + 1))} danger onClick={() => set(block, { items: block.items.filter((_, j) => j !== i) })} />
            </div>
          ))}
          <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => set(block, { items: [...block.items, { label: '', value: '' }] })}>{t.addFact}</button>
        </>
      );
    case 'cta':
      return (
        <>
          {block.links.map((link, i) => {
            const setLink = (change: Partial<typeof link>) => set(block, { links: block.links.map((l, j) => (j === i ? { ...l, ...change } : l)) });
            return (
              <div key={i} className="studio-row studio-row--item">
                <TextField id={`${id}-l${i}-label`} label={t.linkLabel} textLang={textLang} value={link.label} error={claims.take(`${path}.links[${i}].label`)} onChange={(label) => setLink({ label })} />
                <TextField id={`${id}-l${i}-href`} label={t.href} hint={t.hrefHint} value={link.href} error={claims.take(`${path}.links[${i}].href`)} onChange={(href) => setLink({ href })} />
                <label className="staff-check"><input type="checkbox" checked={Boolean(link.primary)} onChange={(e) => setLink({ primary: e.target.checked || undefined })} />{t.primary}</label>
                <RowButton label={t.remove} name={t.removeOf(t.link(i + 1))} danger onClick={() => set(block, { links: block.links.filter((_, j) => j !== i) })} />
              </div>
            );
          })}
          <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => set(block, { links: [...block.links, { label: '', href: '/' }] })}>{t.addLink}</button>
        </>
      );
    case 'image': {
      const { type: _type, ...picture } = block;
      return <PictureFields id={id} lang={ctx.lang} textLang={textLang} value={picture} errors={pictureErrors(claims, path)} onChange={(p) => onChange({ type: 'image', ...p })} />;
    }
    case 'gallery':
      return (
        <>
          {block.images.map((image, i) => (
            <fieldset key={i} className="studio-sub">
              <legend>{t.picture(i + 1)}</legend>
              <PictureFields id={`${id}-g${i}`} lang={ctx.lang} textLang={textLang} value={image} errors={pictureErrors(claims, `${path}.images[${i}]`)} onChange={(p) => set(block, { images: block.images.map((im, j) => (j === i ? p : im)) })} />
              <div className="studio-actions">
                <RowButton label={t.moveUp} name={t.moveUpOf(t.picture(i + 1))} disabled={i === 0} onClick={() => set(block, { images: moved(block.images, i, -1) })} />
                <RowButton label={t.moveDown} name={t.moveDownOf(t.picture(i + 1))} disabled={i === block.images.length - 1} onClick={() => set(block, { images: moved(block.images, i, 1) })} />
                <RowButton label={t.remove} name={t.removeOf(t.picture(i + 1))} danger onClick={() => set(block, { images: block.images.filter((_, j) => j !== i) })} />
              </div>
            </fieldset>
          ))}
          <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => set(block, { images: [...block.images, { src: '', alt: '', width: 1200, height: 800 }] })}>{t.addPicture}</button>
        </>
      );
  }
}
