import type { Block, Lang, Tuition } from '@schools/shared-api';
import { formatYuan } from '@schools/ui';

const TEXT: Record<Lang, {
  tuition: (year: string) => string; grade: string; fee: string;
  other: (basis: string) => string; item: string; amount: string; notes: string;
  bank: string; accountName: string; accountNumber: string; bankName: string;
}> = {
  en: {
    tuition: (year) => `Tuition ${year}`, grade: 'Grade', fee: 'Annual tuition',
    other: (basis) => `Other fees (based on ${basis})`, item: 'Item', amount: 'Amount', notes: 'How to pay',
    bank: 'Paying by bank transfer', accountName: 'Account name', accountNumber: 'Account number', bankName: 'Bank',
  },
  zh: {
    tuition: (year) => `${year} 学年学费`, grade: '年级', fee: '学年学费',
    other: (basis) => `其他费用（以 ${basis} 学年为基准）`, item: '项目', amount: '金额', notes: '缴费方式',
    bank: '银行转账', accountName: '账户名称', accountNumber: '账号', bankName: '开户银行',
  },
};

const heading = (text: string): Block => ({ type: 'heading', level: 2, text });

/**
 * The fee tables as page blocks: tuition by grade, other fees, then the school's notes on when and how
 * to pay, and the bank details where the campus gives them.
 */
export function tuitionBlocks(t: Tuition, lang: Lang): Block[] {
  const x = TEXT[lang];
  const blocks: Block[] = [
    heading(x.tuition(t.year)),
    { type: 'table', caption: x.tuition(t.year), head: [x.grade, x.fee], rows: t.rows.map((r) => [r.grade, formatYuan(r.annualFee, lang)]) },
    heading(x.other(t.otherFeesBasis)),
    { type: 'table', caption: x.other(t.otherFeesBasis), head: [x.item, x.amount], rows: t.otherFees.map((f) => [f.item, f.amount]) },
  ];
  if (t.notes.length > 0) {
    blocks.push(heading(x.notes), { type: 'list', ordered: false, items: t.notes.map((n) => [{ type: 'text', text: n }]) });
  }
  if (t.bank) {
    const line = (label: string, value: string) => [{ type: 'text' as const, text: `${label}${lang === 'zh' ? '：' : ': '}`, strong: true }, { type: 'text' as const, text: value }];
    blocks.push(heading(x.bank), {
      type: 'list',
      ordered: false,
      items: [line(x.accountName, t.bank.accountName), line(x.accountNumber, t.bank.accountNumber), line(x.bankName, t.bank.bank)],
    });
  }
  return blocks;
}
