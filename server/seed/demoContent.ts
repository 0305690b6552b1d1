// The small demo catalog loaded on first start: two super categories per country site, titled in each site's
// language, and every product backed by a question bank (server/seed/questions).
import type { MessageLocale } from '../../src/domain/markets/types.ts';

export interface DemoProduct {
  url: string;
  title: Record<MessageLocale, string>;
  kind: 'free-demo-quiz' | 'full-product';
  /** The question bank it serves, in the site's language; counts of questions, topics and tests come from it. */
  bankId: string;
  /** Free demo quizzes serve only the bank's first questions. */
  questionLimit: number | null;
  popular: boolean;
}

export interface DemoCategory {
  url: string;
  title: Record<MessageLocale, string>;
  products: DemoProduct[];
}

export interface DemoSuperCategory {
  url: string;
  title: Record<MessageLocale, string>;
  popularity: number;
  categories: DemoCategory[];
}

/** Questions in a free demo quiz: the first ten of its bank. */
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
