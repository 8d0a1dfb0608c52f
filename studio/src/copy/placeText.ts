// Where each field of the copy shows on the site, in the editor's language: beside each field, so an
// editor knows which words on the page a field changes (and which change nothing a visitor sees).
import type { TargetPlace } from '@schools/api-server/staff-contract';

/** A field's place; `notShown` where the site does not show it. */
interface PlaceWords {
  notShown: string;
  title: Partial<Record<TargetPlace, string>>;
  summary: Partial<Record<TargetPlace, string>>;
  /** a column of blocks: what the blocks are on the page */
  blocks: Partial<Record<TargetPlace, string>>;
  banner: string;
  intro: string;
  /** the other kinds' fields, by their path with list positions left out (slides.title) */
  fields: Record<string, string>;
  /** the note above the fields */
  onPage: (trail: string) => string;
  heading: (heading: string) => string;
  headingIsTitle: string;
  menuTitle: (title: string) => string;
  menuTitleSame: string;
  editMenuTitle: string;
}

export const PLACE_TEXT: Record<'en' | 'zh', PlaceWords> = {
  en: {
    notShown: 'Not shown on the site',
    title: {
      panel: 'Heading of its panel',
      item: 'Heading of its own page and of its card; also the browser tab and search results',
      card: 'Heading of the card',
      profile: 'The name, above the text',
    },
    summary: {
      item: 'Text of its card (some pages repeat it under the heading)',
      card: 'Text of the card',
      profile: 'The line under the name (such as a role)',
    },
    blocks: {
      page: 'The page, below its heading',
      text: 'Part of the page, shown as written',
      panel: 'Inside its panel',
      item: 'Its own page, below the heading',
      profile: 'Under the name and the line',
      card: 'Not shown on the site: a card shows its heading and text only',
      form: 'The sign-up form’s choices: one list item each',
      contact: 'On Contact Us, in the footer and on the home page',
      label: 'On buttons and links across the site',
      unused: 'Not shown on the site at present',
    },
    banner: 'Banner picture, at the top of the page',
    intro: 'First paragraph under the banner; also the summary in search results',
    fields: {
      question: 'The question, as the FAQ page lists it',
      answer: 'Shown when a visitor opens the question',
      category: 'The group the Clubs page lists it under',
      name: 'Its name on the Clubs page',
      description: 'Shown when a visitor opens the club',
      title: 'Its name in the top menu and the phone menu',
      rows: 'The fee table on Tuition and Fees; the Admissions page shows their range',
      otherFees: 'Other fees, under the fee table',
      notes: 'How to pay, under the fees',
      bank: 'Bank transfer details, on Tuition and Fees',
      slides: 'The home page’s carousel, one slide each',
      'slides.image': 'The slide’s picture',
      'slides.title': 'Large heading on the slide',
      'slides.subtitle': 'The line under the heading',
      vrLink: 'Where the virtual tour’s places open (empty: no tour slide)',
      vrList: 'The virtual tour slide’s places, each a picture and a name',
      vrPic: 'The virtual tour slide’s own picture, behind its places (not one of theirs)',
    },
    onPage: (trail) => `On the site: ${trail}`,
    heading: (heading) => `The page’s heading, “${heading}”, is its name in the site’s page list, the same on every campus: the studio does not change it.`,
    headingIsTitle: 'The page’s heading is this item’s Title.',
    menuTitle: (title) => `In the top menu it is called “${title}”.`,
    menuTitleSame: 'The top menu uses the same name.',
    editMenuTitle: 'Edit the menu title',
  },
  zh: {
    notShown: '网站上不显示',
    title: {
      panel: '所在板块的标题',
      item: '其详情页和卡片上的标题，也显示在浏览器标签页和搜索结果中',
      card: '卡片标题',
      profile: '姓名，显示在介绍上方',
    },
    summary: {
      item: '卡片上的简介（部分详情页也显示在标题下方）',
      card: '卡片上的简介',
      profile: '姓名下方的一行（如职务）',
    },
    blocks: {
      page: '页面标题下方的正文',
      text: '页面的一部分，按原样显示',
      panel: '所在板块中的内容',
      item: '其详情页标题下方的正文',
      profile: '姓名和职务下方的介绍',
      card: '网站上不显示：卡片只显示标题和简介',
      form: '报名表中的选项：每个列表项一个',
      contact: '显示在“联系我们”页面、页脚和首页',
      label: '显示在全站的按钮和链接上',
      unused: '网站上暂不显示',
    },
    banner: '横幅图片，位于页面顶部',
    intro: '横幅下方的第一段，也用作搜索结果中的摘要',
    fields: {
      question: '常见问题页面上列出的问题',
      answer: '访客点开问题后显示',
      category: '社团页面上的分类',
      name: '社团页面上显示的名称',
      description: '访客点开社团后显示',
      title: '顶部菜单和手机菜单中显示的名称',
      rows: '“学费与费用”页面上的学费表；招生入学页面显示学费范围',
      otherFees: '学费表下方的其他费用',
      notes: '费用下方的缴费说明',
      bank: '“学费与费用”页面上的银行转账信息',
      slides: '首页轮播，每项一张幻灯片',
      'slides.image': '幻灯片的图片',
      'slides.title': '幻灯片上的大标题',
      'slides.subtitle': '标题下方的一行文字',
      vrLink: '全景导览中各地点打开的地址（留空则不显示导览幻灯片）',
      vrList: '全景导览幻灯片中的地点，每项一张图片和一个名称',
      vrPic: '全景导览幻灯片的背景图片，位于各地点之后（不要与地点图片重复）',
    },
    onPage: (trail) => `所在页面：${trail}`,
    heading: (heading) => `页面标题“${heading}”是该页面在网站页面列表中的名称，各校区相同，文案编辑不会更改它。`,
    headingIsTitle: '页面标题即此条目的“标题”。',
    menuTitle: (title) => `它在顶部菜单中的名称是“${title}”。`,
    menuTitleSame: '顶部菜单中的名称与此相同。',
    editMenuTitle: '编辑菜单标题',
  },
};
