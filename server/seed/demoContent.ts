// The demo catalog loaded on first start: three super categories per country site (on the certification tenant
// the first is its certification super category), titled in each site's language, every product backed by a
// question bank (server/seed/questions): per bank a full product, a free demo quiz and one quiz per topic.
import type { MessageLocale } from '@domain/markets/types.ts';

export interface DemoProduct {
  url: string;
  title: Record<MessageLocale, string>;
  kind: 'free-demo-quiz' | 'configured-quiz' | 'full-product';
  /** The question bank it serves, in the site's language; counts of questions, topics and tests come from it. */
  bankId: string;
  /** Free demo quizzes serve only the first questions of the bank's free sample (every topic in turn). */
  questionLimit: number | null;
  /** Topic quizzes serve only the questions of this topic of the bank. */
  topicId?: string;
  popular: boolean;
}

export interface DemoCategory {
  url: string;
  title: Record<MessageLocale, string>;
  products: DemoProduct[];
  /** A configured quiz per topic of this bank, titled from the bank's own topic names. */
  topicQuizzesOf?: string;
}

export interface DemoSuperCategory {
  url: string;
  /** On the certification tenant, this super category is the market's cq super category (its name and slug). */
  isCqSuperCategory?: boolean;
  title: Record<MessageLocale, string>;
  popularity: number;
  categories: DemoCategory[];
}

/** Questions in a free demo quiz: the first ten of its bank's free sample, so every topic of the bank is in it. */
export const FREE_DEMO_QUESTIONS = 10;

const t = (en: string, de: string, nl: string, pt: string, it: string, es: string, fr: string): Record<MessageLocale, string> => ({
  en,
  'en-cq': en,
  de,
  nl,
  pt,
  it,
  es,
  fr,
});

