import type { Lang } from '@schools/shared-api';

/** The senior project labels of SPEC 3, and this feature's other words. */
export const PROJECT_TEXT: Record<Lang, {
  projectTitle: string; advisor: string; internshipLocation: string; onsiteMentor: string; projectAbstract: string;
  readBlog: string; posts: string; noStudents: string; missingStudent: string; missingPost: string;
}> = {
  en: {
    projectTitle: 'Project Title', advisor: 'Advisor', internshipLocation: 'Internship Location', onsiteMentor: 'Onsite Mentor',
    projectAbstract: 'Project Abstract', readBlog: 'Read the project blog', posts: 'Project blog',
    noStudents: 'The projects of this year\'s seniors will appear here in the fourth quarter.',
    missingStudent: 'This student\'s blog could not be found.', missingPost: 'This post could not be found.',
  },
  zh: {
    projectTitle: '项目名称', advisor: '指导老师', internshipLocation: '实习地点', onsiteMentor: '现场导师',
    projectAbstract: '项目摘要', readBlog: '阅读项目博客', posts: '项目博客',
    noStudents: '本届毕业生的项目将于第四学季在此展示。',
    missingStudent: '未找到该学生的项目博客。', missingPost: '未找到这篇文章。',
  },
};