export const DEMO_SUPER_CATEGORIES: DemoSuperCategory[] = [
  {
    url: 'it-certification',
    isCqSuperCategory: true,
    title: t('IT certification', 'IT-Zertifizierung', 'IT-certificering', 'Certificação de TI', 'Certificazione IT', 'Certificación de TI', 'Certification informatique'),
    popularity: 80,
    categories: [
      {
        url: 'cloud',
        title: t('Cloud', 'Cloud', 'Cloud', 'Nuvem', 'Cloud', 'Nube', 'Cloud'),
        products: [
          {
            url: 'cloud-fundamentals',
            title: t('Cloud fundamentals', 'Cloud-Grundlagen', 'Basisprincipes van de cloud', 'Fundamentos da computação em nuvem', 'Fondamenti di cloud', 'Fundamentos de la nube', 'Fondamentaux du cloud'),
            kind: 'full-product',
            bankId: 'cloud-fundamentals',
            questionLimit: null,
            popular: true,
          },
          {
            url: 'cloud-demo',
            title: t('Cloud quiz (free demo)', 'Cloud-Quiz (kostenlose Demo)', 'Cloudquiz (gratis demo)', 'Quiz de nuvem (demo grátis)', 'Quiz sul cloud (demo gratuita)', 'Test de nube (demo gratis)', 'Quiz cloud (démo gratuite)'),
            kind: 'free-demo-quiz',
            bankId: 'cloud-fundamentals',
            questionLimit: FREE_DEMO_QUESTIONS,
            popular: false,
          },
        ],
        topicQuizzesOf: 'cloud-fundamentals',
      },
      {
        url: 'security',
        title: t('Security', 'IT-Sicherheit', 'Beveiliging', 'Segurança', 'Sicurezza', 'Seguridad', 'Sécurité'),
        products: [
          {
            url: 'security-fundamentals',
            title: t('Security fundamentals', 'Grundlagen der IT-Sicherheit', 'Basisprincipes van informatiebeveiliging', 'Fundamentos de segurança informática', 'Fondamenti di sicurezza informatica', 'Fundamentos de seguridad informática', 'Fondamentaux de la sécurité informatique'),
            kind: 'full-product',
            bankId: 'security-fundamentals',
            questionLimit: null,
            popular: true,
          },
          {
            url: 'security-demo',
            title: t('Security quiz (free demo)', 'Sicherheits-Quiz (kostenlose Demo)', 'Beveiligingsquiz (gratis demo)', 'Quiz de segurança (demo grátis)', 'Quiz sulla sicurezza (demo gratuita)', 'Test de seguridad (demo gratis)', 'Quiz sécurité (démo gratuite)'),
            kind: 'free-demo-quiz',
            bankId: 'security-fundamentals',
            questionLimit: FREE_DEMO_QUESTIONS,
            popular: false,
          },
        ],
        topicQuizzesOf: 'security-fundamentals',
      },
    ],
  },
  {
    url: 'networking',
    title: t('Networking', 'Netzwerktechnik', 'Netwerken', 'Redes de computadores', 'Reti informatiche', 'Redes informáticas', 'Réseaux informatiques'),
    popularity: 70,
    categories: [
      {
        url: 'basics',
        title: t('Basics', 'Grundlagen', 'Basis', 'Noções básicas', 'Basi', 'Conceptos básicos', 'Bases'),
        products: [
          {
            url: 'networking-basics',
            title: t('Networking basics', 'Netzwerkgrundlagen', 'Basisprincipes van netwerken', 'Fundamentos de redes', 'Fondamenti di networking', 'Fundamentos de redes', 'Notions de base sur les réseaux'),
            kind: 'full-product',
            bankId: 'networking-basics',
            questionLimit: null,
            popular: true,
          },
          {
            url: 'networking-demo',
            title: t('Networking quiz (free demo)', 'Netzwerk-Quiz (kostenlose Demo)', 'Netwerkquiz (gratis demo)', 'Quiz de redes (demo grátis)', 'Quiz sulle reti (demo gratuita)', 'Test de redes (demo gratis)', 'Quiz réseaux (démo gratuite)'),
            kind: 'free-demo-quiz',
            bankId: 'networking-basics',
            questionLimit: FREE_DEMO_QUESTIONS,
            popular: false,
          },
        ],
        topicQuizzesOf: 'networking-basics',
      },
    ],
  },
  {
    url: 'business',
    title: t('Business and management', 'Wirtschaft und Management', 'Bedrijfskunde en management', 'Gestão e negócios', 'Business e management', 'Empresa y gestión', 'Gestion et management'),
    popularity: 60,
    categories: [
      {
        url: 'project-management',
        title: t('Project management', 'Projektmanagement', 'Projectmanagement', 'Gestão de projetos', 'Project management', 'Gestión de proyectos', 'Gestion de projet'),
        products: [
          {
            url: 'project-management-fundamentals',
            title: t('Project management fundamentals', 'Grundlagen des Projektmanagements', 'Basisprincipes van projectmanagement', 'Fundamentos de gestão de projetos', 'Fondamenti di project management', 'Fundamentos de gestión de proyectos', 'Fondamentaux de la gestion de projet'),
            kind: 'full-product',
            bankId: 'project-management',
            questionLimit: null,
            popular: true,
          },
          {
            url: 'project-management-demo',
            title: t('Project management quiz (free demo)', 'Projektmanagement-Quiz (kostenlose Demo)', 'Projectmanagementquiz (gratis demo)', 'Quiz de gestão de projetos (demo grátis)', 'Quiz di project management (demo gratuita)', 'Test de gestión de proyectos (demo gratis)', 'Quiz gestion de projet (démo gratuite)'),
            kind: 'free-demo-quiz',
            bankId: 'project-management',
            questionLimit: FREE_DEMO_QUESTIONS,
            popular: false,
          },
        ],
        topicQuizzesOf: 'project-management',
      },
    ],
  },
];

/** Products of the first demo catalog (seed version 1) that had no question bank; removed when upgrading. */
export const RETIRED_DEMO_PRODUCTS = [
  { superCategory: 'driving-licence', category: 'car', product: 'theory-test' },
  { superCategory: 'driving-licence', category: 'car', product: 'road-signs-demo' },
  { superCategory: 'languages', category: 'english', product: 'grammar-b2' },
];
